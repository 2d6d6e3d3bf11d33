package board

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// Colour-vision deficiency simulation (Machado, Oliveira and Fernandes
// 2009, severity 1), applied in linear RGB.
var cvd = map[string][3][3]float64{
	"deuteranopia": {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	"protanopia":   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
}

func simulate(c color.Color, m [3][3]float64) color.NRGBA {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	enc := func(x float64) uint8 {
		x = math.Min(1, math.Max(0, x))
		if x <= 0.0031308 {
			return uint8(math.Round(255 * 12.92 * x))
		}
		return uint8(math.Round(255 * (1.055*math.Pow(x, 1/2.4) - 0.055)))
	}
	l := [3]float64{lin(r), lin(g), lin(b)}
	var out [3]uint8
	for i := range 3 {
		out[i] = enc(m[i][0]*l[0] + m[i][1]*l[1] + m[i][2]*l[2])
	}
	return color.NRGBA{out[0], out[1], out[2], 0xff}
}

func distance(a, b color.NRGBA) float64 {
	return math.Sqrt(math.Pow(float64(a.R)-float64(b.R), 2) + math.Pow(float64(a.G)-float64(b.G), 2) + math.Pow(float64(a.B)-float64(b.B), 2))
}

// Item 18: the six Kodeknacker peg colours stay apart for colour-blind
// players too (the old palette's three orange shades were 51 apart).
func TestThePegColoursStayDistinctForColourBlindPlayers(t *testing.T) {
	p := uiwidget.PegPalette()
	for name, m := range cvd {
		for i := range p {
			for j := i + 1; j < len(p); j++ {
				if d := distance(simulate(p[i], m), simulate(p[j], m)); d < 75 {
					t.Errorf("%s: pegs %d and %d are only %.0f apart", name, i+1, j+1, d)
				}
			}
		}
	}
}

// TestEveryIdentityStaysDistinctForColourBlindPlayers checks the palette
// through a deuteranopia and a protanopia simulation (the symbols tell the
// identities apart regardless). With DECKNAMEN_CVD_OUT set to a folder it
// also writes the simulated key view there, to look at.
func TestEveryIdentityStaysDistinctForColourBlindPlayers(t *testing.T) {
	ids := []game.Identity{game.RedAgent, game.BlueAgent, game.Bystander, game.Assassin}
	for name, m := range cvd {
		for i, a := range ids {
			for _, b := range ids[i+1:] {
				if d := distance(simulate(uiwidget.IdentityColor(a), m), simulate(uiwidget.IdentityColor(b), m)); d < 90 {
					t.Errorf("%s: %v and %v are only %.0f apart", name, a, b, d)
				}
			}
			if d := distance(simulate(uiwidget.IdentityColor(a), m), simulate(uiwidget.PaperColor(), m)); d < 90 {
				t.Errorf("%s: %v is only %.0f from an uncovered card", name, a, d)
			}
		}
	}

	app, _ := newTestApp(t, Options{Lang: "de", Seed: 4711})
	app.do(peek{true})
	shot := app.win.Canvas().Capture()
	dir := os.Getenv("DECKNAMEN_CVD_OUT")
	for name, m := range cvd {
		b := shot.Bounds()
		img := image.NewNRGBA(b)
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				img.SetNRGBA(x, y, simulate(shot.At(x, y), m))
			}
		}
		// The simulated board still shows every identity's simulated colour.
		for _, id := range ids {
			want := simulate(uiwidget.IdentityColor(id), m)
			found := false
			for y := b.Min.Y; y < b.Max.Y && !found; y += 2 {
				for x := b.Min.X; x < b.Max.X && !found; x += 2 {
					found = img.NRGBAAt(x, y) == want
				}
			}
			if !found {
				t.Errorf("%s: %v's colour is not on the simulated board", name, id)
			}
		}
		if dir != "" {
			f, err := os.Create(filepath.Join(dir, "board-"+name+".png"))
			if err != nil {
				t.Fatal(err)
			}
			if err := png.Encode(f, img); err != nil {
				t.Fatal(err)
			}
			f.Close()
		}
	}
}
