package board

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
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/ui/internal/ask"
	"github.com/decknamen/decknamen/ui/screen"
)

// cardTapped plays a tap on card i as the shared-screen policy says (see
// screen.TapCard): select, confirm, guess or cover, or explain why not.
func (b *Board) cardTapped(i int) {
	if b.resumeOffer { // first the players answer: go on with the saved game?
		b.message = b.tr.T("resume.answerFirst", nil)
		b.refresh()
		return
	}
	b.message = ""
	switch screen.TapCard(i, b.boardState(i)) {
	case screen.ConfirmGuess:
		b.selected = i
		b.confirm(b.tr.T("guess.confirmTitle", nil), b.tr.T("guess.confirmText", map[string]any{"Card": b.cardName(i)}),
			b.tr.T("guess.confirmYes", nil), func() {
				b.selected = -1
				b.apply(game.Guess{Card: i})
			})
	case screen.Select:
		b.selected = i
	case screen.Guess:
		b.selected = -1
		b.apply(game.Guess{Card: i})
		return
	case screen.CoverElsewhere:
		b.message = b.tr.T("spy.coverHere", nil)
	case screen.NeedKey:
		b.message = b.tr.T("cover.needKey", nil)
	case screen.Cover:
		b.apply(game.Cover{Card: i})
		return
	case screen.ClueFirst:
		b.message = b.tr.T("guess.clueFirst", nil)
	}
	b.refresh()
}

// boardState is what the meaning of a tap on card i depends on.
func (b *Board) boardState(i int) screen.Board {
	return screen.Board{Phase: b.g.Phase(), Over: b.g.Over(), Covered: b.g.Covered(i), Selected: b.selected,
		ConfirmGuess: b.settings.ConfirmGuess(), Teacher: b.settings.TeacherMode(),
		SecondWindow: b.key.SecondWindow(), KeyVisible: b.keyVisible()}
}

// confirmSelection guesses the selected card (Enter).
func (b *Board) confirmSelection() {
	if b.selected >= 0 {
		b.cardTapped(b.selected)
	}
}

// apply plays a move, saves the game and updates the screen. An illegal
// move changes nothing and is explained in the message line.
func (b *Board) apply(m game.Move) {
	turn, phase := b.g.Turn(), b.g.Phase()
	if err := b.g.Apply(m); err != nil {
		b.message = b.moveErrorText(err)
		b.refresh()
		return
	}
	b.message = ""
	b.selected = -1
	if b.resumeOffer { // playing on the saved board answers the question
		b.resumeOffer = false
		b.restartTurnTimer()
	}
	if _, clue := m.(game.GiveClue); clue {
		b.clueWindow().Canvas().Unfocus() // the keys go back to the board for guessing
		b.win.Canvas().Unfocus()
	}
	b.persist()
	b.key.AfterMove(m, screen.Step{TurnChanged: b.g.Turn() != turn, PhaseChanged: b.g.Phase() != phase}, b.settings.KeyAutoHide())
	if b.g.Turn() != turn || b.g.Over() {
		b.restartTurnTimer()
	}
	b.refresh()
}

// moveErrorText explains why the engine refused a move.
func (b *Board) moveErrorText(err error) string {
	for reason, id := range map[error]string{
		game.ErrGameOver: "error.gameOver", game.ErrWrongPhase: "error.wrongPhase", game.ErrBadClue: "error.badClue",
		game.ErrNoSuchCard: "error.noSuchCard", game.ErrCardCovered: "error.cardCovered", game.ErrNotOwnAgent: "error.notOwnAgent",
		game.ErrMustGuessFirst: "error.mustGuessFirst", game.ErrSuddenDeath: "error.suddenDeath", game.ErrVariantOff: "error.variantOff",
	} {
		if errors.Is(err, reason) {
			return b.tr.T(id, nil)
		}
	}
	return b.errorText(err)
}

// clueWindow is the window the clue is typed on: the spymasters' window
// while it is open, else the board. Everything about a clue not yet given
// shows there, never on the projected board.
func (b *Board) clueWindow() fyne.Window {
	if b.spy != nil {
		return b.spy.Window()
	}
	return b.win
}

// focusClue puts the keyboard focus into the clue entry.
func (b *Board) focusClue() { b.clueWindow().Canvas().Focus(b.clueEntry) }

// giveClue checks the clue and, when the checker warns, lets the players
// decide: allowed anyway, invalid with penalty (when in force), or change it.
func (b *Board) giveClue() {
	word := strings.TrimSpace(b.clueEntry.Text)
	if word == "" {
		if b.spy != nil {
			ask.Inform(b.clueWindow(), b.tr.T("clue.label", nil), b.tr.T("clue.empty", nil), b.tr.T("action.ok", nil), fyne.NewSize(420, 180))
			return
		}
		b.message = b.tr.T("clue.empty", nil)
		b.refresh()
		return
	}
	clue := game.GiveClue{Word: word, Number: b.clueNumberValue()}
	warnings := b.hooks.CheckClue(word)
	if len(warnings) == 0 {
		b.apply(clue)
		return
	}
	b.warnClue(clue, warnings)
}

// warnClue shows the checker's warnings on the clue's window and lets the
// players decide. Esc changes the clue.
func (b *Board) warnClue(clue game.GiveClue, warnings []clue.Warning) {
	lines := []string{b.tr.T("clue.warningIntro", map[string]any{"Clue": clue.Word})}
	for _, w := range warnings {
		lines = append(lines, "• "+b.warningText(w))
	}
	lines = append(lines, "", b.clueWarningOutro())
	var d dialog.Dialog
	decide := func(then func()) func() {
		return func() { b.clueAnswer = nil; d.Hide(); then() }
	}
	change := decide(b.focusClue)
	buttons := []fyne.CanvasObject{
		widget.NewButton(b.tr.T("clue.change", nil), change),
		widget.NewButton(b.tr.T("clue.allowed", nil), decide(func() { b.apply(clue) })),
	}
	if b.g.Setup().Variants.Penalty {
		buttons = append(buttons, widget.NewButton(b.tr.T("clue.penalty", nil), decide(func() {
			b.apply(clue)
			b.apply(game.Penalty{})
		})))
	}
	content := container.NewBorder(nil, container.NewHBox(append([]fyne.CanvasObject{layout.NewSpacer()}, buttons...)...), nil, nil, ask.Text(strings.Join(lines, "\n")))
	d = dialog.NewCustomWithoutButtons(b.tr.T("clue.warningTitle", nil), content, b.clueWindow())
	b.clueAnswer = change
	d.Resize(fyne.NewSize(520, 300))
	d.Show()
}

// warningText translates one of the clue checker's warnings.
func (b *Board) warningText(w clue.Warning) string {
	return b.tr.T("clueWarning."+w.Kind.String(), map[string]any{"Word": w.Word})
}

// clueNumbers are the choices of the clue's number: 0–9 and unlimited.
func (b *Board) clueNumbers() []string {
	out := []string{}
	for n := range 10 {
		out = append(out, strconv.Itoa(n))
	}
	return append(out, b.tr.T("clue.unlimited", nil))
}

func (b *Board) clueNumberValue() int {
	n, err := strconv.Atoi(b.clueNumber.Selected)
	if err != nil {
		return game.Unlimited
	}
	return n
}

// askUndo takes back the last move, asking first when that hides a card again.
func (b *Board) askUndo() {
	moves := b.g.Moves()
	if len(moves) == 0 {
		return
	}
	undo := func() {
		turn, phase := b.g.Turn(), b.g.Phase()
		if err := b.g.Undo(); err != nil {
			b.message = b.errorText(err)
		} else {
			b.message = ""
			b.persist()
			b.key.AfterMove(nil, screen.Step{TurnChanged: b.g.Turn() != turn, PhaseChanged: b.g.Phase() != phase}, false)
			b.restartTurnTimer()
		}
		b.selected = -1
		b.refresh()
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
	b.confirm(b.tr.T("undo.title", nil), b.tr.T("undo.text", map[string]any{"Card": b.cardName(card)}), b.tr.T("action.undo", nil), undo)
}

// cardName is how the log and dialogs name a card.
func (b *Board) cardName(i int) string {
	c := b.g.Card(i)
	if c.Kind == game.PictureCard {
		return b.pictureName(i)
	}
	return c.Text
}
