package assets

import (
	"bytes"
	"embed"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/game/computer"
)

// The computer spymaster's association lists (assoc/): for each deck
// that has them, <deck>.txt lists for every card the clue words it brings
// to mind, and <deck>.rev*.txt list for clue words the cards they bring
// to mind (written apart, as a second look). The fantasy pictures' lists
// are pictures-fantasy-<language>.txt, keyed by picture name.
//
//go:embed assoc
var assocFiles embed.FS

// Associations loads the computer spymaster's data for the deck with this
// ID ("de", "fantasy-nl"); ok is false when the deck has none.
func Associations(id string) (d *computer.Data, ok bool, err error) {
	fwd, err := assocFiles.ReadFile("assoc/" + id + ".txt")
	if err != nil {
		return nil, false, nil
	}
	if strings.HasPrefix(id, FantasyPicturesID+"-") {
		fwd = keyPictures(fwd) // a picture card's text is fantasy/ and its name: fantasy/snail-house
	}
	names, err := fs.Glob(assocFiles, "assoc/"+id+".rev*.txt")
	if err != nil {
		return nil, false, fmt.Errorf("list reverse associations of %s: %w", id, err)
	}
	sort.Strings(names)
	var rev []io.Reader
	for _, n := range names {
		b, err := assocFiles.ReadFile(n)
		if err != nil {
			return nil, false, fmt.Errorf("read %s: %w", n, err)
		}
		rev = append(rev, bytes.NewReader(b))
	}
	d, err = computer.Load(bytes.NewReader(fwd), rev...)
	if err != nil {
		return nil, false, fmt.Errorf("associations of %s: %w", id, err)
	}
	lang := id[strings.LastIndex(id, "-")+1:] // "de", "fantasy-nl"
	return d.WithStems(clue.Stemmer(game.Language(lang))), true, nil
}

// HasAssociations reports whether the deck with this ID has the computer
// spymaster's data (without loading it).
func HasAssociations(id string) bool {
	_, err := fs.Stat(assocFiles, "assoc/"+id+".txt")
	return err == nil && !strings.Contains(id, "/")
}

// keyPictures puts fantasy/ before every picture of a forward list, as
// the cards of a game name them.
func keyPictures(list []byte) []byte {
	var out bytes.Buffer
	for _, line := range bytes.SplitAfter(list, []byte("\n")) {
		if len(line) > 0 && line[0] != '#' && line[0] != '\n' {
			out.WriteString(fantasyPrefix)
		}
		out.Write(line)
	}
	return out.Bytes()
}

// AssociationWords are the words of the computer spymaster's lists in
// lang (every clue word, every head of a reverse list): some thousands of
// everyday words, which the clue checker takes as known words to tell a
// compound (Teebeutel: Tee and Beutel) from a word that only looks like one.
func AssociationWords(lang game.Language) []string {
	names, _ := fs.Glob(assocFiles, "assoc/*.txt")
	var words []string
	for _, n := range names {
		base := strings.TrimSuffix(strings.TrimPrefix(n, "assoc/"), ".txt")
		id, _, _ := strings.Cut(base, ".") // de.rev1 → de
		if id != string(lang) && id != FantasyPicturesID+"-"+string(lang) {
			continue
		}
		b, err := assocFiles.ReadFile(n)
		if err != nil {
			continue
		}
		words = append(words, ListWords(string(b))...)
	}
	return words
}

// ListWords are the words of an association list's text: each line's
// head and the words of its word:weight pairs that are single words.
func ListWords(text string) []string {
	var words []string
	single := func(w string) bool {
		return w != "" && !strings.ContainsAny(w, " -/") && !strings.HasPrefix(w, fantasyPrefix)
	}
	for _, line := range strings.Split(text, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		head, rest, _ := strings.Cut(line, "\t")
		if single(head) {
			words = append(words, head)
		}
		for _, pair := range strings.Fields(rest) {
			if w, _, ok := strings.Cut(pair, ":"); ok && single(w) {
				words = append(words, w)
			}
		}
	}
	return words
}
