package assets

import (
	"bytes"
	"image/png"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/decknamen/decknamen/game"
)

func TestPictureDecksHaveStableIDsAndNamesInEveryLanguage(t *testing.T) {
	decks := PictureDecks()
	if len(decks) != 2 || decks[0].ID != FantasyPicturesID || decks[1].ID != SimplePicturesID {
		t.Fatalf("picture decks %+v, want fantasy then simple", decks)
	}
	if FantasyPicturesID != "pictures-fantasy" || SimplePicturesID != "pictures" {
		t.Fatal("picture deck IDs changed: saved settings and games refer to them")
	}
	for _, d := range decks {
		for _, lang := range []string{"en", "de", "nl"} {
			if d.Name[lang] == "" {
				t.Errorf("%s: no %s name", d.ID, lang)
			}
		}
		deck, err := LoadPictureDeck(d.ID)
		if err != nil {
			t.Fatal(err)
		}
		if deck.ID != d.ID || deck.Kind != game.PictureCard {
			t.Errorf("LoadPictureDeck(%q) = deck %q of kind %v", d.ID, deck.ID, deck.Kind)
		}
	}
	if _, err := LoadPictureDeck("words"); err == nil {
		t.Error("an unknown picture deck loaded without an error")
	}
}

func TestPictureDeckStaysTheSimpleDeck(t *testing.T) {
	old := PictureDeck()
	simple, err := LoadPictureDeck(SimplePicturesID)
	if err != nil {
		t.Fatal(err)
	}
	if old.ID != SimplePicturesID || len(old.Cards) != len(simple.Cards) || len(old.Cards) < 200 {
		t.Fatalf("PictureDeck() has %d cards with ID %q, the simple deck %d", len(old.Cards), old.ID, len(simple.Cards))
	}
}

// Every card of every picture deck is a square PNG that decodes, with a
// card text a setup accepts, and no card is in two decks.
func TestEveryPictureCardIsASquarePNG(t *testing.T) {
	minimum := map[string]int{SimplePicturesID: 200, FantasyPicturesID: 240}
	inDeck := map[string]string{}
	for _, d := range PictureDecks() {
		deck, err := LoadPictureDeck(d.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(deck.Cards) < minimum[d.ID] {
			t.Errorf("%s: %d cards, want at least %d", d.ID, len(deck.Cards), minimum[d.ID])
		}
		for _, name := range deck.Cards {
			if other, ok := inDeck[name]; ok {
				t.Errorf("%q is in %s and %s", name, other, d.ID)
			}
			inDeck[name] = d.ID
			if utf8.RuneCountInString(name) > game.MaxCardText {
				t.Errorf("%s: card text %q is too long for a setup", d.ID, name)
			}
			b, err := Picture(name)
			if err != nil {
				t.Error(err)
				continue
			}
			img, err := png.Decode(bytes.NewReader(b))
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if s := img.Bounds().Size(); s.X != s.Y || s.X < 256 {
				t.Errorf("%s: %dx%d, want a square of at least 256 px", name, s.X, s.Y)
			}
		}
	}
}

func TestFantasyPicturesHaveCaptionsInEveryLanguage(t *testing.T) {
	pics, err := fantasyPictures()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pics {
		seen := map[string]bool{}
		for _, lang := range []string{"en", "de", "nl"} {
			c := PictureCaption(p.name, lang)
			if c == "" || c != strings.TrimSpace(c) || utf8.RuneCountInString(c) > 60 {
				t.Errorf("%s: %s caption %q", p.name, lang, c)
			}
			seen[c] = true
		}
		if len(seen) < 2 {
			t.Errorf("%s: the captions are not translated: %v", p.name, p.caption)
		}
	}
	if c := PictureCaption("fantasy/snail-house", "de"); c != "Schnecke mit Haus" {
		t.Errorf("caption of snail-house in German: %q", c)
	}
	if c := PictureCaption("fantasy/snail-house", "fr"); c != "snail carrying a house" {
		t.Errorf("an unknown language should get English, got %q", c)
	}
	if c := PictureCaption("apple", "nl"); c != "appel" {
		t.Errorf("a simple picture's Dutch caption should come from captions.txt, got %q", c)
	}
	if c := PictureCaption("fantasy/no-such-card", "en"); c != "" {
		t.Errorf("an unknown picture has caption %q", c)
	}
}

// TestSimplePicturesHaveCaptionsInEveryLanguage: the log of a German or
// Dutch game names each simple picture in its own language, and no two
// pictures share a caption.
func TestSimplePicturesHaveCaptionsInEveryLanguage(t *testing.T) {
	pics, err := simplePictures()
	if err != nil {
		t.Fatal(err)
	}
	captions, err := simpleCaptions()
	if err != nil {
		t.Fatal(err)
	}
	if len(captions) != len(pics) {
		t.Errorf("captions.txt holds %d pictures, pictures.txt %d", len(captions), len(pics))
	}
	for _, lang := range []string{"en", "de", "nl"} {
		owner := map[string]string{}
		for _, p := range pics {
			c := PictureCaption(p.name, lang)
			if c == "" || c != strings.TrimSpace(c) || utf8.RuneCountInString(c) > 40 || captions[p.name][lang] != c {
				t.Errorf("%s: %s caption %q is missing or not its own", p.name, lang, c)
			}
			if other, ok := owner[strings.ToLower(c)]; ok {
				t.Errorf("%s: %s and %s share the caption %q", lang, other, p.name, c)
			}
			owner[strings.ToLower(c)] = p.name
		}
	}
	if c := PictureCaption("fire-extinguisher", "de"); c != "Feuerlöscher" {
		t.Errorf("the German caption of fire-extinguisher is %q", c)
	}
}

// Each fantasy picture combines two different drawings, and no two pictures
// combine the same two.
func TestFantasyPicturesCombineTwoDrawingsWithoutRepeats(t *testing.T) {
	pics, err := fantasyPictures()
	if err != nil {
		t.Fatal(err)
	}
	hex := regexp.MustCompile(`^[0-9A-F]{4,5}$`)
	pairs := map[string]string{}
	for _, p := range pics {
		a, b := p.sources[0], p.sources[1]
		if !hex.MatchString(a) || !hex.MatchString(b) || a == b {
			t.Errorf("%s: sources %s and %s", p.name, a, b)
		}
		if a > b {
			a, b = b, a
		}
		key := a + "+" + b
		if other, ok := pairs[key]; ok {
			t.Errorf("%s and %s both combine %s", p.name, other, key)
		}
		pairs[key] = p.name
	}
}

// No OpenMoji drawing is in more than two fantasy pictures: the deal shows
// a drawing once a board, so a drawing in many pictures would make boards
// look alike and leave those pictures out of most boards.
func TestFantasyDrawingsAreInAtMostTwoPictures(t *testing.T) {
	pics, err := fantasyPictures()
	if err != nil {
		t.Fatal(err)
	}
	in := map[string][]string{}
	for _, p := range pics {
		for _, h := range p.sources {
			in[h] = append(in[h], p.name)
		}
	}
	for h, names := range in {
		if len(names) > 2 {
			t.Errorf("drawing %s is in %d pictures: %v", h, len(names), names)
		}
	}
	if len(in) < 350 {
		t.Errorf("the fantasy pictures use %d different drawings, want at least 350", len(in))
	}
}

// licenceFiles returns the PNG file names a LICENSE lists, each with the
// rest of its line.
func licenceFiles(t *testing.T, licence string) map[string]string {
	t.Helper()
	b, err := pictureFiles.ReadFile(licence)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		name, rest, ok := strings.Cut(line, ".png")
		if ok && !strings.Contains(name, " ") && name != "" {
			files[name+".png"] = rest
		}
	}
	if !strings.Contains(string(b), "CC BY-SA 4.0") || !strings.Contains(string(b), "OpenMoji") {
		t.Errorf("%s does not name OpenMoji and CC BY-SA 4.0", licence)
	}
	return files
}

// pngFiles lists the PNG files in dir of the embedded pictures.
func pngFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := fs.ReadDir(pictureFiles, dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && path.Ext(e.Name()) == ".png" {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	return names
}

// The licence lists every shipped picture with its OpenMoji sources (and,
// for fantasy pictures, the changes made), and no picture ships unlisted.
func TestEveryPictureIsCoveredByItsLicence(t *testing.T) {
	simple, err := simplePictures()
	if err != nil {
		t.Fatal(err)
	}
	fantasy, err := fantasyPictures()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		dir  string
		pics []picture
	}{{"pictures", simple}, {"pictures/fantasy", fantasy}} {
		files := licenceFiles(t, c.dir+"/LICENSE")
		listed := map[string]bool{}
		for _, p := range c.pics {
			file := path.Base(p.name) + ".png"
			listed[file] = true
			rest, ok := files[file]
			if !ok {
				t.Errorf("%s/LICENSE does not list %s", c.dir, file)
				continue
			}
			for _, h := range p.sources {
				if !strings.Contains(rest, h) {
					t.Errorf("%s/LICENSE: %s does not name its source %s", c.dir, file, h)
				}
			}
			if len(p.sources) == 2 && (!strings.Contains(rest, "combined") || !strings.Contains(rest, "scaled")) {
				t.Errorf("%s/LICENSE: %s does not say what was changed", c.dir, file)
			}
		}
		for _, f := range pngFiles(t, c.dir) {
			if !listed[f] {
				t.Errorf("%s/%s ships but is not in the list", c.dir, f)
			}
		}
		if len(files) != len(c.pics) {
			t.Errorf("%s/LICENSE lists %d files, the deck has %d", c.dir, len(files), len(c.pics))
		}
	}
}

func TestFantasyDeckDealsAPictureBoard(t *testing.T) {
	deck, err := LoadPictureDeck(FantasyPicturesID)
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.Deal(game.DealOptions{Seed: 7, Size: game.Size5x4, Decks: []game.Deck{deck, PictureDeck()}})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, c := range s.Cards {
		if c.Kind != game.PictureCard {
			t.Fatalf("card %+v on a picture board", c)
		}
	}
}

// TestDealNeverShowsOneDrawingTwice: no board shows one OpenMoji drawing on
// two cards, whatever picture decks (and words) are mixed, at either size.
// The simple and the fantasy deck share drawings (the cactus, the snail).
func TestDealNeverShowsOneDrawingTwice(t *testing.T) {
	fantasy, err := LoadPictureDeck(FantasyPicturesID)
	if err != nil {
		t.Fatal(err)
	}
	simple := PictureDeck()
	infos, err := Decks()
	if err != nil || len(infos) == 0 {
		t.Fatal(err)
	}
	words, err := LoadDeck(infos[0])
	if err != nil {
		t.Fatal(err)
	}
	drawings := map[string][]string{}
	for _, d := range []game.Deck{fantasy, simple} {
		if len(d.Parts) != len(d.Cards) {
			t.Fatalf("%s: %d cards, %d part lists", d.ID, len(d.Cards), len(d.Parts))
		}
		for i, name := range d.Cards {
			if len(d.Parts[i]) == 0 {
				t.Fatalf("%s: %s names no drawing", d.ID, name)
			}
			drawings[name] = d.Parts[i]
		}
	}
	for _, decks := range [][]game.Deck{
		{fantasy}, {simple}, {fantasy, simple}, {simple, fantasy},
		{words, fantasy}, {words, simple}, {words, fantasy, simple},
	} {
		for _, size := range []game.Size{game.Size5x5, game.Size5x4} {
			for seed := range uint64(2000) {
				s, err := game.Deal(game.DealOptions{Seed: seed, Size: size, Decks: decks})
				if err != nil {
					t.Fatal(err)
				}
				shown := map[string]string{}
				for _, c := range s.Cards {
					for _, h := range drawings[c.Text] {
						if other, ok := shown[h]; ok {
							t.Fatalf("%d decks, %s, seed %d: drawing %s on %s and %s", len(decks), size, seed, h, other, c.Text)
						}
						shown[h] = c.Text
					}
				}
			}
		}
	}
}
