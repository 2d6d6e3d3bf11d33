package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/spymaster"
)

// openSpymaster opens the spymasters' window for the laptop screen: the key
// card, the clue entry and the log. While it is open the board window never
// shows the key, and it goes full screen on a second display (a projector)
// when there is one. Closing it returns to one-screen play.
func (a *App) openSpymaster() {
	if a.spy != nil {
		a.spy.Window().RequestFocus()
		return
	}
	cover := func(i int) {
		if a.g.Phase() == game.PhaseCover {
			a.apply(game.Cover{Card: i})
		}
	}
	a.spy = spymaster.New(a.fa, a.tr, cover, a.showKeyQR, func() {
		a.spy = nil
		a.key.SetSecondWindow(false)
		a.build() // the clue entry comes back to the board window
	})
	a.spy.SetOnTypedKey(func(ev *fyne.KeyEvent) { a.dialogKey(ev.Name) })
	a.key.SetSecondWindow(true) // hides the key on the board
	a.build()
	a.spy.Window().Resize(fyne.NewSize(760, 720))
	a.spy.Window().Show()
	if d, ok := a.fa.Driver().(desktop.Driver); ok && d.HasSecondaryDisplay() {
		if w, ok := a.win.(desktop.Window); ok {
			w.RequestFullScreenSecondary()
		}
	}
}

// refreshSpymaster fills the spymaster window from the game.
func (a *App) refreshSpymaster() {
	if a.spy == nil {
		return
	}
	s := spymaster.State{Key: a.g.Setup().Key, Cols: a.g.Size().Cols(), Covered: a.keyCard.Covered,
		Labels: make([]string, len(a.cards)), Pictures: make([]fyne.Resource, len(a.cards)),
		Phase: a.g.Phase(), Text: a.phaseText(), Log: a.logLines}
	for i, c := range a.cards {
		s.Labels[i], s.Pictures[i] = c.Text, c.Picture
	}
	a.spy.Refresh(s)
}
