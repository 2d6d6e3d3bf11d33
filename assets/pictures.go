package assets

import (
	"bufio"
	"bytes"
	"embed"
	"fmt"
	"strings"

	"github.com/decknamen/decknamen/game"
)

// The picture deck: pictures/pictures.txt lists one picture a line as
// "name<TAB>OpenMoji hexcode<TAB>description"; pictures/<name>.png is the
// picture, rendered by .ci/render-pictures.sh.
//
//go:embed pictures
var pictureFiles embed.FS

// PictureDeck returns the shipped pictures as a deck of picture cards
// (card texts are picture names).
func PictureDeck() game.Deck {
	deck := game.Deck{ID: "pictures", Kind: game.PictureCard}
	list, err := pictureFiles.ReadFile("pictures/pictures.txt")
	if err != nil {
		return deck
	}
	sc := bufio.NewScanner(bytes.NewReader(list))
	for sc.Scan() {
		name, _, _ := strings.Cut(sc.Text(), "\t")
		if name = strings.TrimSpace(name); name != "" && !strings.HasPrefix(name, "#") {
			deck.Cards = append(deck.Cards, name)
		}
	}
	return deck
}

// Picture returns the PNG of the named picture.
func Picture(name string) ([]byte, error) {
	b, err := pictureFiles.ReadFile("pictures/" + name + ".png")
	if err != nil {
		return nil, fmt.Errorf("picture %q: %w", name, err)
	}
	return b, nil
}
