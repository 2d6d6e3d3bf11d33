package kodeknacker

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game/kodeknacker"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// buildStart shows the start screen: mode, level, rows, who guesses first.
func (v *View) buildStart() {
	v.status = nil
	levelNames := []string{v.t("kk.levelEasy"), v.t("kk.levelNormal"), v.t("kk.levelHard")}
	level := widget.NewRadioGroup(levelNames, func(s string) {
		for i, n := range levelNames {
			if n == s {
				v.level = kodeknacker.Levels()[i]
			}
		}
	})
	level.Horizontal, level.Required = true, true
	level.SetSelected(levelNames[v.level])

	first := widget.NewRadioGroup(nil, func(s string) {
		v.first = kodeknacker.Player1
		if s == v.playerName(kodeknacker.Player2) {
			v.first = kodeknacker.Player2
		}
	})
	first.Horizontal, first.Required = true, true
	setFirstOptions := func() {
		first.Options = []string{v.playerName(kodeknacker.Player1), v.playerName(kodeknacker.Player2)}
		first.Selected = v.playerName(v.first)
		first.Refresh()
	}

	modeNames := []string{v.t("kk.modeHotSeat"), v.t("kk.modeComputer")}
	mode := widget.NewRadioGroup(modeNames, func(s string) {
		v.mode = modeHotSeat
		if s == modeNames[1] {
			v.mode = modeComputer
		}
		if v.mode == modeComputer {
			level.Enable()
		} else {
			level.Disable()
		}
		setFirstOptions()
	})
	mode.Required = true
	mode.SetSelected(modeNames[v.mode])

	var rowChoices []string
	for n := kodeknacker.MinRows; n <= kodeknacker.MaxRows; n++ {
		rowChoices = append(rowChoices, strconv.Itoa(n))
	}
	rows := widget.NewSelect(rowChoices, func(s string) { v.rows, _ = strconv.Atoi(s) })
	rows.SetSelected(strconv.Itoa(v.rows))

	form := widget.NewForm(
		widget.NewFormItem(v.t("kk.mode"), mode),
		widget.NewFormItem(v.t("kk.level"), level),
		widget.NewFormItem(v.t("kk.rows"), container.NewHBox(rows)),
		widget.NewFormItem(v.t("kk.first"), first),
	)
	start := widget.NewButtonWithIcon(v.t("kk.start"), theme.MediaPlayIcon(), v.startGame)
	start.Importance = widget.HighImportance
	buttons := container.NewHBox(layout.NewSpacer(), start)
	if v.g != nil { // opened over a game: Cancel goes back to it
		buttons = container.NewHBox(layout.NewSpacer(), widget.NewButton(v.t("action.cancel"), v.cancelNewGame), start)
	}
	title := widget.NewLabelWithStyle(v.t("kk.startTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	intro := widget.NewLabel(v.t("kk.startIntro"))
	intro.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(
		container.NewHBox(title, layout.NewSpacer(), uiwidget.HelpButton(func() { v.rules("kodeknacker") })),
		intro, widget.NewSeparator(), form, buttons,
	)
	v.win.SetContent(container.NewCenter(container.NewGridWrap(fyne.NewSize(620, content.MinSize().Height), content)))
}

// buildBoard makes the board screen; refresh fills it from the game.
func (v *View) buildBoard() {
	newGame := widget.NewButtonWithIcon(v.t("action.newGame"), theme.ContentAddIcon(), v.askNewGame)
	v.undoBtn = widget.NewButtonWithIcon(v.t("action.undo"), theme.ContentUndoIcon(), v.undo)
	toolbar := container.NewHBox(newGame, v.undoBtn, layout.NewSpacer(), uiwidget.HelpButton(func() { v.rules("kodeknacker") }))

	v.result = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	v.result.Wrapping = fyne.TextWrapWord
	v.result.Importance = widget.SuccessImportance
	rows := v.g.Setup().Rows
	var sides []fyne.CanvasObject
	for p := range v.columns {
		col := &v.columns[p]
		col.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		col.left = widget.NewLabel("")
		col.secretLabel = widget.NewLabel(v.t("kk.secret"))
		col.secret = uiwidget.NewCodeRow()
		col.secret.NoFeedback = true
		col.rows = make([]*uiwidget.CodeRow, rows)
		list := container.NewVBox()
		for i := range col.rows {
			col.rows[i] = uiwidget.NewCodeRow()
			col.rows[i].Number = i + 1
			list.Add(col.rows[i])
		}
		secret := container.NewHBox(col.secretLabel, col.secret)
		sides = append(sides, container.NewVBox(
			container.NewHBox(col.title, layout.NewSpacer(), col.left),
			secret, widget.NewSeparator(), list))
	}
	board := container.NewGridWithColumns(2, container.NewPadded(sides[0]), container.NewPadded(sides[1]))

	v.status = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.status.Wrapping = fyne.TextWrapWord
	v.entryRow = uiwidget.NewCodeRow()
	v.entryRow.NoFeedback = true
	v.palette = nil
	var buttons []fyne.CanvasObject
	for c := range kodeknacker.Colours {
		b := uiwidget.NewColourButton(kodeknacker.Colour(c), func() { v.add(kodeknacker.Colour(c)) })
		v.palette = append(v.palette, b)
		buttons = append(buttons, b)
	}
	v.eraseBtn = widget.NewButtonWithIcon(v.t("kk.erase"), theme.ContentClearIcon(), v.erase)
	v.submitBtn = widget.NewButtonWithIcon("", theme.ConfirmIcon(), v.submit)
	v.submitBtn.Importance = widget.HighImportance
	hint := widget.NewLabel(v.t("kk.entryHint"))
	hint.Importance = widget.LowImportance
	v.entryBox = container.NewVBox(
		container.NewHBox(v.entryRow, v.eraseBtn, v.submitBtn),
		container.NewHBox(append(buttons, hint)...),
	)
	v.enterBtn = widget.NewButtonWithIcon("", theme.VisibilityIcon(), v.askPrivacy)
	v.enterBtn.Importance = widget.HighImportance
	v.msgLabel = widget.NewLabel("")
	v.msgLabel.Importance = widget.DangerImportance
	v.msgLabel.Wrapping = fyne.TextWrapWord
	v.infoLabel = widget.NewLabel("")
	v.infoLabel.Wrapping = fyne.TextWrapWord
	legend := widget.NewLabel(v.t("kk.pegLegend"))
	legend.Importance = widget.LowImportance
	bottom := container.NewVBox(widget.NewSeparator(), v.status, v.entryBox, container.NewHBox(v.enterBtn), v.msgLabel, v.infoLabel, legend)

	v.win.SetContent(container.NewBorder(container.NewVBox(toolbar, v.result), bottom, nil, nil, container.NewVScroll(board)))
}
