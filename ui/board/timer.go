package board

import (
	"time"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/sound"
)

// restartTurnTimer starts the turn's countdown when the game has a turn timer.
func (b *Board) restartTurnTimer() {
	if b.turnTick != nil {
		b.turnTick()
		b.turnTick = nil
	}
	secs := b.g.Setup().Variants.TurnTimer
	if secs == 0 || b.g.Over() {
		return
	}
	b.turnLeft, b.paused = secs, false
	b.turnTick = b.every(time.Second, b.tick)
}

// tick counts the turn timer down; at zero the turn times out.
func (b *Board) tick() {
	if b.paused || b.g.Phase() == game.PhaseCover || b.g.Over() {
		return // covering is not timed
	}
	b.turnLeft--
	if b.turnLeft <= 0 {
		team := b.teamText(b.g.Team())
		b.apply(game.TimeOut{})
		b.message = b.tr.T("timer.up", map[string]any{"Team": team}) // the room sees it in the message line
		if b.settings.TimerSound() {
			// The message line says it too: without a sound player
			// (the settings say so) the signal is the message alone.
			_ = b.play(sound.TimeUp())
		}
		b.refresh()
		return
	}
	b.refresh()
}

// togglePause pauses or resumes the turn timer (P).
func (b *Board) togglePause() {
	if b.turnTick == nil {
		return
	}
	b.paused = !b.paused
	b.refresh()
}
