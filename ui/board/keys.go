package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/ask"
)

func (b *Board) addShortcuts() {
	c := b.win.Canvas()
	ctrl := func(k fyne.KeyName, f func()) {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { f() })
	}
	// Fyne's desktop driver turns Ctrl+Z (Cmd+Z) into its own undo
	// shortcut before the app's shortcuts see it: listen for both.
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { b.askUndo() })
	ctrl(fyne.KeyZ, b.askUndo)
	ctrl(fyne.KeyN, b.hooks.NewGame)
	for _, k := range zoomInKeys {
		c.AddShortcut(k, func(fyne.Shortcut) { b.zoomBy(1.15) })
	}
	for _, k := range zoomOutKeys {
		c.AddShortcut(k, func(fyne.Shortcut) { b.zoomBy(1 / 1.15) })
	}
	ctrl(fyne.Key0, func() { b.settings.SetZoom(1); b.refresh() })
	c.SetOnTypedKey(b.typedKey)
	c.SetOnTypedRune(b.typedRune)
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
func (b *Board) typedRune(r rune) {
	if b.answer != nil || b.clueAnswer != nil || b.resumeOffer {
		return
	}
	if (r == 'c' || r == 'C') && b.g.Phase() == game.PhaseClue {
		b.focusClue()
	}
}

// dialogKey gives a key to the open dialog, if any: it then takes every key.
func (b *Board) dialogKey(k fyne.KeyName) bool {
	if b.clueAnswer != nil {
		if k == fyne.KeyEscape {
			b.clueAnswer() // Esc: change the clue
		}
		return true
	}
	return ask.ByKeys(b.answer, b.yesKey, k)
}

// typedKey is keyboard play for the person at the laptop.
func (b *Board) typedKey(ev *fyne.KeyEvent) {
	if b.dialogKey(ev.Name) {
		return
	}
	switch ev.Name {
	case fyne.KeyK:
		b.toggleKey()
	case fyne.KeyP:
		b.togglePause()
	case fyne.KeyF1:
		b.showShortcuts()
	case fyne.KeyF11:
		b.win.SetFullScreen(!b.win.FullScreen())
	case fyne.KeyEscape:
		if b.win.FullScreen() {
			b.win.SetFullScreen(false)
		} else {
			b.selected, b.focus = -1, -1
			b.refresh()
		}
	default:
		if b.resumeOffer { // the board waits for the answer to the question
			if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
				b.answerResume(true)
			}
			return
		}
		b.cardKey(ev.Name)
	}
}

// cardKey moves the focus between the cards, guesses and stops.
func (b *Board) cardKey(k fyne.KeyName) {
	cols := b.g.Size().Cols()
	move := func(d int) {
		if b.focus < 0 {
			b.focus = 0
		} else if n := b.focus + d; n >= 0 && n < len(b.cards) && (d == cols || d == -cols || n/cols == b.focus/cols) {
			b.focus = n
		}
		b.refresh()
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
		case b.focus >= 0:
			b.cardTapped(b.focus)
		default:
			b.confirmSelection()
		}
	case fyne.KeyS:
		if b.g.CanStop() {
			b.apply(game.Stop{})
		}
	}
}

// zoomBy scales the board's text and pictures, within limits.
func (b *Board) zoomBy(f float32) {
	b.settings.SetZoom(min(MaxZoom, max(MinZoom, b.settings.Zoom()*f)))
	b.refresh()
}

// showShortcuts lists every keyboard shortcut (F1).
func (b *Board) showShortcuts() {
	rows := []fyne.CanvasObject{}
	for _, s := range []struct{ keys, id string }{
		{b.tr.T("keys.arrowKeys", nil), "keys.arrows"}, {"Enter", "keys.enter"}, {"C", "keys.clue"}, {"S", "keys.stop"}, {"K", "keys.keyTwice"}, {"P", "keys.pause"},
		{b.ctrl("Z"), "action.undo"}, {b.ctrl("N"), "action.newGame"}, {b.ctrl("+") + " / " + b.ctrl("−") + " / " + b.ctrl("0"), "keys.zoom"},
		{"F11", "keys.fullscreen"}, {"Esc", "keys.escape"}, {"F1", "keys.help"},
	} {
		what := widget.NewLabel(b.tr.T(s.id, nil))
		what.Wrapping = fyne.TextWrapWord // long lines wrap inside the window
		rows = append(rows, widget.NewLabelWithStyle(s.keys, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}), what)
	}
	d := dialog.NewCustom(b.tr.T("keys.title", nil), b.tr.T("action.ok", nil), container.New(layout.NewFormLayout(), rows...), b.win)
	d.Resize(fyne.NewSize(min(760, b.win.Canvas().Size().Width-40), 0))
	d.SetOnClosed(func() { b.answer = nil })
	b.answer = func(bool) { d.Hide() } // Enter and Esc close the list
	d.Show()
}
