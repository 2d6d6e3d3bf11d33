package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/translations"
	kkwindow "github.com/decknamen/decknamen/ui/kodeknacker"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// showRules opens the rules window in the current language at section id
// ("" for the first section); an open rules window jumps there instead.
func (a *App) showRules(id string) {
	sections, err := translations.Rules(a.tr.Lang())
	if err != nil {
		a.inform(a.tr.T("rules.title", nil), err.Error())
		return
	}
	if a.rulesWin == nil || a.rulesLang != a.tr.Lang() {
		if a.rulesWin != nil {
			a.rulesWin.Close()
		}
		a.buildRulesWindow(sections)
	}
	for i, s := range sections {
		if s.ID == id || (id == "" && i == 0) {
			a.rulesList.Select(i)
		}
	}
	a.rulesWin.Show()
	a.rulesWin.RequestFocus()
}

func (a *App) buildRulesWindow(sections []translations.RulesSection) {
	w := a.fa.NewWindow(a.tr.T("rules.title", nil))
	text := widget.NewRichTextFromMarkdown("")
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(text)
	list := widget.NewList(func() int { return len(sections) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(sections[i].Title) })
	list.OnSelected = func(i widget.ListItemID) {
		text.ParseMarkdown(sections[i].Markdown)
		scroll.ScrollToTop()
		a.rulesShown = sections[i].ID
	}
	split := container.NewHSplit(list, scroll)
	split.Offset = 0.3
	w.SetContent(split)
	w.Resize(fyne.NewSize(900, 640))
	w.SetOnClosed(func() { a.rulesWin = nil })
	a.rulesWin, a.rulesList, a.rulesLang = w, list, a.tr.Lang()
}

// ruleHelp is a small "?" button that opens the rules at section id.
func (a *App) ruleHelp(id string) *widget.Button {
	return uiwidget.HelpButton(func() { a.showRules(id) })
}

// openKodeknacker opens the Kodeknacker window, or brings it to the front
// when it is open.
func (a *App) openKodeknacker() {
	if a.kk != nil {
		a.kk.Window().RequestFocus()
		return
	}
	a.kk = kkwindow.Open(a.fa, a.tr, a.store.dir, a.showRules, func() { a.kk = nil })
}
