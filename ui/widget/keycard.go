package widget

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
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
	// HiddenText is shown in place of the key while it is hidden, at the
	// theme's size HiddenSize (the text size when empty).
	HiddenText string
	HiddenSize fyne.ThemeSizeName
	// OnTapped, when set, is called with the position of a tapped cell.
	OnTapped func(i int)
	// Labels and Pictures, when set, put each card's word or picture on
	// its cell (the spymaster window); cells then fill the widget.
	Labels   []string
	Pictures []fyne.Resource
}

// keyGrid is the geometry of the key card's cells in a widget of a size:
// square cells, or with fill set, cells that fill the widget.
type keyGrid struct {
	origin     fyne.Position
	cw, ch     float32 // cell width and height
	gap, inset float32
	cols, rows int
	frame      fyne.Size
}

func newKeyGrid(size fyne.Size, cols, n int, fill bool) keyGrid {
	g := keyGrid{cols: cols, rows: (n + cols - 1) / cols, gap: 3, inset: 8}
	c, r := float32(g.cols), float32(g.rows)
	g.cw = (size.Width - 2*g.inset - g.gap*(c-1)) / c
	g.ch = (size.Height - 2*g.inset - g.gap*(r-1)) / r
	if !fill {
		g.cw = min(g.cw, g.ch)
		g.ch = g.cw
	}
	g.frame = fyne.NewSize(g.cw*c+g.gap*(c-1)+2*g.inset, g.ch*r+g.gap*(r-1)+2*g.inset)
	g.origin = fyne.NewPos((size.Width-g.frame.Width)/2, (size.Height-g.frame.Height)/2)
	return g
}

func (g keyGrid) cellPos(i int) fyne.Position {
	return g.origin.AddXY(g.inset+float32(i%g.cols)*(g.cw+g.gap), g.inset+float32(i/g.cols)*(g.ch+g.gap))
}

// cellAt returns the cell under p, or -1.
func (g keyGrid) cellAt(p fyne.Position) int {
	for i := range g.cols * g.rows {
		c := g.cellPos(i)
		if p.X >= c.X && p.X < c.X+g.cw && p.Y >= c.Y && p.Y < c.Y+g.ch {
			return i
		}
	}
	return -1
}

// labelled reports whether the cells carry the cards' words or pictures.
func (k *KeyCard) labelled() bool { return len(k.Labels) > 0 }

// Tapped calls OnTapped with the tapped cell while the key is shown.
func (k *KeyCard) Tapped(ev *fyne.PointEvent) {
	if k.OnTapped == nil || !k.Shown || k.Cols == 0 {
		return
	}
	if i := newKeyGrid(k.Size(), k.Cols, len(k.Key.Identities), k.labelled()).cellAt(ev.Position); i >= 0 && i < len(k.Key.Identities) {
		k.OnTapped(i)
	}
}

// CellCenter is the middle of cell i in the widget as it is laid out now:
// where a tap covers that card.
func (k *KeyCard) CellCenter(i int) fyne.Position {
	g := newKeyGrid(k.Size(), k.Cols, len(k.Key.Identities), k.labelled())
	return g.cellPos(i).AddXY(g.cw/2, g.ch/2)
}

// NewKeyCard returns a hidden key card.
func NewKeyCard() *KeyCard {
	k := &KeyCard{}
	k.ExtendBaseWidget(k)
	return k
}

// CreateRenderer implements fyne.Widget.
func (k *KeyCard) CreateRenderer() fyne.WidgetRenderer {
	r := &keyCardRenderer{k: k, frame: canvas.NewRectangle(color.Transparent), hidden: widget.NewLabel("")}
	r.frame.CornerRadius = 6
	// Grey (the theme's low-importance colour, legible on every theme's
	// background), wrapped to the box at any window size.
	r.hidden.Alignment, r.hidden.Wrapping, r.hidden.Importance = fyne.TextAlignCenter, fyne.TextWrapWord, widget.LowImportance
	r.objs = []fyne.CanvasObject{r.frame, r.hidden}
	r.Refresh()
	return r
}

type keyCardRenderer struct {
	k      *KeyCard
	frame  *canvas.Rectangle
	hidden *widget.Label
	cells  []*canvas.Rectangle
	labels []*canvas.Text
	images []*canvas.Image
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
		r.hidden.Resize(fyne.NewSize(size.Width, size.Height))
		h := min(size.Height, r.hidden.MinSize().Height)
		r.hidden.Move(fyne.NewPos(0, (size.Height-h)/2))
		r.hidden.Resize(fyne.NewSize(size.Width, h))
		return
	}
	g := newKeyGrid(size, k.Cols, len(r.cells), k.labelled())
	r.frame.Move(g.origin)
	r.frame.Resize(g.frame)
	for i, c := range r.cells {
		pos := g.cellPos(i)
		c.Move(pos)
		c.Resize(fyne.NewSize(g.cw, g.ch))
		id := k.Key.Identities[i]
		if !k.labelled() {
			d := g.cw * 0.6
			r.syms[i].show(id, pos.AddXY((g.cw-d)/2, (g.ch-d)/2), d, inkOn(IdentityColor(id)), color.Transparent)
			continue
		}
		// A small symbol in the corner, the word or picture in the middle.
		d := min(g.cw, g.ch) * 0.22
		r.syms[i].show(id, pos.AddXY(4, 4), d, inkOn(IdentityColor(id)), color.Transparent)
		t := r.labels[i]
		t.TextSize = fitTextSize(t.Text, t.TextStyle, g.ch*0.2, g.cw-8)
		th := t.MinSize().Height
		t.Move(pos.AddXY(0, (g.ch-th)/2))
		t.Resize(fyne.NewSize(g.cw, th))
		im := r.images[i]
		im.Move(pos.AddXY(d+6, 4))
		im.Resize(fyne.NewSize(g.cw-2*d-12, g.ch-8))
	}
}

func (r *keyCardRenderer) Refresh() {
	k := r.k
	n := 0
	if k.Shown {
		n = len(k.Key.Identities)
	}
	if len(r.cells) != n {
		r.cells, r.syms, r.labels, r.images = nil, nil, nil, nil
		r.objs = []fyne.CanvasObject{r.frame, r.hidden}
		for range n {
			c := canvas.NewRectangle(nil)
			c.CornerRadius = 2
			s := newSymbol()
			t := NewBoldText("", color.White)
			t.Alignment = fyne.TextAlignCenter
			im := canvas.NewImageFromResource(nil)
			im.FillMode = canvas.ImageFillContain
			r.cells, r.syms, r.labels, r.images = append(r.cells, c), append(r.syms, s), append(r.labels, t), append(r.images, im)
			r.objs = append(r.objs, c, im, t)
			r.objs = append(r.objs, s.objects()...)
		}
	}
	for i := range r.cells {
		r.labels[i].Text, r.labels[i].Hidden = "", true
		r.images[i].Resource, r.images[i].Hidden = nil, true
		if i < len(k.Pictures) && k.Pictures[i] != nil {
			r.images[i].Resource, r.images[i].Hidden = k.Pictures[i], false
		} else if i < len(k.Labels) {
			SetBold(r.labels[i], k.Labels[i])
			r.labels[i].Hidden = false
			r.labels[i].Color = inkOn(IdentityColor(k.Key.Identities[i]))
		}
		r.labels[i].Refresh()
		r.images[i].Refresh()
	}
	r.frame.FillColor, r.frame.StrokeColor, r.frame.StrokeWidth = color.Transparent, color.Gray{0x55}, 1
	r.hidden.Text, r.hidden.Hidden, r.hidden.SizeName = k.HiddenText, k.Shown, k.HiddenSize
	if k.Shown {
		// A dark card with a rim in the starting team's colour, as the
		// physical key card's lights.
		r.frame.FillColor, r.frame.StrokeColor, r.frame.StrokeWidth = color.NRGBA{0x2a, 0x2a, 0x2a, 0xff}, TeamColor(k.Key.Start), 5
	}
	r.hidden.Refresh()
	for i, c := range r.cells {
		col := IdentityColor(k.Key.Identities[i])
		if i < len(k.Covered) && k.Covered[i] {
			col.A = 0x55
		}
		c.FillColor, c.StrokeWidth = col, 0
		if k.Key.Identities[i] == game.Assassin {
			// Near-black with a light rim: unmistakable on the dark frame.
			c.StrokeColor, c.StrokeWidth = assassinEdge, 1.5
		}
		c.Refresh()
	}
	r.frame.Refresh()
	r.Layout(r.size)
}

// PeekButton shows the key only while it is held down (hold-to-peek). It
// lets go on every way a hold can end: the button released over it, the
// pointer dragged off it or released anywhere else after a drag (DragEnd
// comes wherever the release is), and the pointer leaving it. The board
// also ends a peek when the window loses focus and at the key's timeout.
type PeekButton struct {
	Button
	onHold func(held bool)
	held   bool
}

// NewPeekButton returns a button that calls onHold(true) when pressed and
// onHold(false) when the hold ends.
func NewPeekButton(label string, onHold func(bool)) *PeekButton {
	b := &PeekButton{onHold: onHold}
	b.Text = label
	b.ExtendBaseWidget(b)
	return b
}

// Held reports whether the button is held down now.
func (b *PeekButton) Held() bool { return b.held }

func (b *PeekButton) hold(on bool) {
	if b.held == on {
		return
	}
	b.held = on
	b.onHold(on)
}

// Release ends a peek from outside (a lost window focus).
func (b *PeekButton) Release() { b.hold(false) }

// Reset forgets a hold that ended elsewhere (the key's timeout), without
// calling onHold: the next press peeks again.
func (b *PeekButton) Reset() { b.held = false }

// MouseDown starts the peek.
func (b *PeekButton) MouseDown(ev *desktop.MouseEvent) {
	if b.Disabled() || ev.Button != desktop.MouseButtonPrimary {
		return
	}
	b.hold(true)
}

// MouseUp ends the peek.
func (b *PeekButton) MouseUp(*desktop.MouseEvent) { b.hold(false) }

// Dragged ends the peek once the pointer leaves the button while held.
func (b *PeekButton) Dragged(ev *fyne.DragEvent) {
	s := b.Size()
	if p := ev.Position; p.X < 0 || p.Y < 0 || p.X > s.Width || p.Y > s.Height {
		b.hold(false)
	}
}

// DragEnd ends the peek: the button was released, wherever the pointer is.
func (b *PeekButton) DragEnd() { b.hold(false) }

// MouseOut ends the peek: the pointer left the button.
func (b *PeekButton) MouseOut() {
	b.Button.MouseOut()
	b.hold(false)
}

// Tapped does nothing: the key shows only while the button is held.
func (b *PeekButton) Tapped(*fyne.PointEvent) {}

// TypedKey ignores Space: a key press cannot hold the button.
func (b *PeekButton) TypedKey(*fyne.KeyEvent) {}

var (
	_ desktop.Mouseable = (*PeekButton)(nil)
	_ desktop.Hoverable = (*PeekButton)(nil)
	_ fyne.Draggable    = (*PeekButton)(nil)
)

// HelpButton is a small "?" button, e.g. beside an option, that opens its
// rules section.
func HelpButton(tapped func()) *widget.Button {
	b := widget.NewButtonWithIcon("", theme.QuestionIcon(), tapped)
	b.Importance = widget.LowImportance
	return b
}

// ClickButton is a button that only a pointer click presses: Space and
// Enter do nothing even when it has the keyboard focus. It answers a
// question that shows the key, so a stray key press never does.
type ClickButton struct {
	widget.Button
}

// NewClickButton returns a click-only button with a label and an icon.
func NewClickButton(label string, icon fyne.Resource, tapped func()) *ClickButton {
	b := &ClickButton{}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey ignores every key: only a click presses the button.
func (b *ClickButton) TypedKey(*fyne.KeyEvent) {}
