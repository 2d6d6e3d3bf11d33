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

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
)

// keyLetters are the QR key's letters: red, blue, neutral (bystander), assassin.
var keyLetters = map[game.Identity]string{game.RedAgent: "R", game.BlueAgent: "B", game.Bystander: "N", game.Assassin: "A"}

// The QR code's limits, so that a phone's camera app reads it off a laptop
// screen at arm's length: at most version 13 (69 modules a side), drawn
// with whole pixels of at least qrMinModule each, about qrSide wide.
const (
	qrMaxVersion = 13
	qrSide       = 480
	qrMinModule  = 5
)

// How much of each card's name the QR text holds.
type qrNames int

const (
	qrFull      qrNames = iota // the word, or a picture's whole caption
	qrFirstWord                // the first word of each name ("Schnecke" for "Schnecke mit Haus")
	qrGrid                     // only the grid, with each card's first letters
)

// keyText is the key as plain text for a phone's camera app, readable on
// its own: the game number, the starting team, each team's cards by word
// (a picture by its caption), the bystanders, the assassin and the grid of
// letters. For a board whose names do not fit in a QR code, qrFirstWord
// shortens every name to its first word and qrGrid gives the grid with
// each card's first letters instead.
func (b *Board) keyText(names qrNames) string {
	s := b.g.Setup()
	var sb strings.Builder
	fmt.Fprintf(&sb, "DECKNAMEN %d\n%s\n", s.Seed, b.tr.T("qr.starts", map[string]any{"Team": b.teamText(s.Key.Start)}))
	cols := s.Size.Cols()
	if names == qrGrid {
		for i, id := range s.Key.Identities {
			fmt.Fprintf(&sb, "%s:%s", keyLetters[id], firstLetters(b.qrName(i, qrFull), 4))
			sb.WriteString(map[bool]string{true: "\n", false: " "}[(i+1)%cols == 0])
		}
		sb.WriteString(b.tr.T("qr.legend", nil))
		return sb.String()
	}
	for _, id := range []game.Identity{game.AgentOf(s.Key.Start), game.AgentOf(s.Key.Start.Other()), game.Bystander, game.Assassin} {
		var list []string
		for i, x := range s.Key.Identities {
			if x == id {
				list = append(list, b.qrName(i, names))
			}
		}
		fmt.Fprintf(&sb, "%s %s: %s\n", keyLetters[id], b.tr.T("qr."+id.String(), map[string]any{"Count": len(list)}), strings.Join(list, ", "))
	}
	for i, id := range s.Key.Identities {
		sb.WriteString(keyLetters[id])
		if (i+1)%cols == 0 {
			if i+1 < len(s.Key.Identities) {
				sb.WriteString("\n")
			}
		} else {
			sb.WriteString(" ")
		}
	}
	return sb.String()
}

// qrName names card i in the QR text: its word, or a picture's caption in
// the player's language (its place when it has none); with qrFirstWord
// only the name's first word, unless another card's name starts with the
// same word (two snakes: both keep their whole captions).
func (b *Board) qrName(i int, names qrNames) string {
	name := b.fullName(i)
	if names != qrFirstWord {
		return name
	}
	first := func(s string) string { f, _, _ := strings.Cut(s, " "); return f }
	for j := range b.g.Size().Cards() {
		if j != i && first(b.fullName(j)) == first(name) {
			return name
		}
	}
	return first(name)
}

// fullName is card i's word, or a picture's caption in the player's
// language (its place when it has none).
func (b *Board) fullName(i int) string {
	c := b.g.Card(i)
	if c.Kind != game.PictureCard {
		return c.Text
	}
	if caption := assets.PictureCaption(c.Text, b.tr.Lang()); caption != "" {
		return caption
	}
	cols := b.g.Size().Cols()
	return fmt.Sprintf("%c%d", 'A'+rune(i%cols), i/cols+1)
}

// firstLetters is the first n letters of s.
func firstLetters(s string, n int) string {
	r := []rune(strings.ReplaceAll(s, " ", ""))
	return string(r[:min(n, len(r))])
}

// keyCode encodes the key as a QR code of at most qrMaxVersion: the whole
// names with medium error correction when they fit, else with low, else
// the first words, else the grid with first letters.
func (b *Board) keyCode() (*qrcode.QRCode, error) {
	var last error
	for _, names := range []qrNames{qrFull, qrFirstWord, qrGrid} {
		for _, level := range []qrcode.RecoveryLevel{qrcode.Medium, qrcode.Low} {
			q, err := qrcode.New(b.keyText(names), level)
			if err != nil {
				last = err
				continue
			}
			if q.VersionNumber <= qrMaxVersion {
				return q, nil
			}
			last = fmt.Errorf("version %d is over %d", q.VersionNumber, qrMaxVersion)
		}
	}
	return nil, fmt.Errorf("encode key as QR code: %w", last)
}

// qrModule is the size in pixels of one module of q drawn about qrSide
// wide (its quiet zone of four modules a side included).
func qrModule(q *qrcode.QRCode) int {
	return max(qrMinModule, qrSide/(len(q.Bitmap())))
}

// keyQR encodes the key as a QR code PNG of whole-pixel modules.
func (b *Board) keyQR() ([]byte, error) {
	q, err := b.keyCode()
	if err != nil {
		return nil, err
	}
	png, err := q.PNG(-qrModule(q))
	if err != nil {
		return nil, fmt.Errorf("encode key as QR code: %w", err)
	}
	return png, nil
}

// ShowKeyQR shows the key as a QR code, for the spymasters' phones.
// Call it only behind the privacy screen or in the spymaster window.
func (b *Board) ShowKeyQR(parent fyne.Window) {
	q, err := b.keyCode()
	if err != nil {
		b.inform(b.tr.T("qr.title", nil), b.errorText(err))
		return
	}
	png, err := q.PNG(-qrModule(q))
	if err != nil {
		b.inform(b.tr.T("qr.title", nil), b.errorText(err))
		return
	}
	side := float32(qrModule(q) * len(q.Bitmap()))
	img := canvas.NewImageFromResource(fyne.NewStaticResource("key-qr.png", png))
	img.FillMode = canvas.ImageFillContain
	img.ScaleMode = canvas.ImageScalePixels
	img.SetMinSize(fyne.NewSquareSize(side))
	hint := widget.NewLabel(b.tr.T("qr.hint", nil))
	hint.Wrapping = fyne.TextWrapWord
	hint.Alignment = fyne.TextAlignCenter
	d := dialog.NewCustom(b.tr.T("qr.title", nil), b.tr.T("action.ok", nil), container.NewBorder(nil, hint, nil, nil, container.NewCenter(img)), parent)
	d.Resize(fyne.NewSize(side+60, side+190))
	d.Show()
}

// askKeyQR shows the QR code after the privacy screen.
func (b *Board) askKeyQR() {
	b.privacy(func() { b.ShowKeyQR(b.win) })
}
