package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/ui/internal/ask"
)

// Ask shows a yes/no dialog with the app's own labels. While it is open,
// Enter answers yes and Esc no, so keyboard players can answer it too.
func (b *Board) Ask(title, yes, no string, content fyne.CanvasObject, size fyne.Size, onYes, onNo func()) {
	ask.Question(b.win, &b.answer, title, yes, no, content, size, onYes, onNo)
}

// confirm asks a yes/no question with the app's own button labels.
func (b *Board) confirm(title, text, yes string, then func()) {
	msg := widget.NewLabel(text)
	msg.Wrapping = fyne.TextWrapWord
	b.Ask(title, yes, b.tr.T("action.cancel", nil), msg, fyne.NewSize(460, 200), then, nil)
}

// inform shows a message with the app's own OK label.
func (b *Board) inform(title, text string) {
	ask.Inform(b.win, title, text, b.tr.T("action.ok", nil), fyne.NewSize(480, 220))
}
