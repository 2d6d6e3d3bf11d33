package board

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/ui/internal/ask"
)

// toggleKey shows the key after the privacy screen, or hides it.
func (b *Board) toggleKey() {
	if b.key.Shown() || b.key.Peeking() {
		b.hideKey()
		b.refresh()
		return
	}
	b.privacy(b.showKey)
}

// privacy shows the privacy screen ("guessers, look away") and runs then
// once a spymaster confirms it deliberately: by a click on its button or
// by pressing K again. Enter and Esc cancel, so an Enter meant for the
// clue or a guess never shows the key to the room.
func (b *Board) privacy(then func()) {
	if b.spy != nil {
		b.spy.Window().RequestFocus() // the key is on the laptop's window
		return
	}
	msg := widget.NewLabel(b.tr.T("key.privacyText", nil) + "\n\n" + b.tr.T("key.privacyKeys", nil))
	msg.Wrapping = fyne.TextWrapWord
	msg.Alignment = fyne.TextAlignCenter
	ask.Deliberate(b.win, &b.answer, &b.yesKey, fyne.KeyK, b.tr.T("key.privacyTitle", nil), b.tr.T("key.showNow", nil),
		b.tr.T("action.cancel", nil), msg, fyne.NewSize(480, 260), then, nil)
}

func (b *Board) showKey() {
	b.key.Show(b.after, b.keyTimeout(), b.refresh)
	b.refresh()
}

// keyTimeout is how long the key stays on show by itself (0: until hidden).
func (b *Board) keyTimeout() time.Duration {
	if s := b.settings.KeyHideSeconds(); b.settings.KeyAutoHide() && s > 0 {
		return time.Duration(s) * time.Second
	}
	return 0
}

func (b *Board) hideKey() { b.key.Hide() }

// peek shows the key only while the peek button is held, and at most
// until the key's timeout.
func (b *Board) peek(held bool) {
	b.key.Peek(held, b.after, b.keyTimeout(), func() {
		b.peekButton.Release()
		b.refresh()
	})
	b.refresh()
}

// FocusLost ends a peek: the window lost the keyboard and pointer focus
// (the root passes the app's lifecycle event on).
func (b *Board) FocusLost() {
	if !b.key.Peeking() {
		return
	}
	b.key.FocusLost()
	if b.peekButton != nil {
		b.peekButton.Release()
	}
	b.refresh()
}

// keyVisible reports whether the board window may draw the key now. While
// the spymaster window is open the board never shows it before the end.
func (b *Board) keyVisible() bool { return b.key.Visible(b.g.Over()) }
