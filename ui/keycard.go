package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
)

// KeyCard is the small key card beside the board, as the physical one: the
// grid of identities, framed in the starting team's colour. It draws nothing
// of the key unless Shown is set.
type KeyCard struct {
	widget.BaseWidget

	Key     game.Key
	Cols    int
	Covered []bool // covered positions are drawn faded
	Shown   bool
	// HiddenText is shown in place of the key while it is hidden.
	HiddenText string
	// OnTapped, when set, is called with the position of a tapped cell.
	OnTapped func(i int)
}

// keyGrid is the geometry of the key card's cells in a widget of a size.
type keyGrid struct {
	origin           fyne.Position
	cell, gap, inset float32
	cols, rows       int
	frame            fyne.Size
}

func newKeyGrid(size fyne.Size, cols, n int) keyGrid {
	g := keyGrid{cols: cols, rows: (n + cols - 1) / cols, gap: 3, inset: 8}
	c, r := float32(g.cols), float32(g.rows)
	g.cell = min((size.Width-2*g.inset-g.gap*(c-1))/c, (size.Height-2*g.inset-g.gap*(r-1))/r)
	g.frame = fyne.NewSize(g.cell*c+g.gap*(c-1)+2*g.inset, g.cell*r+g.gap*(r-1)+2*g.inset)
	g.origin = fyne.NewPos((size.Width-g.frame.Width)/2, (size.Height-g.frame.Height)/2)
	return g
}

func (g keyGrid) cellPos(i int) fyne.Position {
	return g.origin.AddXY(g.inset+float32(i%g.cols)*(g.cell+g.gap), g.inset+float32(i/g.cols)*(g.cell+g.gap))
}

// cellAt returns the cell under p, or -1.
func (g keyGrid) cellAt(p fyne.Position) int {
	for i := range g.cols * g.rows {
		c := g.cellPos(i)
		if p.X >= c.X && p.X < c.X+g.cell && p.Y >= c.Y && p.Y < c.Y+g.cell {
			return i
		}
	}
	return -1
}

// Tapped calls OnTapped with the tapped cell while the key is shown.
func (k *KeyCard) Tapped(ev *fyne.PointEvent) {
	if k.OnTapped == nil || !k.Shown || k.Cols == 0 {
		return
	}
	if i := newKeyGrid(k.Size(), k.Cols, len(k.Key.Identities)).cellAt(ev.Position); i >= 0 && i < len(k.Key.Identities) {
		k.OnTapped(i)
	}
}

// NewKeyCard returns a hidden key card.
func NewKeyCard() *KeyCard {
	k := &KeyCard{}
	k.ExtendBaseWidget(k)
	return k
}

// CreateRenderer implements fyne.Widget.
func (k *KeyCard) CreateRenderer() fyne.WidgetRenderer {
	r := &keyCardRenderer{k: k, frame: canvas.NewRectangle(color.Transparent), hidden: canvas.NewText("", color.Gray{0x99})}
	r.frame.CornerRadius = 6
	r.hidden.Alignment = fyne.TextAlignCenter
	r.objs = []fyne.CanvasObject{r.frame, r.hidden}
	r.Refresh()
	return r
}

type keyCardRenderer struct {
	k      *KeyCard
	frame  *canvas.Rectangle
	hidden *canvas.Text
	cells  []*canvas.Rectangle
	syms   []*symbol
	objs   []fyne.CanvasObject
	size   fyne.Size
}

func (r *keyCardRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *keyCardRenderer) Destroy()                     {}
func (r *keyCardRenderer) MinSize() fyne.Size           { return fyne.NewSize(150, 130) }

func (r *keyCardRenderer) Layout(size fyne.Size) {
	r.size = size
	k := r.k
	if !k.Shown || k.Cols == 0 || len(r.cells) == 0 {
		r.frame.Move(fyne.NewPos(0, 0))
		r.frame.Resize(size)
		h := r.hidden.MinSize().Height
		r.hidden.Move(fyne.NewPos(0, (size.Height-h)/2))
		r.hidden.Resize(fyne.NewSize(size.Width, h))
		return
	}
	g := newKeyGrid(size, k.Cols, len(r.cells))
	r.frame.Move(g.origin)
	r.frame.Resize(g.frame)
	for i, c := range r.cells {
		pos := g.cellPos(i)
		c.Move(pos)
		c.Resize(fyne.NewSquareSize(g.cell))
		id := k.Key.Identities[i]
		d := g.cell * 0.6
		r.syms[i].show(id, pos.AddXY((g.cell-d)/2, (g.cell-d)/2), d, inkOn(identityColor(id)), color.Transparent)
	}
}

func (r *keyCardRenderer) Refresh() {
	k := r.k
	n := 0
	if k.Shown {
		n = len(k.Key.Identities)
	}
	if len(r.cells) != n {
		r.cells, r.syms = nil, nil
		r.objs = []fyne.CanvasObject{r.frame, r.hidden}
		for range n {
			c := canvas.NewRectangle(nil)
			c.CornerRadius = 2
			s := newSymbol()
			r.cells, r.syms = append(r.cells, c), append(r.syms, s)
			r.objs = append(r.objs, c)
			r.objs = append(r.objs, s.objects()...)
		}
	}
	r.frame.FillColor, r.frame.StrokeColor, r.frame.StrokeWidth = color.Transparent, color.Gray{0x55}, 1
	r.hidden.Text, r.hidden.Hidden = k.HiddenText, k.Shown
	if k.Shown {
		// A dark card with a rim in the starting team's colour, as the
		// physical key card's lights.
		r.frame.FillColor, r.frame.StrokeColor, r.frame.StrokeWidth = color.NRGBA{0x2a, 0x2a, 0x2a, 0xff}, teamColor(k.Key.Start), 5
	}
	r.hidden.Refresh()
	for i, c := range r.cells {
		col := identityColor(k.Key.Identities[i])
		if i < len(k.Covered) && k.Covered[i] {
			col.A = 0x55
		}
		c.FillColor = col
		c.Refresh()
	}
	r.frame.Refresh()
	r.Layout(r.size)
}

// peekButton shows the key only while it is held down (hold-to-peek).
type peekButton struct {
	widget.Button
	onHold func(held bool)
}

func newPeekButton(label string, onHold func(bool)) *peekButton {
	b := &peekButton{onHold: onHold}
	b.Text = label
	b.ExtendBaseWidget(b)
	return b
}

// MouseDown starts the peek.
func (b *peekButton) MouseDown(*desktop.MouseEvent) { b.onHold(true) }

// MouseUp ends the peek.
func (b *peekButton) MouseUp(*desktop.MouseEvent) { b.onHold(false) }

// Tapped does nothing: the key shows only while the button is held.
func (b *peekButton) Tapped(*fyne.PointEvent) {}

var _ desktop.Mouseable = (*peekButton)(nil)
