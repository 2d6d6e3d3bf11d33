package widget

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// TestTheBannersTextsStayInsideTheBand at several board sizes and zooms:
// the hint under the result once hung below the band, over the cards.
func TestTheBannersTextsStayInsideTheBand(t *testing.T) {
	test.NewTempApp(t)
	b := NewBanner(nil)
	b.Title, b.Detail, b.Hint = "Blau gewinnt!", "Blau gewinnt: Rot hat den Attentäter aufgedeckt.", "Klickt hier, um das Spielfeld zu sehen"
	b.Fill = blueColor
	w := test.NewWindow(b)
	defer w.Close()
	for _, size := range []fyne.Size{{Width: 1040, Height: 650}, {Width: 700, Height: 420}, {Width: 420, Height: 300}} {
		for _, zoom := range []float32{0.6, 1, 1.6} {
			b.Zoom = zoom
			w.Resize(size)
			b.Resize(size)
			b.Refresh()
			r := test.WidgetRenderer(b).(*bannerRenderer)
			top, bottom := r.band.Position().Y, r.band.Position().Y+r.band.Size().Height
			left, right := r.band.Position().X, r.band.Position().X+r.band.Size().Width
			for _, txt := range []*canvas.Text{r.title, r.detail, r.hint} {
				y, m := txt.Position().Y, txt.MinSize()
				if y < top || y+m.Height > bottom+0.5 {
					t.Errorf("%v zoom %.1f: %q from y %.0f to %.0f, the band from %.0f to %.0f", size, zoom, txt.Text, y, y+m.Height, top, bottom)
				}
				if m.Width > right-left {
					t.Errorf("%v zoom %.1f: %q is %.0f wide in a %.0f band", size, zoom, txt.Text, m.Width, right-left)
				}
			}
		}
	}
}
