package ui

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
func (a *App) buildActionRows() {
	t := func(id string) string { return a.tr.T(id, nil) }
	a.clueEntry = widget.NewEntry()
	a.clueEntry.SetPlaceHolder(t("clue.placeholder"))
	a.clueEntry.OnSubmitted = func(string) { a.giveClue() }
	a.clueNumber = widget.NewSelect(a.clueNumbers(), nil)
	a.clueNumber.SetSelected("1")
	give := widget.NewButtonWithIcon(t("clue.give"), theme.ConfirmIcon(), a.giveClue)
	give.Importance = widget.HighImportance
	a.clueRow = container.NewBorder(nil, nil, widget.NewLabel(t("clue.label")), container.NewHBox(a.clueNumber, give), a.clueEntry)

	a.guessHint = widget.NewLabel("")
	a.guessHint.Wrapping = fyne.TextWrapWord
	a.stopButton = widget.NewButtonWithIcon(t("guess.stop"), theme.MediaStopIcon(), func() { a.apply(game.Stop{}) })
	a.penaltyBtn = widget.NewButtonWithIcon(t("guess.penalty"), theme.WarningIcon(), func() {
		a.confirm(t("guess.penalty"), t("guess.penaltyText"), t("guess.penaltyYes"), func() { a.apply(game.Penalty{}) })
	})
	a.guessRow = container.NewBorder(nil, nil, nil, container.NewHBox(a.penaltyBtn, a.stopButton), a.guessHint)

	a.coverHint = widget.NewLabel("")
	a.coverHint.Wrapping = fyne.TextWrapWord
	a.coverRow = container.NewBorder(nil, nil, nil, nil, a.coverHint)

	a.resultLabel = widget.NewLabel("")
	a.resultLabel.Wrapping = fyne.TextWrapWord
	a.resultLabel.TextStyle.Bold = true
	a.resumeLabel = widget.NewLabel("")
	a.resumeLabel.TextStyle.Bold = true
	goOn := widget.NewButtonWithIcon(t("resume.continue"), theme.MediaPlayIcon(), func() { a.answerResume(true) })
	goOn.Importance = widget.HighImportance
	a.resumeRow = container.NewBorder(nil, nil, nil, container.NewHBox(goOn,
		widget.NewButtonWithIcon(t("action.newGame"), theme.ContentAddIcon(), func() { a.answerResume(false) })), a.resumeLabel)
	a.overRow = container.NewBorder(nil, nil, nil, container.NewHBox(
		widget.NewButtonWithIcon(t("action.rematch"), theme.MediaReplayIcon(), a.rematch),
		widget.NewButtonWithIcon(t("action.newGame"), theme.ContentAddIcon(), a.showNewGame)), a.resultLabel)
}

// fillActionBar shows the row of the current phase.
func (a *App) fillActionBar() {
	g := a.g
	clueRow := a.clueRow
	if a.spy != nil {
		clueRow = a.spyWaitRow // the clue is given in the spymaster window
	}
	rows := map[fyne.CanvasObject]bool{clueRow: false, a.guessRow: false, a.coverRow: false, a.overRow: false, a.resumeRow: false}
	switch {
	case a.resumeOffer:
		rows[a.resumeRow] = true
		a.resumeLabel.SetText(a.tr.T("resume.text", map[string]any{"Number": g.Setup().Seed}) + " " + a.tr.T("resume.title", nil))
	default:
		a.fillPhaseRow(rows, clueRow)
	}
	for row, on := range rows {
		if on {
			row.Show()
		} else {
			row.Hide()
		}
	}
	if g.Phase() != game.PhaseClue {
		a.clueEntry.SetText("")
	}
	a.actionBar.Refresh()
}

// fillPhaseRow marks the row of the current phase and fills it.
func (a *App) fillPhaseRow(rows map[fyne.CanvasObject]bool, clueRow fyne.CanvasObject) {
	g := a.g
	switch g.Phase() {
	case game.PhaseClue:
		rows[clueRow] = true
	case game.PhaseGuess:
		rows[a.guessRow] = true
		hint := a.tr.T("guess.hint", nil)
		if a.selected >= 0 {
			hint = a.tr.T("guess.confirmHint", map[string]any{"Card": a.cardName(a.selected)})
		}
		a.guessHint.SetText(hint)
		if g.CanStop() {
			a.stopButton.Enable()
		} else {
			a.stopButton.Disable()
		}
		if g.Setup().Variants.Penalty && !g.SuddenDeath() {
			a.penaltyBtn.Show()
		} else {
			a.penaltyBtn.Hide()
		}
	case game.PhaseCover:
		rows[a.coverRow] = true
		a.coverHint.SetText(a.phaseText())
	case game.PhaseOver:
		rows[a.overRow] = true
		a.resultLabel.SetText(a.phaseText())
	}
}

// phaseText says what happens now, or how the game ended.
func (a *App) phaseText() string {
	g := a.g
	team := map[string]any{"Team": a.teamText(g.Team())}
	switch g.Phase() {
	case game.PhaseClue:
		return a.tr.T("phase.clue", team)
	case game.PhaseGuess:
		c, _ := g.Clue()
		text := a.tr.T("phase.guess", map[string]any{"Team": a.teamText(g.Team()), "Clue": c.Word, "Number": a.numberText(c.Number)})
		if g.SuddenDeath() {
			return text + " " + a.tr.T("phase.suddenDeath", map[string]any{"Other": a.teamText(g.Team().Other())})
		}
		if left := g.GuessesLeft(); left == game.Unlimited {
			return text + " " + a.tr.T("phase.unlimitedGuesses", nil)
		} else {
			return text + " " + a.tr.N("phase.guessesLeft", left, nil)
		}
	case game.PhaseCover:
		if g.PlayerTeam() != game.NoTeam {
			return a.tr.T("phase.coverCoOp", map[string]any{"Team": a.teamText(g.Team())})
		}
		return a.tr.N("phase.coverPenalty", g.PendingCovers(), team)
	}
	return a.resultText()
}

func (a *App) resultText() string {
	g := a.g
	winner := map[string]any{"Team": a.teamText(g.Winner()), "Loser": a.teamText(g.Winner().Other())}
	if player := g.PlayerTeam(); player != game.NoTeam {
		switch {
		case g.Winner() == player:
			return a.tr.T("result.coOpWin", map[string]any{"Score": g.Score(), "Rating": a.tr.T("rating."+strconv.Itoa(g.Rating()), nil)})
		case g.EndReason() == game.AssassinRevealed:
			return a.tr.T("result.coOpAssassin", nil)
		default:
			return a.tr.T("result.coOpLost", nil)
		}
	}
	switch g.EndReason() {
	case game.AssassinRevealed:
		return a.tr.T("result.assassin", winner)
	case game.AssassinAfterAgents:
		return a.tr.T("result.assassinAfterAgents", winner)
	case game.SuddenDeathWon:
		return a.tr.T("result.suddenDeathWon", winner)
	case game.SuddenDeathLost:
		return a.tr.T("result.suddenDeathLost", winner)
	}
	return a.tr.T("result.allAgents", winner)
}

// numberText shows a clue's number: 0–9 or "unlimited".
func (a *App) numberText(n int) string {
	if n == game.Unlimited {
		return a.tr.T("clue.unlimited", nil)
	}
	return strconv.Itoa(n)
}

// logText turns the game log into lines for the log panel.
func (a *App) logText() []string {
	var lines []string
	for _, e := range a.g.Log() {
		d := map[string]any{"Team": a.teamText(e.Team)}
		var line string
		switch m := e.Move.(type) {
		case game.GiveClue:
			d["Clue"], d["Number"] = m.Word, a.numberText(m.Number)
			line = a.tr.T("log.clue", d)
		case game.Guess:
			d["Card"], d["Identity"] = a.cardName(m.Card), a.tr.T("identity."+e.Identity.String(), nil)
			line = a.tr.T("log.guess", d)
		case game.Stop:
			line = a.tr.T("log.stop", d)
		case game.Penalty:
			line = a.tr.T("log.penalty", d)
		case game.Cover:
			d["Card"] = a.cardName(m.Card)
			line = a.tr.T("log.cover", d)
		case game.TimeOut:
			line = a.tr.T("log.timeout", d)
		}
		lines = append(lines, fmt.Sprintf("%d. %s", e.Turn, line))
	}
	return lines
}
