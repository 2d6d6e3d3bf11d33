package wordlist

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	textunicode "golang.org/x/text/encoding/unicode"
	"golang.org/x/text/unicode/norm"
)

// words returns n distinct words joined by sep.
func words(n int, sep string) string {
	var w []string
	for i := range n {
		w = append(w, fmt.Sprintf("Wort%d", i))
	}
	return strings.Join(w, sep)
}

func TestParseReadsOneWordPerLineOrCommaOrSemicolonSeparated(t *testing.T) {
	for name, sep := range map[string]string{"lines": "\n", "crlf": "\r\n", "cr": "\r", "commas": ",", "semicolons": "; ", "tabs": "\t"} {
		l, err := Parse([]byte(words(25, sep)))
		if err != nil || len(l.Words) != 25 || l.Words[24] != "Wort24" {
			t.Errorf("%s: %d words, %v", name, len(l.Words), err)
		}
	}
}

func TestParseDropsByteOrderMarksQuotesCommentsAndBlankLines(t *testing.T) {
	data := "\xef\xbb\xbf# Klasse 5b\n\n\"Apfel\",\"Birne\"\n  Eis  Creme  \n" + words(20, "\n")
	l, err := Parse([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if l.Words[0] != "Apfel" || l.Words[1] != "Birne" || l.Words[2] != "Eis Creme" || len(l.Words) != 23 || l.Encoding != "UTF-8" {
		t.Fatalf("got %q (%s)", l.Words[:3], l.Encoding)
	}
}

func TestParseRemovesDuplicatesAndCountsThem(t *testing.T) {
	l, err := Parse([]byte(words(20, "\n") + "\nStraße\nSTRASSE\nstrasse\nMädchen\nMÄDCHEN\nWort3"))
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Words) != 23 || l.Duplicates != 3 {
		t.Fatalf("%d words, %d duplicates; want 23 and 3", len(l.Words), l.Duplicates)
	}
}

// Only case and Unicode normal form make two entries the same word: Maße
// (measures) and Masse (mass) are different words, and so on.
func TestParseKeepsWordsThatDifferInMoreThanCaseOrUnicodeForm(t *testing.T) {
	pairs := []string{"Maße", "Masse", "Buße", "Busse", "Mädchen", "Maedchen", "Straße", "Strasse", "Öl", "Oel"}
	l, err := Parse([]byte(words(20, "\n") + "\n" + strings.Join(pairs, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	if l.Duplicates != 0 || len(l.Words) != 20+len(pairs) {
		t.Fatalf("%d words, %d duplicates: %q", len(l.Words), l.Duplicates, l.Words[20:])
	}
	for i, w := range pairs {
		if l.Words[20+i] != w {
			t.Errorf("word %d = %q, want %q", 20+i, l.Words[20+i], w)
		}
	}
	// Case and the Kelvin sign are the same word; so is ẞ and ß.
	l, err = Parse([]byte(words(20, "\n") + "\nMASSE\nmasse\nMAẞE\nmaße\n\u212Aater\nkater"))
	if err != nil || l.Duplicates != 3 || len(l.Words) != 23 {
		t.Fatalf("%d words, %d duplicates (%q), %v; want 23 and 3", len(l.Words), l.Duplicates, l.Words[20:], err)
	}
}

func TestParseKeepsAQuotedFieldWithSeparatorsAsOneEntry(t *testing.T) {
	l, err := Parse([]byte("\"Eis, Creme\";Tor\n\"Sag \"\"Hallo\"\"\"\t \"a;b,c\" \n" + words(20, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Eis, Creme", "Tor", `Sag "Hallo"`, "a;b,c"}
	if !slices.Equal(l.Words[:4], want) {
		t.Fatalf("got %q, want %q", l.Words[:4], want)
	}
}

func TestParseTakesExcelsSepLineAsTheSeparatorNotAsAWord(t *testing.T) {
	for name, tc := range map[string]struct{ data, first, second string }{
		"semicolon":    {"sep=;\nEis, Creme;Tor\n", "Eis, Creme", "Tor"},
		"comma":        {"\xef\xbb\xbfsep=,\r\nBrot;Butter,Tor\r\n", "Brot;Butter", "Tor"},
		"tab":          {"SEP=\t\nEis, Creme\tTor\n", "Eis, Creme", "Tor"},
		"quoted":       {"\"sep=;\"\nEis, Creme;Tor\n", "Eis, Creme", "Tor"},
		"not a header": {"Tor;sep=;\nEis;Creme\n", "Tor", "sep="},
	} {
		l, err := Parse([]byte(tc.data + words(20, "\n")))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if l.Words[0] != tc.first || l.Words[1] != tc.second {
			t.Errorf("%s: got %q, want %q and %q", name, l.Words[:3], tc.first, tc.second)
		}
		if name != "not a header" && slices.ContainsFunc(l.Words, func(w string) bool { return strings.Contains(strings.ToLower(w), "sep=") }) {
			t.Errorf("%s: the directive became a word: %q", name, l.Words)
		}
	}
}

func TestParseNormalisesDecomposedUmlautsToNFC(t *testing.T) {
	// macOS writes ä as a + U+0308 (NFD).
	l, err := Parse([]byte("Ka\u0308se\nKäse\nU\u0308bung\nStras\u0302e\n" + words(20, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	if l.Words[0] != "Käse" || l.Words[1] != "Übung" || l.Words[2] != "Straŝe" || l.Duplicates != 1 {
		t.Fatalf("got %q with %d duplicates; want NFC words and Käse once", l.Words[:3], l.Duplicates)
	}
	for _, w := range l.Words {
		if !norm.NFC.IsNormalString(w) {
			t.Fatalf("%q is not NFC", w)
		}
	}
}

func TestParseReadsOneWindows1252LineOfAUTF8FileAloneAndReportsIt(t *testing.T) {
	// A UTF-8 file that someone extended in an old editor: line 3 is Windows-1252.
	data := []byte("Käse\nÖl\nBr\xfccke;Stra\xdfe\nÜbung\n" + words(20, "\n"))
	l, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Käse", "Öl", "Brücke", "Straße", "Übung"}
	if !slices.Equal(l.Words[:5], want) || l.Encoding != "UTF-8" || !slices.Equal(l.Windows1252Lines, []int{3}) {
		t.Fatalf("got %q (%s, lines %v), want %q (UTF-8, line 3)", l.Words[:5], l.Encoding, l.Windows1252Lines, want)
	}
	// Line numbers count blank lines and CRLF ends.
	l, err = Parse([]byte("Käse\r\n\r\nBr\xfccke\r\n" + words(20, "\r\n")))
	if err != nil || !slices.Equal(l.Windows1252Lines, []int{3}) {
		t.Fatalf("lines %v, %v; want [3]", l.Windows1252Lines, err)
	}
}

func TestParseLeavesOutAndReportsEntriesWithUndecodableCharacters(t *testing.T) {
	// U+FFFD in the file itself, and a byte Windows-1252 does not define (0x81).
	data := []byte("Ka\uFFFDse\nGut\nB\x81r;Tor\n" + words(20, "\n"))
	l, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(l.Unreadable, []string{"Ka\uFFFDse", "B\uFFFDr"}) || !slices.Equal(l.Words[:2], []string{"Gut", "Tor"}) {
		t.Fatalf("unreadable %q, words %q", l.Unreadable, l.Words[:2])
	}
	for _, w := range l.Words {
		if strings.ContainsRune(w, '\uFFFD') {
			t.Fatalf("%q kept", w)
		}
	}
}

func TestParseDecodesWindows1252FromAnOldSchoolPC(t *testing.T) {
	text := "Käse\nÄpfel\nStraße\nCrème\n" + words(20, "\n")
	data, err := charmap.Windows1252.NewEncoder().Bytes([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	l, err := Parse(data)
	if err != nil || l.Encoding != "Windows-1252" || l.Words[0] != "Käse" || l.Words[2] != "Straße" || l.Words[3] != "Crème" {
		t.Fatalf("got %q (%s), %v", l.Words[:4], l.Encoding, err)
	}
}

func TestParseDecodesUTF16WithItsByteOrderMark(t *testing.T) {
	for _, order := range []textunicode.Endianness{textunicode.LittleEndian, textunicode.BigEndian} {
		data, err := textunicode.UTF16(order, textunicode.UseBOM).NewEncoder().Bytes([]byte("Zwiebel\n" + words(20, "\n")))
		if err != nil {
			t.Fatal(err)
		}
		l, err := Parse(data)
		if err != nil || l.Encoding != "UTF-16" || l.Words[0] != "Zwiebel" {
			t.Fatalf("got %v (%s), %v", l.Words, l.Encoding, err)
		}
	}
}

func TestParseLeavesOutEntriesOver40Characters(t *testing.T) {
	long := strings.Repeat("x", 41)
	l, err := Parse([]byte(words(20, "\n") + "\n" + long + "\n" + strings.Repeat("y", 40)))
	if err != nil || len(l.TooLong) != 1 || l.TooLong[0] != long || len(l.Words) != 21 {
		t.Fatalf("too long %d, words %d, %v", len(l.TooLong), len(l.Words), err)
	}
}

func TestParseRefusesBadFilesWithTypedErrors(t *testing.T) {
	for name, tc := range map[string]struct {
		data []byte
		want error
	}{
		"empty":      {nil, ErrEmpty},
		"only blank": {[]byte("\n\r\n ;, \n# nur ein Kommentar\n"), ErrEmpty},
		"too few":    {[]byte(words(19, "\n")), ErrTooFew},
		"too large":  {[]byte(strings.Repeat("a\n", MaxFileSize/2+1)), ErrTooLarge},
		"binary":     {[]byte("PK\x03\x04\x00\x00\x08\x00word"), ErrBinary},
		"controls":   {[]byte("\x01\x02\x03\x04\x05\x06\x07\x08abc"), ErrBinary},
	} {
		_, err := Parse(tc.data)
		var e *Error
		if !errors.Is(err, tc.want) || !errors.As(err, &e) {
			t.Errorf("%s: got %v, want %v", name, err, tc.want)
		}
	}
	_, err := Parse([]byte(words(7, ",")))
	var e *Error
	if !errors.As(err, &e) || e.Words != 7 || !strings.Contains(err.Error(), "7 of at least 20") {
		t.Fatalf("too few: %v", err)
	}
}

// FuzzParse: any bytes are either refused with a *Error or give a clean list.
func FuzzParse(f *testing.F) {
	f.Add([]byte(words(25, "\n")))
	f.Add([]byte("\xef\xbb\xbf\"a\",\"b\";c\r\n" + words(20, ";")))
	f.Add([]byte("\xff\xfeW\x00o\x00r\x00t\x00"))
	f.Add([]byte("K\xe4se\nStra\xdfe\n" + words(20, "\t")))
	f.Add([]byte("sep=;\n\"Eis, Creme\";Tor\n\"a\"\"b\nK\xe4se\nKa\u0308se\nMa\u00dfe;Masse\n" + words(20, ";")))
	f.Add([]byte("K\u00e4se\n\x81\xfcber\r\nA\uFFFD\n" + words(20, ",")))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Parse(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("untyped error %v", err)
			}
			return
		}
		seen := map[string]bool{}
		lower := map[string]bool{}
		for _, w := range l.Words {
			if w == "" || w != strings.TrimSpace(w) || strings.ContainsAny(w, "\n\r\t") || len([]rune(w)) > MaxWordLen {
				t.Fatalf("bad word %q", w)
			}
			if strings.ContainsRune(w, '\uFFFD') || !utf8.ValidString(w) {
				t.Fatalf("undecodable character kept in %q", w)
			}
			if !norm.NFC.IsNormalString(w) {
				t.Fatalf("%q is not NFC", w)
			}
			if seen[Fold(w)] {
				t.Fatalf("duplicate %q", w)
			}
			seen[Fold(w)] = true
			// An independent fold: words equal in lower case are duplicates.
			k := norm.NFC.String(strings.ToLower(w))
			if lower[k] {
				t.Fatalf("duplicate %q under lower case + NFC", w)
			}
			lower[k] = true
		}
		for _, w := range l.Unreadable {
			if !strings.ContainsRune(w, '\uFFFD') {
				t.Fatalf("readable entry %q reported as unreadable", w)
			}
		}
		if len(l.Words) < MinWords {
			t.Fatalf("%d words accepted", len(l.Words))
		}
	})
}

// Issue 20 item 14: "a;b;c" and a TAB inside a line split it; the summary
// must be able to say which separators did, and which entries came out
// one or two letters long.
func TestParseReportsTheSeparatorsItSplitAtAndShortEntries(t *testing.T) {
	l, err := Parse([]byte(words(22, "\n") + "\na;b;c\nEis\tCreme\nOK\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(l.Separators, []rune{';', '\t'}) {
		t.Errorf("separators %q, want ; then TAB", l.Separators)
	}
	if !slices.Equal(l.Short, []string{"a", "b", "c", "OK"}) {
		t.Errorf("short entries %q", l.Short)
	}
	l, _ = Parse([]byte(words(25, "\n")))
	if len(l.Separators) != 0 || len(l.Short) != 0 {
		t.Errorf("one word a line: separators %q, short %q, want none", l.Separators, l.Short)
	}
	l, _ = Parse([]byte("sep=|\n" + words(25, "|")))
	if !slices.Equal(l.Separators, []rune{'|'}) {
		t.Errorf("Excel's sep=|: separators %q", l.Separators)
	}
}

func TestWrapSplitsAnEntryAtTheSpaceNearestItsMiddle(t *testing.T) {
	for in, want := range map[string][2]string{
		"Brandenburger Tor":           {"Brandenburger", "Tor"},
		"de Nachtwacht van Rembrandt": {"de Nachtwacht", "van Rembrandt"},
		"ice cream van":               {"ice cream", "van"},
		"Eisbär":                      {"Eisbär", ""},
	} {
		if a, b := Wrap(in); a != want[0] || b != want[1] {
			t.Errorf("Wrap(%q) = %q, %q; want %q, %q", in, a, b, want[0], want[1])
		}
	}
}
