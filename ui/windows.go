package ui

import (
	"path/filepath"

	"fyne.io/fyne/v2/widget"

	kkwindow "github.com/decknamen/decknamen/ui/kodeknacker"
	"github.com/decknamen/decknamen/ui/rules"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
	"github.com/decknamen/decknamen/ui/wordlists"
)

// showRules opens the rules window in the current language at section id
// ("" for the first section); an open rules window jumps there instead.
func (a *App) showRules(id string) {
	w, err := rules.Show(a.fa, a.tr, a.rules, id, func() { a.rules = nil })
	if err != nil {
		a.inform(a.tr.T("rules.title", nil), err.Error())
		return
	}
	a.rules = w
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

// lists is the store of the players' word lists.
func (a *App) lists() wordlists.Store {
	return wordlists.Store{Dir: filepath.Join(a.store.dir, "wordlists")}
}

// wordLists shows the word-list dialogs on the board window.
func (a *App) wordLists() wordlists.Manager {
	return wordlists.Manager{Tr: a.tr, Win: a.win, Store: a.lists(), Ask: a.ask}
}

// customPrefix marks the deck IDs of the players' own lists in a dealChoice.
const customPrefix = wordlists.Prefix
