package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/ui/internal/ask"
)

// ask shows a yes/no dialog with the app's own labels. While it is open,
// Enter answers yes and Esc no, so keyboard players can answer it too.
func (a *App) ask(title, yes, no string, content fyne.CanvasObject, size fyne.Size, onYes, onNo func()) {
	ask.Question(a.win, &a.answer, title, yes, no, content, size, onYes, onNo)
}

// confirm asks a yes/no question with the app's own button labels.
func (a *App) confirm(title, text, yes string, then func()) {
	msg := widget.NewLabel(text)
	msg.Wrapping = fyne.TextWrapWord
	a.ask(title, yes, a.tr.T("action.cancel", nil), msg, fyne.NewSize(460, 200), then, nil)
}

// inform shows a message with the app's own OK label.
func (a *App) inform(title, text string) {
	ask.Inform(a.win, title, text, a.tr.T("action.ok", nil), fyne.NewSize(480, 220))
}
