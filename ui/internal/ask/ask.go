// Package ask shows the app's dialogs with its own translated button
// labels (no English "Yes/No" leaks into a German or Dutch session) and
// lets the keyboard answer them: Enter is yes, Esc is no (both close a
// message), except for a Deliberate question, whose yes takes its own key.
package ask

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	uiwidget "github.com/decknamen/decknamen/ui/widget"
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
		if ok {
			d.Confirm() // each calls respond once
		} else {
			d.Hide()
		}
	}
	d.Resize(size)
	d.Show()
}

// Deliberate shows a yes/no question on win whose yes must be meant: the
// no button is the highlighted default, Enter and Esc answer no, and yes
// takes a click on its button or the key yesKey. It sets *answer and
// *key (for ByKeys) until the question is answered.
func Deliberate(win fyne.Window, answer *func(yes bool), key *fyne.KeyName, yesKey fyne.KeyName, title, yes, no string, content fyne.CanvasObject, size fyne.Size, onYes, onNo func()) {
	var d *dialog.CustomDialog
	respond := func(ok bool) {
		*answer, *key = nil, ""
		d.Hide()
		if ok && onYes != nil {
			onYes()
		} else if !ok && onNo != nil {
			onNo()
		}
	}
	yesButton := uiwidget.NewClickButton(yes, theme.VisibilityIcon(), func() { respond(true) }) // Space on a focused yes does nothing
	noButton := widget.NewButtonWithIcon(no, theme.CancelIcon(), func() { respond(false) })
	noButton.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons(title, content, win)
	d.SetButtons([]fyne.CanvasObject{noButton, yesButton})
	*answer, *key = respond, yesKey
	d.Resize(size)
	d.Show()
}

// ByKey answers an open yes/no question by key: Enter is yes, Esc is no.
// It reports whether a question was open, which takes every key.
func ByKey(answer func(yes bool), key fyne.KeyName) bool {
	return ByKeys(answer, "", key)
}

// ByKeys is ByKey for a question that may be Deliberate: with a yesKey,
// only that key says yes and Enter says no, like Esc.
func ByKeys(answer func(yes bool), yesKey, key fyne.KeyName) bool {
	if answer == nil {
		return false
	}
	switch {
	case yesKey != "" && key == yesKey:
		answer(true)
	case yesKey != "" && (key == fyne.KeyReturn || key == fyne.KeyEnter):
		answer(false)
	case key == fyne.KeyReturn || key == fyne.KeyEnter:
		answer(true)
	case key == fyne.KeyEscape:
		answer(false)
	}
	return true
}

// Inform shows text on win with the app's own OK label. Enter or Esc
// closes it too: it holds the keyboard focus, so no key reaches the
// window behind it.
func Inform(win fyne.Window, title, text, ok string, size fyne.Size) {
	var d *dialog.CustomDialog
	keys := &closeKeys{close: func() { d.Hide() }}
	keys.ExtendBaseWidget(keys)
	d = dialog.NewCustom(title, ok, container.NewStack(keys, Text(text)), win)
	d.Resize(size)
	d.Show()
	win.Canvas().Focus(keys)
}

// closeKeys is an invisible widget that closes a message on Enter or Esc
// while it has the focus.
type closeKeys struct {
	widget.BaseWidget
	close func()
}

func (k *closeKeys) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewWithoutLayout())
}

// FocusGained implements fyne.Focusable.
func (k *closeKeys) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (k *closeKeys) FocusLost() {}

// TypedRune implements fyne.Focusable.
func (k *closeKeys) TypedRune(rune) {}

// TypedKey implements fyne.Focusable: Enter and Esc close the message.
func (k *closeKeys) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyEscape:
		k.close()
	}
}

// Text is a label that wraps at word boundaries, for a dialog's body.
func Text(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}
