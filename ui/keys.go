package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/ask"
)

func (a *App) addShortcuts() {
	c := a.win.Canvas()
	ctrl := func(k fyne.KeyName, f func()) {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { f() })
	}
	// Fyne's desktop driver turns Ctrl+Z (Cmd+Z) into its own undo
	// shortcut before the app's shortcuts see it: listen for both.
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { a.askUndo() })
	ctrl(fyne.KeyZ, a.askUndo)
	ctrl(fyne.KeyN, a.showNewGame)
	for _, k := range zoomInKeys {
		c.AddShortcut(k, func(fyne.Shortcut) { a.zoomBy(1.15) })
	}
	for _, k := range zoomOutKeys {
		c.AddShortcut(k, func(fyne.Shortcut) { a.zoomBy(1 / 1.15) })
	}
	ctrl(fyne.Key0, func() { a.settings.setZoom(1); a.refresh() })
	c.SetOnTypedKey(a.typedKey)
	c.SetOnTypedRune(a.typedRune)
}

// The zoom shortcuts as the keyboard reports them. Fyne names a key by its
// place on a US keyboard: on a German one the "+" key arrives as "]" and
// the "-" key as "/"; on a US one "+" is Shift and "=". The number pad's
// keys arrive as + and -.
var (
	zoomInKeys = []fyne.Shortcut{
		shortcutKey(fyne.KeyPlus, 0), shortcutKey(fyne.KeyPlus, fyne.KeyModifierShift),
		shortcutKey(fyne.KeyEqual, 0), shortcutKey(fyne.KeyEqual, fyne.KeyModifierShift),
		shortcutKey(fyne.KeyRightBracket, 0),
	}
	zoomOutKeys = []fyne.Shortcut{
		shortcutKey(fyne.KeyMinus, 0), shortcutKey(fyne.KeyMinus, fyne.KeyModifierShift), shortcutKey(fyne.KeySlash, 0),
	}
)

// shortcutKey is Ctrl (Cmd on a Mac) with key k and the extra modifiers.
func shortcutKey(k fyne.KeyName, extra fyne.KeyModifier) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | extra}
}

// typedRune is a character typed while nothing has the keyboard focus. C
// is read here, not as a key press: the character comes after the key
// press, and would land in the clue entry that the key press focused.
func (a *App) typedRune(r rune) {
	if a.answer != nil || a.clueAnswer != nil || a.resumeOffer {
		return
	}
	if (r == 'c' || r == 'C') && a.g.Phase() == game.PhaseClue {
		a.focusClue()
	}
}

// dialogKey gives a key to the open dialog, if any: it then takes every key.
func (a *App) dialogKey(k fyne.KeyName) bool {
	if a.clueAnswer != nil {
		if k == fyne.KeyEscape {
			a.clueAnswer() // Esc: change the clue
		}
		return true
	}
	return ask.ByKeys(a.answer, a.yesKey, k)
}

// typedKey is keyboard play for the person at the laptop.
func (a *App) typedKey(ev *fyne.KeyEvent) {
	if a.dialogKey(ev.Name) {
		return
	}
	switch ev.Name {
	case fyne.KeyK:
		a.toggleKey()
	case fyne.KeyP:
		a.togglePause()
	case fyne.KeyF1:
		a.showShortcuts()
	case fyne.KeyF11:
		a.win.SetFullScreen(!a.win.FullScreen())
	case fyne.KeyEscape:
		if a.win.FullScreen() {
			a.win.SetFullScreen(false)
		} else {
			a.selected, a.focus = -1, -1
			a.refresh()
		}
	default:
		if a.resumeOffer { // the board waits for the answer to the question
			if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
				a.answerResume(true)
			}
			return
		}
		a.cardKey(ev.Name)
	}
}

// cardKey moves the focus between the cards, guesses and stops.
func (a *App) cardKey(k fyne.KeyName) {
	cols := a.g.Size().Cols()
	move := func(d int) {
		if a.focus < 0 {
			a.focus = 0
		} else if n := a.focus + d; n >= 0 && n < len(a.cards) && (d == cols || d == -cols || n/cols == a.focus/cols) {
			a.focus = n
		}
		a.refresh()
	}
	switch k {
	case fyne.KeyRight:
		move(1)
	case fyne.KeyLeft:
		move(-1)
	case fyne.KeyDown:
		move(cols)
	case fyne.KeyUp:
		move(-cols)
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		switch {
		case a.focus >= 0:
			a.cardTapped(a.focus)
		default:
			a.confirmSelection()
		}
	case fyne.KeyS:
		if a.g.CanStop() {
			a.apply(game.Stop{})
		}
	}
}

// zoomBy scales the board's text and pictures, within limits.
func (a *App) zoomBy(f float32) {
	a.settings.setZoom(min(maxZoom, max(minZoom, a.settings.zoom()*f)))
	a.refresh()
}

// showShortcuts lists every keyboard shortcut (F1).
func (a *App) showShortcuts() {
	rows := []fyne.CanvasObject{}
	for _, s := range []struct{ keys, id string }{
		{a.tr.T("keys.arrowKeys", nil), "keys.arrows"}, {"Enter", "keys.enter"}, {"C", "keys.clue"}, {"S", "keys.stop"}, {"K", "keys.keyTwice"}, {"P", "keys.pause"},
		{"Ctrl+Z", "action.undo"}, {"Ctrl+N", "action.newGame"}, {"Ctrl + / Ctrl − / Ctrl 0", "keys.zoom"},
		{"F11", "keys.fullscreen"}, {"Esc", "keys.escape"}, {"F1", "keys.help"},
	} {
		rows = append(rows, widget.NewLabelWithStyle(s.keys, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}), widget.NewLabel(a.tr.T(s.id, nil)))
	}
	d := dialog.NewCustom(a.tr.T("keys.title", nil), a.tr.T("action.ok", nil), container.NewGridWithColumns(2, rows...), a.win)
	d.SetOnClosed(func() { a.answer = nil })
	a.answer = func(bool) { d.Hide() } // Enter and Esc close the list
	d.Show()
}
