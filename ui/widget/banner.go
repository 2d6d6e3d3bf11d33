package widget

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// Banner is the game's end written across the board: a band in the
// winner's colour with a large title, the result and a hint. It covers
// the whole board so a tap anywhere on it calls OnTapped (which hides it
// for the review).
type Banner struct {
	widget.BaseWidget

	Title, Detail, Hint string
	Fill                color.NRGBA
	Zoom                float32 // 0 means 1
	OnTapped            func()
}

// NewBanner returns an empty banner.
func NewBanner(tapped func()) *Banner {
	b := &Banner{OnTapped: tapped}
	b.ExtendBaseWidget(b)
	return b
}

// Tapped implements fyne.Tappable.
func (b *Banner) Tapped(*fyne.PointEvent) {
	if b.OnTapped != nil {
		b.OnTapped()
	}
}

// CreateRenderer implements fyne.Widget.
func (b *Banner) CreateRenderer() fyne.WidgetRenderer {
	r := &bannerRenderer{b: b, band: canvas.NewRectangle(color.Transparent)}
	r.band.CornerRadius, r.band.StrokeWidth = 14, 4
	for _, t := range []**canvas.Text{&r.title, &r.detail, &r.hint} {
		*t = canvas.NewText("", color.White)
		(*t).Alignment = fyne.TextAlignCenter
	}
	r.Refresh()
	return r
}

type bannerRenderer struct {
	b                   *Banner
	band                *canvas.Rectangle
	title, detail, hint *canvas.Text
	size                fyne.Size
}

func (r *bannerRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.band, r.title, r.detail, r.hint}
}
func (r *bannerRenderer) Destroy()           {}
func (r *bannerRenderer) MinSize() fyne.Size { return fyne.NewSize(0, 0) }

// Layout draws the band across the middle of the board, its texts as
// large as the band allows.
func (r *bannerRenderer) Layout(size fyne.Size) {
	r.size = size
	zoom := r.b.Zoom
	if zoom == 0 {
		zoom = 1
	}
	bw := size.Width * 0.92
	bh := min(size.Height*0.9, size.Height*0.36*zoom)
	pos := fyne.NewPos((size.Width-bw)/2, (size.Height-bh)/2)
	r.band.Move(pos)
	r.band.Resize(fyne.NewSize(bw, bh))
	// Each text as large as its share of the band and the band's width
	// allow; together shrunk to fit the band, and centred in it.
	texts := []*canvas.Text{r.title, r.detail, r.hint}
	shares := []float32{0.4, 0.18, 0.11}
	heights := make([]float32, len(texts))
	gap := bh * 0.04
	total := gap * float32(len(texts)-1)
	for i, t := range texts {
		t.TextSize, heights[i] = fitText(t.Text, t.TextStyle, bh*shares[i], bw*0.94)
		total += heights[i]
	}
	if limit := bh * 0.9; total > limit {
		f := limit / total
		for i, t := range texts {
			t.TextSize, heights[i] = float32(math.Floor(float64(t.TextSize*f))), heights[i]*f
		}
		total, gap = limit, gap*f
	}
	y := pos.Y + (bh-total)/2
	for i, t := range texts {
		t.Move(fyne.NewPos(pos.X, y))
		t.Resize(fyne.NewSize(bw, heights[i]))
		y += heights[i] + gap
	}
}

func (r *bannerRenderer) Refresh() {
	b := r.b
	ink := inkOn(b.Fill)
	r.band.FillColor, r.band.StrokeColor = b.Fill, ink
	SetBold(r.title, b.Title)
	SetBold(r.detail, b.Detail)
	r.hint.Text = b.Hint
	for _, t := range []*canvas.Text{r.title, r.detail, r.hint} {
		t.Color = ink
	}
	r.Layout(r.size)
	for _, o := range r.Objects() {
		o.Refresh()
	}
}
