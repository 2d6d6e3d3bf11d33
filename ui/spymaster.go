package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/decknamen/decknamen/ui/board"
	"github.com/decknamen/decknamen/ui/internal/ask"
	"github.com/decknamen/decknamen/ui/internal/platform"
	"github.com/decknamen/decknamen/ui/spymaster"
)

// openSpymaster opens the spymasters' window for the laptop screen: the key
// card behind its own privacy screen, the clue entry and the log. While it
// is open the board window never shows the key, and it goes full screen on
// a second display (a projector) when there is one. The displays are
// watched while it is open: one coming or going hides the key there.
// Closing it returns to one-screen play. The browser has no second
// window: there it offers the key on the spymasters' phones instead.
func (a *App) openSpymaster() {
	if platform.IsBrowser {
		a.offerPhoneKey()
		return
	}
	if a.spy != nil {
		a.spy.Window().RequestFocus()
		return
	}
	var stopWatch func()
	a.spy = spymaster.New(a.fa, a.tr, spymaster.Hooks{Cover: a.board.CoverFromKey, QR: a.board.SpyQR,
		Reveal: a.board.RevealOnSecond, Closed: func() {
			stopWatch()
			a.spy = nil
			a.board.SetSpymaster(nil) // the clue entry comes back to the board window
		}})
	a.spy.SetOnTypedKey(func(ev *fyne.KeyEvent) { a.board.DialogKey(ev.Name) })
	a.board.SetDisplays(a.hasSecondaryDisplay())
	a.board.SetSpymaster(a.spy)
	stopWatch = a.every(time.Second, func() { a.board.SetDisplays(a.hasSecondaryDisplay()) })
	a.spy.Window().Resize(fyne.NewSize(760, 720))
	a.spy.Window().Show()
	if a.hasSecondaryDisplay() {
		if w, ok := a.win.(desktop.Window); ok {
			w.RequestFullScreenSecondary()
		}
	}
}

// hasSecondaryDisplay reports whether the app sees a second display.
func (a *App) hasSecondaryDisplay() bool {
	d, ok := a.fa.Driver().(desktop.Driver)
	return ok && d.HasSecondaryDisplay()
}

// offerPhoneKey says that the page cannot open the spymasters' own window
// and offers the key on their phones instead: the QR code, behind the
// board's privacy screen.
func (a *App) offerPhoneKey() {
	a.board.Ask(a.tr.T("spy.browserTitle", nil), a.tr.T("spy.browserQR", nil), a.tr.T("action.cancel", nil),
		ask.Text(a.tr.T("spy.browserText", nil)), fyne.NewSize(520, 260), func() { a.board.Press(board.KeyQR) }, nil)
}
