package board

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// clueView is the clue entry: a word and a number, given by Enter or the
// button. It sits in the action bar, or on the spymasters' window while
// that is open. Each clue starts afresh: no word, no number chosen.
type clueView struct {
	entry  *widget.Entry
	number *widget.Select
	row    fyne.CanvasObject
}

// build makes the clue row; a clue given is sent as clueGiven.
func (v *clueView) build(tr *translations.Translator, send func(any)) fyne.CanvasObject {
	t := func(id string) string { return tr.T(id, nil) }
	unlimited := t("clue.unlimited")
	give := func() {
		word, n, set := splitClue(v.entry.Text)
		if v.number.Selected != "" {
			n, set = game.Unlimited, true
			if v.number.Selected != unlimited {
				n, _ = strconv.Atoi(v.number.Selected)
			}
		}
		send(clueGiven{word: word, number: n, set: set})
	}
	v.entry = widget.NewEntry()
	v.entry.SetPlaceHolder(t("clue.placeholder"))
	v.entry.OnSubmitted = func(string) { give() }
	var numbers []string
	for n := range 10 {
		numbers = append(numbers, strconv.Itoa(n))
	}
	v.number = widget.NewSelect(append(numbers, unlimited), nil)
	v.number.PlaceHolder = t("clue.number")
	button := uiwidget.NewButton(t("clue.give"), theme.ConfirmIcon(), give)
	button.Importance = widget.HighImportance
	v.row = container.NewBorder(nil, nil, widget.NewLabel(t("clue.label")), container.NewHBox(v.number, button), v.entry)
	return v.row
}

// draw empties the entry while no clue is due, so each clue starts afresh.
func (v *clueView) draw(b Bar) {
	if b.Row != rowClue && b.Row != rowWait {
		v.entry.SetText("")
		v.number.ClearSelected()
	}
}

// focus puts the keyboard focus into the entry on win.
func (v *clueView) focus(win fyne.Window) { win.Canvas().Focus(v.entry) }

// splitClue reads a clue typed with its number, "Meer 2" (or "Meer ∞" for
// unlimited), so the keyboard gives the number too; without one, set is
// false and the number is chosen from the list.
func splitClue(text string) (word string, n int, set bool) {
	text = strings.TrimSpace(text)
	i := strings.LastIndex(text, " ")
	if i < 0 {
		return text, 0, false
	}
	word, last := strings.TrimSpace(text[:i]), text[i+1:]
	if last == "∞" {
		return word, game.Unlimited, true
	}
	if d, err := strconv.Atoi(last); err == nil && d >= 0 && d <= 9 {
		return word, d, true
	}
	return text, 0, false
}
