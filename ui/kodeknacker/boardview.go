package kodeknacker

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game/kodeknacker"
	"github.com/decknamen/decknamen/translations"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// boardView is the game's screen: both players' rows, the entry and the
// status.
type boardView struct {
	status    *widget.Label
	result    *widget.Label
	columns   [2]column
	entryRow  *uiwidget.CodeRow
	palette   []*uiwidget.ColourButton
	submitBtn *widget.Button
	eraseBtn  *widget.Button
	undoBtn   *widget.Button
	enterBtn  *widget.Button
	entryBox  *fyne.Container
	msgLabel  *widget.Label
	infoLabel *widget.Label
}

// column is one player's side of the board: their guesses at the
// opponent's code.
type column struct {
	title       *widget.Label
	left        *widget.Label
	secretLabel *widget.Label // "Code to crack", or against the computer over its side "Your code"
	secret      *uiwidget.CodeRow
	rows        []*uiwidget.CodeRow
}

// build makes the board of a game with rows rows.
func (v *boardView) build(tr *translations.Translator, rows int, send func(any), rules func(string)) fyne.CanvasObject {
	t := func(id string) string { return tr.T(id, nil) }
	pressing := func(b kkButton) func() { return func() { send(pressed{b}) } }
	newGame := widget.NewButtonWithIcon(t("action.newGame"), theme.ContentAddIcon(), pressing(btnNewGame))
	v.undoBtn = widget.NewButtonWithIcon(t("action.undo"), theme.ContentUndoIcon(), pressing(btnUndo))
	toolbar := container.NewHBox(newGame, v.undoBtn, layout.NewSpacer(), uiwidget.HelpButton(func() { rules("kodeknacker") }))
	v.result = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	v.result.Wrapping, v.result.Importance = fyne.TextWrapWord, widget.SuccessImportance
	var sides []fyne.CanvasObject
	for p := range v.columns {
		sides = append(sides, v.columns[p].build(t("kk.secret"), rows))
	}
	board := container.NewGridWithColumns(2, container.NewPadded(sides[0]), container.NewPadded(sides[1]))

	v.status = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.status.Wrapping = fyne.TextWrapWord
	v.entryRow = uiwidget.NewCodeRow()
	v.entryRow.NoFeedback = true
	v.palette = nil
	var buttons []fyne.CanvasObject
	for c := range kodeknacker.Colours {
		b := uiwidget.NewColourButton(kodeknacker.Colour(c), func() { send(colour{kodeknacker.Colour(c)}) })
		v.palette = append(v.palette, b)
		buttons = append(buttons, b)
	}
	v.eraseBtn = widget.NewButtonWithIcon(t("kk.erase"), theme.ContentClearIcon(), pressing(btnErase))
	v.submitBtn = widget.NewButtonWithIcon("", theme.ConfirmIcon(), pressing(btnSubmit))
	v.submitBtn.Importance = widget.HighImportance
	hint := widget.NewLabel(t("kk.entryHint"))
	hint.Importance = widget.LowImportance
	v.entryBox = container.NewVBox(container.NewHBox(v.entryRow, v.eraseBtn, v.submitBtn), container.NewHBox(append(buttons, hint)...))
	v.enterBtn = widget.NewButtonWithIcon("", theme.VisibilityIcon(), pressing(btnEnter))
	v.enterBtn.Importance = widget.HighImportance
	v.msgLabel = widget.NewLabel("")
	v.msgLabel.Importance, v.msgLabel.Wrapping = widget.DangerImportance, fyne.TextWrapWord
	v.infoLabel = widget.NewLabel("")
	v.infoLabel.Wrapping = fyne.TextWrapWord
	legend := widget.NewLabel(t("kk.pegLegend"))
	legend.Importance = widget.LowImportance
	bottom := container.NewVBox(widget.NewSeparator(), v.status, v.entryBox, container.NewHBox(v.enterBtn), v.msgLabel, v.infoLabel, legend)
	return container.NewBorder(container.NewVBox(toolbar, v.result), bottom, nil, nil, container.NewVScroll(board))
}

// build makes one player's side.
func (col *column) build(secretLabel string, rows int) fyne.CanvasObject {
	col.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	col.left = widget.NewLabel("")
	col.secretLabel = widget.NewLabel(secretLabel)
	col.secret = uiwidget.NewCodeRow()
	col.secret.NoFeedback = true
	col.rows = make([]*uiwidget.CodeRow, rows)
	list := container.NewVBox()
	for i := range col.rows {
		col.rows[i] = uiwidget.NewCodeRow()
		col.rows[i].Number = i + 1
		list.Add(col.rows[i])
	}
	return container.NewVBox(container.NewHBox(col.title, layout.NewSpacer(), col.left),
		container.NewHBox(col.secretLabel, col.secret), widget.NewSeparator(), list)
}

// draw fills the board from s. A secret code is handed to a widget only
// where the snapshot has it: before that its row gets no colours at all.
func (v *boardView) draw(s Snapshot) {
	for i := range v.columns {
		col, d := &v.columns[i], s.Columns[i]
		col.title.SetText(d.Title)
		col.left.SetText(d.Left)
		col.secretLabel.SetText(d.SecretLabel)
		col.secret.Code, col.secret.Filled, col.secret.Hidden = d.Secret, d.SecretFilled, !d.SecretShown
		col.secret.Refresh()
		for j, r := range col.rows {
			r.Code, r.Filled, r.Scored, r.Feedback = kodeknacker.Code{}, 0, false, kodeknacker.Feedback{}
			if j < len(d.Rows) {
				r.Code, r.Filled, r.Scored, r.Feedback = d.Rows[j].Guess, kodeknacker.Positions, true, d.Rows[j].Feedback
			}
			r.Current = j == d.Current
			r.Refresh()
		}
	}
	v.status.SetText(s.Status)
	v.result.SetText(s.Result)
	v.result.Hidden = s.Result == ""
	v.result.Refresh()
	v.entryRow.Code, v.entryRow.Filled = s.Entry.Code, s.Entry.Filled
	v.entryRow.Refresh()
	v.submitBtn.SetText(s.Entry.Submit)
	v.entryBox.Hidden = !s.Entry.Shown
	v.enterBtn.SetText(s.Enter)
	v.enterBtn.Hidden = s.Enter == ""
	enable(v.undoBtn, s.CanUndo)
	v.msgLabel.SetText(s.Message)
	v.infoLabel.SetText(s.Info)
	v.entryBox.Refresh()
	v.enterBtn.Refresh()
}
