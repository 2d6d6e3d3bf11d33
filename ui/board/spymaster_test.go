package board

import (
	"bytes"
	"fmt"
	"image"
	_ "image/png"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/makiuchi-d/gozxing"
	gozxingqr "github.com/makiuchi-d/gozxing/qrcode"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/uitest"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

func boardKeyPixels(a *testApp) int {
	img := a.win.Canvas().Capture()
	scale := float32(img.Bounds().Dx()) / a.win.Canvas().Size().Width
	n := 0
	for _, c := range a.cards() {
		n += keyColoursIn(img, rectOf(c, scale))
	}
	return n + keyColoursIn(img, rectOf(a.keyCard(), scale))
}

func TestSpymasterWindowOpen_TheBoardDrawsNoKeyColour(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 64})
	showKeyByHand(t, a) // shown before: opening the spymaster window hides it from the board
	a.openSpymaster()
	a.do(peek{true})
	press(a, fyne.KeyK)
	if dialogOpen(a) {
		t.Fatal("no privacy screen on the board while the spymaster window has the key")
	}
	if a.keyVisible() {
		t.Fatal("the board may not show the key while the spymaster window is open")
	}
	if n := boardKeyPixels(a); n != 0 {
		t.Fatalf("%d key-coloured pixels on the board", n)
	}
	revealOnSpy(t, a)
	if spyKey := spyKeyCard(a); !spyKey.Shown || len(spyKey.Key.Identities) != 25 {
		t.Fatal("the spymaster window should show the key once its privacy screen is answered")
	}
	if n := boardKeyPixels(a); n != 0 {
		t.Fatalf("%d key-coloured pixels on the board with the key on the spymasters' window", n)
	}
	a.do(peek{false})
}

// revealOnSpy answers the spymasters' window's privacy screen by a click.
func revealOnSpy(t *testing.T, a *testApp) {
	t.Helper()
	test.Tap(findButton(t, a.spy.Window().Content(), a.tr.T("key.showNow", nil)))
}

// spyKeyPixels counts the agents' and bystanders' colours on the
// spymasters' window (the assassin's near-black is also the ink of text).
func spyKeyPixels(a *testApp) int {
	img := a.spy.Window().Canvas().Capture()
	n := 0
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			for _, id := range []game.Identity{game.RedAgent, game.BlueAgent, game.Bystander} {
				if uitest.Near(img.At(x, y), uiwidget.IdentityColor(id)) {
					n++
				}
			}
		}
	}
	return n
}

// A teacher's laptop mirrored to the projector showed the whole key the
// moment the spymasters' window opened.
func TestTheSpymastersWindowOpensBehindAPrivacyScreenThatOnlyAClickAnswers(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 64})
	a.openSpymaster()
	a.spy.Window().Resize(fyne.NewSize(760, 720))
	if spyKeyCard(a).Shown || spyKeyPixels(a) != 0 {
		t.Fatalf("the spymasters' window drew the key before its privacy screen was answered (%d pixels)", spyKeyPixels(a))
	}
	spyCanvas := a.spy.Window().Canvas()
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEnter, fyne.KeyEscape, fyne.KeySpace, fyne.KeyK} {
		spyCanvas.OnTypedKey()(&fyne.KeyEvent{Name: k})
		if spyKeyCard(a).Shown {
			t.Fatalf("the key %s opened the privacy screen", k)
		}
	}
	var show *uiwidget.ClickButton
	walk(spyCanvas.Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*uiwidget.ClickButton); ok && b.Text == a.tr.T("key.showNow", nil) {
			show = b
		}
	})
	spyCanvas.Focus(show)
	for _, k := range []fyne.KeyName{fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter} {
		spyCanvas.Focused().TypedKey(&fyne.KeyEvent{Name: k})
	}
	if spyKeyCard(a).Shown {
		t.Fatal("a key on the focused button opened the privacy screen")
	}
	revealOnSpy(t, a)
	if !spyKeyCard(a).Shown || spyKeyPixels(a) < 1000 {
		t.Fatalf("a click should show the key (%d pixels)", spyKeyPixels(a))
	}
	giveClue(t, a, "Geheimnis", "1")
	if !spyKeyCard(a).Shown {
		t.Fatal("the key stays on the spymasters' window while it is open")
	}
	test.Tap(findButton(t, spyCanvas.Content(), a.tr.T("key.hide", nil)))
	if spyKeyCard(a).Shown || spyKeyPixels(a) != 0 {
		t.Fatal("Hide key should bring the privacy screen back")
	}
}

func TestWithOneDisplayTheSpymastersPrivacyScreenWarnsOfAMirroredProjector(t *testing.T) {
	for _, lang := range []string{"en", "de", "nl"} {
		a, _ := newTestApp(t, Options{Lang: lang, Seed: 64})
		a.SetDisplays(false)
		a.openSpymaster()
		if !showsText(a.spy.Window().Content(), a.tr.T("spy.oneDisplay", nil)) {
			t.Fatalf("%s: one display, but no word about a mirrored projector", lang)
		}
		a.spy.Window().Close()
		a.SetDisplays(true)
		a.openSpymaster()
		if showsText(a.spy.Window().Content(), a.tr.T("spy.oneDisplay", nil)) {
			t.Fatalf("%s: two displays, yet the mirror warning shows", lang)
		}
		a.spy.Window().Close()
	}
}

func TestADisplayComingOrGoingHidesTheKeyOnTheSpymastersWindow(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 64})
	a.openSpymaster()
	revealOnSpy(t, a)
	a.SetDisplays(true) // a projector plugged in
	if spyKeyCard(a).Shown {
		t.Fatal("a projector plugged in or out must hide the key until answered again")
	}
	revealOnSpy(t, a)
	if !spyKeyCard(a).Shown {
		t.Fatal("answered again: the key shows")
	}
}

// showsText reports whether a visible label under o says text.
func showsText(o fyne.CanvasObject, text string) bool {
	found := false
	var visit func(o fyne.CanvasObject)
	visit = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		if l, ok := o.(*widget.Label); ok && l.Text == text {
			found = true
		}
		switch c := o.(type) {
		case *fyne.Container:
			for _, child := range c.Objects {
				visit(child)
			}
		case fyne.Widget:
			for _, child := range test.WidgetRenderer(c).Objects() {
				visit(child)
			}
		}
	}
	visit(o)
	return found
}

func TestTheSpymasterWindowTakesTheClueAndClosingReturnsToOneScreen(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 64})
	a.openSpymaster()
	if a.snap().Bar.Row != rowWait || !showsText(a.win.Content(), a.tr.T("spy.waitClue", nil)) {
		t.Fatal("the board should wait while the spymaster window shows the clue entry")
	}
	if entry, _, _ := a.clueRow(); entry == nil || !entry.Visible() {
		t.Fatal("the spymasters' window shows no clue entry")
	}
	giveClue(t, a, "Geheimnis", "2")
	if a.g().Phase() != game.PhaseGuess || a.bar.clue.row.Visible() {
		t.Fatal("the clue given in the spymaster window did not count")
	}
	a.spy.Window().Close()
	if a.spy != nil || a.snap().Bar.Row == rowWait {
		t.Fatal("closing the spymaster window should return to one-screen play")
	}
	showKeyByHand(t, a)
	if !a.keyVisible() {
		t.Fatal("after closing, the board may show the key again")
	}
}

func TestTheSpymasterCoversByTappingTheKeyCard(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 64})
	choice := a.choice
	choice.Variants = game.Variants{CoOp: true}
	if err := a.deal(choice, 64, false); err != nil {
		t.Fatal(err)
	}
	a.openSpymaster()
	giveClue(t, a, "Geheimnis", "1")
	guess(t, a, cardsOf(a, game.Bystander)[0])
	if a.g().Phase() != game.PhaseCover {
		t.Fatal("expected the imaginary team's cover")
	}
	target := cardsOf(a, game.AgentOf(a.g().Team()))[0]
	spyKey := spyKeyCard(a)
	spyKey.Resize(spyKey.MinSize().Max(spyKey.Size()))
	test.TapAt(spyKey, spyKey.CellCenter(target))
	if a.g().Covered(target) {
		t.Fatal("a tap on the hidden key covered a card")
	}
	revealOnSpy(t, a)
	spyKey.Resize(spyKey.MinSize().Max(spyKey.Size()))
	test.TapAt(spyKey, spyKey.CellCenter(target))
	if !a.g().Covered(target) {
		t.Fatal("tapping the agent on the spymaster's key card should cover it")
	}
}

// decodeQR reads the QR code in img.
func decodeQR(t *testing.T, img image.Image) string {
	t.Helper()
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := gozxingqr.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return res.GetText()
}

// checkKeyText checks that a decoded QR text names every card under its
// identity and carries the grid of letters.
func checkKeyText(t *testing.T, a *testApp, text string) {
	t.Helper()
	s := a.g().Setup()
	lines := strings.Split(text, "\n")
	if lines[0] != fmt.Sprintf("DECKNAMEN %d", s.Seed) || lines[1] != a.tr.T("qr.starts", map[string]any{"Team": a.teamText(s.Key.Start)}) {
		t.Fatalf("header %q", lines[:2])
	}
	rows := s.Size.Cards() / s.Size.Cols()
	if len(lines[2]) > 1 && lines[2][1] == ':' { // the short grid: R:Stof N:Bode …
		for i, cell := range strings.Fields(strings.Join(lines[2:2+rows], " ")) {
			letter, name, _ := strings.Cut(cell, ":")
			if letter != keyLetters[s.Key.Identities[i]] || !strings.HasPrefix(strings.ReplaceAll(qrName(a.texts(), i, qrFull), " ", ""), name) {
				t.Fatalf("cell %d: %q for %s %q", i, cell, s.Key.Identities[i], qrName(a.texts(), i, qrFull))
			}
		}
		return
	}
	for row, id := range []game.Identity{game.AgentOf(s.Key.Start), game.AgentOf(s.Key.Start.Other()), game.Bystander, game.Assassin} {
		_, list, ok := strings.Cut(lines[2+row], ": ")
		if !ok || !strings.HasPrefix(lines[2+row], keyLetters[id]+" ") {
			t.Fatalf("line %q does not list the %s cards", lines[2+row], id)
		}
		var full, first []string
		for i, x := range s.Key.Identities {
			if x == id {
				full, first = append(full, qrName(a.texts(), i, qrFull)), append(first, qrName(a.texts(), i, qrFirstWord))
			}
		}
		if list != strings.Join(full, ", ") && list != strings.Join(first, ", ") {
			t.Fatalf("%s: %q, want %q", id, list, strings.Join(full, ", "))
		}
	}
	cols := s.Size.Cols()
	for row := range rows {
		for col, letter := range strings.Fields(lines[6+row]) {
			if want := keyLetters[s.Key.Identities[row*cols+col]]; letter != want {
				t.Fatalf("row %d col %d: %s, want %s", row, col, letter, want)
			}
		}
	}
}

// The QR code once held only a grid of letters: a spymaster had to map
// them to cards by position. Now it names the cards, and a phone reads it
// off the screen: the dialog's pixels decode back to the key.
func TestTheKeyQRCodeNamesEveryCardAndDecodesFromTheScreen(t *testing.T) {
	for _, c := range []struct{ lang, board string }{
		{"de", "words"}, {"nl", "words"}, {"en", "words"}, {"de", "pictures"}, {"nl", "mixed-5x5"}, {"en", "pictures-5x5"},
	} {
		for _, seed := range []uint64{4711, 12, 99} {
			a, _ := newTestApp(t, Options{Lang: c.lang, Seed: seed, Board: c.board})
			q, err := keyCode(a.texts())
			if err != nil {
				t.Fatal(err)
			}
			if q.VersionNumber > qrMaxVersion || qrModule(q) < qrMinModule {
				t.Fatalf("%s %s: version %d, module %d px", c.lang, c.board, q.VersionNumber, qrModule(q))
			}
			a.Press(KeyQR)
			press(a, fyne.KeyK) // the privacy screen answered
			text := decodeQR(t, a.win.Canvas().Capture())
			checkKeyText(t, a, text)
			t.Logf("%s %s %d: %d bytes, version %d, %d px a module, %d px wide", c.lang, c.board, seed, len(text), q.VersionNumber, qrModule(q), qrModule(q)*len(q.Bitmap()))
		}
	}
}

// A board of long names (a class's own list of 40-letter entries) does not
// fit as names: the QR code falls back to the grid with first letters.
func TestAKeyTooLongForNamesFallsBackToTheGridWithFirstLetters(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 5})
	var long []string
	for i := range 40 {
		long = append(long, fmt.Sprintf("%c%s", 'a'+rune(i%26), strings.Repeat("verylongentry", 3))+fmt.Sprint(i))
	}
	setup, err := game.Deal(game.DealOptions{Seed: 5, Size: game.Size5x5, Decks: []game.Deck{{ID: "long", Kind: game.WordCard, Cards: long}}})
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	a.Start(g)
	q, err := keyCode(a.texts())
	if err != nil {
		t.Fatal(err)
	}
	png, err := q.PNG(-qrModule(q))
	if err != nil {
		t.Fatal(err)
	}
	img, _, err := image.Decode(bytes.NewReader(png))
	if err != nil {
		t.Fatal(err)
	}
	text := decodeQR(t, img)
	if strings.Contains(text, long[0][:20]) || !strings.HasPrefix(strings.Split(text, "\n")[2], keyLetters[g.Setup().Key.Identities[0]]+":") {
		t.Fatalf("the long names should give the short grid:\n%s", text)
	}
	checkKeyText(t, a, text)
}

func TestTheQRCodeIsBehindThePrivacyScreen(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 1})
	a.tapButton(t, "qr.button")
	if !dialogOpen(a) {
		t.Fatal("no privacy screen")
	}
	tapDialogButton(t, a, a.tr.T("action.cancel", nil))
	if dialogOpen(a) {
		t.Fatal("cancel should show no QR code")
	}
}

// spyKeyCard is the key card in the spymaster window.
func spyKeyCard(a *testApp) *uiwidget.KeyCard {
	var k *uiwidget.KeyCard
	walk(a.spy.Window().Content(), func(o fyne.CanvasObject) {
		if c, ok := o.(*uiwidget.KeyCard); ok {
			k = c
		}
	})
	return k
}

// Two cards whose names start alike (two snakes) keep their whole names
// in a QR text that shortens names to their first words.
func TestShortenedQRNamesNeverMakeTwoCardsLookAlike(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "nl", Seed: 3})
	pics, err := assets.LoadPictureDeck(assets.FantasyPicturesID)
	if err != nil {
		t.Fatal(err)
	}
	caption := assets.PictureCaption(pics.Cards[0], "nl")
	first, _, _ := strings.Cut(caption, " ")
	words := []string{first}
	for i := range 23 {
		words = append(words, fmt.Sprintf("woord%c", 'a'+rune(i)))
	}
	setup, err := game.Deal(game.DealOptions{Seed: 3, Size: game.Size5x5, Decks: []game.Deck{
		{ID: "w", Kind: game.WordCard, Cards: words}, {ID: "p", Kind: game.PictureCard, Cards: pics.Cards[:1]}}})
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	a.Start(g)
	for i := range g.Size().Cards() {
		if g.Card(i).Kind == game.PictureCard {
			if got := qrName(a.texts(), i, qrFirstWord); got != caption {
				t.Fatalf("the picture %q is shortened to %q beside the word %q", caption, got, first)
			}
			return
		}
	}
	t.Fatal("no picture dealt")
}
