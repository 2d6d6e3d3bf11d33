package board

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
func (b *Board) keyText() string {
	s := b.g.Setup()
	var sb strings.Builder
	fmt.Fprintf(&sb, "DECKNAMEN %d\n", s.Seed)
	fmt.Fprintf(&sb, "START %s\n", keyLetters[game.AgentOf(s.Key.Start)])
	cols := s.Size.Cols()
	for i, id := range s.Key.Identities {
		sb.WriteString(keyLetters[id])
		if (i+1)%cols == 0 {
			sb.WriteString("\n")
		} else {
			sb.WriteString(" ")
		}
	}
	sb.WriteString(b.tr.T("qr.legend", nil))
	return sb.String()
}

// keyQR encodes the key text as a QR code PNG.
func (b *Board) keyQR() ([]byte, error) {
	png, err := qrcode.Encode(b.keyText(), qrcode.Medium, 512)
	if err != nil {
		return nil, fmt.Errorf("encode key as QR code: %w", err)
	}
	return png, nil
}

// ShowKeyQR shows the key as a QR code, for the spymasters' phones.
// Call it only behind the privacy screen or in the spymaster window.
func (b *Board) ShowKeyQR(parent fyne.Window) {
	png, err := b.keyQR()
	if err != nil {
		b.inform(b.tr.T("qr.title", nil), b.errorText(err))
		return
	}
	img := canvas.NewImageFromResource(fyne.NewStaticResource("key-qr.png", png))
	img.FillMode = canvas.ImageFillContain
	img.ScaleMode = canvas.ImageScalePixels
	img.SetMinSize(fyne.NewSquareSize(360))
	hint := widget.NewLabel(b.tr.T("qr.hint", nil))
	hint.Wrapping = fyne.TextWrapWord
	hint.Alignment = fyne.TextAlignCenter
	d := dialog.NewCustom(b.tr.T("qr.title", nil), b.tr.T("action.ok", nil), container.NewBorder(nil, hint, nil, nil, img), parent)
	d.Resize(fyne.NewSize(460, 520))
	d.Show()
}

// askKeyQR shows the QR code after the privacy screen.
func (b *Board) askKeyQR() {
	b.privacy(func() { b.ShowKeyQR(b.win) })
}
