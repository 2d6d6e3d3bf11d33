package main

import (
	"image"
	"image/color"

	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// keyColours are the colours that give the key away: on the board the
// tints of uncovered cards while the key shows (KeyTint), on the
// spymasters' window the identities' own colours.
var (
	boardTints = []color.NRGBA{uiwidget.KeyTint(game.RedAgent), uiwidget.KeyTint(game.BlueAgent), uiwidget.KeyTint(game.Bystander)}
	spyColours = []color.NRGBA{uiwidget.IdentityColor(game.RedAgent), uiwidget.IdentityColor(game.BlueAgent), uiwidget.IdentityColor(game.Bystander)}
)

// shades are the factors by which a dialog's shade darkens what lies
// under it (measured on the real binary: the dark theme's paper
// 244,236,220 shows as 130,126,117 under a dialog).
var shades = []float32{0.533}

// matches reports whether the pixel p is colour c, or c under a dialog's
// shade.
func matches(p [3]uint8, c color.NRGBA) bool {
	const tol = 3
	near := func(a uint8, b float32) bool { d := float32(a) - b; return d <= tol && d >= -tol }
	if near(p[0], float32(c.R)) && near(p[1], float32(c.G)) && near(p[2], float32(c.B)) {
		return true
	}
	for _, k := range shades {
		if near(p[0], k*float32(c.R)) && near(p[1], k*float32(c.G)) && near(p[2], k*float32(c.B)) {
			return true
		}
	}
	return false
}

// owners says for every pixel of the screen which window shows there: the
// topmost one (windows are listed topmost first), or -1.
func owners(size image.Point, ws []window) []int8 {
	own := make([]int8, size.X*size.Y)
	for i := range own {
		own[i] = -1
	}
	for n := len(ws) - 1; n >= 0; n-- { // bottom first, so the top one wins
		w := ws[n]
		r := image.Rect(w.x, w.y, w.x+w.w, w.y+w.h).Intersect(image.Rect(0, 0, size.X, size.Y))
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				own[y*size.X+x] = int8(n)
			}
		}
	}
	return own
}

// countColours counts the pixels shown by window n that lie inside a
// patch of the key's colours: the pixel and its eight neighbours each
// match one of cs. A card or a key cell is such a patch; the grey edges of
// anti-aliased text are not, though single greys of them can equal a key
// tint under a dialog's shade (a dialog full of text once showed 400).
func countColours(img *image.RGBA, own []int8, n int, w window, cs []color.NRGBA) int {
	r := image.Rect(w.x, w.y, w.x+w.w, w.y+w.h).Intersect(img.Rect)
	at := func(x, y int) bool {
		if !(image.Point{x, y}.In(img.Rect)) {
			return false
		}
		o := img.PixOffset(x, y)
		p := [3]uint8{img.Pix[o], img.Pix[o+1], img.Pix[o+2]}
		for _, c := range cs {
			if matches(p, c) {
				return true
			}
		}
		return false
	}
	inPatch := func(x, y int) bool {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if !at(x+dx, y+dy) {
					return false
				}
			}
		}
		return true
	}
	count := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if own[y*img.Rect.Dx()+x] == int8(n) && at(x, y) && inPatch(x, y) {
				count++
			}
		}
	}
	return count
}
