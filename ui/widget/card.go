package widget

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/wordlist"
)

// Card is one card of the board: a word or a picture. It draws what its
// fields say; set them and call Refresh.
type Card struct {
	widget.BaseWidget

	Text     string        // the word (for pictures: the picture's name, not drawn)
	Picture  fyne.Resource // nil for a word card
	Identity game.Identity // drawn only when Covered or ShowKey
	Covered  bool          // revealed by a guess or a cover: shows its identity
	ShowKey  bool          // the spymasters' view: mark the identity of an uncovered card
	Selected bool          // picked, waiting for the confirming second tap
	Focused  bool          // the keyboard focus is on this card
	Zoom     float32       // text and picture scale; 0 means 1
	OnTapped func()
}

// NewCard returns a word card (picture nil) or a picture card.
func NewCard(text string, picture fyne.Resource, tapped func()) *Card {
	c := &Card{Text: text, Picture: picture, OnTapped: tapped}
	c.ExtendBaseWidget(c)
	return c
}

// Tapped implements fyne.Tappable.
func (c *Card) Tapped(*fyne.PointEvent) {
	if c.OnTapped != nil {
		c.OnTapped()
	}
}

// CreateRenderer implements fyne.Widget.
func (c *Card) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{card: c, face: newCardFace(), text: canvas.NewText("", inkColor), sym: newSymbol(),
		ring: canvas.NewRectangle(color.Transparent)}
	r.ring.CornerRadius = 6
	r.ring.StrokeWidth = 4
	r.ring.StrokeColor = focusColor
	r.text.Alignment = fyne.TextAlignCenter
	SetBold(r.text, "")
	r.text2 = canvas.NewText("", inkColor)
	r.text2.Alignment = fyne.TextAlignCenter
	SetBold(r.text2, "")
	r.image = canvas.NewImageFromResource(nil)
	r.image.FillMode = canvas.ImageFillContain
	r.image.ScaleMode = canvas.ImageScaleSmooth
	r.chip = canvas.NewRectangle(paperColor)
	r.chip.CornerRadius = 6
	r.objects = append(r.face.objects(), r.chip, r.image, r.text, r.text2)
	r.objects = append(r.objects, r.sym.objects()...)
	r.objects = append(r.objects, r.ring)
	r.Refresh()
	return r
}

type cardRenderer struct {
	card    *Card
	face    *cardFace
	text    *canvas.Text // the word, or its first line
	text2   *canvas.Text // the second line of a word of several words, when wrapped
	image   *canvas.Image
	chip    *canvas.Rectangle // behind a covered card's picture
	sym     *symbol
	ring    *canvas.Rectangle // keyboard focus
	objects []fyne.CanvasObject
	size    fyne.Size
}

func (r *cardRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *cardRenderer) Destroy()                     {}
func (r *cardRenderer) MinSize() fyne.Size           { return fyne.NewSize(60, 44) }

func (r *cardRenderer) Layout(size fyne.Size) {
	r.size = size
	c := r.card
	r.face.layout(size)
	zoom := c.Zoom
	if zoom == 0 {
		zoom = 1
	}
	r.ring.Move(fyne.NewPos(10, 10))
	r.ring.Resize(size.SubtractWidthHeight(20, 20))
	pad := size.Height * 0.08
	sym := min(size.Width, size.Height) * 0.22

	// Text: as large as the card allows (legible from the back of a
	// classroom), shrunk until the word fits: long compounds get smaller,
	// never cut; an entry of several words goes onto two lines when that
	// lets it be larger.
	base := size.Height * 0.3 * zoom
	if c.Covered {
		base = size.Height * 0.14 * zoom
	}
	var th, block float32
	r.text2.Hidden = true
	if c.Picture == nil { // a picture card's text (the picture's name) is not drawn
		w := fitWord(c.Text, r.text.TextStyle, base, size.Width-2*pad, size.Height-2*pad)
		r.text.Text, r.text.TextSize = w.lines[0], w.size
		r.text.FontSource = BoldSource(c.Text)
		r.text2.FontSource = r.text.FontSource
		th, block = w.lineHeight, w.lineHeight
		if w.lines[1] != "" {
			r.text2.Text, r.text2.TextSize, r.text2.Hidden = w.lines[1], w.size, false
			block = 2 * th
		}
	}
	top := (size.Height - block) / 2
	if c.Covered {
		// Above the border and the focus ring, never across them.
		top = size.Height - block - max(pad/2, coveredTextMargin)
	}
	r.text.Move(fyne.NewPos(0, top))
	r.text.Resize(fyne.NewSize(size.Width, th))
	r.text2.Move(fyne.NewPos(0, top+th))
	r.text2.Resize(fyne.NewSize(size.Width, th))
	th = block

	ipad := max(2, pad/zoom) // zooming in lets the picture fill more of the card
	r.image.Move(fyne.NewPos(ipad, ipad))
	r.image.Resize(fyne.NewSize(size.Width-2*ipad, size.Height-2*ipad))
	symX := float32(0.5) // the covered symbol's centre, as a share of the width
	if c.Covered && c.Picture != nil {
		// The picture stays recognisable on a paper chip in the right
		// half; the identity's symbol moves to the left half.
		side := min(size.Width*0.5, size.Height) - 2*pad
		chip := fyne.NewPos(size.Width-pad-side, (size.Height-side)/2)
		r.chip.Move(chip)
		r.chip.Resize(fyne.NewSquareSize(side))
		r.image.Move(chip.AddXY(3, 3))
		r.image.Resize(fyne.NewSquareSize(side - 6))
		symX = 0.25
	}

	switch {
	case c.Covered:
		d := min(size.Width, size.Height) * 0.42
		r.sym.show(c.Identity, fyne.NewPos(size.Width*symX-d/2, (size.Height-d)/2-th/3), d, inkOn(IdentityColor(c.Identity)), color.Transparent)
	case c.ShowKey && c.Identity == game.Assassin:
		r.sym.show(c.Identity, fyne.NewPos(pad, pad), sym, lightInk, assassinColor)
	case c.ShowKey:
		r.sym.show(c.Identity, fyne.NewPos(pad, pad), sym, IdentityColor(c.Identity), paperColor)
	default:
		r.sym.hide()
	}
}

func (r *cardRenderer) Refresh() {
	c := r.card
	r.text.Text, r.text.FontSource = c.Text, BoldSource(c.Text)
	r.text.Hidden = c.Picture != nil
	r.image.Resource = c.Picture
	fill, stroke := cardColors(c)
	bordered := stroke != color.NRGBA{}
	r.text.Color = inkOn(fill)
	r.text2.Color = r.text.Color
	r.image.Hidden = c.Picture == nil
	r.chip.Hidden = c.Picture == nil || !c.Covered
	if c.Selected {
		stroke, bordered = selectColor, true
	}
	if stroke, bordered = cardEdge(fill, stroke, bordered, BoardColor()); bordered {
		r.face.paint(fill, stroke)
	} else {
		r.face.paint(fill, nil)
	}
	r.ring.Hidden = !c.Focused
	r.Layout(r.size)
	canvas.Refresh(c)
}

// cardColors is a card's fill and, when it has one, its border colour
// (the zero colour when not): a covered card in its identity's colour; in
// the spymasters' view a tint of it with a border in it, except the
// assassin, which is dark as it is covered, never a pale grey.
func cardColors(c *Card) (fill, stroke color.NRGBA) {
	switch {
	case c.Covered:
		return IdentityColor(c.Identity), color.NRGBA{}
	case c.ShowKey && c.Identity == game.Assassin:
		return assassinColor, assassinEdge
	case c.ShowKey:
		return KeyTint(c.Identity), IdentityColor(c.Identity)
	}
	return paperColor, color.NRGBA{}
}

// KeyTint is the fill of an uncovered card of identity id while the key is
// on show (the assassin's is its dark cover colour). Nothing else on the
// board has these tints: the monkey on the real binary looks for them.
func KeyTint(id game.Identity) color.NRGBA {
	if id == game.Assassin {
		return assassinColor
	}
	return mix(paperColor, IdentityColor(id), 0.25)
}

// assassinEdge is the border of the assassin in the spymasters' view.
var assassinEdge = color.NRGBA{0xe6, 0xe6, 0xe6, 0xff}

// cardEdge returns the border a card with fill needs on board: its own
// border (stroke, when bordered) if that stands out from the board,
// else a border in a colour that does, when the fill alone does not
// (MinCardContrast).
func cardEdge(fill, stroke color.NRGBA, bordered bool, board color.NRGBA) (color.NRGBA, bool) {
	edge := inkColor
	if dark(board) {
		edge = color.NRGBA{0xbd, 0xbd, 0xbd, 0xff}
	}
	switch {
	case bordered && Contrast(stroke, board) >= MinCardContrast:
		return stroke, true
	case bordered || Contrast(fill, board) < MinCardContrast:
		return edge, true
	}
	return color.NRGBA{}, false
}

// coveredTextMargin keeps a covered card's word clear of the border
// (cardBorder) and of the keyboard focus ring (10 in, 4 wide).
const coveredTextMargin = 15

// cardRadius is the radius of a card's corners, cardBorder the width of
// the border of a selected card or of a card showing the key.
const cardRadius, cardBorder = 8, 7

// cardFace is a card's face: a rounded rectangle, drawn as a fill (see
// NewFill); only a card with a border is a canvas.Rectangle.
type cardFace struct {
	fill   *canvas.Image
	border *canvas.Rectangle
}

func newCardFace() *cardFace {
	f := &cardFace{fill: NewFill(paperColor, cardRadius), border: canvas.NewRectangle(paperColor)}
	f.border.CornerRadius, f.border.StrokeWidth = cardRadius, cardBorder
	f.paint(paperColor, nil)
	return f
}

func (f *cardFace) objects() []fyne.CanvasObject { return []fyne.CanvasObject{f.border, f.fill} }

func (f *cardFace) layout(size fyne.Size) {
	f.border.Resize(size)
	f.fill.Resize(size)
}

// paint fills the face; a non-nil stroke draws the border.
func (f *cardFace) paint(fill, stroke color.Color) {
	bordered := stroke != nil
	f.border.Hidden, f.fill.Hidden = !bordered, bordered
	f.border.FillColor, f.border.StrokeColor = fill, stroke
	SetFill(f.fill, fill)
}

// CardTextStyle is the style of a card's word.
func CardTextStyle() fyne.TextStyle { return fyne.TextStyle{Bold: true} }

// MeasureSize is the text size at which fitText measures a word. Fyne
// shapes text at whole sizes (it rounds a size up), and at whole sizes
// widths and heights grow in proportion to the size, so one shaping of a
// word serves every card size and zoom: the board lays out several times
// while the window opens and on every resize.
const MeasureSize = 100

// fitText returns the largest size up to base at which text fits width, and
// the text's height at that size.
func fitText(text string, style fyne.TextStyle, base, width float32) (size, height float32) {
	if base <= 0 {
		return base, 0 // not laid out yet: nothing to measure
	}
	m := measure(text, MeasureSize, style)
	perSize := m.Width / MeasureSize
	size = base
	if text != "" && width > 0 && perSize*ceil32(base) > width {
		// A whole size, 1% to spare for rounding inside the shaper.
		size = max(1, float32(math.Floor(float64(width/perSize*0.99))))
	}
	return size, m.Height * ceil32(size) / MeasureSize
}

// measure is the size of text in style, measured with the font it is drawn
// with: bold text in the bold font alone where that covers it (SetBold).
func measure(text string, size float32, style fyne.TextStyle) fyne.Size {
	if style == (fyne.TextStyle{Bold: true}) {
		return MeasureBold(text, size)
	}
	return fyne.MeasureText(text, size, style)
}

// ceil32 is math.Ceil for float32.
func ceil32(f float32) float32 { return float32(math.Ceil(float64(f))) }

// wordFit is how a card's word is drawn: on one line or two, at one size.
type wordFit struct {
	lines      [2]string // the second is "" for one line
	size       float32
	lineHeight float32
}

// fitWord fits a card's word into width × height at most at size base: on
// one line, or, for an entry of several words, on two lines (wordlist.Wrap)
// when that makes it more than a tenth larger.
func fitWord(text string, style fyne.TextStyle, base, width, height float32) wordFit {
	size, th := fitText(text, style, base, width)
	one := wordFit{lines: [2]string{text, ""}, size: size, lineHeight: th}
	first, second := wordlist.Wrap(text)
	if second == "" || size >= base || base <= 0 {
		return one
	}
	perSize := measure(text, MeasureSize, style).Height / MeasureSize
	two := min(fitTextSize(first, style, base, width), fitTextSize(second, style, base, width))
	if perSize > 0 {
		two = min(two, float32(math.Floor(float64(height/2/perSize))))
	}
	if two <= size*1.1 {
		return one
	}
	return wordFit{lines: [2]string{first, second}, size: two, lineHeight: perSize * ceil32(two)}
}

// Reference card for WordLegible: a card of a 5×5 board in the first
// window, in pixels.
const refCardWidth, refCardHeight = 160, 96

// MinWordShare is the least share of a card's full text size a word may
// shrink to and still be read from the back of a classroom.
const MinWordShare = 0.5

// WordLegible reports whether a word (or entry of several words, wrapped
// onto two lines) keeps at least MinWordShare of the full text size on a
// card of a 5×5 board: the word-list import warns about the others.
func WordLegible(text string) bool {
	pad := float32(refCardHeight) * 0.08
	base := float32(refCardHeight) * 0.3
	w := fitWord(text, CardTextStyle(), base, refCardWidth-2*pad, refCardHeight-2*pad)
	return w.size >= base*MinWordShare
}

// fitTextSize is fitText's size alone.
func fitTextSize(text string, style fyne.TextStyle, base, width float32) float32 {
	size, _ := fitText(text, style, base, width)
	return size
}
