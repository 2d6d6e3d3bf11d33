package clue

import (
	"reflect"
	"testing"

	"github.com/decknamen/decknamen/game"
)

// checkCase is one Check call and the warnings it must give, in order.
type checkCase struct {
	clue    string
	visible []string
	lang    game.Language
	want    []Warning
}

func runCases(t *testing.T, cases []checkCase) {
	t.Helper()
	for _, tc := range cases {
		got := Check(tc.clue, tc.visible, tc.lang)
		if len(got) == 0 && len(tc.want) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Check(%q, %q, %s) = %v, want %v", tc.clue, tc.visible, tc.lang, got, tc.want)
		}
	}
}

// warn builds the expected warning of kind k about board word w.
func warn(k Kind, w string) []Warning {
	return []Warning{{Kind: k, Word: w}}
}

// only builds the expected warning of kind k about the clue alone.
func only(k Kind) []Warning {
	return []Warning{{Kind: k}}
}

func TestKind_String_GivesStableKeys(t *testing.T) {
	want := map[Kind]string{
		WarnEmpty:           "empty",
		WarnMultipleWords:   "multiple_words",
		WarnSameWord:        "same_word",
		WarnSpellingVariant: "spelling_variant",
		WarnSameStem:        "same_stem",
		WarnNegatedWord:     "negated_word",
		WarnCompoundPart:    "compound_part",
		WarnDigitsOrLetters: "digits_or_letters",
		WarnAbbreviation:    "abbreviation",
		WarnForeignScript:   "foreign_script",
		0:                   "unknown",
		99:                  "unknown",
	}
	for k, s := range want {
		if got := k.String(); got != s {
			t.Errorf("%d.String() = %q, want %q", int(k), got, s)
		}
	}
}

func TestCheck_Empty_NoLetterOrDigit(t *testing.T) {
	for _, c := range []string{"", "   ", "?!-", "\xff\xfe", "\u0308", "'"} {
		runCases(t, []checkCase{{c, []string{"Hand", ""}, German, only(WarnEmpty)}})
	}
}

// The rule books' own examples of good clues give no warning.
func TestCheck_RuleBookGoodClues_NoWarning(t *testing.T) {
	runCases(t, []checkCase{
		{"Tier", []string{"WAL", "EINHORN", "KÄNGURUH"}, German, nil},
		{"Alkohol", []string{"SEKT", "WHISKY", "WODKA"}, German, nil},
		{"Russland", []string{"SEKT", "WHISKY", "WODKA"}, German, nil},
		{"Allerwertester", []string{"SCHINKEN", "HINTERN"}, German, nil},
		{"Gesöff", []string{"WHISKY", "WODKA", "HINTERN", "SCHINKEN"}, German, nil},
		{"Meer", []string{"STRAND", "WELLE"}, German, nil},
		// A rhyme that also fits the meaning is allowed (Futter/BUTTER).
		{"Futter", []string{"BUTTER"}, German, nil},
		// Number words mean things: Zwei for SPITZ (Zweispitz) and PAAR.
		{"Zwei", []string{"SPITZ", "PAAR"}, German, nil},
	})
}

func TestCheck_CoveredCardsDoNotRestrict(t *testing.T) {
	// The caller passes only uncovered cards; once HANDARBEIT is covered,
	// Hand is allowed again.
	runCases(t, []checkCase{
		{"Hand", []string{"Handarbeit", "Wal"}, German, warn(WarnCompoundPart, "Handarbeit")},
		{"Hand", []string{"Wal"}, German, nil},
		{"Hand", nil, German, nil},
	})
}

func TestCheck_MultipleWords_SpacesHyphensSeparators(t *testing.T) {
	for _, c := range []string{"Hand Arbeit", "U-Bahn", "Mehrzweck-Fräsvorsatz", "Schwarz/Weiß", "rot_blau", "Tag–Nacht", "San Francisco", "Bahn\tHof", "Hand\xffWerk"} {
		runCases(t, []checkCase{{c, []string{"Wal"}, German, only(WarnMultipleWords)}})
	}
}

func TestCheck_MultipleWords_EachWordStillChecked(t *testing.T) {
	runCases(t, []checkCase{
		{"Gina Wild", []string{"WILD"}, German, []Warning{{Kind: WarnMultipleWords}, {WarnCompoundPart, "WILD"}}},
		{"Hand-Arbeit", []string{"Handarbeit"}, German, []Warning{{Kind: WarnMultipleWords}, {WarnSameWord, "Handarbeit"}}},
		{"roter Handschuh", []string{"Hand"}, German, []Warning{{Kind: WarnMultipleWords}, {WarnCompoundPart, "Hand"}}},
		{"50 Shades of Grey", []string{"GREY"}, English, []Warning{{Kind: WarnMultipleWords}, {WarnCompoundPart, "GREY"}}},
	})
}

func TestCheck_OneWord_ApostrophesAndSoftHyphensJoin(t *testing.T) {
	runCases(t, []checkCase{
		{"auto's", []string{"fiets"}, Dutch, nil},
		{"rock'n'roll", []string{"Wal"}, English, nil},
		{"Hand\u00adarbeit", []string{"Handarbeit"}, German, warn(WarnSameWord, "Handarbeit")},
		{"„Tier“!", []string{"Wal"}, German, nil},
	})
}

// Spelling a clue is allowed (S-e-c-h-s); the spelled word is checked.
func TestCheck_SpelledClue_CheckedAsOneWord(t *testing.T) {
	runCases(t, []checkCase{
		{"S-e-c-h-s", []string{"SEX", "SCHUSS", "BIER"}, German, nil},
		{"S e c h s", []string{"SEX"}, German, nil},
		{"C-i-g-a-r-r-e", []string{"ZIGARRE"}, German, warn(WarnSpellingVariant, "ZIGARRE")},
		{"H-A-N-D", []string{"HANDARBEIT"}, German, warn(WarnCompoundPart, "HANDARBEIT")},
		{"B-R-D", nil, German, only(WarnAbbreviation)},
	})
}

func TestCheck_EqualToVisibleWord_FoldsUmlautsAndSharpS(t *testing.T) {
	runCases(t, []checkCase{
		{"Hacke", []string{"HACKE"}, German, warn(WarnSameWord, "HACKE")},
		{"Straße", []string{"STRASSE"}, German, warn(WarnSameWord, "STRASSE")},
		{"STRAẞE", []string{"Straße"}, German, warn(WarnSameWord, "Straße")},
		{"Mueller", []string{"Müller"}, German, warn(WarnSameWord, "Müller")},
		{"KAESE", []string{"Käse"}, German, warn(WarnSameWord, "Käse")},
		{"Öl", []string{"oel"}, German, warn(WarnSameWord, "oel")},
		{"ka\u0308se", []string{"Käse"}, German, warn(WarnSameWord, "Käse")},
	})
}

func TestCheck_EqualToVisibleWord_FoldsDutchIJ(t *testing.T) {
	runCases(t, []checkCase{
		{"Nymegen", []string{"Nijmegen"}, Dutch, warn(WarnSameWord, "Nijmegen")},
		{"ĳs", []string{"IJS"}, Dutch, warn(WarnSameWord, "IJS")},
		{"ÿs", []string{"ijs"}, Dutch, warn(WarnSameWord, "ijs")},
	})
}

func TestCheck_EqualToVisibleWord_FoldsAccents(t *testing.T) {
	runCases(t, []checkCase{
		{"Café", []string{"CAFE"}, German, warn(WarnSameWord, "CAFE")},
		{"naïve", []string{"naive"}, English, warn(WarnSameWord, "naive")},
		{"crème", []string{"Creme"}, Dutch, warn(WarnSameWord, "Creme")},
		{"Æon", []string{"aeon"}, English, warn(WarnSameWord, "aeon")},
		{"Łodz", []string{"lodz"}, English, warn(WarnSameWord, "lodz")},
		{"Œuvre", []string{"oeuvre"}, English, warn(WarnSameWord, "oeuvre")},
		{"Øre", []string{"ORE"}, English, warn(WarnSameWord, "ORE")},
		{"Kır", []string{"KIR"}, German, warn(WarnSameWord, "KIR")},
		// A mark that composes with nothing is dropped as well.
		{"Max\u0308", []string{"MAX"}, German, warn(WarnSameWord, "MAX")},
	})
}

// Each board word gets at most one warning, the strongest, in board order;
// a word that lies twice is reported once.
func TestCheck_OneWarningPerBoardWord_InBoardOrder(t *testing.T) {
	runCases(t, []checkCase{
		{"Hacke", []string{"Garten", "hackevoll", "Hacke", "hacken", "Hacke"}, German, []Warning{
			{WarnCompoundPart, "hackevoll"}, {WarnSameWord, "Hacke"}, {WarnSameStem, "hacken"},
		}},
	})
}

func TestCheck_SpellingVariant_GermanAndDutchC(t *testing.T) {
	runCases(t, []checkCase{
		// The rule book: Cigarre and Zigarre are one word.
		{"Cigarre", []string{"ZIGARRE"}, German, warn(WarnSpellingVariant, "ZIGARRE")},
		{"Circus", []string{"Zirkus"}, German, warn(WarnSpellingVariant, "Zirkus")},
		{"Photo", []string{"Foto"}, German, warn(WarnSpellingVariant, "Foto")},
		{"Scene", []string{"Szene"}, German, warn(WarnSpellingVariant, "Szene")},
		{"cacao", []string{"kakao"}, Dutch, warn(WarnSpellingVariant, "kakao")},
		{"cirkel", []string{"sirkel"}, Dutch, warn(WarnSpellingVariant, "sirkel")},
		// ch and ck are left alone, and English has no such rule.
		{"Sechs", []string{"SEX"}, German, nil},
		{"Zucker", []string{"Zukker"}, German, nil},
		{"cat", []string{"kat"}, English, nil},
	})
}

// The rule book: while HACKE lies, Hacke, hacken and hackevoll are out.
func TestCheck_SameStem_RuleBookHacke(t *testing.T) {
	runCases(t, []checkCase{
		{"hacken", []string{"HACKE"}, German, warn(WarnSameStem, "HACKE")},
		{"Hacken", []string{"HACKE"}, German, warn(WarnSameStem, "HACKE")},
		// hackevoll is Hacke + voll to the checker: a compound.
		{"hackevoll", []string{"HACKE"}, German, warn(WarnCompoundPart, "HACKE")},
	})
}

func TestCheck_SameStem_GermanInflectionAndUmlautPlural(t *testing.T) {
	runCases(t, []checkCase{
		{"Häuser", []string{"HAUS"}, German, warn(WarnSameStem, "HAUS")},
		{"Häuschen", []string{"HAUS"}, German, warn(WarnSameStem, "HAUS")},
		{"Mütter", []string{"MUTTER"}, German, warn(WarnSameStem, "MUTTER")},
		{"Füße", []string{"FUSS"}, German, warn(WarnSameStem, "FUSS")},
		{"Kinder", []string{"KIND"}, German, warn(WarnSameStem, "KIND")},
		{"Handarbeiten", []string{"HANDARBEIT"}, German, warn(WarnSameStem, "HANDARBEIT")},
	})
}

func TestCheck_SameStem_Dutch(t *testing.T) {
	runCases(t, []checkCase{
		{"fietsen", []string{"fiets"}, Dutch, warn(WarnSameStem, "fiets")},
		{"fiets", []string{"fietsen"}, Dutch, warn(WarnSameStem, "fietsen")},
		{"boeken", []string{"boek"}, Dutch, warn(WarnSameStem, "boek")},
		{"huizen", []string{"huis"}, Dutch, warn(WarnSameStem, "huis")},
		{"brieven", []string{"brief"}, Dutch, warn(WarnSameStem, "brief")},
		{"kinderen", []string{"kind"}, Dutch, warn(WarnSameStem, "kind")},
		{"kastje", []string{"kast"}, Dutch, warn(WarnSameStem, "kast")},
		{"auto's", []string{"auto"}, Dutch, warn(WarnSameStem, "auto")},
	})
}

func TestCheck_SameStem_English(t *testing.T) {
	runCases(t, []checkCase{
		{"running", []string{"run"}, English, warn(WarnSameStem, "run")},
		{"horses", []string{"HORSE"}, English, warn(WarnSameStem, "HORSE")},
		{"baked", []string{"bake"}, English, warn(WarnSameStem, "bake")},
		{"boxes", []string{"box"}, English, warn(WarnSameStem, "box")},
	})
}
