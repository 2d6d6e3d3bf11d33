package board

import (
	"slices"

	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/translations"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// toolbarView is the row of buttons above the board. On a narrow window
// (a 1024×768 projector) the less used buttons move into a "more" menu,
// so the row never overlaps or cuts a button.
type toolbarView struct {
	key  *uiwidget.Button
	peek *uiwidget.PeekButton
	qr   *uiwidget.Button
	spy  *uiwidget.Button
	undo *uiwidget.Button
	row  *toolbarLayout
}

// build makes the toolbar.
func (v *toolbarView) build(tr *translations.Translator, send func(any)) fyne.CanvasObject {
	t := func(id string) string { return tr.T(id, nil) }
	pushing := func(b button) func() { return func() { send(push{b}) } }
	v.key = uiwidget.NewButton(t("key.show"), theme.VisibilityIcon(), pushing(btnKey))
	v.peek = uiwidget.NewPeekButton(t("key.peek"), func(held bool) { send(peek{held}) })
	v.qr = uiwidget.NewButton(t("qr.button"), theme.MailSendIcon(), pushing(btnQR))
	v.spy = uiwidget.NewButton(t("spy.open"), theme.ComputerIcon(), pushing(btnSpymaster))
	v.undo = uiwidget.NewButton(t("action.undo"), theme.ContentUndoIcon(), pushing(btnUndo))
	newGame := uiwidget.NewButton(t("action.newGame"), theme.ContentAddIcon(), pushing(btnNewGame))
	rematch := uiwidget.NewButton(t("action.rematch"), theme.MediaReplayIcon(), pushing(btnRematch))
	// Rules and settings are icons only (and in the menu): German labels are long.
	rules := uiwidget.NewButton("", theme.HelpIcon(), pushing(btnRules))
	settings := uiwidget.NewButton("", theme.SettingsIcon(), pushing(btnSettings))
	v.row = &toolbarLayout{}
	more := uiwidget.NewButton("", theme.MoreHorizontalIcon(), nil)
	more.OnTapped = func() { v.row.showMore(more) }
	v.row.more = more
	// Kept to the last: the key's buttons and undo (Peek must be held, so
	// it never goes into a menu). Moved first: the spymasters' window, QR,
	// rematch, new game (all also in the window's menu).
	// The key's button keeps one width whether it says show or hide, so
	// Peek never moves away under a held pointer.
	hide := uiwidget.NewButton(t("key.hide"), theme.VisibilityOffIcon(), nil)
	keep := canvas.NewRectangle(color.Transparent)
	keep.SetMinSize(fyne.NewSize(max(hide.MinSize().Width, v.key.MinSize().Width), 0))
	v.row.items = []toolItem{
		{obj: newGame, drop: 4}, {obj: rematch, drop: 3}, {obj: v.undo}, {obj: container.NewStack(keep, v.key)}, {obj: v.peek}, {obj: v.qr, drop: 2}, {obj: v.spy, drop: 1},
	}
	v.row.tail = []fyne.CanvasObject{rules, settings}
	objects := []fyne.CanvasObject{more}
	for _, it := range v.row.items {
		objects = append(objects, it.obj)
	}
	return container.New(v.row, append(objects, v.row.tail...)...)
}

// draw enables what works now and labels the key's button.
func (v *toolbarView) draw(s Snapshot) {
	t := s.Tools
	v.key.SetText(t.KeyText)
	v.key.SetIcon(theme.VisibilityIcon())
	if t.KeyHides {
		v.key.SetIcon(theme.VisibilityOffIcon())
	}
	for _, b := range []fyne.Disableable{v.key, v.peek, v.qr} {
		enable(b, t.KeyTools) // on the spymasters' window while it is open
	}
	enable(v.undo, t.CanUndo)
	enable(v.spy, t.Spymaster)
	if !t.Peeking && v.peek.Held() {
		v.peek.Reset() // the peek ended without a release (its timeout): a new press peeks again
	}
}

// enable enables or disables b.
func enable(b fyne.Disableable, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// toolItem is a button of the toolbar; drop > 0 says it moves into the
// "more" menu when the row is too narrow, the lowest first.
type toolItem struct {
	obj  fyne.CanvasObject
	drop int
}

// toolbarLayout lays the buttons out in a row, the icons of the tail at
// the right, and moves buttons into the "more" menu while they do not fit.
type toolbarLayout struct {
	items []toolItem
	tail  []fyne.CanvasObject
	more  *uiwidget.Button
	moved []toolItem // the buttons in the "more" menu now
}

// fit decides which buttons show at width w.
func (l *toolbarLayout) fit(w float32) (shown []fyne.CanvasObject, moved []toolItem) {
	pad := theme.Padding()
	width := func(objs []fyne.CanvasObject) float32 {
		var sum float32
		for _, o := range objs {
			sum += o.MinSize().Width + pad
		}
		return sum
	}
	tail := width(l.tail)
	for drop := 0; ; drop++ {
		shown, moved = nil, nil
		for _, it := range l.items {
			if it.drop > 0 && it.drop <= drop {
				moved = append(moved, it)
			} else {
				shown = append(shown, it.obj)
			}
		}
		need := width(shown) + tail
		if len(moved) > 0 {
			need += l.more.MinSize().Width + pad
		}
		if need <= w || drop > len(l.items) {
			return shown, moved
		}
	}
}

// Layout places the shown buttons left to right and the tail at the right.
func (l *toolbarLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	shown, moved := l.fit(size.Width)
	l.moved = moved
	pad := theme.Padding()
	x := float32(0)
	// Hide only what is no longer shown: hiding and showing a button
	// again refreshes it, which draws its icon anew (a few milliseconds
	// each time the window is laid out).
	for _, it := range l.items {
		if !slices.Contains(shown, it.obj) {
			it.obj.Hide()
		}
	}
	place := func(o fyne.CanvasObject) {
		m := o.MinSize()
		o.Show()
		o.Move(fyne.NewPos(x, (size.Height-m.Height)/2))
		o.Resize(fyne.NewSize(m.Width, m.Height))
		x += m.Width + pad
	}
	for _, o := range shown {
		place(o)
	}
	if len(moved) > 0 {
		place(l.more)
	} else {
		l.more.Hide()
	}
	x = size.Width
	for i := len(l.tail) - 1; i >= 0; i-- {
		o := l.tail[i]
		m := o.MinSize()
		x -= m.Width
		o.Move(fyne.NewPos(x, (size.Height-m.Height)/2))
		o.Resize(m)
		x -= pad
	}
}

// MinSize is the row at its narrowest: every button that can move, moved.
func (l *toolbarLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	var w, h float32
	for _, it := range l.items {
		m := it.obj.MinSize()
		h = max(h, m.Height)
		if it.drop == 0 {
			w += m.Width + pad
		}
	}
	w += l.more.MinSize().Width + pad
	for _, o := range l.tail {
		w += o.MinSize().Width + pad
	}
	return fyne.NewSize(w, h)
}

// showMore opens the menu of the buttons that did not fit.
func (l *toolbarLayout) showMore(from *uiwidget.Button) {
	var items []*fyne.MenuItem
	for _, it := range l.moved {
		if b, ok := it.obj.(*uiwidget.Button); ok {
			item := fyne.NewMenuItem(b.Text, b.OnTapped)
			item.Disabled = b.Disabled()
			items = append(items, item)
		}
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(from)
	if c == nil || len(items) == 0 {
		return
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(from).AddXY(0, from.Size().Height)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, pos)
}
