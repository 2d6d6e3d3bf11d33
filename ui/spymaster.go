package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// openSpymaster opens the spymasters' window for the laptop screen: the key
// card, the clue entry and the log. While it is open the board window never
// shows the key, and it goes full screen on a second display (a projector)
// when there is one. Closing it returns to one-screen play.
func (a *App) openSpymaster() {
	if a.spyWin != nil {
		a.spyWin.RequestFocus()
		return
	}
	a.spyWin = a.fa.NewWindow(a.tr.T("spy.title", nil))
	a.spyWin.SetOnClosed(func() {
		a.spyWin = nil
		a.key.SetSecondWindow(false)
		a.build() // the clue entry comes back to the board window
	})
	a.key.SetSecondWindow(true) // hides the key on the board
	a.build()
	a.spyWin.Resize(fyne.NewSize(760, 720))
	a.spyWin.Show()
	if d, ok := a.fa.Driver().(desktop.Driver); ok && d.HasSecondaryDisplay() {
		if w, ok := a.win.(desktop.Window); ok {
			w.RequestFullScreenSecondary()
		}
	}
}

// buildSpymaster fills the spymaster window; build calls it while the window is open.
func (a *App) buildSpymaster() {
	t := func(id string) string { return a.tr.T(id, nil) }
	a.spyKey = uiwidget.NewKeyCard()
	a.spyKey.OnTapped = func(i int) {
		if a.g.Phase() == game.PhaseCover {
			a.apply(game.Cover{Card: i})
		}
	}
	space := canvas.NewRectangle(color.Transparent)
	space.SetMinSize(fyne.NewSize(520, 340))
	a.spyPhase = widget.NewLabel("")
	a.spyPhase.Wrapping = fyne.TextWrapWord
	a.spyPhase.TextStyle.Bold = true
	a.spyLog = widget.NewList(func() int { return len(a.logLines) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(a.logLines[i]) })
	warning := widget.NewLabelWithStyle(t("spy.warning"), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	qr := widget.NewButtonWithIcon(t("qr.button"), theme.MailSendIcon(), func() { a.showKeyQR(a.spyWin) })
	a.spyLog.Resize(fyne.NewSize(300, 120))
	logBox := canvas.NewRectangle(color.Transparent)
	logBox.SetMinSize(fyne.NewSize(0, 140))
	bottom := container.NewVBox(container.NewHBox(qr), a.spyPhase, a.clueRow, container.NewStack(logBox, a.spyLog))
	a.spyWin.SetContent(container.NewBorder(warning, bottom, nil, nil, container.NewStack(space, a.spyKey)))
}

// refreshSpymaster fills the spymaster window from the game.
func (a *App) refreshSpymaster() {
	if a.spyWin == nil {
		return
	}
	a.spyKey.Key, a.spyKey.Cols, a.spyKey.Shown, a.spyKey.Covered = a.g.Setup().Key, a.g.Size().Cols(), true, a.keyCard.Covered
	a.spyKey.Labels, a.spyKey.Pictures = make([]string, len(a.cards)), make([]fyne.Resource, len(a.cards))
	for i, c := range a.cards {
		a.spyKey.Labels[i], a.spyKey.Pictures[i] = c.Text, c.Picture
	}
	a.spyKey.Refresh()
	a.spyPhase.SetText(a.phaseText())
	if a.g.Phase() == game.PhaseCover {
		a.spyPhase.SetText(a.phaseText() + " " + a.tr.T("spy.coverHere", nil))
	}
	if a.g.Phase() == game.PhaseClue {
		a.clueRow.Show()
	} else {
		a.clueRow.Hide()
	}
	a.spyLog.Refresh()
	a.spyLog.ScrollToBottom()
}
