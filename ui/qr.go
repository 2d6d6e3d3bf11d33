package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
	qrcode "github.com/skip2/go-qrcode"

	"github.com/decknamen/decknamen/game"
)

// keyLetters are the QR key's letters: red, blue, neutral (bystander), assassin.
var keyLetters = map[game.Identity]string{game.RedAgent: "R", game.BlueAgent: "B", game.Bystander: "N", game.Assassin: "A"}

// keyText is the key as plain text for a phone's camera app: the game
// number, the starting team, the grid of letters and a legend.
func (a *App) keyText() string {
	s := a.g.Setup()
	var b strings.Builder
	fmt.Fprintf(&b, "DECKNAMEN %d\n", s.Seed)
	fmt.Fprintf(&b, "START %s\n", keyLetters[game.AgentOf(s.Key.Start)])
	cols := s.Size.Cols()
	for i, id := range s.Key.Identities {
		b.WriteString(keyLetters[id])
		if (i+1)%cols == 0 {
			b.WriteString("\n")
		} else {
			b.WriteString(" ")
		}
	}
	b.WriteString(a.tr.T("qr.legend", nil))
	return b.String()
}

// keyQR encodes the key text as a QR code PNG.
func (a *App) keyQR() ([]byte, error) {
	png, err := qrcode.Encode(a.keyText(), qrcode.Medium, 512)
	if err != nil {
		return nil, fmt.Errorf("encode key as QR code: %w", err)
	}
	return png, nil
}

// showKeyQR shows the key as a QR code, for the spymasters' phones.
// Call it only behind the privacy screen or in the spymaster window.
func (a *App) showKeyQR(parent fyne.Window) {
	png, err := a.keyQR()
	if err != nil {
		a.inform(a.tr.T("qr.title", nil), a.errorText(err))
		return
	}
	img := canvas.NewImageFromResource(fyne.NewStaticResource("key-qr.png", png))
	img.FillMode = canvas.ImageFillContain
	img.ScaleMode = canvas.ImageScalePixels
	img.SetMinSize(fyne.NewSquareSize(360))
	hint := widget.NewLabel(a.tr.T("qr.hint", nil))
	hint.Wrapping = fyne.TextWrapWord
	hint.Alignment = fyne.TextAlignCenter
	d := dialog.NewCustom(a.tr.T("qr.title", nil), a.tr.T("action.ok", nil), container.NewBorder(nil, hint, nil, nil, img), parent)
	d.Resize(fyne.NewSize(460, 520))
	d.Show()
}

// askKeyQR shows the QR code after the privacy screen.
func (a *App) askKeyQR() {
	a.privacy(func() { a.showKeyQR(a.win) })
}
