// Package spymaster is the spymasters' window for the laptop screen while
// the board is on a projector: the key card with each card's word or
// picture, the phase, the clue entry and the log. It draws the State it
// is given and reports taps through callbacks; it knows nothing of the
// board window's widgets.
package spymaster

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// State is what the window shows, read from the game at each refresh.
type State struct {
	Key      game.Key
	Cols     int
	Covered  []bool          // covered positions are drawn faded
	Labels   []string        // each card's word
	Pictures []fyne.Resource // each picture card's picture, else nil
	Phase    game.Phase
	Text     string   // what happens now
	Log      []string // the game's log, one line per move
}

// Window is the spymasters' window while it is open.
type Window struct {
	win     fyne.Window
	key     *uiwidget.KeyCard
	phase   *widget.Label
	log     *widget.List
	lines   []string
	clueRow fyne.CanvasObject
	tr      *translations.Translator
	cover   func(i int)
	qr      func(parent fyne.Window)
}

// New makes the window (not yet shown). cover is called with the card
// whose key cell was tapped, qr shows the key's QR code on the window,
// closed is called when the window is closed.
func New(fa fyne.App, tr *translations.Translator, cover func(i int), qr func(parent fyne.Window), closed func()) *Window {
	w := &Window{win: fa.NewWindow(tr.T("spy.title", nil)), tr: tr, cover: cover, qr: qr}
	w.win.SetOnClosed(closed)
	return w
}

// Window is the spymasters' window.
func (w *Window) Window() fyne.Window { return w.win }

// SetOnTypedKey sets what a key pressed on the window does while no
// widget has the focus (Esc closes the dialogs about the clue).
func (w *Window) SetOnTypedKey(f func(*fyne.KeyEvent)) { w.win.Canvas().SetOnTypedKey(f) }

// Build fills the window in tr's language. clueRow is the clue entry that
// the board window hands over while this window is open.
func (w *Window) Build(tr *translations.Translator, clueRow fyne.CanvasObject) {
	w.tr, w.clueRow = tr, clueRow
	t := func(id string) string { return tr.T(id, nil) }
	w.key = uiwidget.NewKeyCard()
	w.key.OnTapped = w.cover
	space := canvas.NewRectangle(color.Transparent)
	space.SetMinSize(fyne.NewSize(520, 340))
	w.phase = widget.NewLabel("")
	w.phase.Wrapping = fyne.TextWrapWord
	w.phase.TextStyle.Bold = true
	w.log = widget.NewList(func() int { return len(w.lines) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(w.lines[i]) })
	warning := widget.NewLabelWithStyle(t("spy.warning"), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	qr := widget.NewButtonWithIcon(t("qr.button"), theme.MailSendIcon(), func() { w.qr(w.win) })
	w.log.Resize(fyne.NewSize(300, 120))
	logBox := canvas.NewRectangle(color.Transparent)
	logBox.SetMinSize(fyne.NewSize(0, 140))
	bottom := container.NewVBox(container.NewHBox(qr), w.phase, clueRow, container.NewStack(logBox, w.log))
	w.win.SetContent(container.NewBorder(warning, bottom, nil, nil, container.NewStack(space, w.key)))
}

// Refresh shows s: the whole key, the phase, the clue entry while a clue
// is due, and the log.
func (w *Window) Refresh(s State) {
	w.key.Key, w.key.Cols, w.key.Shown, w.key.Covered = s.Key, s.Cols, true, s.Covered
	w.key.Labels, w.key.Pictures = s.Labels, s.Pictures
	w.key.Refresh()
	w.phase.SetText(s.Text)
	if s.Phase == game.PhaseCover {
		w.phase.SetText(s.Text + " " + w.tr.T("spy.coverHere", nil))
	}
	if s.Phase == game.PhaseClue {
		w.clueRow.Show()
	} else {
		w.clueRow.Hide()
	}
	w.lines = s.Log
	w.log.Refresh()
	w.log.ScrollToBottom()
}
