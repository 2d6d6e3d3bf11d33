package board

// The key as a QR code for the spymasters' phones: plain text a phone's
// camera app shows, readable on its own.

import (
	"fmt"
	"strings"

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

// keyText is the key as plain text: the game number, the starting team,
// each team's cards by word (a picture by its caption), the bystanders,
// the assassin and the grid of letters. For a board whose names do not
// fit in a QR code, qrFirstWord shortens every name to its first word and
// qrGrid gives the grid with each card's first letters instead.
func keyText(x texts, names qrNames) string {
	s := x.g.Setup()
	var sb strings.Builder
	fmt.Fprintf(&sb, "DECKNAMEN %d\n%s\n", s.Seed, x.t("qr.starts", map[string]any{"Team": x.team(s.Key.Start)}))
	cols := s.Size.Cols()
	if names == qrGrid {
		for i, id := range s.Key.Identities {
			fmt.Fprintf(&sb, "%s:%s", keyLetters[id], firstLetters(qrName(x, i, qrFull), 4))
			sb.WriteString(map[bool]string{true: "\n", false: " "}[(i+1)%cols == 0])
		}
		sb.WriteString(x.t("qr.legend", nil))
		return sb.String()
	}
	for _, id := range []game.Identity{game.AgentOf(s.Key.Start), game.AgentOf(s.Key.Start.Other()), game.Bystander, game.Assassin} {
		var list []string
		for i, x2 := range s.Key.Identities {
			if x2 == id {
				list = append(list, qrName(x, i, names))
			}
		}
		fmt.Fprintf(&sb, "%s %s: %s\n", keyLetters[id], x.t("qr."+id.String(), map[string]any{"Count": len(list)}), strings.Join(list, ", "))
	}
	for i, id := range s.Key.Identities {
		sb.WriteString(keyLetters[id])
		switch {
		case (i+1)%cols != 0:
			sb.WriteString(" ")
		case i+1 < len(s.Key.Identities):
			sb.WriteString("\n")
		}
	}
	return sb.String()
}

// qrName names card i in the QR text: its word, or a picture's caption in
// the player's language (its place when it has none); with qrFirstWord
// only the name's first word, unless another card's name starts with the
// same word (two snakes: both keep their whole captions).
func qrName(x texts, i int, names qrNames) string {
	name := fullName(x, i)
	if names != qrFirstWord {
		return name
	}
	first := func(s string) string { f, _, _ := strings.Cut(s, " "); return f }
	for j := range x.g.Size().Cards() {
		if j != i && first(fullName(x, j)) == first(name) {
			return name
		}
	}
	return first(name)
}

// fullName is card i's word, or a picture's caption in the player's
// language (its place when it has none).
func fullName(x texts, i int) string {
	c := x.g.Card(i)
	if c.Kind != game.PictureCard {
		return c.Text
	}
	if caption := assets.PictureCaption(c.Text, x.tr.Lang()); caption != "" {
		return caption
	}
	cols := x.g.Size().Cols()
	return fmt.Sprintf("%c%d", 'A'+rune(i%cols), i/cols+1)
}

// firstLetters is the first n letters of s.
func firstLetters(s string, n int) string {
	r := []rune(strings.ReplaceAll(s, " ", ""))
	return string(r[:min(n, len(r))])
}

// keyCode encodes the key as a QR code of at most qrMaxVersion: the whole
// names when they fit, else the first words, else the grid with first
// letters; each with medium error correction when it fits, else low.
func keyCode(x texts) (*qrcode.QRCode, error) {
	var last error
	for _, names := range []qrNames{qrFull, qrFirstWord, qrGrid} {
		q, err := encodeKey(keyText(x, names))
		if err == nil {
			return q, nil
		}
		last = err
	}
	return nil, fmt.Errorf("encode key as QR code: %w", last)
}

// encodeKey encodes text at medium error correction when that fits in
// qrMaxVersion, else at low.
func encodeKey(text string) (*qrcode.QRCode, error) {
	var last error
	for _, level := range []qrcode.RecoveryLevel{qrcode.Medium, qrcode.Low} {
		q, err := qrcode.New(text, level)
		switch {
		case err != nil:
			last = err
		case q.VersionNumber > qrMaxVersion:
			last = fmt.Errorf("version %d is over %d", q.VersionNumber, qrMaxVersion)
		default:
			return q, nil
		}
	}
	return nil, last
}

// qrModule is the size in pixels of one module of q drawn about qrSide
// wide (its quiet zone of four modules a side included).
func qrModule(q *qrcode.QRCode) int {
	return max(qrMinModule, qrSide/len(q.Bitmap()))
}
