package widget

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game/kodeknacker"
)

// PegPalette returns the six peg colours of Kodeknacker: six distinct hues
// (red, yellow, green, turquoise, blue, purple, at least 40° apart on the
// colour wheel) whose lightness also differs, so that colour-blind players
// can tell them apart. Every peg also carries its digit (colour 0 shows
// "1"), so the colour is never the only clue. Black is left out: it is the
// colour of the feedback pegs.
func PegPalette() [kodeknacker.Colours]color.NRGBA {
	return [kodeknacker.Colours]color.NRGBA{
		{0xc6, 0x2a, 0x2a, 0xff}, // 1 red
		{0xec, 0xe1, 0x31, 0xff}, // 2 yellow
		{0x40, 0xb5, 0x6e, 0xff}, // 3 green
		{0x66, 0xd9, 0xea, 0xff}, // 4 turquoise
		{0x2a, 0x3b, 0xc7, 0xff}, // 5 blue
		{0xbf, 0x5e, 0xc7, 0xff}, // 6 purple
	}
}

// The other colours of the Kodeknacker board.
func BlackPeg() color.NRGBA  { return color.NRGBA{0x1e, 0x1b, 0x18, 0xff} }
func WhitePeg() color.NRGBA  { return color.NRGBA{0xff, 0xff, 0xff, 0xff} }
func HiddenPeg() color.NRGBA { return color.NRGBA{0x6e, 0x6a, 0x66, 0xff} } // a hidden code: grey ●

// pegColour is the colour of peg colour c.
func pegColour(c kodeknacker.Colour) color.NRGBA { return PegPalette()[int(c)%kodeknacker.Colours] }

// pegInk is the colour of the digit on peg colour c: dark or white,
// whichever contrasts more (WCAG contrast ratio).
func pegInk(c color.NRGBA) color.NRGBA {
	if contrastRatio(c, inkColor) >= contrastRatio(c, lightInk) {
		return inkColor
	}
	return lightInk
}

// contrastRatio is the WCAG 2 contrast ratio of two colours, 1 to 21.
func contrastRatio(a, b color.NRGBA) float64 {
	la, lb := relativeLuminance(a), relativeLuminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// relativeLuminance is the WCAG 2 relative luminance of c, 0 to 1.
func relativeLuminance(c color.NRGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// PegDigit is the digit a peg colour carries: 1 to 6.
func PegDigit(c kodeknacker.Colour) string { return strconv.Itoa(int(c) + 1) }

// feedbackText writes feedback as numbers and symbols, e.g. "2 ● 1 ○".
func feedbackText(f kodeknacker.Feedback) string {
	return fmt.Sprintf("%d ● %d ○", f.Black, f.White)
}

// CodeRow draws one row of Kodeknacker pegs: a guess with its feedback, a
// code being entered, or a secret code. It draws what its fields say; set
// them and call Refresh.
type CodeRow struct {
	widget.BaseWidget

	Number   int                  // row number drawn at the left; 0 draws none
	Code     kodeknacker.Code     // the pegs; only the first Filled count
	Filled   int                  // how many pegs are set (0 to 5); the rest are empty holes
	Hidden   bool                 // a secret: draws Filled grey ● pegs and never a colour
	Scored   bool                 // draw Feedback beside the pegs
	Feedback kodeknacker.Feedback // black and white pegs
	Current  bool                 // the row to play next: highlighted
	// NoFeedback leaves out the feedback area: a secret or the code being entered.
	NoFeedback bool
}

// NewCodeRow returns an empty row.
func NewCodeRow() *CodeRow {
	r := &CodeRow{}
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer implements fyne.Widget.
func (r *CodeRow) CreateRenderer() fyne.WidgetRenderer {
	rr := &codeRowRenderer{row: r, bg: canvas.NewRectangle(color.Transparent), number: canvas.NewText("", color.Black),
		fbText: canvas.NewText("", color.Black)}
	rr.bg.CornerRadius = 6
	rr.keyBg = canvas.NewRectangle(paperColor)
	rr.keyBg.CornerRadius = 6
	rr.number.Alignment = fyne.TextAlignTrailing
	rr.fbText.TextStyle.Monospace = true
	rr.objects = []fyne.CanvasObject{rr.bg, rr.keyBg, rr.number}
	for i := range rr.pegs {
		rr.pegs[i] = canvas.NewCircle(color.Transparent)
		rr.digits[i] = canvas.NewText("", color.Black)
		rr.digits[i].Alignment = fyne.TextAlignCenter
		rr.digits[i].TextStyle.Bold = true
		rr.objects = append(rr.objects, rr.pegs[i], rr.digits[i])
	}
	for i := range rr.keys {
		rr.keys[i] = canvas.NewCircle(color.Transparent)
		rr.objects = append(rr.objects, rr.keys[i])
	}
	rr.objects = append(rr.objects, rr.fbText)
	rr.Refresh()
	return rr
}

type codeRowRenderer struct {
	row     *CodeRow
	bg      *canvas.Rectangle
	keyBg   *canvas.Rectangle // light ground under the feedback pegs, for dark themes too
	number  *canvas.Text
	pegs    [kodeknacker.Positions]*canvas.Circle
	digits  [kodeknacker.Positions]*canvas.Text
	keys    [kodeknacker.Positions]*canvas.Circle
	fbText  *canvas.Text
	objects []fyne.CanvasObject
	size    fyne.Size
}

// The row's proportions: a peg is as tall as the row less a margin.
const (
	kkRowHeight   = 38
	kkNumberWidth = 30
	kkKeyArea     = 64 // the 3+2 feedback pegs
	kkFbTextWidth = 72
)

func (rr *codeRowRenderer) Objects() []fyne.CanvasObject { return rr.objects }
func (rr *codeRowRenderer) Destroy()                     {}

func (rr *codeRowRenderer) MinSize() fyne.Size {
	w := float32(kodeknacker.Positions * kkRowHeight)
	if rr.row.Number > 0 {
		w += kkNumberWidth
	}
	if !rr.row.NoFeedback {
		w += kkKeyArea + kkFbTextWidth + 16
	}
	return fyne.NewSize(w, kkRowHeight)
}

func (rr *codeRowRenderer) Layout(size fyne.Size) {
	rr.size = size
	rr.bg.Resize(size)
	h := size.Height
	d := h - 8 // peg diameter
	x := float32(0)
	if rr.row.Number > 0 {
		rr.number.TextSize = h * 0.4
		th := fyne.MeasureText("0", rr.number.TextSize, rr.number.TextStyle).Height
		rr.number.Move(fyne.NewPos(0, (h-th)/2))
		rr.number.Resize(fyne.NewSize(kkNumberWidth-6, th))
		x = kkNumberWidth
	}
	for i := range rr.pegs {
		p := fyne.NewPos(x+float32(i)*h+4, 4)
		rr.pegs[i].Move(p)
		rr.pegs[i].Resize(fyne.NewSize(d, d))
		rr.digits[i].TextSize = d * 0.5
		th := fyne.MeasureText("0", rr.digits[i].TextSize, rr.digits[i].TextStyle).Height
		rr.digits[i].Move(fyne.NewPos(p.X, p.Y+(d-th)/2))
		rr.digits[i].Resize(fyne.NewSize(d, th))
	}
	x += kodeknacker.Positions*h + 8
	// Feedback pegs: three above, two below, like the physical board.
	k := min((h-10)/2, 14)
	rr.keyBg.Move(fyne.NewPos(x-4, 2))
	rr.keyBg.Resize(fyne.NewSize(3*(k+4)+4, h-4))
	for i := range rr.keys {
		col, line := float32(i%3), float32(i/3)
		if i >= 3 {
			col = float32(i-3) + 0.5
		}
		rr.keys[i].Move(fyne.NewPos(x+col*(k+4), (h-2*k-4)/2+line*(k+4)))
		rr.keys[i].Resize(fyne.NewSize(k, k))
	}
	x += kkKeyArea
	rr.fbText.TextSize = h * 0.36
	th := fyne.MeasureText("0", rr.fbText.TextSize, rr.fbText.TextStyle).Height
	rr.fbText.Move(fyne.NewPos(x, (h-th)/2))
	rr.fbText.Resize(fyne.NewSize(max(size.Width-x, 0), th))
}

func (rr *codeRowRenderer) Refresh() {
	r := rr.row
	fg := theme.Color(theme.ColorNameForeground)
	hole := theme.Color(theme.ColorNameDisabled)
	rr.bg.FillColor, rr.bg.StrokeWidth = color.Transparent, 0
	if r.Current {
		rr.bg.FillColor = theme.Color(theme.ColorNameHover)
		rr.bg.StrokeColor, rr.bg.StrokeWidth = theme.Color(theme.ColorNamePrimary), 2
	}
	rr.number.Text, rr.number.Color = "", fg
	if r.Number > 0 {
		rr.number.Text = strconv.Itoa(r.Number)
	}
	for i, peg := range rr.pegs {
		digit := rr.digits[i]
		digit.Text = ""
		peg.StrokeWidth, peg.StrokeColor = 0, nil
		switch {
		case i >= r.Filled:
			peg.FillColor = color.Transparent
			peg.StrokeColor, peg.StrokeWidth = hole, 2
		case r.Hidden:
			peg.FillColor = HiddenPeg()
		default:
			c := pegColour(r.Code[i])
			peg.FillColor = c
			digit.Text, digit.Color = PegDigit(r.Code[i]), pegInk(c)
			peg.StrokeColor, peg.StrokeWidth = mix(c, inkColor, 0.35), 1.5
		}
	}
	rr.keyBg.Hidden = !r.Scored
	for i, key := range rr.keys {
		key.Hidden = !r.Scored
		key.FillColor, key.StrokeWidth, key.StrokeColor = color.Transparent, 1, bystanderColor
		switch {
		case i < r.Feedback.Black:
			key.FillColor, key.StrokeColor = BlackPeg(), BlackPeg()
		case i < r.Feedback.Black+r.Feedback.White:
			key.FillColor, key.StrokeColor, key.StrokeWidth = WhitePeg(), BlackPeg(), 1.5
		}
	}
	rr.fbText.Text, rr.fbText.Color = "", fg
	if r.Scored {
		rr.fbText.Text = feedbackText(r.Feedback)
	}
	rr.Layout(rr.size)
	canvas.Refresh(r)
}

// ColourButton is a round button of one peg colour with its digit, for
// building a code by clicking.
type ColourButton struct {
	widget.BaseWidget

	Colour   kodeknacker.Colour
	OnTapped func()
}

// NewColourButton returns the button of colour c.
func NewColourButton(c kodeknacker.Colour, tapped func()) *ColourButton {
	b := &ColourButton{Colour: c, OnTapped: tapped}
	b.ExtendBaseWidget(b)
	return b
}

// Tapped implements fyne.Tappable.
func (b *ColourButton) Tapped(*fyne.PointEvent) {
	if b.OnTapped != nil {
		b.OnTapped()
	}
}

// Cursor implements desktop.Cursorable: a pointing hand, as on a button.
func (b *ColourButton) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer implements fyne.Widget.
func (b *ColourButton) CreateRenderer() fyne.WidgetRenderer {
	r := &colourButtonRenderer{b: b, disc: canvas.NewCircle(color.Transparent), digit: canvas.NewText("", color.Black)}
	r.digit.Alignment = fyne.TextAlignCenter
	r.digit.TextStyle.Bold = true
	r.Refresh()
	return r
}

type colourButtonRenderer struct {
	b     *ColourButton
	disc  *canvas.Circle
	digit *canvas.Text
	size  fyne.Size
}

func (r *colourButtonRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.disc, r.digit}
}
func (r *colourButtonRenderer) Destroy()           {}
func (r *colourButtonRenderer) MinSize() fyne.Size { return fyne.NewSize(48, 48) }

func (r *colourButtonRenderer) Layout(size fyne.Size) {
	r.size = size
	d := min(size.Width, size.Height) - 4
	p := fyne.NewPos((size.Width-d)/2, (size.Height-d)/2)
	r.disc.Move(p)
	r.disc.Resize(fyne.NewSize(d, d))
	r.digit.TextSize = d * 0.5
	th := fyne.MeasureText("0", r.digit.TextSize, r.digit.TextStyle).Height
	r.digit.Move(fyne.NewPos(p.X, p.Y+(d-th)/2))
	r.digit.Resize(fyne.NewSize(d, th))
}

func (r *colourButtonRenderer) Refresh() {
	c := pegColour(r.b.Colour)
	r.disc.FillColor = c
	r.disc.StrokeColor, r.disc.StrokeWidth = mix(c, inkColor, 0.35), 2
	r.digit.Text, r.digit.Color = PegDigit(r.b.Colour), pegInk(c)
	r.Layout(r.size)
	canvas.Refresh(r.b)
}
