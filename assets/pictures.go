package assets

import (
	"bufio"
	"bytes"
	"embed"
	"fmt"
	"strings"
	"sync"

	"github.com/decknamen/decknamen/game"
)

// The picture decks, both drawn from OpenMoji:
//
//   - simple: pictures/pictures.txt lists one picture a line as
//     "name<TAB>OpenMoji hexcode<TAB>annotation"; pictures/<name>.png is the
//     picture, rendered by .ci/render-pictures.sh. Card text: "<name>".
//     pictures/captions.txt names each in English, German and Dutch.
//   - fantasy: pictures/fantasy/fantasy.txt lists one picture a line as
//     "name<TAB>hexcode A<TAB>hexcode B<TAB>placement<TAB>caption en<TAB>
//     caption de<TAB>caption nl"; pictures/fantasy/<name>.png combines the two
//     drawings, composed by .ci/compose-pictures.py. Card text:
//     "fantasy/<name>".
//
//go:embed pictures
var pictureFiles embed.FS

// Stable IDs of the picture decks (stored in settings and saved games).
const (
	SimplePicturesID  = "pictures"
	FantasyPicturesID = "pictures-fantasy"
)

// fantasyPrefix starts the card text of every fantasy picture; the rest is
// the file name without ".png".
const fantasyPrefix = "fantasy/"

// PictureDeckInfo describes one shipped picture deck.
type PictureDeckInfo struct {
	ID   string
	Name map[string]string // by interface language: en, de, nl
}

// PictureDecks lists the shipped picture decks, the default first: the
// fantasy pictures (two ideas in one picture, like the published Pictures
// game), then the simple pictures (one thing each, good for children).
func PictureDecks() []PictureDeckInfo {
	return []PictureDeckInfo{
		{ID: FantasyPicturesID, Name: map[string]string{"en": "Fantasy pictures", "de": "Fantasiebilder", "nl": "Fantasieplaatjes"}},
		{ID: SimplePicturesID, Name: map[string]string{"en": "Simple pictures", "de": "Einfache Bilder", "nl": "Eenvoudige plaatjes"}},
	}
}

// LoadPictureDeck returns the picture deck with the given ID as a deck of
// picture cards (card texts are picture names for Picture). Each card's
// Parts are the OpenMoji hexcodes of the drawings it shows (one for a
// simple picture, two for a fantasy picture), so that game.Deal puts no
// drawing on two cards of a board, whichever picture decks are mixed.
func LoadPictureDeck(id string) (game.Deck, error) {
	var pics []picture
	var err error
	switch id {
	case SimplePicturesID:
		pics, err = simplePictures()
	case FantasyPicturesID:
		pics, err = fantasyPictures()
	default:
		return game.Deck{}, fmt.Errorf("unknown picture deck %q", id)
	}
	if err != nil {
		return game.Deck{}, err
	}
	deck := game.Deck{ID: id, Kind: game.PictureCard, Cards: make([]string, len(pics)), Parts: make([][]string, len(pics))}
	for i, p := range pics {
		deck.Cards[i] = p.name
		deck.Parts[i] = p.sources
	}
	return deck, nil
}

// PictureDeck returns the simple picture deck (one thing a picture). It is
// LoadPictureDeck(SimplePicturesID) without the error; the deck is empty
// only if the embedded list is unreadable, which the tests rule out.
func PictureDeck() game.Deck {
	deck, err := LoadPictureDeck(SimplePicturesID)
	if err != nil {
		return game.Deck{ID: SimplePicturesID, Kind: game.PictureCard}
	}
	return deck
}

// Picture returns the PNG of the named picture (a card text of either
// picture deck).
func Picture(name string) ([]byte, error) {
	b, err := pictureFiles.ReadFile("pictures/" + name + ".png")
	if err != nil {
		return nil, fmt.Errorf("picture %q: %w", name, err)
	}
	return b, nil
}

// PictureCaption returns a short description of the named picture in the
// language lang ("en", "de" or "nl"), e.g. for the game's log: "snail
// carrying a house". Fantasy pictures have captions in all three languages
// in their list; simple pictures in pictures/captions.txt (their OpenMoji
// annotation when a picture is missing there). Unknown languages get
// English; unknown pictures "".
func PictureCaption(name, lang string) string {
	var pics []picture
	if strings.HasPrefix(name, fantasyPrefix) {
		pics, _ = fantasyPictures()
	} else {
		pics, _ = simplePictures()
		captions, _ := simpleCaptions()
		if c := captions[name]; c != nil {
			pics = []picture{{name: name, caption: c}}
		}
	}
	for _, p := range pics {
		if p.name != name {
			continue
		}
		if c := p.caption[lang]; c != "" {
			return c
		}
		return p.caption["en"]
	}
	return ""
}

// simpleCaptions are the simple pictures' captions by name, from
// pictures/captions.txt ("name<TAB>en<TAB>de<TAB>nl").
var simpleCaptions = sync.OnceValues(func() (map[string]map[string]string, error) {
	pics, err := readPictureList("pictures/captions.txt", 4, "")
	out := make(map[string]map[string]string, len(pics))
	for _, p := range pics {
		out[p.name] = p.caption
	}
	return out, err
})

// picture is one line of a picture list.
type picture struct {
	name    string            // card text
	caption map[string]string // by language
	sources []string          // OpenMoji hexcodes
}

// The lists are embedded and never change, so they are parsed once.
var (
	simplePictures  = sync.OnceValues(func() ([]picture, error) { return readPictureList("pictures/pictures.txt", 3, "") })
	fantasyPictures = sync.OnceValues(func() ([]picture, error) {
		return readPictureList("pictures/fantasy/fantasy.txt", 7, fantasyPrefix)
	})
)

// readPictureList parses a tab-separated picture list with the given number
// of fields a line; "#" starts a comment line.
func readPictureList(path string, fields int, prefix string) ([]picture, error) {
	b, err := pictureFiles.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read picture list: %w", err)
	}
	var pics []picture
	sc := bufio.NewScanner(bytes.NewReader(b))
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Split(text, "\t")
		if len(f) != fields || f[0] == "" {
			return nil, fmt.Errorf("%s:%d: want %d tab-separated fields", path, line, fields)
		}
		p := picture{name: prefix + f[0]}
		switch fields {
		case 3:
			p.caption = map[string]string{"en": f[2]}
			p.sources = []string{f[1]}
		case 4: // a caption list
			p.caption = map[string]string{"en": f[1], "de": f[2], "nl": f[3]}
		default:
			p.caption = map[string]string{"en": f[4], "de": f[5], "nl": f[6]}
			p.sources = []string{f[1], f[2]}
		}
		pics = append(pics, p)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return pics, nil
}
