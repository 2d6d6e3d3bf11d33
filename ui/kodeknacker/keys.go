package kodeknacker

import (
	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/game/kodeknacker"
	"github.com/decknamen/decknamen/ui/internal/ask"
)

// typedRune takes the digits 1–6 as colours.
func (v *View) typedRune(r rune) {
	if v.answer == nil && r >= '1' && r < '1'+kodeknacker.Colours {
		v.add(kodeknacker.Colour(r - '1'))
	}
}

// typedKey: Backspace erases, Enter submits (or opens the privacy screen
// before a code entry); while a question is open Enter is yes, Esc no.
func (v *View) typedKey(ev *fyne.KeyEvent) {
	if ask.ByKey(v.answer, ev.Name) {
		return
	}
	switch ev.Name {
	case fyne.KeyBackspace, fyne.KeyDelete:
		v.erase()
	case fyne.KeyReturn, fyne.KeyEnter:
		if v.g != nil && !v.choosing && v.g.Phase() == kodeknacker.SettingCodes && !v.entering {
			v.askPrivacy()
			return
		}
		v.submit()
	}
}

// ask shows a yes/no dialog in the Kodeknacker window with the app's own
// labels; Enter answers yes and Esc no.
func (v *View) ask(title, text, yes, no string, onYes, onNo func()) {
	ask.Question(v.win, &v.answer, title, yes, no, ask.Text(text), fyne.NewSize(480, 230), onYes, onNo)
}

// inform shows a message in the Kodeknacker window with the app's own OK label.
func (v *View) inform(title, text string) {
	ask.Inform(v.win, title, text, v.t("action.ok"), fyne.NewSize(480, 230))
}
