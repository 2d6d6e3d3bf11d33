package widget

import (
	"bytes"
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/go-text/typesetting/font"

	"github.com/decknamen/decknamen/assets"
)

// Bold text is drawn from the app's bold font alone whenever that font has
// every character of the text. Fyne loads a whole font set for each text
// style it is asked for: the theme's font, Noto Sans, the emoji font, a
// symbol font and a matching system font, about 10 MB and 10 ms for the
// bold style. The board's first frame is the cards, the header and the
// buttons, all bold and all in the languages the font covers, so the
// bold set is loaded only when a text needs it (a word list in another
// script, a dialog's Fyne widgets).

// boldFace is the parsed bold font, for its character map. It never
// changes once read.
var boldFace = sync.OnceValue(func() *font.Face {
	f, err := font.ParseTTF(bytes.NewReader(assets.FontBold))
	if err != nil {
		return nil
	}
	return f
})

// BoldSource is the font that draws bold text s: the bold font alone when
// it has every character of s, else nil (Fyne's bold set with its
// fallbacks).
func BoldSource(s string) fyne.Resource {
	f := boldFace()
	if f == nil {
		return nil
	}
	for _, r := range s {
		if _, ok := f.NominalGlyph(r); !ok {
			return nil
		}
	}
	return fontBold
}

// SetBold makes t bold text showing s, drawn from the bold font alone when
// it covers s.
func SetBold(t *canvas.Text, s string) {
	t.Text, t.TextStyle, t.FontSource = s, fyne.TextStyle{Bold: true}, BoldSource(s)
}

// NewBoldText is a canvas text of s in bold, drawn as SetBold draws it.
func NewBoldText(s string, c color.Color) *canvas.Text {
	t := canvas.NewText("", c)
	SetBold(t, s)
	return t
}

// MeasureBold is the size of s in bold at size, measured with the font it
// is drawn with (SetBold).
func MeasureBold(s string, size float32) fyne.Size {
	t := canvas.Text{Text: s, TextSize: size, TextStyle: fyne.TextStyle{Bold: true}, FontSource: BoldSource(s)}
	return t.MinSize()
}
