package ui

import (
	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/ui/board"
	"github.com/decknamen/decknamen/ui/internal/platform"
)

// languageNames are the languages in the menu, each in its own language.
var languageNames = []struct{ code, name string }{{"de", "Deutsch"}, {"nl", "Nederlands"}, {"en", "English"}}

// buildMenu sets the window's main menu in the current language.
func (a *App) buildMenu() {
	t := func(id string) string { return a.tr.T(id, nil) }
	// The items show their shortcut in the interface language (Strg+N);
	// the window's own shortcuts (ui/board) do the work.
	short := func(k string) fyne.Shortcut { return shortcutLabel{board.Ctrl(a.tr, k)} }
	newGame := fyne.NewMenuItem(t("action.newGame"), a.showNewGame)
	if !platform.IsBrowser {
		newGame.Shortcut = short("N") // a browser keeps Ctrl+N (a new window) for itself
	}
	undo := fyne.NewMenuItem(t("action.undo"), func() { a.board.Press(board.Undo) })
	undo.Shortcut = short("Z")
	game := fyne.NewMenu(t("menu.game"), newGame, fyne.NewMenuItem(t("action.rematch"), func() { a.board.Press(board.RematchGame) }), undo,
		fyne.NewMenuItem(t("classprint.menu"), a.showClassPrint),
		fyne.NewMenuItemSeparator(), fyne.NewMenuItem(t("kk.menu"), func() { a.openKodeknacker() }), fyne.NewMenuItemSeparator(), fyne.NewMenuItem(t("action.settings"), a.showSettings))
	// A page cannot quit: the app would stop and leave its last frame
	// standing. The browser's tab closes it.
	if !platform.IsBrowser {
		quit := fyne.NewMenuItem(t("menu.quit"), func() { a.fa.Quit() })
		quit.IsQuit = true
		game.Items = append(game.Items, quit)
	}
	key := fyne.NewMenu(t("key.title"), fyne.NewMenuItem(t("key.show"), func() { a.board.Press(board.ToggleKey) }),
		fyne.NewMenuItem(t("qr.title"), func() { a.board.Press(board.KeyQR) }), fyne.NewMenuItem(t("spy.open"), a.openSpymaster))
	// A teacher finds full screen and the key list here without knowing
	// F11 and F1.
	full := fyne.NewMenuItem(t("menu.fullScreen"), func() {
		platform.ToggleFullScreen(a.win, func() { a.inform(t("menu.fullScreen"), t("menu.fullScreenRefused")) })
	})
	full.Shortcut = shortcutLabel{"F11"}
	view := fyne.NewMenu(t("menu.view"), full)
	keys := fyne.NewMenuItem(t("keys.title"), func() { a.board.Press(board.Shortcuts) })
	keys.Shortcut = shortcutLabel{"F1"}

	var langs []*fyne.MenuItem
	for _, l := range languageNames {
		item := fyne.NewMenuItem(l.name, func() { a.switchLanguage(l.code) })
		item.Checked = l.code == a.tr.Lang()
		langs = append(langs, item)
	}
	help := fyne.NewMenu(t("menu.help"), fyne.NewMenuItem(t("rules.title"), func() { a.showRules("") }), keys,
		fyne.NewMenuItem(t("menu.about"), a.showAbout))
	a.win.SetMainMenu(fyne.NewMainMenu(game, key, view, fyne.NewMenu(t("settings.language"), langs...), help))
}
