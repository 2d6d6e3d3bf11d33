// Package wordlist reads the players' own word lists (a teacher's class
// vocabulary) from .txt or .csv files: one word per line, or separated by
// commas, semicolons or tabs, in whatever encoding an old school PC wrote.
package wordlist

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	textunicode "golang.org/x/text/encoding/unicode"
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
	Words      []string
	Encoding   string   // "UTF-8", "UTF-16" or "Windows-1252"
	Duplicates int      // repeated words removed (case, umlauts and ß folded)
	TooLong    []string // entries over MaxWordLen characters, left out
}

// Parse reads a word list. Byte-order marks and CRLF line ends are fine;
// text that is not UTF-8 is decoded as UTF-16 (with its BOM) or as
// Windows-1252. Quotes around CSV fields and lines starting with # are
// dropped; spaces inside an entry are kept (ICE CREAM is one card).
func Parse(data []byte) (List, error) {
	if len(data) > MaxFileSize {
		return List{}, &Error{Reason: ErrTooLarge}
	}
	text, enc, err := decode(data)
	if err != nil {
		return List{}, err
	}
	l := List{Encoding: enc}
	seen := map[string]bool{}
	for _, line := range strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\r' }) {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		for _, field := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ';' || r == '\t' }) {
			w := clean(field)
			switch {
			case w == "":
			case utf8.RuneCountInString(w) > MaxWordLen:
				l.TooLong = append(l.TooLong, w)
			case seen[Fold(w)]:
				l.Duplicates++
			default:
				seen[Fold(w)] = true
				l.Words = append(l.Words, w)
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

// decode turns the file's bytes into text.
func decode(data []byte) (string, string, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xef, 0xbb, 0xbf}):
		data = data[3:]
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}), bytes.HasPrefix(data, []byte{0xfe, 0xff}):
		dec := textunicode.UTF16(textunicode.LittleEndian, textunicode.ExpectBOM).NewDecoder()
		out, err := dec.Bytes(data)
		if err != nil {
			return "", "", &Error{Reason: ErrBinary}
		}
		return string(out), "UTF-16", checkText(string(out))
	}
	if utf8.Valid(data) {
		return string(data), "UTF-8", checkText(string(data))
	}
	out, err := charmap.Windows1252.NewDecoder().Bytes(data)
	if err != nil {
		return "", "", &Error{Reason: ErrBinary}
	}
	return string(out), "Windows-1252", checkText(string(out))
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

// clean trims an entry, drops CSV quotes and folds runs of white space.
func clean(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = strings.ReplaceAll(s[1:len(s)-1], `""`, `"`)
	}
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// Fold is the form in which two entries count as the same word: lower case,
// with ä/ae, ö/oe, ü/ue and ß/ss folded.
func Fold(s string) string {
	return strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss").Replace(strings.ToLower(s))
}
