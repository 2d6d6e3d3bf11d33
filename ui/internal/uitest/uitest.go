// Package uitest holds helpers for the UI packages' tests: walking a
// widget tree, finding a button, and counting key-coloured pixels.
package uitest

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// Walk calls f for o and every object under it, widgets' renderers included.
func Walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	switch c := o.(type) {
	case *fyne.Container:
		for _, child := range c.Objects {
			Walk(child, f)
		}
	case fyne.Widget:
		if r := test.WidgetRenderer(c); r != nil {
			for _, child := range r.Objects() {
				Walk(child, f)
			}
		}
	}
}

// walkShown is Walk over the objects that are shown: a hidden object and
// everything under it are skipped.
func walkShown(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	if !o.Visible() {
		return
	}
	f(o)
	switch c := o.(type) {
	case *fyne.Container:
		for _, child := range c.Objects {
			walkShown(child, f)
		}
	case fyne.Widget:
		if r := test.WidgetRenderer(c); r != nil {
			for _, child := range r.Objects() {
				walkShown(child, f)
			}
		}
	}
}

// FindButton returns the first visible button under o with that text (a
// button inside a hidden container is not visible).
func FindButton(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	walkShown(o, func(o fyne.CanvasObject) {
		if b, label, ok := ButtonOf(o); ok && found == nil && label == text {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no visible button %q", text)
	}
	return found
}

// ButtonOf returns the Fyne button behind o and the label it shows, when o
// is a Fyne button or one of the app's (uiwidget.Button, PeekButton,
// ClickButton). The Fyne button takes taps and says whether it is enabled.
func ButtonOf(o fyne.CanvasObject) (b *widget.Button, label string, ok bool) {
	switch b := o.(type) {
	case *widget.Button:
		return b, b.Text, true
	case *uiwidget.Button:
		return &b.Button, b.Text, true
	case *uiwidget.PeekButton:
		return &b.Button.Button, b.Text, true
	case *uiwidget.ClickButton:
		return &b.Button, b.Text, true
	}
	return nil, "", false
}

// TapDialogButton taps a button of win's topmost dialog.
func TapDialogButton(t *testing.T, win fyne.Window, text string) {
	t.Helper()
	top := win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog open to tap %q", text)
	}
	test.Tap(FindButton(t, top, text))
}

// DialogOpen reports whether win shows a dialog.
func DialogOpen(win fyne.Window) bool { return win.Canvas().Overlays().Top() != nil }

// KeyColoursIn counts pixels in img's rectangle r that are (close to) a key colour.
func KeyColoursIn(img image.Image, r image.Rectangle) int {
	keys := []color.NRGBA{}
	for _, id := range []game.Identity{game.RedAgent, game.BlueAgent, game.Assassin, game.Bystander} {
		keys = append(keys, uiwidget.IdentityColor(id))
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			for _, k := range keys {
				if Near(img.At(x, y), k) {
					n++
				}
			}
		}
	}
	return n
}

// Near reports whether c is k (fills are exact; anti-aliased ink is not a key colour).
func Near(c color.Color, k color.NRGBA) bool {
	r, g, b, _ := c.RGBA()
	d := func(a uint32, b uint8) int { v := int(a>>8) - int(b); return v * v }
	return d(r, k.R)+d(g, k.G)+d(b, k.B) <= 12
}

// RectOf is the pixel rectangle of o in a capture of scale s.
func RectOf(o fyne.CanvasObject, s float32) image.Rectangle {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	z := o.Size()
	return image.Rect(int(p.X*s), int(p.Y*s), int((p.X+z.Width)*s), int((p.Y+z.Height)*s))
}

// Labels are the texts of the visible labels and of the buttons under o,
// joined by "|": what a test asserts a dialog says.
func Labels(o fyne.CanvasObject) string {
	var out []string
	Walk(o, func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Label:
			if w.Visible() {
				out = append(out, w.Text)
			}
		case *widget.Button:
			out = append(out, w.Text)
		}
	})
	return strings.Join(out, "|")
}
