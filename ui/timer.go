package ui

import (
	"time"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/sound"
)

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
