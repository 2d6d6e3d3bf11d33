package ui

import (
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/classprint"
	kkwindow "github.com/decknamen/decknamen/ui/kodeknacker"
	"github.com/decknamen/decknamen/ui/newgame"
	"github.com/decknamen/decknamen/ui/rules"
	settingsdlg "github.com/decknamen/decknamen/ui/settings"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
	"github.com/decknamen/decknamen/ui/wordlists"
)

// showRules opens the rules window in the current language at section id
// ("" for the first section); an open rules window jumps there instead.
func (a *App) showRules(id string) {
	w, err := rules.Show(a.fa, a.tr, a.rules, id, func() { a.rules = nil })
	if err != nil {
		a.inform(a.tr.T("rules.title", nil), a.errorText(err))
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
	a.kk = kkwindow.Open(a.fa, a.tr, a.store.folder, a.showRules, func() { a.kk = nil })
}

// lists is the store of the players' word lists.
func (a *App) lists() wordlists.Store {
	return wordlists.Store{Folder: a.store.folder.Sub("wordlists")}
}

// wordLists shows the word-list dialogs on the board window.
func (a *App) wordLists() wordlists.Manager {
	return wordlists.Manager{Tr: a.tr, Win: a.win, Store: a.lists(), Ask: a.board.Ask,
		Folder:   func() string { return a.settings.folder(prefImportDir) },
		Remember: func(dir string) { a.settings.setFolder(prefImportDir, dir) }}
}

// customPrefix marks the deck IDs of the players' own lists in a dealChoice.
const customPrefix = wordlists.Prefix

// showNewGame asks for the kind of board, the decks, the variants and an
// optional game number.
func (a *App) showNewGame() {
	newgame.Show(newgame.Options{Tr: a.tr, Win: a.win, Current: a.proposedChoice(), Decks: a.deckChoices,
		Pictures: a.pictureChoices(), Cards: a.cardsIn,
		Import: func(done func(string)) { a.wordLists().ChooseFile(a.win, done) }, Manage: a.wordLists().Show,
		Rules: a.showRules, Deal: a.deal, Seed: randomSeed})
}

// showClassPrint asks for a class set (a board and a key card per group)
// and writes it as one PDF; each board is dealt the way New game deals it
// with that game number.
func (a *App) showClassPrint() {
	classprint.Show(classprint.Options{Tr: a.tr, Win: a.win, Current: a.choice, Decks: a.deckChoices, Cards: a.cardsIn, Seed: randomSeed,
		Deal: func(c newgame.Choice, seed uint64) (game.Setup, error) { return a.dealSetup(c, seed, nil) },
		Folder: func() (string, error) {
			if dir := a.settings.folder(prefPrintDir); dir != "" {
				return dir, nil
			}
			return classprint.DefaultFolder()
		},
		Remember: func(dir string) { a.settings.setFolder(prefPrintDir, dir) }})
}

// deckChoices are the decks the new-game dialog offers: the shipped ones
// (family-safe unless the settings allow all) named in the interface
// language, then the players' own lists.
func (a *App) deckChoices() []newgame.Deck {
	var decks []newgame.Deck
	infos, _ := assets.Decks()
	for _, info := range infos {
		if info.FamilySafe || a.settings.adultDecks() {
			decks = append(decks, newgame.Deck{Name: info.Name[a.tr.Lang()], ID: info.ID()})
		}
	}
	for _, l := range a.lists().All() {
		decks = append(decks, newgame.Deck{Name: a.tr.T("lists.deckName", map[string]any{"Name": l.Name}), ID: customPrefix + l.ID})
	}
	return decks
}

// showSettings lets the players change language and the table's habits.
func (a *App) showSettings() {
	cur := settingsdlg.Values{Lang: a.tr.Lang(), Theme: a.settings.themeMode(), ConfirmGuess: a.settings.ConfirmGuess(),
		KeyAutoHide: a.settings.KeyAutoHide(), Teacher: a.settings.TeacherMode(), AdultDecks: a.settings.adultDecks(),
		TimerSound: a.settings.TimerSound()}
	settingsdlg.Show(settingsdlg.Options{Tr: a.tr, Win: a.win, Current: cur, Sound: a.sound, Inform: a.inform, Apply: a.applySettings})
}

// applySettings keeps the settings the players chose; a new theme or
// language shows at once.
func (a *App) applySettings(v settingsdlg.Values) {
	a.settings.setConfirm(v.ConfirmGuess)
	a.settings.setKeyAutoHide(v.KeyAutoHide)
	a.settings.setAdultDecks(v.AdultDecks)
	a.settings.setTeacherMode(v.Teacher)
	a.settings.setTimerSound(v.TimerSound)
	if v.Theme != "" && v.Theme != a.settings.themeMode() {
		a.setTheme(v.Theme)
	}
	if v.Lang != "" && v.Lang != a.tr.Lang() {
		a.switchLanguage(v.Lang)
	}
}

// setTheme switches between the dark, light and high-contrast looks.
func (a *App) setTheme(mode string) {
	a.settings.setThemeMode(mode)
	a.fa.Settings().SetTheme(uiwidget.Theme{Mode: mode, Scale: a.textScale})
	a.board.Refresh()
}

// switchLanguage rebuilds the window in another language; the game goes on untouched.
func (a *App) switchLanguage(code string) {
	a.proposeDecksAfterSwitch(a.tr.Lang(), code)
	a.settings.setLang(code)
	a.setLanguage(code)
	a.win.SetTitle(a.tr.T("app.title", nil))
	a.board.SetTranslator(a.tr) // rebuilds the board in the new language
	a.buildMenu()
	if a.kk != nil {
		a.kk.SetTranslator(a.tr) // the Kodeknacker window follows at once; its game goes on
	}
}
