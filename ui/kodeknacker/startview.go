package kodeknacker

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game/kodeknacker"
	"github.com/decknamen/decknamen/translations"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// startView is the start screen: mode, level, rows, who guesses first.
type startView struct {
	level *widget.RadioGroup
	first *widget.RadioGroup
}

// build makes the start screen showing s; each change is sent as chose.
func (v *startView) build(tr *translations.Translator, s Start, send func(any), rules func(string)) fyne.CanvasObject {
	t := func(id string) string { return tr.T(id, nil) }
	c := s.Choice
	v.level = widget.NewRadioGroup(s.Levels[:], nil)
	v.level.Horizontal, v.level.Required = true, true
	v.level.SetSelected(s.Levels[c.level])
	v.first = widget.NewRadioGroup(s.First[:], nil)
	v.first.Horizontal, v.first.Required = true, true
	v.first.SetSelected(s.First[c.first-1])
	mode := widget.NewRadioGroup(s.Modes[:], nil)
	mode.Required = true
	mode.SetSelected(s.Modes[c.mode])
	enable(v.level, s.LevelEnabled)
	var rowChoices []string
	for n := kodeknacker.MinRows; n <= kodeknacker.MaxRows; n++ {
		rowChoices = append(rowChoices, strconv.Itoa(n))
	}
	rows := widget.NewSelect(rowChoices, nil)
	rows.SetSelected(strconv.Itoa(c.rows))

	// The choices go to the controller once set up, so building sends nothing.
	mode.OnChanged = func(m string) {
		c.mode = playMode(index(s.Modes[:], m))
		enable(v.level, c.mode == modeComputer)
		names := names{tr: tr, mode: c.mode}
		v.first.Options = []string{names.player(kodeknacker.Player1), names.player(kodeknacker.Player2)}
		v.first.Selected = v.first.Options[c.first-1]
		v.first.Refresh()
		send(chose{c})
	}
	v.level.OnChanged = func(l string) { c.level = kodeknacker.Levels()[max(0, index(s.Levels[:], l))]; send(chose{c}) }
	v.first.OnChanged = func(p string) { c.first = kodeknacker.Player(max(0, index(v.first.Options, p)) + 1); send(chose{c}) }
	rows.OnChanged = func(r string) { c.rows, _ = strconv.Atoi(r); send(chose{c}) }

	form := widget.NewForm(
		widget.NewFormItem(t("kk.mode"), mode),
		widget.NewFormItem(t("kk.level"), v.level),
		widget.NewFormItem(t("kk.rows"), container.NewHBox(rows)),
		widget.NewFormItem(t("kk.first"), v.first),
	)
	start := widget.NewButtonWithIcon(t("kk.start"), theme.MediaPlayIcon(), func() { send(pressed{btnStart}) })
	start.Importance = widget.HighImportance
	buttons := container.NewHBox(layout.NewSpacer(), start)
	if s.CanCancel { // opened over a game: Cancel goes back to it
		buttons = container.NewHBox(layout.NewSpacer(), widget.NewButton(t("action.cancel"), func() { send(pressed{btnCancel}) }), start)
	}
	title := widget.NewLabelWithStyle(t("kk.startTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	intro := widget.NewLabel(t("kk.startIntro"))
	intro.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(
		container.NewHBox(title, layout.NewSpacer(), uiwidget.HelpButton(func() { rules("kodeknacker") })),
		intro, widget.NewSeparator(), form, buttons,
	)
	return container.NewCenter(container.NewGridWrap(fyne.NewSize(620, content.MinSize().Height), content))
}

// index is the position of s in list, or -1.
func index(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// enable enables or disables w.
func enable(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}
