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
	ctrl(fyne.KeyZ, a.askUndo)
	ctrl(fyne.KeyN, a.showNewGame)
	ctrl(fyne.KeyPlus, func() { a.zoomBy(1.15) })
	ctrl(fyne.KeyEqual, func() { a.zoomBy(1.15) }) // Ctrl+= is Ctrl++ without Shift
	ctrl(fyne.KeyMinus, func() { a.zoomBy(1 / 1.15) })
	ctrl(fyne.Key0, func() { a.settings.setZoom(1); a.refresh() })
	c.SetOnTypedKey(a.typedKey)
}

// typedKey is keyboard play for the person at the laptop.
func (a *App) typedKey(ev *fyne.KeyEvent) {
	if ask.ByKey(a.answer, ev.Name) {
		return
	}
	cols := a.g.Size().Cols()
	move := func(d int) {
		if a.focus < 0 {
			a.focus = 0
		} else if n := a.focus + d; n >= 0 && n < len(a.cards) && (d == cols || d == -cols || n/cols == a.focus/cols) {
			a.focus = n
		}
		a.refresh()
	}
	switch ev.Name {
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
	case fyne.KeyK:
		a.toggleKey()
	case fyne.KeyP:
		a.togglePause()
	case fyne.KeyC:
		if a.g.Phase() == game.PhaseClue {
			w := a.win
			if a.spy != nil {
				w = a.spy.Window()
			}
			w.Canvas().Focus(a.clueEntry)
		}
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
		{a.tr.T("keys.arrowKeys", nil), "keys.arrows"}, {"Enter", "keys.enter"}, {"C", "keys.clue"}, {"S", "keys.stop"}, {"K", "keys.key"}, {"P", "keys.pause"},
		{a.ctrl("Z"), "action.undo"}, {a.ctrl("N"), "action.newGame"}, {a.ctrl("+") + " / " + a.ctrl("−") + " / " + a.ctrl("0"), "keys.zoom"},
		{"F11", "keys.fullscreen"}, {"Esc", "keys.escape"}, {"F1", "keys.help"},
	} {
		rows = append(rows, widget.NewLabelWithStyle(s.keys, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}), widget.NewLabel(a.tr.T(s.id, nil)))
	}
	d := dialog.NewCustom(a.tr.T("keys.title", nil), a.tr.T("action.ok", nil), container.NewGridWithColumns(2, rows...), a.win)
	d.Show()
}
