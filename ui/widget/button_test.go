package widget

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// buttons are the same button, Fyne's and the app's.
func buttons(label string, icon fyne.Resource) (*widget.Button, *Button) {
	return widget.NewButtonWithIcon(label, icon, nil), NewButton(label, icon, nil)
}

func TestTheAppsButtonLooksAsFynesButton(t *testing.T) {
	appTheme(t)
	for _, c := range []struct {
		label string
		icon  fyne.Resource
		imp   widget.Importance
		off   bool
	}{
		{"Neues Spiel", theme.ContentAddIcon(), widget.MediumImportance, false},
		{"Hinweis geben", theme.ConfirmIcon(), widget.HighImportance, false},
		{"Rückgängig", theme.ContentUndoIcon(), widget.MediumImportance, true},
		{"Codekarte (gedrückt halten)", nil, widget.MediumImportance, false},
		{"", theme.SettingsIcon(), widget.MediumImportance, false},
	} {
		theirs, ours := buttons(c.label, c.icon)
		theirs.Importance, ours.Importance = c.imp, c.imp
		if c.off {
			theirs.Disable()
			ours.Disable()
		}
		if a, b := ours.MinSize(), theirs.MinSize(); !within(a.Width, b.Width) || !within(a.Height, b.Height) {
			t.Errorf("%q: %v, Fyne's %v", c.label, a, b)
		}
		img := func(o fyne.CanvasObject) image.Image {
			w := test.NewWindow(container.NewWithoutLayout(o))
			defer w.Close()
			o.Resize(theirs.MinSize().AddWidthHeight(40, 6))
			w.Resize(o.Size().AddWidthHeight(10, 10))
			return w.Canvas().Capture()
		}
		if d := differentPixels(img(ours), img(theirs)); d > 0.01 {
			t.Errorf("%q: %.1f%% of the pixels differ from Fyne's button", c.label, d*100)
		}
	}
}

// differentPixels is the share of pixels whose colour differs by more than
// a little (anti-aliasing) in any channel.
func differentPixels(a, b image.Image) float64 {
	r := a.Bounds().Intersect(b.Bounds())
	diff := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c1, c2 := color.NRGBAModel.Convert(a.At(x, y)).(color.NRGBA), color.NRGBAModel.Convert(b.At(x, y)).(color.NRGBA)
			if far(c1.R, c2.R) || far(c1.G, c2.G) || far(c1.B, c2.B) || far(c1.A, c2.A) {
				diff++
			}
		}
	}
	return float64(diff) / float64(r.Dx()*r.Dy())
}

func far(a, b uint8) bool { return int(a)-int(b) > 40 || int(b)-int(a) > 40 }

func TestTheAppsButtonTapsAndTakesKeysAsFynesButton(t *testing.T) {
	appTheme(t)
	taps := 0
	b := NewButton("Hinweis geben", theme.ConfirmIcon(), func() { taps++ })
	w := test.NewWindow(b)
	defer w.Close()
	test.Tap(b)
	w.Canvas().Focus(b)
	test.Type(b, " ")
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if taps != 2 {
		t.Fatalf("a tap and Space: %d taps, want 2", taps)
	}
	b.Disable()
	test.Tap(b)
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if taps != 2 {
		t.Fatal("a disabled button was pressed")
	}
	r := test.WidgetRenderer(b).(*buttonRenderer)
	if r.text.Color != theme.Color(theme.ColorNameDisabled) {
		t.Fatalf("disabled label colour %v", r.text.Color)
	}
	b.Enable()
	b.SetText("Weiter")
	if r.text.Text != "Weiter" || b.AccessibilityLabel() != "Weiter" {
		t.Fatalf("SetText: drawn %q, said %q", r.text.Text, b.AccessibilityLabel())
	}
	if b.Button.Text != "" {
		t.Fatal("Fyne's own label is set: it would load the bold font set")
	}
	plain := r.background.FillColor
	b.MouseIn(nil)
	if r.background.FillColor == plain {
		t.Fatal("no hover shown")
	}
	b.MouseOut()
	if r.background.FillColor != plain {
		t.Fatal("the hover stays")
	}
}
