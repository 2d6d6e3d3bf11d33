package wordlist

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"
	textunicode "golang.org/x/text/encoding/unicode"
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
	l, err := Parse([]byte(words(20, "\n") + "\nStraße\nstrasse\nSTRASSE\nMädchen\nmaedchen\nWort3"))
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Words) != 22 || l.Duplicates != 4 {
		t.Fatalf("%d words, %d duplicates; want 22 and 4", len(l.Words), l.Duplicates)
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
		for _, w := range l.Words {
			if w == "" || w != strings.TrimSpace(w) || strings.ContainsAny(w, "\n\r\t,;") || len([]rune(w)) > MaxWordLen {
				t.Fatalf("bad word %q", w)
			}
			if seen[Fold(w)] {
				t.Fatalf("duplicate %q", w)
			}
			seen[Fold(w)] = true
		}
		if len(l.Words) < MinWords {
			t.Fatalf("%d words accepted", len(l.Words))
		}
	})
}
