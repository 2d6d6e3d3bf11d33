package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/translations"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// barView is the bar under the board: one row per phase (the clue entry,
// guessing, covering, the result, the saved game's question) and the
// message line.
type barView struct {
	box     *fyne.Container
	rows    map[barRow]fyne.CanvasObject
	texts   map[barRow]barText
	stop    *uiwidget.Button
	penalty *uiwidget.Button
	message *widget.Label
	clue    clueView
	here    bool // the clue row is in this bar (not on the spymasters' window)
}

// barText is a row's text: a label, in bold for the game's result and the
// saved game's question.
type barText interface {
	fyne.CanvasObject
	SetText(string)
}

// build makes the bar; it returns the clue row, which stays in the bar
// when here is set, else the spymasters' window takes it over.
func (v *barView) build(tr *translations.Translator, send func(any), here bool) fyne.CanvasObject {
	v.here = here
	t := func(id string) string { return tr.T(id, nil) }
	pushing := func(b button) func() { return func() { send(push{b}) } }
	v.texts = map[barRow]barText{}
	for _, r := range []barRow{rowWait, rowGuess, rowCover} {
		l := widget.NewLabel("")
		l.Wrapping = fyne.TextWrapWord
		v.texts[r] = l
	}
	for _, r := range []barRow{rowOver, rowResume} { // the game's result, the saved game's question
		l := uiwidget.NewBoldLabel("")
		l.Wrapping = true
		v.texts[r] = l
	}
	v.stop = uiwidget.NewButton(t("guess.stop"), theme.MediaStopIcon(), pushing(btnStop))
	v.penalty = uiwidget.NewButton(t("guess.penalty"), theme.WarningIcon(), pushing(btnPenalty))
	goOn := uiwidget.NewButton(t("resume.continue"), theme.MediaPlayIcon(), pushing(btnGoOn))
	goOn.Importance = widget.HighImportance
	clueRow := v.clue.build(tr, send)
	v.rows = map[barRow]fyne.CanvasObject{
		rowClue:  clueRow,
		rowWait:  v.texts[rowWait],
		rowGuess: container.NewBorder(nil, nil, nil, container.NewHBox(v.penalty, v.stop), v.texts[rowGuess]),
		rowCover: v.texts[rowCover],
		rowOver: container.NewBorder(nil, nil, nil, container.NewHBox(
			uiwidget.NewButton(t("action.rematch"), theme.MediaReplayIcon(), pushing(btnRematch)),
			uiwidget.NewButton(t("action.newGame"), theme.ContentAddIcon(), pushing(btnNewGame))), v.texts[rowOver]),
		rowResume: container.NewBorder(nil, nil, nil, container.NewHBox(goOn,
			uiwidget.NewButton(t("action.newGame"), theme.ContentAddIcon(), pushing(btnDealNew))), v.texts[rowResume]),
	}
	stack := container.NewStack()
	for _, r := range []barRow{rowGuess, rowCover, rowOver, rowResume, rowWait, rowClue} {
		if r != rowClue || here {
			stack.Add(v.rows[r])
		}
	}
	v.message = widget.NewLabel("")
	v.message.Importance = widget.DangerImportance
	v.message.Wrapping = fyne.TextWrapWord
	v.box = container.NewVBox(stack, v.message)
	return clueRow
}

// draw shows the row of the current phase.
func (v *barView) draw(s Snapshot) {
	b := s.Bar
	for r, o := range v.rows {
		if r != rowClue || v.here { // on the spymasters' window that window shows it
			if r == b.Row {
				o.Show()
			} else {
				o.Hide()
			}
		}
	}
	if l := v.texts[b.Row]; l != nil {
		l.SetText(b.Text)
	}
	if b.CanStop {
		v.stop.Enable()
	} else {
		v.stop.Disable()
	}
	v.penalty.Hidden = !b.Penalty
	v.message.SetText(b.Message)
	v.clue.draw(b)
	v.box.Refresh()
}

// focusClue puts the keyboard focus into the clue entry on win.
func (v *barView) focusClue(win fyne.Window) { v.clue.focus(win) }
