package ui

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/ask"
	"github.com/decknamen/decknamen/ui/screen"
	"github.com/decknamen/decknamen/ui/sound"
)

// cardTapped plays a tap on card i as the shared-screen policy says (see
// screen.TapCard): select, confirm, guess or cover, or explain why not.
func (a *App) cardTapped(i int) {
	a.message = ""
	switch screen.TapCard(i, a.boardState(i)) {
	case screen.ConfirmGuess:
		a.selected = i
		a.confirm(a.tr.T("guess.confirmTitle", nil), a.tr.T("guess.confirmText", map[string]any{"Card": a.cardName(i)}),
			a.tr.T("guess.confirmYes", nil), func() {
				a.selected = -1
				a.apply(game.Guess{Card: i})
			})
	case screen.Select:
		a.selected = i
	case screen.Guess:
		a.selected = -1
		a.apply(game.Guess{Card: i})
		return
	case screen.CoverElsewhere:
		a.message = a.tr.T("spy.coverHere", nil)
	case screen.NeedKey:
		a.message = a.tr.T("cover.needKey", nil)
	case screen.Cover:
		a.apply(game.Cover{Card: i})
		return
	case screen.ClueFirst:
		a.message = a.tr.T("guess.clueFirst", nil)
	}
	a.refresh()
}

// boardState is what the meaning of a tap on card i depends on.
func (a *App) boardState(i int) screen.Board {
	return screen.Board{Phase: a.g.Phase(), Over: a.g.Over(), Covered: a.g.Covered(i), Selected: a.selected,
		ConfirmGuess: a.settings.confirmGuess(), Teacher: a.settings.teacherMode(),
		SecondWindow: a.key.SecondWindow(), KeyVisible: a.keyVisible()}
}

// confirmSelection guesses the selected card (Enter).
func (a *App) confirmSelection() {
	if a.selected >= 0 {
		a.cardTapped(a.selected)
	}
}

// apply plays a move, saves the game and updates the screen. An illegal
// move changes nothing and is explained in the message line.
func (a *App) apply(m game.Move) {
	turn := a.g.Turn()
	if err := a.g.Apply(m); err != nil {
		a.message = a.moveErrorText(err)
		a.refresh()
		return
	}
	a.message = ""
	a.selected = -1
	if a.resumeOffer { // playing on the saved board answers the question
		a.resumeOffer = false
		a.restartTurnTimer()
	}
	if _, clue := m.(game.GiveClue); clue {
		a.win.Canvas().Unfocus() // the keys go back to the board for guessing
	}
	a.persist()
	a.key.AfterMove(m, a.g.Turn() != turn, a.settings.keyAutoHide())
	if a.g.Turn() != turn || a.g.Over() {
		a.restartTurnTimer()
	}
	a.refresh()
}

func (a *App) persist() {
	if err := a.store.save(a.g); err != nil {
		a.message = a.tr.T("error.save", map[string]any{"Error": err.Error()})
	}
}

// moveErrorText explains why the engine refused a move.
func (a *App) moveErrorText(err error) string {
	for reason, id := range map[error]string{
		game.ErrGameOver: "error.gameOver", game.ErrWrongPhase: "error.wrongPhase", game.ErrBadClue: "error.badClue",
		game.ErrNoSuchCard: "error.noSuchCard", game.ErrCardCovered: "error.cardCovered", game.ErrNotOwnAgent: "error.notOwnAgent",
		game.ErrMustGuessFirst: "error.mustGuessFirst", game.ErrSuddenDeath: "error.suddenDeath", game.ErrVariantOff: "error.variantOff",
	} {
		if errors.Is(err, reason) {
			return a.tr.T(id, nil)
		}
	}
	return err.Error()
}

// giveClue checks the clue and, when the checker warns, lets the players
// decide: allowed anyway, invalid with penalty (when in force), or change it.
func (a *App) giveClue() {
	word := strings.TrimSpace(a.clueEntry.Text)
	if word == "" {
		a.message = a.tr.T("clue.empty", nil)
		a.refresh()
		return
	}
	number := a.clueNumberValue()
	warnings := game.CheckClue(word, a.g.VisibleWords(), a.deckLanguage())
	clue := game.GiveClue{Word: word, Number: number}
	if len(warnings) == 0 {
		a.apply(clue)
		return
	}
	lines := []string{a.tr.T("clue.warningIntro", map[string]any{"Clue": word})}
	for _, w := range warnings {
		lines = append(lines, "• "+a.warningText(w))
	}
	lines = append(lines, "", a.tr.T("clue.warningOutro", nil))
	body := widget.NewLabel(strings.Join(lines, "\n"))
	body.Wrapping = fyne.TextWrapWord
	var d dialog.Dialog
	buttons := []fyne.CanvasObject{
		widget.NewButton(a.tr.T("clue.change", nil), func() { d.Hide(); a.win.Canvas().Focus(a.clueEntry) }),
		widget.NewButton(a.tr.T("clue.allowed", nil), func() { d.Hide(); a.apply(clue) }),
	}
	if a.g.Setup().Variants.Penalty {
		buttons = append(buttons, widget.NewButton(a.tr.T("clue.penalty", nil), func() {
			d.Hide()
			a.apply(clue)
			a.apply(game.Penalty{})
		}))
	}
	content := container.NewBorder(nil, container.NewHBox(append([]fyne.CanvasObject{layout.NewSpacer()}, buttons...)...), nil, nil, body)
	d = dialog.NewCustomWithoutButtons(a.tr.T("clue.warningTitle", nil), content, a.win)
	d.Resize(fyne.NewSize(520, 300))
	d.Show()
}

// warningText translates one of the clue checker's warnings.
func (a *App) warningText(w game.ClueWarning) string {
	return a.tr.T("clueWarning."+w.Kind.String(), map[string]any{"Word": w.Word})
}

// clueNumbers are the choices of the clue's number: 0–9 and unlimited.
func (a *App) clueNumbers() []string {
	out := []string{}
	for n := range 10 {
		out = append(out, strconv.Itoa(n))
	}
	return append(out, a.tr.T("clue.unlimited", nil))
}

func (a *App) clueNumberValue() int {
	n, err := strconv.Atoi(a.clueNumber.Selected)
	if err != nil {
		return game.Unlimited
	}
	return n
}

// toggleKey shows the key after the privacy screen, or hides it.
func (a *App) toggleKey() {
	if a.key.Shown() {
		a.hideKey()
		a.refresh()
		return
	}
	a.privacy(a.showKey)
}

// privacy shows the privacy screen ("guessers, look away") and runs then
// once a spymaster confirms.
func (a *App) privacy(then func()) {
	if a.spy != nil {
		a.spy.Window().RequestFocus() // the key is on the laptop's window
		return
	}
	msg := widget.NewLabel(a.tr.T("key.privacyText", nil))
	msg.Wrapping = fyne.TextWrapWord
	msg.Alignment = fyne.TextAlignCenter
	a.ask(a.tr.T("key.privacyTitle", nil), a.tr.T("key.showNow", nil), a.tr.T("action.cancel", nil), msg, fyne.NewSize(460, 220), then, nil)
}

// ask shows a yes/no dialog with the app's own labels. While it is open,
// Enter answers yes and Esc no, so keyboard players can answer it too.
func (a *App) ask(title, yes, no string, content fyne.CanvasObject, size fyne.Size, onYes, onNo func()) {
	ask.Question(a.win, &a.answer, title, yes, no, content, size, onYes, onNo)
}

func (a *App) showKey() {
	var after time.Duration
	if s := a.settings.keyHideSeconds(); a.settings.keyAutoHide() && s > 0 {
		after = time.Duration(s) * time.Second
	}
	a.key.Show(a.after, after, a.refresh)
	a.refresh()
}

func (a *App) hideKey() { a.key.Hide() }

// peek shows the key only while the peek button is held.
func (a *App) peek(held bool) {
	a.key.Peek(held)
	a.refresh()
}

// askUndo takes back the last move, asking first when that hides a card again.
func (a *App) askUndo() {
	moves := a.g.Moves()
	if len(moves) == 0 {
		return
	}
	undo := func() {
		if err := a.g.Undo(); err != nil {
			a.message = err.Error()
		} else {
			a.message = ""
			a.persist()
			a.restartTurnTimer()
		}
		a.selected = -1
		a.refresh()
	}
	var card int
	switch m := moves[len(moves)-1].(type) {
	case game.Guess:
		card = m.Card
	case game.Cover:
		card = m.Card
	default:
		undo()
		return
	}
	a.confirm(a.tr.T("undo.title", nil), a.tr.T("undo.text", map[string]any{"Card": a.cardName(card)}), a.tr.T("action.undo", nil), undo)
}

// cardName is how the log and dialogs name a card.
func (a *App) cardName(i int) string {
	c := a.g.Card(i)
	if c.Kind == game.PictureCard {
		cols := a.g.Size().Cols()
		return a.tr.T("card.picture", map[string]any{"Row": i/cols + 1, "Col": i%cols + 1})
	}
	return c.Text
}

// confirm asks a yes/no question with the app's own button labels.
func (a *App) confirm(title, text, yes string, then func()) {
	msg := widget.NewLabel(text)
	msg.Wrapping = fyne.TextWrapWord
	a.ask(title, yes, a.tr.T("action.cancel", nil), msg, fyne.NewSize(460, 200), then, nil)
}

// inform shows a message with the app's own OK label.
func (a *App) inform(title, text string) {
	ask.Inform(a.win, title, text, a.tr.T("action.ok", nil), fyne.NewSize(480, 220))
}

// restartTurnTimer starts the turn's countdown when the game has a turn timer.
func (a *App) restartTurnTimer() {
	if a.turnTick != nil {
		a.turnTick()
		a.turnTick = nil
	}
	secs := a.g.Setup().Variants.TurnTimer
	if secs == 0 || a.g.Over() {
		return
	}
	a.turnLeft, a.paused = secs, false
	a.turnTick = a.every(time.Second, a.tick)
}

// tick counts the turn timer down; at zero the turn times out.
func (a *App) tick() {
	if a.paused || a.g.Phase() == game.PhaseCover || a.g.Over() {
		return // covering is not timed
	}
	a.turnLeft--
	if a.turnLeft <= 0 {
		team := a.teamText(a.g.Team())
		a.apply(game.TimeOut{})
		a.message = a.tr.T("timer.up", map[string]any{"Team": team}) // the room sees it in the message line
		if a.settings.timerSound() {
			// The message line says it too: without a sound player
			// (the settings say so) the signal is the message alone.
			_ = a.sound.Play(sound.TimeUp())
		}
		a.refresh()
		return
	}
	a.refresh()
}

// togglePause pauses or resumes the turn timer (P).
func (a *App) togglePause() {
	if a.turnTick == nil {
		return
	}
	a.paused = !a.paused
	a.refresh()
}

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
		{"Ctrl+Z", "action.undo"}, {"Ctrl+N", "action.newGame"}, {"Ctrl + / Ctrl − / Ctrl 0", "keys.zoom"},
		{"F11", "keys.fullscreen"}, {"Esc", "keys.escape"}, {"F1", "keys.help"},
	} {
		rows = append(rows, widget.NewLabelWithStyle(s.keys, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}), widget.NewLabel(a.tr.T(s.id, nil)))
	}
	d := dialog.NewCustom(a.tr.T("keys.title", nil), a.tr.T("action.ok", nil), container.NewGridWithColumns(2, rows...), a.win)
	d.Show()
}
