package ui

import (
	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/ui/internal/ask"
)

// inform shows a message on the main window with the app's own OK label.
func (a *App) inform(title, text string) {
	ask.Inform(a.win, title, text, a.tr.T("action.ok", nil), fyne.NewSize(480, 220))
}
