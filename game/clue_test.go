package game

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// clueCase is one CheckClue call and the warnings it must give, in order.
type clueCase struct {
	clue    string
	visible []string
	lang    Language
	want    []ClueWarning
}

func runClueCases(t *testing.T, cases []clueCase) {
	t.Helper()
	for _, tc := range cases {
		got := CheckClue(tc.clue, tc.visible, tc.lang)
		if len(got) == 0 && len(tc.want) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("CheckClue(%q, %q, %s) = %v, want %v", tc.clue, tc.visible, tc.lang, got, tc.want)
		}
	}
}

// warn builds the expected warning of kind k about board word w.
func clueWarn(k ClueWarningKind, w string) []ClueWarning {
	return []ClueWarning{{Kind: k, Word: w}}
}

// only builds the expected warning of kind k about the clue alone.
func clueOnly(k ClueWarningKind) []ClueWarning {
	return []ClueWarning{{Kind: k}}
}

func TestClueWarningKind_String_GivesStableKeys(t *testing.T) {
	want := map[ClueWarningKind]string{
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

func TestCheckClue_Empty_NoLetterOrDigit(t *testing.T) {
	for _, c := range []string{"", "   ", "?!-", "\xff\xfe", "\u0308", "'"} {
		runClueCases(t, []clueCase{{c, []string{"Hand", ""}, German, clueOnly(WarnEmpty)}})
	}
}

// The rule books' own examples of good clues give no warning.
func TestCheckClue_RuleBookGoodClues_NoWarning(t *testing.T) {
	runClueCases(t, []clueCase{
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

func TestCheckClue_CoveredCardsDoNotRestrict(t *testing.T) {
	// The caller passes only uncovered cards; once HANDARBEIT is covered,
	// Hand is allowed again.
	runClueCases(t, []clueCase{
		{"Hand", []string{"Handarbeit", "Wal"}, German, clueWarn(WarnCompoundPart, "Handarbeit")},
		{"Hand", []string{"Wal"}, German, nil},
		{"Hand", nil, German, nil},
	})
}

func TestCheckClue_MultipleWords_SpacesHyphensSeparators(t *testing.T) {
	for _, c := range []string{"Hand Arbeit", "U-Bahn", "Mehrzweck-Fräsvorsatz", "Schwarz/Weiß", "rot_blau", "Tag–Nacht", "San Francisco", "Bahn\tHof", "Hand\xffWerk"} {
		runClueCases(t, []clueCase{{c, []string{"Wal"}, German, clueOnly(WarnMultipleWords)}})
	}
}

func TestCheckClue_MultipleWords_EachWordStillChecked(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Gina Wild", []string{"WILD"}, German, []ClueWarning{{Kind: WarnMultipleWords}, {WarnCompoundPart, "WILD"}}},
		{"Hand-Arbeit", []string{"Handarbeit"}, German, []ClueWarning{{Kind: WarnMultipleWords}, {WarnSameWord, "Handarbeit"}}},
		{"roter Handschuh", []string{"Hand"}, German, []ClueWarning{{Kind: WarnMultipleWords}, {WarnCompoundPart, "Hand"}}},
		{"50 Shades of Grey", []string{"GREY"}, English, []ClueWarning{{Kind: WarnMultipleWords}, {WarnCompoundPart, "GREY"}}},
	})
}

func TestCheckClue_OneWord_ApostrophesAndSoftHyphensJoin(t *testing.T) {
	runClueCases(t, []clueCase{
		{"auto's", []string{"fiets"}, Dutch, nil},
		{"rock'n'roll", []string{"Wal"}, English, nil},
		{"Hand\u00adarbeit", []string{"Handarbeit"}, German, clueWarn(WarnSameWord, "Handarbeit")},
		{"„Tier“!", []string{"Wal"}, German, nil},
	})
}

// Spelling a clue is allowed (S-e-c-h-s); the spelled word is checked.
func TestCheckClue_SpelledClue_CheckedAsOneWord(t *testing.T) {
	runClueCases(t, []clueCase{
		{"S-e-c-h-s", []string{"SEX", "SCHUSS", "BIER"}, German, nil},
		{"S e c h s", []string{"SEX"}, German, nil},
		{"C-i-g-a-r-r-e", []string{"ZIGARRE"}, German, clueWarn(WarnSpellingVariant, "ZIGARRE")},
		{"H-A-N-D", []string{"HANDARBEIT"}, German, clueWarn(WarnCompoundPart, "HANDARBEIT")},
		{"B-R-D", nil, German, clueOnly(WarnAbbreviation)},
	})
}

func TestCheckClue_EqualToVisibleWord_FoldsUmlautsAndSharpS(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Hacke", []string{"HACKE"}, German, clueWarn(WarnSameWord, "HACKE")},
		{"Straße", []string{"STRASSE"}, German, clueWarn(WarnSameWord, "STRASSE")},
		{"STRAẞE", []string{"Straße"}, German, clueWarn(WarnSameWord, "Straße")},
		{"Mueller", []string{"Müller"}, German, clueWarn(WarnSameWord, "Müller")},
		{"KAESE", []string{"Käse"}, German, clueWarn(WarnSameWord, "Käse")},
		{"Öl", []string{"oel"}, German, clueWarn(WarnSameWord, "oel")},
		{"ka\u0308se", []string{"Käse"}, German, clueWarn(WarnSameWord, "Käse")},
	})
}

func TestCheckClue_EqualToVisibleWord_FoldsDutchIJ(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Nymegen", []string{"Nijmegen"}, Dutch, clueWarn(WarnSameWord, "Nijmegen")},
		{"ĳs", []string{"IJS"}, Dutch, clueWarn(WarnSameWord, "IJS")},
		{"ÿs", []string{"ijs"}, Dutch, clueWarn(WarnSameWord, "ijs")},
	})
}

func TestCheckClue_EqualToVisibleWord_FoldsAccents(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Café", []string{"CAFE"}, German, clueWarn(WarnSameWord, "CAFE")},
		{"naïve", []string{"naive"}, English, clueWarn(WarnSameWord, "naive")},
		{"crème", []string{"Creme"}, Dutch, clueWarn(WarnSameWord, "Creme")},
		{"Æon", []string{"aeon"}, English, clueWarn(WarnSameWord, "aeon")},
		{"Łodz", []string{"lodz"}, English, clueWarn(WarnSameWord, "lodz")},
		{"Œuvre", []string{"oeuvre"}, English, clueWarn(WarnSameWord, "oeuvre")},
		{"Øre", []string{"ORE"}, English, clueWarn(WarnSameWord, "ORE")},
		{"Kır", []string{"KIR"}, German, clueWarn(WarnSameWord, "KIR")},
		// A mark that composes with nothing is dropped as well.
		{"Max\u0308", []string{"MAX"}, German, clueWarn(WarnSameWord, "MAX")},
	})
}

// Each board word gets at most one warning, the strongest, in board order;
// a word that lies twice is reported once.
func TestCheckClue_OneWarningPerBoardWord_InBoardOrder(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Hacke", []string{"Garten", "hackevoll", "Hacke", "hacken", "Hacke"}, German, []ClueWarning{
			{WarnCompoundPart, "hackevoll"}, {WarnSameWord, "Hacke"}, {WarnSameStem, "hacken"},
		}},
	})
}

func TestCheckClue_SpellingVariant_GermanAndDutchC(t *testing.T) {
	runClueCases(t, []clueCase{
		// The rule book: Cigarre and Zigarre are one word.
		{"Cigarre", []string{"ZIGARRE"}, German, clueWarn(WarnSpellingVariant, "ZIGARRE")},
		{"Circus", []string{"Zirkus"}, German, clueWarn(WarnSpellingVariant, "Zirkus")},
		{"Photo", []string{"Foto"}, German, clueWarn(WarnSpellingVariant, "Foto")},
		{"Scene", []string{"Szene"}, German, clueWarn(WarnSpellingVariant, "Szene")},
		{"cacao", []string{"kakao"}, Dutch, clueWarn(WarnSpellingVariant, "kakao")},
		{"cirkel", []string{"sirkel"}, Dutch, clueWarn(WarnSpellingVariant, "sirkel")},
		// ch and ck are left alone, and English has no such rule.
		{"Sechs", []string{"SEX"}, German, nil},
		{"Zucker", []string{"Zukker"}, German, nil},
		{"cat", []string{"kat"}, English, nil},
	})
}

// The rule book: while HACKE lies, Hacke, hacken and hackevoll are out.
func TestCheckClue_SameStem_RuleBookHacke(t *testing.T) {
	runClueCases(t, []clueCase{
		{"hacken", []string{"HACKE"}, German, clueWarn(WarnSameStem, "HACKE")},
		{"Hacken", []string{"HACKE"}, German, clueWarn(WarnSameStem, "HACKE")},
		// hackevoll is Hacke + voll to the checker: a compound.
		{"hackevoll", []string{"HACKE"}, German, clueWarn(WarnCompoundPart, "HACKE")},
	})
}

func TestCheckClue_SameStem_GermanInflectionAndUmlautPlural(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Häuser", []string{"HAUS"}, German, clueWarn(WarnSameStem, "HAUS")},
		{"Häuschen", []string{"HAUS"}, German, clueWarn(WarnSameStem, "HAUS")},
		{"Mütter", []string{"MUTTER"}, German, clueWarn(WarnSameStem, "MUTTER")},
		{"Füße", []string{"FUSS"}, German, clueWarn(WarnSameStem, "FUSS")},
		{"Kinder", []string{"KIND"}, German, clueWarn(WarnSameStem, "KIND")},
		{"Handarbeiten", []string{"HANDARBEIT"}, German, clueWarn(WarnSameStem, "HANDARBEIT")},
	})
}

func TestCheckClue_SameStem_Dutch(t *testing.T) {
	runClueCases(t, []clueCase{
		{"fietsen", []string{"fiets"}, Dutch, clueWarn(WarnSameStem, "fiets")},
		{"fiets", []string{"fietsen"}, Dutch, clueWarn(WarnSameStem, "fietsen")},
		{"boeken", []string{"boek"}, Dutch, clueWarn(WarnSameStem, "boek")},
		{"huizen", []string{"huis"}, Dutch, clueWarn(WarnSameStem, "huis")},
		{"brieven", []string{"brief"}, Dutch, clueWarn(WarnSameStem, "brief")},
		{"kinderen", []string{"kind"}, Dutch, clueWarn(WarnSameStem, "kind")},
		{"kastje", []string{"kast"}, Dutch, clueWarn(WarnSameStem, "kast")},
		{"auto's", []string{"auto"}, Dutch, clueWarn(WarnSameStem, "auto")},
	})
}

func TestCheckClue_SameStem_English(t *testing.T) {
	runClueCases(t, []clueCase{
		{"running", []string{"run"}, English, clueWarn(WarnSameStem, "run")},
		{"horses", []string{"HORSE"}, English, clueWarn(WarnSameStem, "HORSE")},
		{"baked", []string{"bake"}, English, clueWarn(WarnSameStem, "bake")},
		{"boxes", []string{"box"}, English, clueWarn(WarnSameStem, "box")},
	})
}

// The rule book: while HANDARBEIT lies, Hand, Arbeit and arbeiten are out.
func TestCheckClue_CompoundPart_RuleBookHandarbeit(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Hand", []string{"HANDARBEIT"}, German, clueWarn(WarnCompoundPart, "HANDARBEIT")},
		{"Arbeit", []string{"HANDARBEIT"}, German, clueWarn(WarnCompoundPart, "HANDARBEIT")},
		{"arbeiten", []string{"HANDARBEIT"}, German, clueWarn(WarnCompoundPart, "HANDARBEIT")},
		{"Hände", []string{"HANDARBEIT"}, German, clueWarn(WarnCompoundPart, "HANDARBEIT")},
		{"Hand", []string{"HÄNDEDRUCK"}, German, clueWarn(WarnCompoundPart, "HÄNDEDRUCK")},
	})
}

func TestCheckClue_CompoundPart_ClueContainsVisibleWord(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Handschuh", []string{"HAND"}, German, clueWarn(WarnCompoundPart, "HAND")},
		{"Eisbär", []string{"BÄR"}, German, clueWarn(WarnCompoundPart, "BÄR")},
		{"Goldfisch", []string{"FISCH", "GOLD"}, German, []ClueWarning{{WarnCompoundPart, "FISCH"}, {WarnCompoundPart, "GOLD"}}},
	})
}

// Linking letters between the parts (Fugen-s, -n, -en, -es, -er, -e) do
// not hide a part.
func TestCheckClue_CompoundPart_GermanLinkingElements(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Arbeitsamt", []string{"ARBEIT"}, German, clueWarn(WarnCompoundPart, "ARBEIT")},
		{"Sonnenschein", []string{"SONNE"}, German, clueWarn(WarnCompoundPart, "SONNE")},
		{"Liebesbrief", []string{"LIEBE"}, German, clueWarn(WarnCompoundPart, "LIEBE")},
		{"Kinderwagen", []string{"KIND"}, German, clueWarn(WarnCompoundPart, "KIND")},
		{"Hundehütte", []string{"HUND"}, German, clueWarn(WarnCompoundPart, "HUND")},
		{"Tageslicht", []string{"TAG", "LICHT"}, German, []ClueWarning{{WarnCompoundPart, "TAG"}, {WarnCompoundPart, "LICHT"}}},
		{"Bauernhof", []string{"BAUER"}, German, clueWarn(WarnCompoundPart, "BAUER")},
	})
}

func TestCheckClue_CompoundPart_MiddleOfCompound(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Schuh", []string{"HANDSCHUHFACH"}, German, clueWarn(WarnCompoundPart, "HANDSCHUHFACH")},
	})
}

func TestCheckClue_CompoundPart_Dutch(t *testing.T) {
	board := []string{"HANDSCHOENENKASTJE"}
	runClueCases(t, []clueCase{
		{"handschoen", board, Dutch, clueWarn(WarnCompoundPart, board[0])},
		{"handschoenen", board, Dutch, clueWarn(WarnCompoundPart, board[0])},
		{"kast", board, Dutch, clueWarn(WarnCompoundPart, board[0])},
		{"kastje", board, Dutch, clueWarn(WarnCompoundPart, board[0])},
		{"kasten", board, Dutch, clueWarn(WarnCompoundPart, board[0])},
		{"paardenbloem", []string{"BLOEM", "PAARD"}, Dutch, []ClueWarning{{WarnCompoundPart, "BLOEM"}, {WarnCompoundPart, "PAARD"}}},
		{"tand", []string{"TANDARTS"}, Dutch, clueWarn(WarnCompoundPart, "TANDARTS")},
	})
}

func TestCheckClue_CompoundPart_English(t *testing.T) {
	runClueCases(t, []clueCase{
		{"horseshoe", []string{"HORSE"}, English, clueWarn(WarnCompoundPart, "HORSE")},
		{"shoe", []string{"HORSESHOE"}, English, clueWarn(WarnCompoundPart, "HORSESHOE")},
		{"honeymoon", []string{"MOON"}, English, clueWarn(WarnCompoundPart, "MOON")},
		// Two-word cards: each word is a part of the card.
		{"ice", []string{"ICE CREAM"}, English, clueWarn(WarnCompoundPart, "ICE CREAM")},
		{"cream", []string{"ICE CREAM"}, English, clueWarn(WarnCompoundPart, "ICE CREAM")},
		{"York", []string{"NEW YORK"}, English, clueWarn(WarnCompoundPart, "NEW YORK")},
	})
}

// The short rules (seed 000): the clue's text may not occur on an open
// card, "Hinweis ENKEL gilt nicht für das Wort SCHENKEL", given next to
// "BRECHEN gilt nicht für BRUCH" as a clue that is not valid. So Enkel is
// forbidden while SCHENKEL lies (the rest "Sch" counts as a head), and the
// other way round Schenkel contains the visible ENKEL.
func TestCheckClue_CompoundPart_RuleBookSchenkelEnkel(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Enkel", []string{"SCHENKEL"}, German, clueWarn(WarnCompoundPart, "SCHENKEL")},
		{"Schenkel", []string{"ENKEL"}, German, clueWarn(WarnCompoundPart, "ENKEL")},
		{"Enkel", []string{"OBERSCHENKEL"}, German, clueWarn(WarnCompoundPart, "OBERSCHENKEL")},
	})
}

// A compound with a single letter (E-ZIGARETTE) does not make that letter a
// part: the rule book allows E for E-cigarette and E-Type.
func TestCheckClue_CompoundPart_SingleLetterOfCardIsNoPart(t *testing.T) {
	runClueCases(t, []clueCase{
		{"E", []string{"E-ZIGARETTE", "JAGUAR"}, German, clueOnly(WarnDigitsOrLetters)},
		{"Zigarette", []string{"E-ZIGARETTE"}, German, clueWarn(WarnCompoundPart, "E-ZIGARETTE")},
	})
}

// The short rules: prefixes like kein-, nicht-, un- may not turn a word
// into its opposite.
func TestCheckClue_NegatedWord_PrefixesInAllLanguages(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Unglück", []string{"GLÜCK"}, German, clueWarn(WarnNegatedWord, "GLÜCK")},
		{"Glück", []string{"UNGLÜCK"}, German, clueWarn(WarnNegatedWord, "UNGLÜCK")},
		{"Nichtraucher", []string{"RAUCHER"}, German, clueWarn(WarnNegatedWord, "RAUCHER")},
		{"unruhig", []string{"RUHIG"}, German, clueWarn(WarnNegatedWord, "RUHIG")},
		{"ongeluk", []string{"geluk"}, Dutch, clueWarn(WarnNegatedWord, "geluk")},
		{"unhappy", []string{"HAPPY"}, English, clueWarn(WarnNegatedWord, "HAPPY")},
		{"nonsense", []string{"SENSE"}, English, clueWarn(WarnNegatedWord, "SENSE")},
		// The rest must be a word of its own, not just the prefix's letters.
		{"Union", []string{"ION"}, German, nil},
		{"under", []string{"DER"}, English, nil},
	})
}

// Letters and numbers are allowed when they mean something, so the
// checker only warns: a number, or a single letter.
func TestCheckClue_DigitsOrLetters_NumbersAndSingleLetters(t *testing.T) {
	for _, c := range []string{"5", "12", "1.000", "1 000", "½", "N", "e", "A.", "ß"} {
		runClueCases(t, []clueCase{{c, []string{"NONNE", "NUDEL"}, German, clueOnly(WarnDigitsOrLetters)}})
	}
	runClueCases(t, []clueCase{
		{"5", []string{"5"}, German, []ClueWarning{{Kind: WarnDigitsOrLetters}, {WarnSameWord, "5"}}},
		{"H2O", nil, German, nil},
		{"Fünf", []string{"NONNE", "NUDEL"}, German, nil},
	})
}

func TestCheckClue_Abbreviation_DotsAndConsonantRuns(t *testing.T) {
	for _, c := range []string{"z.B.", "z. B.", "U.S.A.", "Nr.", "usw.", "BRD", "DVD", "PKW", "lkw"} {
		runClueCases(t, []clueCase{{c, []string{"WAL"}, German, clueOnly(WarnAbbreviation)}})
	}
	// Short words that became words, and words with a vowel, pass.
	for _, c := range []string{"Laser", "Radar", "CIA", "Tier.", "Ufo"} {
		runClueCases(t, []clueCase{{c, []string{"WAL"}, German, nil}})
	}
}

// "Man muss auf Deutsch spielen": letters outside the Latin script cannot be
// German, Dutch or English words.
func TestCheckClue_ForeignScript(t *testing.T) {
	runClueCases(t, []clueCase{
		{"дом", []string{"HAUS"}, German, clueOnly(WarnForeignScript)},
		{"家", []string{"HAUS"}, German, clueOnly(WarnForeignScript)},
		{"λόγος", []string{"WORT"}, English, clueOnly(WarnForeignScript)},
		{"дом", []string{"дом"}, Dutch, []ClueWarning{{Kind: WarnForeignScript}, {WarnSameWord, "дом"}}},
	})
}

// The rule book: homophones with different spelling and meaning are
// different words, so Sechs is allowed while SEX lies.
func TestCheckClue_Homophones_AreDifferentWords(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Sechs", []string{"SEX"}, German, nil},
		{"Sex", []string{"SECHS"}, German, nil},
		{"Leere", []string{"LEHRE"}, German, nil},
		{"Saite", []string{"SEITE"}, German, nil},
	})
}

// Ordinary unrelated pairs must stay quiet in both directions. Bank and
// Bankett: "ett" is too short to be a word, so Bankett is not taken as a
// compound of Bank (it is a loan word from French, not Bank + something).
func TestCheckClue_UnrelatedPairs_NoWarning(t *testing.T) {
	pairs := map[Language][][2]string{
		German: {
			{"Bank", "Bankett"}, {"Rose", "Hose"}, {"Kante", "Kantine"}, {"Rad", "Radio"},
			{"Tor", "Tornado"}, {"Arm", "Armut"}, {"Ente", "Rente"}, {"Affe", "Waffe"},
			{"Hund", "Hundert"}, {"Mond", "Montag"}, {"Wal", "Wald"}, {"Ball", "Ballett"},
			{"Stern", "Gestern"}, {"Ring", "Hering"}, {"Engel", "Bengel"}, {"Schule", "Schulter"},
			{"Rom", "Roman"}, {"Stadt", "Statt"}, {"Ritter", "Bitter"}, {"Mantel", "Mandel"},
			{"Erde", "Pferde"}, {"Rost", "Frost"}, {"Gabel", "Kabel"}, {"Land", "Landung"},
			{"Taube", "Staub"}, {"Arzt", "Arznei"}, {"Welle", "Quelle"}, {"Sechs", "Sex"},
		},
		Dutch: {
			{"hand", "handel"}, {"rijst", "reist"}, {"kat", "kater"}, {"zee", "zeep"},
		},
		English: {
			{"car", "carpet"}, {"pet", "carpet"}, {"star", "start"}, {"table", "tablet"},
			{"heart", "hearth"}, {"ring", "bring"}, {"plan", "planet"}, {"bear", "beard"},
			{"corn", "corner"}, {"pirate", "private"}, {"king", "kingdom"},
		},
	}
	for lang, ps := range pairs {
		for _, p := range ps {
			runClueCases(t, []clueCase{
				{p[0], []string{p[1]}, lang, nil},
				{p[1], []string{p[0]}, lang, nil},
			})
		}
	}
}

// Forms that no ending explains (ablaut, Latin and other irregular
// plurals) come from small tables per language: the rule book forbids
// BRECHEN beside BRUCH.
func TestCheckClue_SameStem_IrregularFormsFromTables(t *testing.T) {
	runClueCases(t, []clueCase{
		{"brechen", []string{"BRUCH"}, German, clueWarn(WarnSameStem, "BRUCH")},
		{"Bruch", []string{"BRECHEN"}, German, clueWarn(WarnSameStem, "BRECHEN")},
		{"Museen", []string{"MUSEUM"}, German, clueWarn(WarnSameStem, "MUSEUM")},
		{"schepen", []string{"SCHIP"}, Dutch, clueWarn(WarnSameStem, "SCHIP")},
		{"steden", []string{"STAD"}, Dutch, clueWarn(WarnSameStem, "STAD")},
		{"ran", []string{"RUN"}, English, clueWarn(WarnSameStem, "RUN")},
		{"mice", []string{"MOUSE"}, English, clueWarn(WarnSameStem, "MOUSE")},
		{"teeth", []string{"TOOTH"}, English, clueWarn(WarnSameStem, "TOOTH")},
	})
}

// German ae, oe and ue are umlauts spelled out: Koeche is Köche, a form of
// KOCH. Words where the letters are two sounds are still compared as written.
func TestCheckClue_SameStem_GermanAeOeUeAreUmlauts(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Koeche", []string{"KOCH"}, German, clueWarn(WarnSameStem, "KOCH")},
		{"Haeuser", []string{"HAUS"}, German, clueWarn(WarnSameStem, "HAUS")},
		{"Fuesse", []string{"FUSS"}, German, clueWarn(WarnSameStem, "FUSS")},
		{"Feuer", []string{"FUER"}, German, nil},
		{"Poesie", []string{"POSE"}, German, nil},
	})
}

// A compound part must be a whole word that leaves a whole word: short
// parts count (Eis, Ohr, bal, man) when the rest is a known word, linking
// letters allowed; Horn + issen and Nacht + igall are no compounds.
func TestCheckClue_CompoundPart_ShortPartsLeavingWholeWords(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Eisberg", []string{"EIS"}, German, clueWarn(WarnCompoundPart, "EIS")},
		{"Ohrring", []string{"OHR"}, German, clueWarn(WarnCompoundPart, "OHR")},
		{"Weltall", []string{"WELT"}, German, clueWarn(WarnCompoundPart, "WELT")},
		{"ijsbeer", []string{"IJS"}, Dutch, clueWarn(WarnCompoundPart, "IJS")},
		{"voetbal", []string{"BAL"}, Dutch, clueWarn(WarnCompoundPart, "BAL")},
		{"bal", []string{"VOETBAL"}, Dutch, clueWarn(WarnCompoundPart, "VOETBAL")},
		{"fireman", []string{"FIRE"}, English, clueWarn(WarnCompoundPart, "FIRE")},
		{"Hornissen", []string{"HORN"}, German, nil},
		{"Horn", []string{"HORNISSE"}, German, nil},
		{"Nacht", []string{"NACHTIGALL"}, German, nil},
		{"Eis", []string{"EISENBAHN"}, German, nil},
	})
}

// Known limit: spelling variants are only folded for the German and Dutch c
// and for ph; English colour/color and old German th (Thee/Tee) are not,
// because th and our are too often real differences (Thor/Tor).
func TestCheckClue_KnownLimit_OtherSpellingVariants(t *testing.T) {
	runClueCases(t, []clueCase{
		{"colour", []string{"COLOR"}, English, nil},
		{"Thee", []string{"TEE"}, German, nil},
	})
}

// Two different words that a stemmer or an ending joins are kept apart
// when both are words of the lexicon (Dachs and Dach, Reise and Reis,
// schön and schon) or when they differ by more than an ending (rok and
// rook, both stemmed to rok).
func TestCheckClue_SameStem_DifferentWordsStayApart(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Dachs", []string{"DACH"}, German, nil},
		{"Dach", []string{"DACHS"}, German, nil},
		{"schön", []string{"SCHON"}, German, nil},
		{"Bär", []string{"BAR"}, German, nil},
		{"Reise", []string{"REIS"}, German, nil},
		{"Eisen", []string{"EIS"}, German, nil},
		{"rook", []string{"ROK"}, Dutch, nil},
		// An ending adds umlauts, never takes one away: Küche is no form
		// of Kuchen, and Küchen is Küche + n.
		{"Küche", []string{"KUCHEN"}, German, nil},
		{"Kuechen", []string{"KUCHEN"}, German, nil},
		{"Mütter", []string{"MUTTER"}, German, clueWarn(WarnSameStem, "MUTTER")},
		{"rok", []string{"ROOK"}, Dutch, nil},
		{"rokken", []string{"ROK"}, Dutch, clueWarn(WarnSameStem, "ROK")},
		{"bomen", []string{"BOOM"}, Dutch, clueWarn(WarnSameStem, "BOOM")},
	})
}

// Known false positive, kept visible here: the town Celle is spelled like
// Zelle with a German c. The players override such warnings; if the checker
// gets smarter, update this test.
func TestCheckClue_KnownFalsePositives(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Celle", []string{"ZELLE"}, German, clueWarn(WarnSpellingVariant, "ZELLE")},
	})
}

// Without a known language only the language-free checks run: same word,
// compounds, shape. Stems, endings, prefixes and spelling variants need the
// language.
func TestCheckClue_UnknownLanguage_OnlyLanguageFreeChecks(t *testing.T) {
	for _, lang := range []Language{"", "fr"} {
		runClueCases(t, []clueCase{
			{"Hacke", []string{"HACKE"}, lang, clueWarn(WarnSameWord, "HACKE")},
			{"Hand", []string{"HANDARBEIT"}, lang, clueWarn(WarnCompoundPart, "HANDARBEIT")},
			{"hacken", []string{"HACKE"}, lang, nil},
			{"Unglück", []string{"GLÜCK"}, lang, nil},
			{"Cigarre", []string{"ZIGARRE"}, lang, nil},
			{"Hand Arbeit", nil, lang, clueOnly(WarnMultipleWords)},
		})
	}
}

func TestCheckClue_BlankBoardWords_Ignored(t *testing.T) {
	runClueCases(t, []clueCase{
		{"Tier", []string{"", "  ", "-"}, German, nil},
	})
}

// Huge input must neither panic nor take long (the compound search is
// bounded); the result is still sound.
func TestCheckClue_HugeInput_Bounded(t *testing.T) {
	huge := strings.Repeat("Handarbeit", 100_000)
	board := make([]string, 25)
	for i := range board {
		board[i] = strings.Repeat("aä", 5_000+i)
	}
	board[3] = huge
	got := CheckClue(huge, board, German)
	if !reflect.DeepEqual(got, clueWarn(WarnSameWord, huge)) {
		t.Errorf("huge clue beside itself: got %d warnings %v", len(got), got)
	}
	many := strings.Repeat("Hand ", 100_000)
	got = CheckClue(many, []string{"Handarbeit"}, German)
	want := []ClueWarning{{Kind: WarnMultipleWords}, {WarnCompoundPart, "Handarbeit"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("100000 words: got %v, want %v", got, want)
	}
}

func TestCheckClue_ReturnsNilWhenNothingFound(t *testing.T) {
	if got := CheckClue("Tier", []string{"WAL"}, German); got != nil {
		t.Errorf("got %#v, want nil", got)
	}
}

func ExampleCheckClue() {
	board := []string{"HANDARBEIT", "HACKE", "SEX", "SCHENKEL"}
	for _, clue := range []string{"arbeiten", "hacken", "Sechs", "Enkel", "Hand schuh"} {
		fmt.Println(clue, CheckClue(clue, board, German))
	}
	// Output:
	// arbeiten [{compound_part HANDARBEIT}]
	// hacken [{same_stem HACKE}]
	// Sechs []
	// Enkel [{compound_part SCHENKEL}]
	// Hand schuh [{multiple_words } {compound_part HANDARBEIT}]
}

// clueBenchBoard is a German board of 25 uncovered cards.
var clueBenchBoard = []string{
	"HANDARBEIT", "HACKE", "SEX", "SCHENKEL", "BRUCH",
	"ZIGARRE", "WAL", "EINHORN", "KÄNGURUH", "SEKT",
	"WHISKY", "WODKA", "SCHINKEN", "HINTERN", "NONNE",
	"NUDEL", "SPITZ", "PAAR", "BANANE", "ZWILLING",
	"TISCHDECKE", "HAMMER", "HENGST", "GOURMET", "BUTTER",
}

// BenchmarkCheckClue measures one keystroke: the clue typed so far checked
// against 25 cards.
func BenchmarkCheckClue(b *testing.B) {
	const clue = "Feinschmecker"
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		CheckClue(clue[:1+i%len(clue)], clueBenchBoard, German)
		i++
	}
}

// BenchmarkCheckClueWithDeckLexicon is one keystroke with 1,300 deck words
// passed as the lexicon (the shipped decks' size).
func BenchmarkCheckClueWithDeckLexicon(b *testing.B) {
	words := make([]string, 0, 1300)
	for i := range 1300 {
		words = append(words, fmt.Sprintf("Wort%dstück", i))
	}
	lex := NewClueLexicon(words)
	const clue = "Feinschmecker"
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		CheckClueWith(clue[:1+i%len(clue)], clueBenchBoard, German, ClueOptions{Lexicon: lex})
		i++
	}
}
