package widget

import (
	"image"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/decknamen/decknamen/game/kodeknacker"
)

func TestLongCompoundsShrinkToFitTheCard(t *testing.T) {
	test.NewTempApp(t)
	c := NewCard("Donaudampfschifffahrtsgesellschaft", nil, nil)
	w := test.NewWindow(c)
	defer w.Close()
	w.Resize(fyne.NewSize(160, 100))
	r := test.WidgetRenderer(c).(*cardRenderer)
	width := r.text.MinSize().Width
	if width > c.Size().Width || r.text.Text != c.Text {
		t.Fatalf("text %q at %.1f is %.0f wide on a %.0f card", r.text.Text, r.text.TextSize, width, c.Size().Width)
	}
	short := NewCard("Tor", nil, nil)
	test.NewWindow(short).Resize(fyne.NewSize(160, 100))
	if rs := test.WidgetRenderer(short).(*cardRenderer); rs.text.TextSize <= r.text.TextSize {
		t.Fatal("a short word should be drawn larger than a long compound")
	}
}

func TestCardTextScaledFromOneMeasurementMatchesAMeasurementAtThatSize(t *testing.T) {
	test.NewTempApp(t)
	bold := fyne.TextStyle{Bold: true}
	for _, word := range []string{"Tor", "Quallen", "Donaudampfschifffahrtsgesellschaft", "IJsbeer", "Größe"} {
		for _, base := range []float32{11, 23.4, 37, 58.5, 91} {
			size, height := fitText(word, bold, base, 10000)
			if size != base {
				t.Fatalf("%q at %.1f: size %.2f on a wide card, want the base size", word, base, size)
			}
			got := MeasureBold(word, size) // as the card draws it
			if d := got.Height - height; d > 0.01*got.Height || d < -0.01*got.Height {
				t.Errorf("%q at %.1f: height %.2f, measured %.2f", word, size, height, got.Height)
			}
			width := got.Width * 0.8 // a card narrower than the word
			size, _ = fitText(word, bold, base, width)
			if w := MeasureBold(word, size).Width; w > width || w < 0.9*width {
				t.Errorf("%q shrunk to %.2f is %.1f wide for %.1f", word, size, w, width)
			}
		}
	}
}

func TestCardFaceIsRoundedAndWhole_WithOrWithoutABorder(t *testing.T) {
	test.NewTempApp(t)
	c := NewCard("", nil, nil) // no word: only the face is drawn
	w := test.NewWindow(c)
	defer w.Close()
	w.SetPadded(false)
	w.Resize(fyne.NewSize(160, 100))
	paper, sel := paperColor, selectColor
	check := func(state string, want map[image.Point]color.NRGBA, not map[image.Point]color.NRGBA) {
		t.Helper()
		img := w.Canvas().Capture()
		s := float32(img.Bounds().Dx()) / 160
		for p, k := range want {
			if got := img.At(int(float32(p.X)*s), int(float32(p.Y)*s)); !near(got, k) {
				t.Errorf("%s: pixel %v is %v, want %v", state, p, got, k)
			}
		}
		for p, k := range not {
			if got := img.At(int(float32(p.X)*s), int(float32(p.Y)*s)); near(got, k) {
				t.Errorf("%s: pixel %v is %v, a square corner", state, p, got)
			}
		}
	}
	// Inside every part of the face (strips, middle, their joins) paper;
	// the very corners are rounded off.
	inside := map[image.Point]color.NRGBA{}
	for _, y := range []int{3, 8, 9, 15, 16, 17, 50, 83, 84, 91, 92, 96} {
		for _, x := range []int{12, 80, 148} {
			inside[image.Pt(x, y)] = paper
		}
	}
	corners := map[image.Point]color.NRGBA{image.Pt(0, 0): paper, image.Pt(159, 0): paper, image.Pt(0, 99): paper, image.Pt(159, 99): paper}
	check("plain", inside, corners)

	c.Selected = true
	c.Refresh()
	check("selected", map[image.Point]color.NRGBA{image.Pt(2, 50): sel, image.Pt(80, 97): sel, image.Pt(80, 50): paper}, corners)
}

func TestThePegPaletteColoursArePairwiseDistinct(t *testing.T) {
	p := PegPalette()
	all := append(p[:], BlackPeg(), WhitePeg(), HiddenPeg())
	for i := range all {
		for j := i + 1; j < len(all); j++ {
			dr, dg, db := int(all[i].R)-int(all[j].R), int(all[i].G)-int(all[j].G), int(all[i].B)-int(all[j].B)
			if d := dr*dr + dg*dg + db*db; d < 60*60 {
				t.Errorf("colours %d %v and %d %v are too close (distance² %d)", i, all[i], j, all[j], d)
			}
		}
	}
	for c := range kodeknacker.Colours {
		if PegDigit(kodeknacker.Colour(c)) != string(rune('1'+c)) {
			t.Errorf("colour %d carries digit %q", c, PegDigit(kodeknacker.Colour(c)))
		}
	}
}

// Item 18: the six peg colours are six hues, not three shades of
// yellow-orange, and each carries its digit legibly.
func TestThePegColoursAreSixDistinctHuesWithLegibleDigits(t *testing.T) {
	p := PegPalette()
	for i := range p {
		for j := i + 1; j < len(p); j++ {
			d := math.Abs(hue(p[i]) - hue(p[j]))
			if d = min(d, 360-d); d < 40 {
				t.Errorf("colours %d (hue %.0f°) and %d (hue %.0f°) are only %.0f° apart", i+1, hue(p[i]), j+1, hue(p[j]), d)
			}
		}
		if r := contrastRatio(p[i], pegInk(p[i])); r < 4.5 {
			t.Errorf("digit %d on its peg has contrast %.2f:1, want 4.5:1", i+1, r)
		}
	}
}

// hue is c's hue on the colour wheel, 0 to 360 degrees.
func hue(c color.NRGBA) float64 {
	r, g, b := float64(c.R), float64(c.G), float64(c.B)
	hi, lo := max(r, g, b), min(r, g, b)
	if hi == lo {
		return 0
	}
	var h float64
	switch hi {
	case r:
		h = math.Mod((g-b)/(hi-lo), 6)
	case g:
		h = (b-r)/(hi-lo) + 2
	default:
		h = (r-g)/(hi-lo) + 4
	}
	return math.Mod(h*60+360, 360)
}

func TestTheBoardsBoldTextUsesAtkinsonHyperlegibleNext(t *testing.T) {
	if (Theme{Mode: ThemeContrast}).Font(fyne.TextStyle{Bold: true}) != fontBold {
		t.Fatal("the board's bold text should use Atkinson Hyperlegible Next")
	}
}

// near reports whether c is k (fills are exact; anti-aliased ink is not).
func near(c color.Color, k color.NRGBA) bool {
	r, g, b, _ := c.RGBA()
	d := func(a uint32, b uint8) int { v := int(a>>8) - int(b); return v * v }
	return d(r, k.R)+d(g, k.G)+d(b, k.B) <= 12
}

// Issue 20 item 14: an imported entry of several words goes onto two
// lines at a space, larger than on one line, and both lines fit the card.
func TestAnEntryOfSeveralWordsWrapsOntoTwoLinesAndStaysLegible(t *testing.T) {
	test.NewTempApp(t)
	c := NewCard("Brandenburger Tor am Pariser Platz", nil, nil)
	w := test.NewWindow(c)
	defer w.Close()
	w.Resize(fyne.NewSize(160, 100))
	r := test.WidgetRenderer(c).(*cardRenderer)
	oneLine := fitTextSize(c.Text, r.text.TextStyle, 100*0.3, 160)
	if r.text2.Hidden || r.text.Text+" "+r.text2.Text != c.Text {
		t.Fatalf("lines %q / %q (second hidden %v), want the entry on two lines", r.text.Text, r.text2.Text, r.text2.Hidden)
	}
	if r.text.TextSize <= oneLine*1.1 || r.text2.TextSize != r.text.TextSize {
		t.Errorf("two lines at %.0f and %.0f, one line would be %.0f", r.text.TextSize, r.text2.TextSize, oneLine)
	}
	for _, line := range []*canvas.Text{r.text, r.text2} {
		if m := fyne.MeasureText(line.Text, line.TextSize, line.TextStyle); m.Width > c.Size().Width || line.Position().Y+m.Height > c.Size().Height {
			t.Errorf("line %q (%.0f×%.0f at y %.0f) leaves the %v card", line.Text, m.Width, m.Height, line.Position().Y, c.Size())
		}
	}
	if r.text.Position().Y >= r.text2.Position().Y {
		t.Error("the second line is not below the first")
	}
	// A single word never wraps, and the card's word is back on one line
	// when its text changes.
	c.Text = "Eisbär"
	c.Refresh()
	if !r.text2.Hidden || r.text.Text != "Eisbär" {
		t.Fatalf("after a one-word text: %q / %q hidden %v", r.text.Text, r.text2.Text, r.text2.Hidden)
	}
}

func TestWordLegibleWarnsOnlyAboutEntriesTooLongEvenOnTwoLines(t *testing.T) {
	test.NewTempApp(t)
	for text, want := range map[string]bool{
		"Tor": true, "Eisbär": true, "Brandenburger Tor": true, "Donaudampfschiff": true,
		"Donaudampfschifffahrtsgesellschaftskapitän":  false,
		"Rindfleischetikettierungsüberwachung Gesetz": false,
	} {
		if got := WordLegible(text); got != want {
			t.Errorf("WordLegible(%q) = %v, want %v", text, got, want)
		}
	}
}

// A picture is read from the assets once and then served from memory; a
// word card and a picture the assets lack get none.
func TestPicturesAreReadOnceAndMissingOnesAreNil(t *testing.T) {
	var p Pictures
	a := p.Get("bowling")
	if a == nil || len(a.Content()) == 0 {
		t.Fatal("the bowling picture was not found")
	}
	if b := p.Get("bowling"); b != a {
		t.Error("the second Get read the picture again")
	}
	if p.Get("") != nil || p.Get("no-such-picture") != nil {
		t.Error("a word card or a missing picture got a picture")
	}
}
