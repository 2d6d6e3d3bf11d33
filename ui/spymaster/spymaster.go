// Package spymaster is the spymasters' window for the laptop screen while
// the board is on a projector: the key card with each card's word or
// picture, the phase, the clue entry and the log. The key draws only after
// a spymaster answered the window's own privacy screen by a click, because
// a mirrored projector shows this window to the room too. It draws the
// State it is given and reports taps through callbacks; it knows nothing of
// the board window's widgets.
package spymaster

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/screen"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// Hooks are what the window's buttons ask of the board.
type Hooks struct {
	Cover  func(i int)     // a key cell was tapped
	QR     func()          // show the key's QR code on this window
	Reveal func(show bool) // the privacy screen was answered (true) or Hide key (false)
	Closed func()          // the window was closed
}

// Window is the spymasters' window while it is open.
type Window struct {
	win     fyne.Window
	key     *uiwidget.KeyCard
	privacy *fyne.Container // the privacy screen over the key's place
	mirror  *widget.Label   // one display: a mirrored projector shows this window
	hide    *widget.Button
	phase   *widget.Label
	log     *widget.List
	lines   []string
	clueRow fyne.CanvasObject
	tr      *translations.Translator
	hooks   Hooks
	pics    uiwidget.Pictures // read once per picture
}

// New makes the window (not yet shown), asking h for what its buttons do.
func New(fa fyne.App, tr *translations.Translator, h Hooks) *Window {
	w := &Window{win: fa.NewWindow(tr.T("spy.title", nil)), tr: tr, hooks: h}
	w.win.SetOnClosed(h.Closed)
	// Ctrl+W closes it, as it closes the rules window.
	w.win.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { w.win.Close() })
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
	w.key.OnTapped = w.hooks.Cover
	space := canvas.NewRectangle(color.Transparent)
	space.SetMinSize(fyne.NewSize(520, 340))
	w.phase = widget.NewLabel("")
	w.phase.Wrapping = fyne.TextWrapWord
	w.phase.TextStyle.Bold = true
	w.log = widget.NewList(func() int { return len(w.lines) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(w.lines[i]) })
	warning := widget.NewLabelWithStyle(t("spy.warning"), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	qr := widget.NewButtonWithIcon(t("qr.button"), theme.MailSendIcon(), w.hooks.QR)
	w.hide = widget.NewButtonWithIcon(t("key.hide"), theme.VisibilityOffIcon(), func() { w.hooks.Reveal(false) })
	w.log.Resize(fyne.NewSize(300, 120))
	logBox := canvas.NewRectangle(color.Transparent)
	logBox.SetMinSize(fyne.NewSize(0, 140))
	bottom := container.NewVBox(container.NewHBox(w.hide, qr), w.phase, clueRow, container.NewStack(logBox, w.log))
	w.privacy = w.buildPrivacy()
	w.win.SetContent(container.NewBorder(warning, bottom, nil, nil, container.NewStack(space, w.key, w.privacy)))
}

// buildPrivacy makes the privacy screen that covers the key until a
// spymaster clicks its button: Enter, Space and Esc never press it.
func (w *Window) buildPrivacy() *fyne.Container {
	t := func(id string) string { return w.tr.T(id, nil) }
	title := widget.NewLabelWithStyle(t("key.privacyTitle"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	ask := widget.NewLabel(t("spy.privacyText"))
	ask.Wrapping, ask.Alignment = fyne.TextWrapWord, fyne.TextAlignCenter
	w.mirror = widget.NewLabel(t("spy.oneDisplay"))
	w.mirror.Wrapping, w.mirror.Alignment, w.mirror.Importance = fyne.TextWrapWord, fyne.TextAlignCenter, widget.WarningImportance
	show := uiwidget.NewClickButton(t("key.showNow"), theme.VisibilityIcon(), func() { w.hooks.Reveal(true) })
	show.Importance = widget.HighImportance
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	body := container.NewVBox(title, ask, w.mirror, container.NewCenter(show))
	return container.NewStack(bg, container.NewPadded(container.NewCenter(body)))
}

// Draw shows s: the privacy screen or the whole key, the phase, the clue
// entry while a clue is due, and the log.
func (w *Window) Draw(s screen.SpyView) {
	w.key.Key, w.key.Cols, w.key.Shown, w.key.Covered = s.Key, s.Cols, s.KeyShown, s.Covered
	w.key.Labels, w.key.Pictures = nil, nil
	if s.KeyShown { // the cards' words sit on the key's colours: nothing of them before
		w.key.Labels = s.Labels
		for _, name := range s.Pictures {
			w.key.Pictures = append(w.key.Pictures, w.pics.Get(name))
		}
	}
	w.key.Refresh()
	w.privacy.Hidden = s.KeyShown
	w.mirror.Hidden = !s.OneDisplay
	w.hide.Hidden = !s.KeyShown || s.Phase == game.PhaseOver
	w.privacy.Refresh()
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
