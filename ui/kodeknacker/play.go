package kodeknacker

import (
	"github.com/decknamen/decknamen/game/kodeknacker"
	"github.com/decknamen/decknamen/ui/internal/errtext"
)

// startGame starts a game with the start screen's choices. Against the
// computer, the computer hides its random code at once and the person
// enters theirs (the computer does not look).
func (v *View) startGame() {
	if v.g != nil && !v.g.Result().Over() {
		v.ask(v.t("kk.abandonTitle"), v.t("kk.abandonText"), v.t("action.newGame"), v.t("action.cancel"), v.newGame, nil)
		return
	}
	v.newGame()
}

// newGame starts the game the start screen describes.
func (v *View) newGame() {
	g, err := kodeknacker.New(kodeknacker.Setup{Rows: v.rows, FirstGuesser: v.first})
	if err != nil {
		v.inform(v.t("kk.title"), v.moveErrorText(err))
		return
	}
	v.g, v.solver, v.entry, v.entering, v.choosing, v.message, v.info = g, nil, nil, false, false, "", ""
	if v.mode == modeComputer {
		if v.solver, err = kodeknacker.NewSolver(v.level, v.rng); err != nil {
			v.inform(v.t("kk.title"), v.moveErrorText(err))
			v.g = nil
			return
		}
		if err := g.Apply(kodeknacker.SetCode{Player: computerPlayer, Code: kodeknacker.RandomCode(v.rng)}); err != nil {
			v.message = v.moveErrorText(err)
		}
		v.entering = true
	}
	v.persist()
	v.build()
}

// resume goes on with a saved game.
func (v *View) resume(sv *saved) {
	v.mode, v.level, v.g, v.entry, v.message, v.info, v.choosing = sv.Mode, sv.Level, sv.Game, nil, "", "", false
	v.rows, v.first = sv.Game.Setup().Rows, sv.Game.Setup().FirstGuesser
	v.solver, v.entering = nil, false
	if v.mode == modeComputer {
		var err error
		if v.solver, err = kodeknacker.NewSolver(v.level, v.rng); err != nil {
			v.message = v.moveErrorText(err)
		}
		v.entering = true
		v.computerPlays()
	}
	v.build()
}

// askNewGame shows the start screen over the game; its Cancel goes back to
// the game, and its Start asks first while the game is on.
func (v *View) askNewGame() {
	v.choosing = true
	v.build()
}

// cancelNewGame leaves the start screen for the game it was opened over.
func (v *View) cancelNewGame() {
	if v.g == nil {
		return
	}
	v.choosing = false
	v.build()
}

// askPrivacy shows the privacy screen before a player enters their code:
// the other player looks away first.
func (v *View) askPrivacy() {
	if v.g == nil || v.g.Phase() != kodeknacker.SettingCodes || v.entering {
		return
	}
	p := v.g.Turn()
	names := map[string]any{"Player": v.playerName(p), "Other": v.playerName(p.Other())}
	v.ask(v.tr.T("kk.privacyTitle", names), v.tr.T("kk.privacyText", names), v.tr.T("kk.privacyGo", names),
		v.t("action.cancel"), func() {
			v.entering, v.entry, v.message = true, nil, ""
			v.refresh()
		}, nil)
}

// canEnter reports whether a person may build a code or guess now.
func (v *View) canEnter() bool {
	if v.g == nil || v.choosing {
		return false
	}
	switch v.g.Phase() {
	case kodeknacker.SettingCodes:
		return v.entering
	case kodeknacker.Guessing:
		return v.human(v.g.Turn())
	}
	return false
}

// add puts colour c in the next place of the code being built.
func (v *View) add(c kodeknacker.Colour) {
	if !v.canEnter() || len(v.entry) >= kodeknacker.Positions {
		return
	}
	v.entry = append(v.entry, c)
	v.message = ""
	v.refresh()
}

// erase takes back the last colour of the code being built.
func (v *View) erase() {
	if !v.canEnter() || len(v.entry) == 0 {
		return
	}
	v.entry = v.entry[:len(v.entry)-1]
	v.message = ""
	v.refresh()
}

// submit sets the code or plays the guess that was built.
func (v *View) submit() {
	if !v.canEnter() {
		return
	}
	if missing := kodeknacker.Positions - len(v.entry); missing > 0 {
		v.message = v.tr.N("kk.missing", missing, nil)
		v.refresh()
		return
	}
	var code kodeknacker.Code
	copy(code[:], v.entry)
	p := v.g.Turn()
	if v.g.Phase() == kodeknacker.SettingCodes {
		v.apply(kodeknacker.SetCode{Player: p, Code: code})
		return
	}
	v.apply(kodeknacker.Guess{Player: p, Code: code})
}

// apply plays a person's move through the engine, lets the computer
// answer, saves the game and updates the screen. An illegal move changes
// nothing and is explained in the message line.
func (v *View) apply(m kodeknacker.Move) {
	if err := v.g.Apply(m); err != nil {
		v.message = v.moveErrorText(err)
		v.refresh()
		return
	}
	v.entry, v.message, v.info = nil, "", ""
	if _, set := m.(kodeknacker.SetCode); set {
		v.entering = v.mode == modeComputer // the computer needs no privacy screen
		if v.mode == modeHotSeat {
			v.info = v.t("kk.codeHidden")
		}
	}
	v.computerPlays()
	v.persist()
	v.refresh()
}

// computerPlays makes the computer's guesses while it is its turn. The
// solver takes well under a millisecond on most moves, so it runs at once.
func (v *View) computerPlays() {
	for v.mode == modeComputer && v.solver != nil && v.g.Phase() == kodeknacker.Guessing && v.g.Turn() == computerPlayer {
		code, err := v.solver.Next(v.g.Rows(computerPlayer))
		if err == nil {
			err = v.g.Apply(kodeknacker.Guess{Player: computerPlayer, Code: code})
		}
		if err != nil {
			v.message = v.tr.T("kk.errorComputer", map[string]any{"Error": v.moveErrorText(err)})
			return
		}
	}
}

// canUndo reports whether a person's guess can be taken back.
func (v *View) canUndo() bool {
	if v.g == nil {
		return false
	}
	for _, m := range v.g.Moves() {
		if g, ok := m.(kodeknacker.Guess); ok && v.human(g.Player) {
			return true
		}
	}
	return false
}

// undo takes back the last guess of a person through the engine; against
// the computer, also the computer's answer to it.
func (v *View) undo() {
	if !v.canUndo() {
		return
	}
	for {
		moves := v.g.Moves()
		last := moves[len(moves)-1]
		if err := v.g.Undo(); err != nil {
			v.message = v.moveErrorText(err)
			break
		}
		if g, ok := last.(kodeknacker.Guess); ok && v.human(g.Player) {
			v.message = ""
			break
		}
	}
	v.entry = nil
	v.persist()
	v.refresh()
}

func (v *View) persist() {
	if err := v.store.save(saved{Mode: v.mode, Level: v.level, Game: v.g}); err != nil {
		v.message = v.tr.T("error.save", map[string]any{"Error": v.moveErrorText(err)})
	}
}

// moveErrorText explains in the player's language why the engine refused
// a move (or any other engine error).
func (v *View) moveErrorText(err error) string { return errtext.Text(v.tr, err, nil) }
