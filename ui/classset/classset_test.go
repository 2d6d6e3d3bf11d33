package classset

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
)

// poppler runs one of poppler-utils' programs (make test installs them).
func poppler(t *testing.T, name string, args ...string) []byte {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		t.Fatalf("%s is missing: apt-get install poppler-utils (make test installs it)", name)
	}
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return out
}

func germanDecks(t *testing.T) []game.Deck {
	t.Helper()
	infos, err := assets.Decks()
	if err != nil {
		t.Fatal(err)
	}
	for _, info := range infos {
		if info.ID() == "de" {
			d, err := assets.LoadDeck(info)
			if err != nil {
				t.Fatal(err)
			}
			return []game.Deck{d}
		}
	}
	t.Fatal("no German deck")
	return nil
}

// writeSet deals one board per seed and writes the class set to a file.
func writeSet(t *testing.T, lang string, decks []game.Deck, size game.Size, seeds ...uint64) (string, []game.Setup) {
	t.Helper()
	var setups []game.Setup
	for _, seed := range seeds {
		s, err := game.Deal(game.DealOptions{Seed: seed, Size: size, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		setups = append(setups, s)
	}
	tr, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	opts := Options{Setups: setups, Settings: "Wörter 5×5", Picture: assets.Picture}
	if err := Write(&buf, tr, opts); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "set.pdf")
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return file, setups
}

func pageText(t *testing.T, file string, page int) string {
	p := strconv.Itoa(page)
	return string(poppler(t, "pdftotext", "-f", p, "-l", p, "-layout", file, "-"))
}

func pageImage(t *testing.T, file string, page, dpi int) image.Image {
	t.Helper()
	p := strconv.Itoa(page)
	out := poppler(t, "pdftoppm", "-f", p, "-l", p, "-r", strconv.Itoa(dpi), "-png", file)
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatalf("page %d: %v", page, err)
	}
	return img
}

var numberRE = regexp.MustCompile(`Spielnummer (\d+)`)

// Every board page shows the very words game.Deal deals for the game number
// printed on it, and the cover lists every group's number.
func TestEveryBoardPageShowsTheDealOfItsGameNumber(t *testing.T) {
	decks := germanDecks(t)
	file, setups := writeSet(t, "de", decks, game.Size5x5, 11, 22, 33, 44, 55)
	info := string(poppler(t, "pdfinfo", file))
	if !regexp.MustCompile(`(?m)^Pages:\s+11$`).MatchString(info) {
		t.Fatalf("want 11 pages (cover + 5 × board and key):\n%s", info)
	}
	cover := pageText(t, file, 1)
	for g, s := range setups {
		if !strings.Contains(cover, "Gruppe "+strconv.Itoa(g+1)) || !strings.Contains(cover, strconv.FormatUint(s.Seed, 10)) {
			t.Errorf("cover lacks group %d with game number %d:\n%s", g+1, s.Seed, cover)
		}
		text := pageText(t, file, 2+2*g)
		m := numberRE.FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("group %d: no game number on the board page:\n%s", g+1, text)
		}
		seed, _ := strconv.ParseUint(m[1], 10, 64)
		again, err := game.Deal(game.DealOptions{Seed: seed, Size: game.Size5x5, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range again.Cards {
			if !strings.Contains(text, c.Text) {
				t.Errorf("group %d: the board page lacks %q (%s)", g+1, c.Text, Position(again.Size, i))
			}
		}
		for _, pos := range []string{"A1", "E1", "C3", "A5", "E5"} {
			if !strings.Contains(text, pos) {
				t.Errorf("group %d: the board page lacks the position mark %s", g+1, pos)
			}
		}
	}
}

// identityAt reads the identity drawn in a key cell: the colour found most
// often on a ring just inside the cell's edge (clear of the symbol).
func identityAt(img image.Image, c Rect, pxPerMM float64) (game.Identity, bool) {
	votes := map[game.Identity]int{}
	for _, f := range [][2]float64{{0.12, 0.2}, {0.88, 0.2}, {0.12, 0.8}, {0.88, 0.8}, {0.5, 0.12}, {0.5, 0.88}, {0.2, 0.5}, {0.8, 0.5}} {
		x := int((c.X + f[0]*c.W) * pxPerMM)
		y := int((c.Y + f[1]*c.H) * pxPerMM)
		if id, ok := identityOf(img.At(x, y)); ok {
			votes[id]++
		}
	}
	best, n := game.Identity(0), 0
	for id, v := range votes {
		if v > n {
			best, n = id, v
		}
	}
	return best, n >= 3
}

func identityOf(c color.Color) (game.Identity, bool) {
	r, g, b, _ := c.RGBA()
	for id, want := range IdentityColors {
		if near(r>>8, want[0]) && near(g>>8, want[1]) && near(b>>8, want[2]) {
			return id, true
		}
	}
	return 0, false
}

func near(a uint32, b uint8) bool { return max(a, uint32(b))-min(a, uint32(b)) <= 6 }

// The key page shows each card's identity where the board page has that
// card, and the starting team.
func TestEveryKeyPageShowsItsBoardsKey(t *testing.T) {
	decks := germanDecks(t)
	file, setups := writeSet(t, "de", decks, game.Size5x5, 101, 202, 303, 404, 505)
	cells := KeyCells(A4, game.Size5x5)
	const dpi = 60
	for g, s := range setups {
		text := pageText(t, file, 3+2*g)
		team := map[game.Team]string{game.Red: "Rot beginnt", game.Blue: "Blau beginnt"}[s.Key.Start]
		if !strings.Contains(text, team) || !strings.Contains(text, strconv.FormatUint(s.Seed, 10)) {
			t.Errorf("group %d: the key page lacks %q or game number %d:\n%s", g+1, team, s.Seed, text)
		}
		img := pageImage(t, file, 3+2*g, dpi)
		for i, want := range s.Key.Identities {
			got, ok := identityAt(img, cells[i], dpi/25.4)
			if !ok || got != want {
				t.Errorf("group %d, %s: key page shows %v (read: %v), the key says %v", g+1, Position(s.Size, i), got, ok, want)
			}
		}
	}
}

func countColors(img image.Image) map[game.Identity]int {
	n := map[game.Identity]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			for id, want := range IdentityColors {
				if r>>8 == uint32(want[0]) && g>>8 == uint32(want[1]) && bl>>8 == uint32(want[2]) {
					n[id]++
				}
			}
		}
	}
	return n
}

// The key page holds all four identity colours; the board page, which lies
// open on the table, none of them.
func TestKeyPageHoldsTheFourIdentityColoursAndTheBoardPageNone(t *testing.T) {
	file, _ := writeSet(t, "en", germanDecks(t), game.Size5x5, 7)
	key := countColors(pageImage(t, file, 3, 50))
	for _, id := range []game.Identity{game.RedAgent, game.BlueAgent, game.Bystander, game.Assassin} {
		if key[id] < 100 {
			t.Errorf("key page: %d pixels of %v's colour, want many", key[id], id)
		}
	}
	board := countColors(pageImage(t, file, 2, 50))
	for id, n := range board {
		if n > 0 {
			t.Errorf("board page: %d pixels of %v's colour, want none", n, id)
		}
	}
}

// Umlauts, ß and the Dutch ij come out as they are written.
func TestLettersOutsideASCIIArePrintedAsWritten(t *testing.T) {
	words := []string{"Größe", "Straße", "Übermut", "Öl", "ijsbeer", "IJzer", "Äquator", "café", "Glück", "zeeën"}
	for i := len(words); i < 25; i++ {
		words = append(words, "Wort"+string(rune('a'+i)))
	}
	deck := []game.Deck{{ID: "test", Kind: game.WordCard, Cards: words}}
	file, _ := writeSet(t, "nl", deck, game.Size5x5, 9)
	text := pageText(t, file, 2)
	for _, w := range words[:10] {
		if !strings.Contains(text, w) {
			t.Errorf("board page lacks %q:\n%s", w, text)
		}
	}
	if !strings.Contains(pageText(t, file, 1), "Groep 1") {
		t.Error("the Dutch cover lacks 'Groep 1'")
	}
}

// Picture boards embed each picture in colour.
func TestPictureBoardsEmbedTheirPictures(t *testing.T) {
	file, setups := writeSet(t, "de", []game.Deck{assets.PictureDeck()}, game.Size5x4, 3, 4)
	list := string(poppler(t, "pdfimages", "-list", file))
	rows := 0
	for _, line := range strings.Split(list, "\n") {
		if strings.Contains(line, " image ") && (strings.Contains(line, " rgb ") || strings.Contains(line, " index ")) {
			rows++
		}
	}
	if want := 2 * setups[0].Size.Cards(); rows < want {
		t.Errorf("%d colour images embedded, want at least %d:\n%s", rows, want, list)
	}
}

func TestGroupCountOutsideOneToTwelveIsRefused(t *testing.T) {
	tr, _ := translations.New("de")
	s, err := game.Deal(game.DealOptions{Seed: 1, Size: game.Size5x5, Decks: germanDecks(t)})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 13} {
		setups := make([]game.Setup, n)
		for i := range setups {
			setups[i] = s
		}
		if err := Write(&bytes.Buffer{}, tr, Options{Setups: setups}); !errors.Is(err, ErrGroups) {
			t.Errorf("%d groups: err %v, want ErrGroups", n, err)
		}
	}
}

// Issue 20 item 14: an entry of several words is printed on two lines,
// larger than it would fit on one, and stays inside its card.
func TestAnEntryOfSeveralWordsIsPrintedOnTwoLinesInsideItsCard(t *testing.T) {
	words := []string{"Brandenburger Tor am Pariser Platz"}
	for i := len(words); i < 25; i++ {
		words = append(words, "Wort"+string(rune('a'+i)))
	}
	deck := []game.Deck{{ID: "test", Kind: game.WordCard, Cards: words}}
	file, _ := writeSet(t, "de", deck, game.Size5x5, 9)
	out := string(poppler(t, "pdftotext", "-f", "2", "-l", "2", "-bbox", file, "-"))
	box := func(w string) (x0, y0, x1, y1 float64) {
		t.Helper()
		re := regexp.MustCompile(`xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">` + w + `<`)
		m := re.FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("no %q on the board page:\n%s", w, out)
		}
		f := func(s string) float64 { v, _ := strconv.ParseFloat(s, 64); return v }
		return f(m[1]), f(m[2]), f(m[3]), f(m[4])
	}
	bx0, by0, _, by1 := box("Brandenburger")
	_, py0, px1, _ := box("Platz")
	_, _, ax1, _ := box("am")
	px0, _, _, _ := box("Pariser")
	// (pdftotext's boxes run from the font's ascent to its descent, 1.3
	// font sizes: the boxes of two lines overlap a little.)
	if py0 < by0+0.8*(by1-by0) {
		t.Errorf("Pariser Platz (top %.0f) is not on a line below Brandenburger Tor am (%.0f–%.0f)", py0, by0, by1)
	}
	const cardPt = (297 - 2*margin - 4*gap) / 5 * 72 / 25.4 // an A4 landscape card's width in points
	if ax1-bx0 > cardPt || px1-px0 > cardPt {
		t.Errorf("lines %.0f and %.0f pt wide on a %.0f pt card", ax1-bx0, px1-px0, cardPt)
	}
	if h := by1 - by0; h < minWord*1.3 {
		t.Errorf("the lines are %.1f pt high: no larger than on one line", h)
	}
}
