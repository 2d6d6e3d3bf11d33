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
