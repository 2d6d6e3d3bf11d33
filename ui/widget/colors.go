package widget

import (
	"image/color"

	"github.com/decknamen/decknamen/game"
)

// The board's palette. Identities are told apart by colour AND by symbol
// (see symbol.go), so colour-blind players can read every card.
var (
	paperColor     = color.NRGBA{0xf4, 0xec, 0xdc, 0xff} // an uncovered card
	inkColor       = color.NRGBA{0x1e, 0x1b, 0x18, 0xff} // text on paper
	selectColor    = color.NRGBA{0xff, 0xb3, 0x00, 0xff} // a card waiting for confirmation
	focusColor     = color.NRGBA{0x7a, 0x2e, 0xd6, 0xff} // the keyboard focus (violet: no identity's colour)
	redColor       = color.NRGBA{0xc9, 0x32, 0x26, 0xff}
	blueColor      = color.NRGBA{0x1f, 0x5f, 0xb0, 0xff}
	bystanderColor = color.NRGBA{0xc8, 0xb4, 0x8a, 0xff}
	assassinColor  = color.NRGBA{0x14, 0x14, 0x14, 0xff}
	lightInk       = color.NRGBA{0xff, 0xff, 0xff, 0xff}
)

// IdentityColor is the colour of an identity's cover card.
func IdentityColor(id game.Identity) color.NRGBA {
	switch id {
	case game.RedAgent:
		return redColor
	case game.BlueAgent:
		return blueColor
	case game.Assassin:
		return assassinColor
	}
	return bystanderColor
}

// TeamColor is the colour of a team.
func TeamColor(t game.Team) color.NRGBA {
	if t == game.Blue {
		return blueColor
	}
	return redColor
}

// inkOn returns a text colour legible on background c.
func inkOn(c color.NRGBA) color.NRGBA {
	if int(c.R)*299+int(c.G)*587+int(c.B)*114 > 140_000 {
		return inkColor
	}
	return lightInk
}

// mix blends a with b; f is b's share from 0 to 1.
func mix(a, b color.NRGBA, f float32) color.NRGBA {
	m := func(x, y uint8) uint8 { return uint8(float32(x)*(1-f) + float32(y)*f) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff}
}

// PaperColor is the colour of an uncovered card.
func PaperColor() color.NRGBA { return paperColor }
