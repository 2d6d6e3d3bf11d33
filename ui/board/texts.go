package board

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
)

// buildActionRows makes the bar under the board, one row per phase.
func (b *Board) buildActionRows() {
	t := func(id string) string { return b.tr.T(id, nil) }
	b.clueEntry = widget.NewEntry()
	b.clueEntry.SetPlaceHolder(t("clue.placeholder"))
	b.clueEntry.OnSubmitted = func(string) { b.giveClue() }
	b.clueNumber = widget.NewSelect(b.clueNumbers(), nil)
	b.clueNumber.SetSelected("1")
	give := widget.NewButtonWithIcon(t("clue.give"), theme.ConfirmIcon(), b.giveClue)
	give.Importance = widget.HighImportance
	b.clueRow = container.NewBorder(nil, nil, widget.NewLabel(t("clue.label")), container.NewHBox(b.clueNumber, give), b.clueEntry)

	b.guessHint = widget.NewLabel("")
	b.guessHint.Wrapping = fyne.TextWrapWord
	b.stopButton = widget.NewButtonWithIcon(t("guess.stop"), theme.MediaStopIcon(), func() { b.apply(game.Stop{}) })
	b.penaltyBtn = widget.NewButtonWithIcon(t("guess.penalty"), theme.WarningIcon(), func() {
		b.confirm(t("guess.penalty"), t("guess.penaltyText"), t("guess.penaltyYes"), func() { b.apply(game.Penalty{}) })
	})
	b.guessRow = container.NewBorder(nil, nil, nil, container.NewHBox(b.penaltyBtn, b.stopButton), b.guessHint)

	b.coverHint = widget.NewLabel("")
	b.coverHint.Wrapping = fyne.TextWrapWord
	b.coverRow = container.NewBorder(nil, nil, nil, nil, b.coverHint)

	b.resultLabel = widget.NewLabel("")
	b.resultLabel.Wrapping = fyne.TextWrapWord
	b.resultLabel.TextStyle.Bold = true
	b.resumeLabel = widget.NewLabel("")
	b.resumeLabel.TextStyle.Bold = true
	goOn := widget.NewButtonWithIcon(t("resume.continue"), theme.MediaPlayIcon(), func() { b.answerResume(true) })
	goOn.Importance = widget.HighImportance
	b.resumeRow = container.NewBorder(nil, nil, nil, container.NewHBox(goOn,
		widget.NewButtonWithIcon(t("action.newGame"), theme.ContentAddIcon(), func() { b.answerResume(false) })), b.resumeLabel)
	b.overRow = container.NewBorder(nil, nil, nil, container.NewHBox(
		widget.NewButtonWithIcon(t("action.rematch"), theme.MediaReplayIcon(), b.hooks.Rematch),
		widget.NewButtonWithIcon(t("action.newGame"), theme.ContentAddIcon(), b.hooks.NewGame)), b.resultLabel)
}

// fillActionBar shows the row of the current phase.
func (b *Board) fillActionBar() {
	g := b.g
	clueRow := b.clueRow
	if b.spy != nil {
		clueRow = b.spyWaitRow // the clue is given in the spymaster window
	}
	rows := map[fyne.CanvasObject]bool{clueRow: false, b.guessRow: false, b.coverRow: false, b.overRow: false, b.resumeRow: false}
	switch {
	case b.resumeOffer:
		rows[b.resumeRow] = true
		b.resumeLabel.SetText(b.tr.T("resume.text", map[string]any{"Number": g.Setup().Seed}) + " " + b.tr.T("resume.title", nil))
	default:
		b.fillPhaseRow(rows, clueRow)
	}
	for row, on := range rows {
		if on {
			row.Show()
		} else {
			row.Hide()
		}
	}
	if g.Phase() != game.PhaseClue {
		b.clueEntry.SetText("")
	}
	b.actionBar.Refresh()
}

// fillPhaseRow marks the row of the current phase and fills it.
func (b *Board) fillPhaseRow(rows map[fyne.CanvasObject]bool, clueRow fyne.CanvasObject) {
	g := b.g
	switch g.Phase() {
	case game.PhaseClue:
		rows[clueRow] = true
	case game.PhaseGuess:
		rows[b.guessRow] = true
		hint := b.tr.T("guess.hint", nil)
		if b.selected >= 0 {
			hint = b.tr.T("guess.confirmHint", map[string]any{"Card": b.cardName(b.selected)})
		}
		b.guessHint.SetText(hint)
		if g.CanStop() {
			b.stopButton.Enable()
		} else {
			b.stopButton.Disable()
		}
		if g.Setup().Variants.Penalty && !g.SuddenDeath() {
			b.penaltyBtn.Show()
		} else {
			b.penaltyBtn.Hide()
		}
	case game.PhaseCover:
		rows[b.coverRow] = true
		b.coverHint.SetText(b.phaseText())
	case game.PhaseOver:
		rows[b.overRow] = true
		b.resultLabel.SetText(b.phaseText())
	}
}

// phaseText says what happens now, or how the game ended.
func (b *Board) phaseText() string {
	g := b.g
	team := map[string]any{"Team": b.teamText(g.Team())}
	switch g.Phase() {
	case game.PhaseClue:
		return b.tr.T("phase.clue", team)
	case game.PhaseGuess:
		c, _ := g.Clue()
		text := b.tr.T("phase.guess", map[string]any{"Team": b.teamText(g.Team()), "Clue": c.Word, "Number": b.numberText(c.Number)})
		if g.SuddenDeath() {
			return text + " " + b.tr.T("phase.suddenDeath", map[string]any{"Other": b.teamText(g.Team().Other())})
		}
		if left := g.GuessesLeft(); left == game.Unlimited {
			return text + " " + b.tr.T("phase.unlimitedGuesses", nil)
		} else {
			return text + " " + b.tr.N("phase.guessesLeft", left, nil)
		}
	case game.PhaseCover:
		if g.PlayerTeam() != game.NoTeam {
			return b.tr.T("phase.coverCoOp", map[string]any{"Team": b.teamText(g.Team())})
		}
		return b.tr.N("phase.coverPenalty", g.PendingCovers(), team)
	}
	return b.resultText()
}

func (b *Board) resultText() string {
	g := b.g
	winner := map[string]any{"Team": b.teamText(g.Winner()), "Loser": b.teamText(g.Winner().Other())}
	if player := g.PlayerTeam(); player != game.NoTeam {
		switch {
		case g.Winner() == player:
			return b.tr.T("result.coOpWin", map[string]any{"Score": g.Score(), "Rating": b.tr.T("rating."+strconv.Itoa(g.Rating()), nil)})
		case g.EndReason() == game.AssassinRevealed:
			return b.tr.T("result.coOpAssassin", nil)
		default:
			return b.tr.T("result.coOpLost", nil)
		}
	}
	switch g.EndReason() {
	case game.AssassinRevealed:
		return b.tr.T("result.assassin", winner)
	case game.AssassinAfterAgents:
		return b.tr.T("result.assassinAfterAgents", winner)
	case game.SuddenDeathWon:
		return b.tr.T("result.suddenDeathWon", winner)
	case game.SuddenDeathLost:
		return b.tr.T("result.suddenDeathLost", winner)
	}
	return b.tr.T("result.allAgents", winner)
}

// numberText shows a clue's number: 0–9 or "unlimited".
func (b *Board) numberText(n int) string {
	if n == game.Unlimited {
		return b.tr.T("clue.unlimited", nil)
	}
	return strconv.Itoa(n)
}

// logText turns the game log into lines for the log panel.
func (b *Board) logText() []string {
	var lines []string
	for _, e := range b.g.Log() {
		d := map[string]any{"Team": b.teamText(e.Team)}
		var line string
		switch m := e.Move.(type) {
		case game.GiveClue:
			d["Clue"], d["Number"] = m.Word, b.numberText(m.Number)
			line = b.tr.T("log.clue", d)
		case game.Guess:
			d["Card"], d["Identity"] = b.cardName(m.Card), b.tr.T("identity."+e.Identity.String(), nil)
			line = b.tr.T("log.guess", d)
		case game.Stop:
			line = b.tr.T("log.stop", d)
		case game.Penalty:
			line = b.tr.T("log.penalty", d)
		case game.Cover:
			d["Card"] = b.cardName(m.Card)
			line = b.tr.T("log.cover", d)
		case game.TimeOut:
			line = b.tr.T("log.timeout", d)
		}
		lines = append(lines, fmt.Sprintf("%d. %s", e.Turn, line))
	}
	return lines
}
