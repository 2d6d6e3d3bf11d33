package assets

import _ "embed"

// The card and interface font: Atkinson Hyperlegible Next, made for
// legibility at a distance (SIL Open Font License 1.1, see fonts/OFL.txt;
// fetched by .ci/fetch-font.sh).
var (
	//go:embed fonts/AtkinsonHyperlegibleNext-Regular.ttf
	FontRegular []byte
	//go:embed fonts/AtkinsonHyperlegibleNext-Bold.ttf
	FontBold []byte
)
