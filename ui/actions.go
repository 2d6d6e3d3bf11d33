package ui

import (
	"errors"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/ask"
	"github.com/decknamen/decknamen/ui/screen"
)

// cardTapped plays a tap on card i as the shared-screen policy says (see
// screen.TapCard): select, confirm, guess or cover, or explain why not.
func (a *App) cardTapped(i int) {
	if a.resumeOffer { // first the players answer: go on with the saved game?
		a.message = a.tr.T("resume.answerFirst", nil)
		a.refresh()
		return
	}
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
	turn, phase := a.g.Turn(), a.g.Phase()
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
		a.clueWindow().Canvas().Unfocus() // the keys go back to the board for guessing
		a.win.Canvas().Unfocus()
	}
	a.persist()
	a.key.AfterMove(m, screen.Step{TurnChanged: a.g.Turn() != turn, PhaseChanged: a.g.Phase() != phase}, a.settings.keyAutoHide())
	if a.g.Turn() != turn || a.g.Over() {
		a.restartTurnTimer()
	}
	a.refresh()
}

func (a *App) persist() {
	if err := a.store.save(a.g); err != nil {
		a.message = a.tr.T("error.save", map[string]any{"Error": a.errorText(err)})
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
	return a.errorText(err)
}

// clueWindow is the window the clue is typed on: the spymasters' window
// while it is open, else the board. Everything about a clue not yet given
// shows there, never on the projected board.
func (a *App) clueWindow() fyne.Window {
	if a.spy != nil {
		return a.spy.Window()
	}
	return a.win
}

// focusClue puts the keyboard focus into the clue entry.
func (a *App) focusClue() { a.clueWindow().Canvas().Focus(a.clueEntry) }

// giveClue checks the clue and, when the checker warns, lets the players
// decide: allowed anyway, invalid with penalty (when in force), or change it.
func (a *App) giveClue() {
	word := strings.TrimSpace(a.clueEntry.Text)
	if word == "" {
		if a.spy != nil {
			ask.Inform(a.clueWindow(), a.tr.T("clue.label", nil), a.tr.T("clue.empty", nil), a.tr.T("action.ok", nil), fyne.NewSize(420, 180))
			return
		}
		a.message = a.tr.T("clue.empty", nil)
		a.refresh()
		return
	}
	clue := game.GiveClue{Word: word, Number: a.clueNumberValue()}
	warnings := a.checkClue(word)
	if len(warnings) == 0 {
		a.apply(clue)
		return
	}
	a.warnClue(clue, warnings)
}

// warnClue shows the checker's warnings on the clue's window and lets the
// players decide. Esc changes the clue.
func (a *App) warnClue(clue game.GiveClue, warnings []game.ClueWarning) {
	lines := []string{a.tr.T("clue.warningIntro", map[string]any{"Clue": clue.Word})}
	for _, w := range warnings {
		lines = append(lines, "• "+a.warningText(w))
	}
	lines = append(lines, "", a.clueWarningOutro())
	var d dialog.Dialog
	decide := func(then func()) func() {
		return func() { a.clueAnswer = nil; d.Hide(); then() }
	}
	change := decide(a.focusClue)
	buttons := []fyne.CanvasObject{
		widget.NewButton(a.tr.T("clue.change", nil), change),
		widget.NewButton(a.tr.T("clue.allowed", nil), decide(func() { a.apply(clue) })),
	}
	if a.g.Setup().Variants.Penalty {
		buttons = append(buttons, widget.NewButton(a.tr.T("clue.penalty", nil), decide(func() {
			a.apply(clue)
			a.apply(game.Penalty{})
		})))
	}
	content := container.NewBorder(nil, container.NewHBox(append([]fyne.CanvasObject{layout.NewSpacer()}, buttons...)...), nil, nil, ask.Text(strings.Join(lines, "\n")))
	d = dialog.NewCustomWithoutButtons(a.tr.T("clue.warningTitle", nil), content, a.clueWindow())
	a.clueAnswer = change
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

// askUndo takes back the last move, asking first when that hides a card again.
func (a *App) askUndo() {
	moves := a.g.Moves()
	if len(moves) == 0 {
		return
	}
	undo := func() {
		turn, phase := a.g.Turn(), a.g.Phase()
		if err := a.g.Undo(); err != nil {
			a.message = a.errorText(err)
		} else {
			a.message = ""
			a.persist()
			a.key.AfterMove(nil, screen.Step{TurnChanged: a.g.Turn() != turn, PhaseChanged: a.g.Phase() != phase}, false)
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
		return a.pictureName(i)
	}
	return c.Text
}
