package kodeknacker

import (
	"github.com/decknamen/decknamen/game/kodeknacker"
)

// refresh fills the board from the game. A secret code is handed to a
// widget only at the end: before that its row gets no colours at all.
func (v *View) refresh() {
	if v.g == nil || v.status == nil {
		return
	}
	g := v.g
	over := g.Phase() == kodeknacker.Over
	for i := range v.columns {
		p := kodeknacker.Player(i + 1)
		col := &v.columns[i]
		title := v.playerName(p)
		if v.mode == modeComputer && p == computerPlayer {
			title += " · " + v.levelText(v.level)
		}
		col.title.SetText(title)
		col.left.SetText(v.tr.N("kk.rowsLeft", g.RowsLeft(p), nil))
		col.secret.Code, col.secret.Filled, col.secret.Hidden = kodeknacker.Code{}, 0, true
		if g.HasCode(p.Other()) {
			col.secret.Filled = kodeknacker.Positions
		}
		// Against the computer the person's own code is no secret from
		// them: it shows over the computer's side, the code it must crack.
		ownCode := v.mode == modeComputer && p == computerPlayer
		col.secretLabel.SetText(v.t("kk.secret"))
		if ownCode {
			col.secretLabel.SetText(v.t("kk.yourCode"))
		}
		if over || ownCode && g.HasCode(p.Other()) {
			col.secret.Code, _ = g.Code(p.Other())
			col.secret.Hidden = false
		}
		col.secret.Refresh()
		played := g.Rows(p)
		for j, r := range col.rows {
			r.Code, r.Filled, r.Scored, r.Feedback = kodeknacker.Code{}, 0, false, kodeknacker.Feedback{}
			if j < len(played) {
				r.Code, r.Filled, r.Scored, r.Feedback = played[j].Guess, kodeknacker.Positions, true, played[j].Feedback
			}
			r.Current = g.Phase() == kodeknacker.Guessing && g.Turn() == p && j == len(played)
			r.Refresh()
		}
	}

	v.status.SetText(v.statusText())
	v.result.SetText(v.resultText())
	v.result.Hidden = !over
	v.result.Refresh()

	if v.canEnter() {
		copy(v.entryRow.Code[:], v.entry)
		v.entryRow.Filled = len(v.entry)
		v.entryRow.Refresh()
		v.submitBtn.SetText(v.t("kk.guess"))
		if g.Phase() == kodeknacker.SettingCodes {
			v.submitBtn.SetText(v.t("kk.setCode"))
		}
		v.entryBox.Show()
	} else {
		v.entryRow.Code, v.entryRow.Filled = kodeknacker.Code{}, 0
		v.entryRow.Refresh()
		v.entryBox.Hide()
	}
	if g.Phase() == kodeknacker.SettingCodes && !v.entering {
		v.enterBtn.SetText(v.tr.T("kk.enterCode", map[string]any{"Player": v.playerName(g.Turn())}))
		v.enterBtn.Show()
	} else {
		v.enterBtn.Hide()
	}
	if v.canUndo() {
		v.undoBtn.Enable()
	} else {
		v.undoBtn.Disable()
	}
	v.msgLabel.SetText(v.message)
	v.infoLabel.SetText(v.info)
}

// statusText says whose turn it is.
func (v *View) statusText() string {
	g := v.g
	switch g.Phase() {
	case kodeknacker.SettingCodes:
		if v.mode == modeComputer {
			return v.t("kk.setCodeYou")
		}
		return v.tr.T("kk.setCodeWait", map[string]any{"Player": v.playerName(g.Turn())})
	case kodeknacker.Guessing:
		move := v.tr.T("kk.moveNumber", map[string]any{"Number": g.MoveNumber()})
		if last := v.lastTryText(); last != "" {
			return move + " · " + last
		}
		if v.mode == modeComputer {
			return move + " · " + v.t("kk.turnYou")
		}
		return move + " · " + v.tr.T("kk.turn", map[string]any{"Player": v.playerName(g.Turn())})
	}
	return ""
}

// lastTryText says, after the first guesser cracked the code, that the
// other player has one last try for a draw ("" otherwise).
func (v *View) lastTryText() string {
	g := v.g
	p := g.Turn()
	if g.Phase() != kodeknacker.Guessing || !g.Cracked(p.Other()) {
		return ""
	}
	switch {
	case v.mode == modeComputer && p == computerPlayer:
		return v.t("kk.lastTryComputer")
	case v.mode == modeComputer:
		return v.t("kk.lastTryYou")
	}
	return v.tr.T("kk.lastTry", map[string]any{"Player": v.playerName(p.Other()), "Other": v.playerName(p)})
}

// resultText is the end of the game: who won or why it is a draw.
func (v *View) resultText() string {
	g := v.g
	r := g.Result()
	var text string
	switch r.Outcome {
	case kodeknacker.Won:
		switch {
		case v.mode == modeComputer && r.Winner == computerPlayer:
			text = v.t("kk.winComputer")
		case v.mode == modeComputer:
			text = v.t("kk.winYou")
		default:
			text = v.tr.T("kk.win", map[string]any{"Player": v.playerName(r.Winner)})
		}
		text += " " + v.tr.N("kk.winWhy", len(g.Rows(r.Winner)), nil)
	case kodeknacker.DrawSameMove:
		text = v.tr.T("kk.drawSameMove", map[string]any{"Number": len(g.Rows(kodeknacker.Player1))})
	case kodeknacker.DrawBoardFull:
		text = v.t("kk.drawBoardFull")
	default:
		return ""
	}
	return text + "\n" + v.t("kk.codesShown")
}

// playerName names a player: Player 1/2 at one screen, You/Computer
// against the computer.
func (v *View) playerName(p kodeknacker.Player) string {
	switch {
	case v.mode == modeComputer && p == computerPlayer:
		return v.t("kk.computer")
	case v.mode == modeComputer:
		return v.t("kk.you")
	case p == kodeknacker.Player2:
		return v.t("kk.player2")
	}
	return v.t("kk.player1")
}

// levelText names a level of the computer.
func (v *View) levelText(l kodeknacker.Level) string {
	switch l {
	case kodeknacker.Easy:
		return v.t("kk.levelEasy")
	case kodeknacker.Hard:
		return v.t("kk.levelHard")
	}
	return v.t("kk.levelNormal")
}

// modeText describes who plays, for the resume question.
func (v *View) modeText(m playMode, l kodeknacker.Level) string {
	if m == modeComputer {
		return v.tr.T("kk.modeComputerLevel", map[string]any{"Level": v.levelText(l)})
	}
	return v.t("kk.modeHotSeat")
}
