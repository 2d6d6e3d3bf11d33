package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/ui/internal/ask"
)

// toggleKey shows the key after the privacy screen, or hides it.
func (a *App) toggleKey() {
	if a.key.Shown() {
		a.hideKey()
		a.refresh()
		return
	}
	a.privacy(a.showKey)
}

// privacy shows the privacy screen ("guessers, look away") and runs then
// once a spymaster confirms it deliberately: by a click on its button or
// by pressing K again. Enter and Esc cancel, so an Enter meant for the
// clue or a guess never shows the key to the room.
func (a *App) privacy(then func()) {
	if a.spy != nil {
		a.spy.Window().RequestFocus() // the key is on the laptop's window
		return
	}
	msg := widget.NewLabel(a.tr.T("key.privacyText", nil) + "\n\n" + a.tr.T("key.privacyKeys", nil))
	msg.Wrapping = fyne.TextWrapWord
	msg.Alignment = fyne.TextAlignCenter
	ask.Deliberate(a.win, &a.answer, &a.yesKey, fyne.KeyK, a.tr.T("key.privacyTitle", nil), a.tr.T("key.showNow", nil),
		a.tr.T("action.cancel", nil), msg, fyne.NewSize(480, 260), then, nil)
}

func (a *App) showKey() {
	var after time.Duration
	if s := a.settings.keyHideSeconds(); a.settings.keyAutoHide() && s > 0 {
		after = time.Duration(s) * time.Second
	}
	a.key.Show(a.after, after, a.refresh)
	a.refresh()
}

func (a *App) hideKey() { a.key.Hide() }

// peek shows the key only while the peek button is held.
func (a *App) peek(held bool) {
	a.key.Peek(held)
	a.refresh()
}

// keyVisible reports whether the board window may draw the key now. While
// the spymaster window is open the board never shows it before the end.
func (a *App) keyVisible() bool { return a.key.Visible(a.g.Over()) }
