package widget

import (
	"image/color"
	"math"

	"github.com/decknamen/decknamen/game"
)

// Luminance is a colour's relative luminance as WCAG 2.x defines it:
// 0 for black, 1 for white. Alpha is ignored.
func Luminance(c color.Color) float64 {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(n.R) + 0.7152*lin(n.G) + 0.0722*lin(n.B)
}

// Contrast is the WCAG 2.x contrast ratio of two colours, from 1 to 21.
// Text needs 4.5 for level AA.
func Contrast(a, b color.Color) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// MinTextContrast is WCAG AA's contrast for normal text; MinCardContrast is
// what a card needs against the board behind it to stand out without a
// border.
const (
	MinTextContrast = 4.5
	MinCardContrast = 1.5
	// MinUIContrast is WCAG 2.1's 1.4.11 for the outline that shows a
	// control (an unticked box, an unchosen radio button, an entry).
	MinUIContrast = 3.0
)

// dark reports whether c is a dark background.
func dark(c color.Color) bool { return Luminance(c) < 0.2 }

// Team colours as text: the cards' red and blue on light backgrounds,
// lighter shades of them on dark ones.
var (
	redOnDark  = color.NRGBA{0xff, 0x6b, 0x5e, 0xff}
	blueOnDark = color.NRGBA{0x6a, 0xa6, 0xff, 0xff}
)

// TeamTextColor is the colour of a team's name written on background bg.
func TeamTextColor(t game.Team, bg color.Color) color.NRGBA {
	blue := t == game.Blue
	switch {
	case dark(bg) && blue:
		return blueOnDark
	case dark(bg):
		return redOnDark
	case blue:
		return blueColor
	}
	return redColor
}
