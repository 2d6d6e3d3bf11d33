// Package ask shows the app's dialogs with its own translated button
// labels (no English "Yes/No" leaks into a German or Dutch session) and
// lets the keyboard answer them: Enter is yes, Esc is no.
package ask

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Question shows a yes/no dialog on win and sets *answer, which the
// window's key handler passes to ByKey, until it is answered.
func Question(win fyne.Window, answer *func(yes bool), title, yes, no string, content fyne.CanvasObject, size fyne.Size, onYes, onNo func()) {
	respond := func(ok bool) {
		*answer = nil
		if ok && onYes != nil {
			onYes()
		} else if !ok && onNo != nil {
			onNo()
		}
	}
	d := dialog.NewCustomConfirm(title, yes, no, content, respond, win)
	*answer = func(ok bool) {
		d.Hide() // Hide does not call the callback
		respond(ok)
	}
	d.Resize(size)
	d.Show()
}

// ByKey answers an open yes/no question by key: Enter is yes, Esc is no.
// It reports whether a question was open, which takes every key.
func ByKey(answer func(yes bool), key fyne.KeyName) bool {
	if answer == nil {
		return false
	}
	switch key {
	case fyne.KeyReturn, fyne.KeyEnter:
		answer(true)
	case fyne.KeyEscape:
		answer(false)
	}
	return true
}

// Inform shows text on win with the app's own OK label.
func Inform(win fyne.Window, title, text, ok string, size fyne.Size) {
	d := dialog.NewCustom(title, ok, Text(text), win)
	d.Resize(size)
	d.Show()
}

// Text is a label that wraps at word boundaries, for a dialog's body.
func Text(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}
