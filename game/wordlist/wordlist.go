// Package wordlist reads the players' own word lists (a teacher's class
// vocabulary) from .txt or .csv files: one word per line, or separated by
// commas, semicolons or tabs, in whatever encoding an old school PC wrote.
package wordlist

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	textunicode "golang.org/x/text/encoding/unicode"
	"golang.org/x/text/unicode/norm"
)

// Limits of an imported list.
const (
	MaxFileSize = 1 << 20 // bytes
	MaxWordLen  = 40      // characters
	MinWords    = 20      // the smallest board (5×4)
)

// Reasons a file cannot be imported. Parse wraps them in a *Error.
var (
	ErrEmpty    = errors.New("the file has no words")
	ErrTooLarge = errors.New("the file is larger than 1 MB")
	ErrBinary   = errors.New("the file is not a text file")
	ErrTooFew   = errors.New("the file has fewer words than a board needs")
)

// Error says why a file could not be imported.
type Error struct {
	Reason error // one of the Err… values
	Words  int   // words found (for ErrTooFew)
}

func (e *Error) Error() string {
	if errors.Is(e.Reason, ErrTooFew) {
		return fmt.Sprintf("%v: %d of at least %d", e.Reason, e.Words, MinWords)
	}
	return e.Reason.Error()
}

// Unwrap returns the reason.
func (e *Error) Unwrap() error { return e.Reason }

// List is a parsed word list and what was cleaned up on the way.
type List struct {
	Words []string // in NFC, without repeats
	// Encoding is "UTF-8", "UTF-16" or "Windows-1252": the file's encoding,
	// or for a UTF-8 file with some Windows-1252 lines "UTF-8" (those lines
	// are listed in Windows1252Lines).
	Encoding string
	// Windows1252Lines are the numbers (from 1) of the lines of a UTF-8
	// file that were not valid UTF-8 and were read as Windows-1252.
	Windows1252Lines []int
	Duplicates       int      // repeated words removed (same word but for case or Unicode form)
	TooLong          []string // entries over MaxWordLen characters, left out
	// Unreadable are entries left out because they hold characters that
	// could not be decoded (U+FFFD, the replacement character).
	Unreadable []string
	// Separators are the separators that split the file's lines, in the
	// order first met (',', ';', '\t' or the one "sep=" names); none for a
	// list of one word a line.
	Separators []rune
	// Short are entries of one or two letters, kept but worth a look: a
	// separator inside a word ("a;b;c") makes them.
	Short []string
}

// Parse reads a word list. Byte-order marks and CRLF line ends are fine;
// text that is not UTF-8 is decoded as UTF-16 (with its BOM) or, line by
// line, as Windows-1252. Fields are separated by commas, semicolons or
// tabs, or only by the separator an Excel line "sep=;" at the top names; a
// field in double quotes may hold separators ("" is a quote). Lines
// starting with # are dropped; spaces inside an entry are kept (ICE CREAM
// is one card). Words come out in Unicode NFC.
func Parse(data []byte) (List, error) {
	if len(data) > MaxFileSize {
		return List{}, &Error{Reason: ErrTooLarge}
	}
	lines, enc, err := decode(data)
	if err != nil {
		return List{}, err
	}
	l := List{Encoding: enc.name, Windows1252Lines: enc.windows1252Lines}
	seps := ",;\t"
	seen := map[string]bool{}
	first := true
	for _, line := range lines {
		if strings.TrimSpace(line) == "" {
			continue
		}
		if first {
			first = false
			if sep, ok := sepDirective(line); ok {
				seps = sep
				continue
			}
		}
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		fields, used := splitFields(line, seps)
		for _, r := range used {
			if !slices.Contains(l.Separators, r) {
				l.Separators = append(l.Separators, r)
			}
		}
		for _, field := range fields {
			w := clean(field)
			switch {
			case w == "":
			case strings.ContainsRune(w, utf8.RuneError):
				l.Unreadable = append(l.Unreadable, w)
			case utf8.RuneCountInString(w) > MaxWordLen:
				l.TooLong = append(l.TooLong, w)
			case seen[Fold(w)]:
				l.Duplicates++
			default:
				seen[Fold(w)] = true
				l.Words = append(l.Words, w)
				if utf8.RuneCountInString(w) <= 2 {
					l.Short = append(l.Short, w)
				}
			}
		}
	}
	switch {
	case len(l.Words) == 0:
		return l, &Error{Reason: ErrEmpty}
	case len(l.Words) < MinWords:
		return l, &Error{Reason: ErrTooFew, Words: len(l.Words)}
	}
	return l, nil
}

// sepDirective reads Excel's first line "sep=;" (any single separator,
// also in quotes), which names the file's separator and is no word.
func sepDirective(line string) (string, bool) {
	line = strings.TrimLeft(line, " ")
	if strings.HasPrefix(line, `"`) && strings.HasSuffix(line, `"`) && len(line) >= 2 {
		line = line[1 : len(line)-1]
	}
	if len(line) < 5 || !strings.EqualFold(line[:4], "sep=") {
		return "", false
	}
	sep := line[4:]
	if t := strings.TrimRight(sep, " "); t != "" {
		sep = t // "sep=; " names a semicolon, "sep= " a space
	}
	if r, size := utf8.DecodeRuneInString(sep); size != len(sep) || r == '"' || r == utf8.RuneError || unicode.IsLetter(r) || unicode.IsDigit(r) {
		return "", false
	}
	return sep, true
}

// splitFields splits a line at any rune of seps. A field that starts (after
// spaces) with a double quote runs to the closing quote, separators and all;
// "" inside it is one quote. Text after the closing quote up to the next
// separator is kept; an unclosed quote runs to the end of the line. used
// are the separators that split it, in the order met.
func splitFields(line, seps string) (fields []string, used []rune) {
	var b strings.Builder
	rs := []rune(line)
	for i := 0; i <= len(rs); {
		// start of a field
		j := i
		for j < len(rs) && (rs[j] == ' ' || rs[j] == '\u00a0') {
			j++
		}
		b.Reset()
		if j < len(rs) && rs[j] == '"' {
			i = j + 1
			for i < len(rs) {
				if rs[i] == '"' {
					if i+1 < len(rs) && rs[i+1] == '"' {
						b.WriteRune('"')
						i += 2
						continue
					}
					i++
					break
				}
				b.WriteRune(rs[i])
				i++
			}
		}
		for i < len(rs) && !strings.ContainsRune(seps, rs[i]) {
			b.WriteRune(rs[i])
			i++
		}
		fields = append(fields, b.String())
		if i < len(rs) && !slices.Contains(used, rs[i]) {
			used = append(used, rs[i])
		}
		i++ // past the separator (or the end)
	}
	return fields, used
}

// encoding is what decode found out about the file's encoding.
type encoding struct {
	name             string
	windows1252Lines []int
}

// decode turns the file's bytes into lines of text. A UTF-8 file is
// decoded line by line: a line that is not valid UTF-8 is read as
// Windows-1252, so one such line does not garble the others.
func decode(data []byte) ([]string, encoding, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xef, 0xbb, 0xbf}):
		data = data[3:]
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}), bytes.HasPrefix(data, []byte{0xfe, 0xff}):
		dec := textunicode.UTF16(textunicode.LittleEndian, textunicode.ExpectBOM).NewDecoder()
		out, err := dec.Bytes(data)
		if err != nil {
			return nil, encoding{}, &Error{Reason: ErrBinary}
		}
		return splitLines(string(out)), encoding{name: "UTF-16"}, checkText(string(out))
	}
	raw := splitLineBytes(data)
	lines := make([]string, 0, len(raw))
	var cp1252 []int
	nonASCII := false // a valid UTF-8 line with non-ASCII letters
	dec := charmap.Windows1252.NewDecoder()
	for i, line := range raw {
		if utf8.Valid(line) {
			nonASCII = nonASCII || !isASCII(line)
			lines = append(lines, string(line))
			continue
		}
		out, err := dec.Bytes(line)
		if err != nil {
			return nil, encoding{}, &Error{Reason: ErrBinary}
		}
		cp1252 = append(cp1252, i+1)
		lines = append(lines, string(out))
	}
	enc := encoding{name: "UTF-8"}
	switch {
	case len(cp1252) > 0 && !nonASCII:
		enc.name = "Windows-1252" // the whole file: nothing to list
	case len(cp1252) > 0:
		enc.windows1252Lines = cp1252
	}
	return lines, enc, checkText(strings.Join(lines, "\n"))
}

// splitLineBytes splits data into lines at LF, CRLF or a lone CR, keeping
// empty lines so that line numbers stay right.
func splitLineBytes(data []byte) [][]byte {
	var lines [][]byte
	start := 0
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '\n':
			lines = append(lines, data[start:i])
			start = i + 1
		case '\r':
			lines = append(lines, data[start:i])
			if i+1 < len(data) && data[i+1] == '\n' {
				i++
			}
			start = i + 1
		}
	}
	return append(lines, data[start:])
}

// splitLines splits text at line ends.
func splitLines(s string) []string {
	var lines []string
	for _, b := range splitLineBytes([]byte(s)) {
		lines = append(lines, string(b))
	}
	return lines
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// checkText refuses binary data: NUL bytes or many control characters.
func checkText(s string) error {
	control := 0
	for _, r := range s {
		if r == 0 {
			return &Error{Reason: ErrBinary}
		}
		if unicode.IsControl(r) && r != '\n' && r != '\r' && r != '\t' {
			control++
		}
	}
	if control > 0 && control*20 > len(s) {
		return &Error{Reason: ErrBinary}
	}
	return nil
}

// clean trims an entry, turns control characters into spaces, folds runs
// of white space and brings the text into Unicode NFC (macOS writes ä as
// a + combining diaeresis).
func clean(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	return norm.NFC.String(strings.Join(strings.Fields(s), " "))
}

// Fold is the form in which two entries count as the same word: only case
// and Unicode normal form are ignored. Maße and Masse, Buße and Busse,
// Mädchen and Maedchen stay different words.
func Fold(s string) string {
	d := norm.NFD.String(s)
	var b strings.Builder
	b.Grow(len(d))
	for _, r := range d {
		b.WriteRune(foldRune(r))
	}
	return norm.NFC.String(b.String())
}

// foldRune returns the smallest rune of r's simple case-folding orbit, so
// that all case variants of a letter (k, K, the Kelvin sign) fold alike.
func foldRune(r rune) rune {
	least := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		least = min(least, f)
	}
	return least
}

// Wrap splits an entry of several words into two lines at the space that
// makes the longer line shortest ("Brandenburger Tor" → "Brandenburger",
// "Tor"); an entry without a space stays on one line (second is "").
func Wrap(entry string) (first, second string) {
	rs := []rune(entry)
	best, bestLen := -1, len(rs)
	for i, r := range rs {
		if r != ' ' {
			continue
		}
		if l := max(i, len(rs)-i-1); l <= bestLen { // on a tie the longer first line
			best, bestLen = i, l
		}
	}
	if best < 0 {
		return entry, ""
	}
	return strings.TrimSpace(string(rs[:best])), strings.TrimSpace(string(rs[best+1:]))
}
