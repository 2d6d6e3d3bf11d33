package board

import (
	"bytes"
	"image"
	_ "image/png"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/makiuchi-d/gozxing"
	gozxingqr "github.com/makiuchi-d/gozxing/qrcode"

	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

func boardKeyPixels(a *testApp) int {
	img := a.win.Canvas().Capture()
	scale := float32(img.Bounds().Dx()) / a.win.Canvas().Size().Width
	n := 0
	for _, c := range a.cards {
		n += keyColoursIn(img, rectOf(c, scale))
	}
	return n + keyColoursIn(img, rectOf(a.keyCard, scale))
}

func TestSpymasterWindowOpen_TheBoardDrawsNoKeyColour(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 64})
	a.showKey() // shown before: opening the spymaster window hides it from the board
	a.openSpymaster()
	a.peek(true)
	a.toggleKey()
	if dialogOpen(a) {
		t.Fatal("no privacy screen on the board while the spymaster window has the key")
	}
	if a.keyVisible() {
		t.Fatal("the board may not show the key while the spymaster window is open")
	}
	if n := boardKeyPixels(a); n != 0 {
		t.Fatalf("%d key-coloured pixels on the board", n)
	}
	if spyKey := spyKeyCard(a); !spyKey.Shown || len(spyKey.Key.Identities) != 25 {
		t.Fatal("the spymaster window should show the key")
	}
	a.peek(false)
}

func TestTheSpymasterWindowTakesTheClueAndClosingReturnsToOneScreen(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 64})
	a.openSpymaster()
	if !a.spyWaitRow.Visible() || a.clueRow.Visible() != true {
		t.Fatal("the board should wait while the spymaster window shows the clue entry")
	}
	giveClue(t, a, "Geheimnis", "2")
	if a.g.Phase() != game.PhaseGuess || a.clueRow.Visible() {
		t.Fatal("the clue given in the spymaster window did not count")
	}
	a.spy.Window().Close()
	if a.spy != nil || a.spyWaitRow != nil {
		t.Fatal("closing the spymaster window should return to one-screen play")
	}
	a.showKey()
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
	if a.g.Phase() != game.PhaseCover {
		t.Fatal("expected the imaginary team's cover")
	}
	target := cardsOf(a, game.AgentOf(a.g.Team()))[0]
	spyKey := spyKeyCard(a)
	spyKey.Resize(spyKey.MinSize().Max(spyKey.Size()))
	test.TapAt(spyKey, spyKey.CellCenter(target))
	if !a.g.Covered(target) {
		t.Fatal("tapping the agent on the spymaster's key card should cover it")
	}
}

func TestTheKeyQRCodeDecodesBackToTheKey(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "nl", Seed: 4711})
	png, err := a.keyQR()
	if err != nil {
		t.Fatal(err)
	}
	img, _, err := image.Decode(bytes.NewReader(png))
	if err != nil {
		t.Fatal(err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := gozxingqr.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	lines := strings.Split(res.GetText(), "\n")
	s := a.g.Setup()
	if lines[0] != "DECKNAMEN 4711" || lines[1] != "START "+keyLetters[game.AgentOf(s.Key.Start)] {
		t.Fatalf("header %q", lines[:2])
	}
	for row := range 5 {
		for col, letter := range strings.Fields(lines[2+row]) {
			if want := keyLetters[s.Key.Identities[row*5+col]]; letter != want {
				t.Fatalf("row %d col %d: %s, want %s", row, col, letter, want)
			}
		}
	}
	if !strings.Contains(lines[7], "huurmoordenaar") {
		t.Fatalf("legend %q is not in Dutch", lines[7])
	}
}

func TestTheQRCodeIsBehindThePrivacyScreen(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 1})
	test.Tap(a.qrButton)
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
