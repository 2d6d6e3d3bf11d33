package board

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/ui/screen"
	"github.com/decknamen/decknamen/ui/sound"
)

// mode is what the board waits for. It is the one place that says which
// dialog or question is open; only this file reads it.
type mode int

// The modes.
const (
	playing   mode = iota
	resuming       // the saved game's question is in the action bar
	asking         // a yes/no question: open.action says what yes does
	privacy        // the privacy screen before the key or its QR code
	checking       // the clue checker's warnings: open.clue waits
	listing        // the list of shortcuts (F1)
	showingQR      // the key's QR code
	informing      // a message with OK (an empty clue on the spymasters' window)
	external       // a question of the root's: open.root answers it
)

// action is what the yes of an open question does.
type action int

// The actions.
const (
	actNone action = iota
	actUndo
	actRematch
	actGuess   // guess open.card (teacher mode)
	actPenalty // the spymaster declares the clue invalid
	actShowKey // after the privacy screen
	actQR      // after the privacy screen
)

// pending is what the open dialog is about.
type pending struct {
	action   action
	card     int
	clue     game.GiveClue
	warnings []clue.Warning
	onSpy    bool // it opens on the spymasters' window
	root     *rootQuestion
}

// doubleClick is the time within which a second tap on a selected card is
// the second click of a double click, not a deliberate confirmation.
const doubleClick = 450 * time.Millisecond

// controller is the board screen without widgets: the running game, what
// the board waits for (one mode), the selection and keyboard focus, the
// key's visibility, the turn timer and the message for the room. Every
// input goes through handle; the snapshot is then read from it.
type controller struct {
	host   Host
	wake   func(any) // feeds the controller's own timers back through the one entry
	now    func() time.Time
	g      *game.Game
	mode   mode
	open   pending
	sel    selection
	key    screen.Key
	timer  turnTimer
	note   note
	spy    spyState
	banner bool          // the game-over banner was tapped away
	meant  map[int][]int // the computer's moves by index: a clue's cards (a cover's: nil)
}

// selection is the card waiting for its confirming tap and the card with
// the keyboard focus (-1: none).
type selection struct {
	card, focus int
	at          time.Time // when card was selected
}

// spyState is what the board knows of the spymasters' window.
type spyState struct{ open, secondary bool }

// note is the message for the room: a message ID with its data, an error,
// or a text the root made.
type note struct {
	id   string
	data map[string]any
	err  error
	text string
}

func newController(h Host, wake func(any)) *controller {
	return &controller{host: h, wake: wake, now: time.Now, sel: selection{card: -1, focus: -1}}
}

// modeView is what the snapshot needs of the mode.
type modeView struct {
	resuming bool
	dialog   dialogKind
	open     pending
}

// view tells the snapshot which dialog is open, if any.
func (c *controller) view() modeView {
	kinds := map[mode]dialogKind{asking: dlgQuestion, privacy: dlgPrivacy, checking: dlgClueCheck, listing: dlgShortcuts,
		showingQR: dlgQR, informing: dlgInfo, external: dlgRoot}
	return modeView{resuming: c.mode == resuming, dialog: kinds[c.mode], open: c.open}
}

// handle takes one input and says what it asks of the window. The board
// then draws the new snapshot.
func (c *controller) handle(in any, p Prefs) (fx effects) {
	switch in.(type) {
	case tick, keyHidden, spyOpened, displays, setMessage, startGame, redraw:
	default: // a player did something: the last message has done its work
		c.note = note{}
	}
	switch in := in.(type) {
	case startGame:
		c.start(in, p)
	case tapCard:
		c.tap(in.card, p, true)
	case pressKey:
		fx = c.pressed(in, p)
	case typeRune:
		if (in.r == 'c' || in.r == 'C') && c.mode == playing && c.g.Phase() == game.PhaseClue {
			fx.focusClue = true
		}
	case push:
		fx = c.pushed(in.b, p)
	case answer:
		fx = c.answered(in.c, p)
	case clueGiven:
		fx = c.giveClue(in, p)
	case peek:
		if c.host.Computer() == nil || !in.held {
			c.key.Peek(in.held, c.host.After, p.hideAfter(), func() { c.wake(keyHidden{}) })
		}
	case focusLost:
		c.key.FocusLost()
	case tick:
		c.tick(p)
	case spyOpened:
		c.spy.open = in.open
		c.key.SetSecondWindow(in.open)
		if c.mode == checking || c.mode == informing {
			c.mode = playing // its dialog was on the window that went
		}
	case displays:
		if in.secondary != c.spy.secondary {
			c.spy.secondary = in.secondary
			c.key.DisplaysChanged()
		}
	case revealSpy:
		if in.show {
			c.key.ShowOnSecond()
		} else {
			c.key.HideOnSecond()
		}
	case coverFromKey:
		if c.g.Phase() == game.PhaseCover && c.key.SecondVisible(c.g.Over()) {
			c.apply(game.Cover{Card: in.card}, p)
		}
	case bannerTapped:
		c.banner = true
	case askRoot:
		c.mode, c.open = external, pending{root: in.q}
	case setMessage:
		c.note = note{text: in.text}
	}
	c.computerPlays(p)
	return fx
}

// computerPlays gives the computer spymaster's clues while it is the
// team at play's spymaster, and in co-op covers the imaginary team's
// agents for it.
func (c *controller) computerPlays(p Prefs) {
	comp := c.host.Computer()
	for n := 0; comp != nil && c.mode == playing && !c.g.Over() && n < 64; n++ {
		i := len(c.g.Moves())
		switch {
		case c.g.Phase() == game.PhaseClue && comp.Gives(c.g):
			cl, err := comp.Clue(c.g)
			if err != nil {
				c.note = note{id: "computer.noClue", err: err}
				return
			}
			c.apply(game.GiveClue{Word: cl.Word, Number: cl.Number}, p)
			c.meant[i] = cl.Meant
		case c.g.Phase() == game.PhaseCover && c.g.PlayerTeam() != game.NoTeam:
			pick := comp.Cover(c.g)
			if pick < 0 {
				return
			}
			c.apply(game.Cover{Card: pick}, p)
			c.meant[i] = nil
		default:
			return
		}
	}
}

// recallMeant finds the computer's moves of a saved game again (its
// clues' cards are asked of it anew: it gives the same clue to the same
// board).
func (c *controller) recallMeant() {
	c.meant = map[int][]int{}
	comp := c.host.Computer()
	if comp == nil {
		return
	}
	moves := c.g.Moves()
	for i, m := range moves {
		switch m.(type) {
		case game.GiveClue:
			before, err := game.Replay(c.g.Setup(), moves[:i])
			if err != nil || !comp.Gives(before) {
				continue
			}
			if cl, err := comp.Clue(before); err == nil {
				c.meant[i] = cl.Meant
			}
		case game.Cover:
			if c.g.PlayerTeam() != game.NoTeam {
				c.meant[i] = nil
			}
		}
	}
}

// lastPlayersMove is the index of the players' last move (the computer's
// moves after it left out), or -1.
func (c *controller) lastPlayersMove() int {
	i := len(c.g.Moves()) - 1
	for ; i >= 0; i-- {
		if _, computer := c.meant[i]; !computer {
			break
		}
	}
	return i
}

// start shows a new game, or the saved one with its question.
func (c *controller) start(in startGame, p Prefs) {
	c.g, c.banner, c.sel, c.note = in.g, false, selection{card: -1, focus: -1}, note{}
	c.recallMeant()
	c.key.Hide()
	c.timer.stop()
	if in.resume {
		c.mode = resuming // its timer starts once the players go on
		return
	}
	c.mode = playing
	c.save()
	c.restartTimer()
}

// tap plays a tap on card i as the shared-screen policy says
// (screen.TapCard): select, confirm, guess or cover, or say why not. A
// pointer's second tap within a double click's time confirms nothing; a
// key's (Enter) always does.
func (c *controller) tap(i int, p Prefs, pointer bool) {
	switch c.mode {
	case resuming:
		c.note = note{id: "resume.answerFirst"}
		return
	case playing:
	default:
		return // a dialog is open
	}
	b := screen.Board{Phase: c.g.Phase(), Over: c.g.Over(), Covered: c.g.Covered(i), Selected: c.sel.card,
		ConfirmGuess: p.ConfirmGuess, Teacher: p.Teacher, SecondWindow: c.spy.open, KeyVisible: c.key.Visible(c.g.Over())}
	tap := screen.TapCard(i, b)
	if pointer && (tap == screen.Guess || tap == screen.Cover) && p.ConfirmGuess && c.sel.card == i && c.now().Sub(c.sel.at) < doubleClick {
		return // the second click of a double click confirms nothing
	}
	switch tap {
	case screen.ConfirmGuess:
		c.sel.card, c.mode, c.open = i, asking, pending{action: actGuess, card: i}
	case screen.Select:
		c.sel.card, c.sel.at = i, c.now()
	case screen.Guess:
		c.apply(game.Guess{Card: i}, p)
	case screen.Cover:
		c.apply(game.Cover{Card: i}, p)
	case screen.CoverElsewhere:
		c.note = note{id: "spy.coverHere"}
	case screen.NeedKey:
		c.note = note{id: "cover.needKey"}
	case screen.ClueFirst:
		c.note = note{id: "guess.clueFirst"}
	}
}

// pressed plays a key: the open dialog takes every key; else it is
// keyboard play for the person at the laptop.
func (c *controller) pressed(k pressKey, p Prefs) (fx effects) {
	enter := k.name == fyne.KeyReturn || k.name == fyne.KeyEnter
	switch {
	case c.mode == checking && k.name == fyne.KeyEscape:
		return c.answered(no, p) // Esc: change the clue
	case c.mode == privacy && k.name == fyne.KeyK:
		return c.answered(yes, p) // a second K is meant
	case c.mode == privacy && (enter || k.name == fyne.KeyEscape):
		return c.answered(no, p) // a stray Enter never shows the key
	case c.mode != playing && c.mode != resuming && c.mode != checking && (enter || k.name == fyne.KeyEscape):
		if enter {
			return c.answered(yes, p)
		}
		return c.answered(no, p)
	case c.mode != playing && c.mode != resuming, k.spy:
		return fx // the dialog takes every key; the spymasters' window plays none
	}
	switch k.name {
	case fyne.KeyK:
		return c.pushed(btnKey, p)
	case fyne.KeyP:
		c.timer.togglePause()
	case fyne.KeyF1:
		c.mode = listing
	case fyne.KeyF11:
		fx.toggleFS = true
	case fyne.KeyEscape:
		if k.full {
			fx.leaveFS = true
		} else {
			c.sel.card, c.sel.focus = -1, -1
		}
	default:
		if c.mode == resuming {
			if enter {
				return c.pushed(btnGoOn, p)
			}
			c.note = note{id: "resume.answerFirst"} // the board waits for the answer
			return fx
		}
		c.cardKey(k.name, p)
	}
	return fx
}

// cardKey moves the focus between the cards, guesses and stops.
func (c *controller) cardKey(k fyne.KeyName, p Prefs) {
	cols, n := c.g.Size().Cols(), c.g.Size().Cards()
	move := map[fyne.KeyName]int{fyne.KeyRight: 1, fyne.KeyLeft: -1, fyne.KeyDown: cols, fyne.KeyUp: -cols}
	switch d, arrow := move[k]; {
	case arrow && c.sel.focus < 0:
		c.sel.focus = 0
	case arrow:
		if to := c.sel.focus + d; to >= 0 && to < n && (d == cols || d == -cols || to/cols == c.sel.focus/cols) {
			c.sel.focus = to
		}
	case k == fyne.KeyReturn || k == fyne.KeyEnter || k == fyne.KeySpace:
		switch {
		case c.sel.focus >= 0:
			c.tap(c.sel.focus, p, false)
		case c.sel.card >= 0:
			c.tap(c.sel.card, p, false)
		}
	case k == fyne.KeyS && c.g.CanStop():
		c.apply(game.Stop{}, p)
	}
}

// whileResuming are the buttons that work while the saved game's question
// is open: the others wait for its answer.
var whileResuming = map[button]bool{btnNewGame: true, btnRematch: true, btnSpymaster: true, btnRules: true, btnSettings: true,
	btnGoOn: true, btnDealNew: true, btnZoomIn: true, btnZoomOut: true, btnZoomReset: true}

// pushed plays a button, a menu item or a shortcut.
func (c *controller) pushed(b button, p Prefs) (fx effects) {
	zoom := b == btnZoomIn || b == btnZoomOut || b == btnZoomReset
	switch {
	case c.mode == resuming && !whileResuming[b]:
		c.note = note{id: "resume.answerFirst"}
		return fx
	case c.mode != playing && c.mode != resuming && !zoom:
		return fx // a dialog is open: it answers first
	}
	if (b == btnKey || b == btnQR || b == btnSpymaster) && c.host.Computer() != nil && !c.g.Over() {
		c.note = note{id: "computer.keySecret"} // nobody holds the key
		return fx
	}
	switch b {
	case btnNewGame:
		c.host.Request(Request{Kind: NewGame})
	case btnRematch:
		c.askOrDo(actRematch, !c.g.Over() && len(c.g.Moves()) > 0 && c.mode != resuming, p)
	case btnUndo:
		c.askUndo(p)
	case btnKey:
		switch {
		case c.key.Shown() || c.key.Peeking():
			c.key.Hide()
		case c.spy.open:
			fx.raiseSpy = true // the key is on the laptop's window
		default:
			c.mode, c.open = privacy, pending{action: actShowKey}
		}
	case btnQR:
		if c.spy.open {
			fx.raiseSpy = true
		} else {
			c.mode, c.open = privacy, pending{action: actQR}
		}
	case btnQRSpy:
		c.mode, c.open = showingQR, pending{onSpy: true}
	case btnSpymaster:
		c.host.Request(Request{Kind: Spymaster})
	case btnRules:
		c.host.Request(Request{Kind: Rules})
	case btnSettings:
		c.host.Request(Request{Kind: Settings})
	case btnStop:
		c.apply(game.Stop{}, p)
	case btnPenalty:
		c.mode, c.open = asking, pending{action: actPenalty}
	case btnGoOn, btnDealNew:
		if c.mode == resuming {
			c.mode = playing
			if b == btnDealNew {
				c.host.Request(Request{Kind: Rematch})
			} else {
				c.restartTimer()
			}
		}
	case btnPause:
		c.timer.togglePause()
	case btnShortcuts:
		c.mode = listing
	case btnZoomIn, btnZoomOut, btnZoomReset:
		c.host.SetZoom(map[button]float32{btnZoomIn: min(MaxZoom, p.Zoom*1.15), btnZoomOut: max(MinZoom, p.Zoom/1.15), btnZoomReset: 1}[b])
	}
	return fx
}

// askOrDo asks first when ask is set, else does the action now.
func (c *controller) askOrDo(a action, ask bool, p Prefs) {
	if ask {
		c.mode, c.open = asking, pending{action: a}
		return
	}
	c.do(a, p)
}

// askUndo takes back the last move, asking first when that turns a card
// face down again or reopens a finished game.
func (c *controller) askUndo(p Prefs) {
	moves := c.g.Moves()
	last := c.lastPlayersMove()
	if last < 0 {
		return
	}
	card := -1
	switch m := moves[last].(type) {
	case game.Guess:
		card = m.Card
	case game.Cover:
		card = m.Card
	}
	if card >= 0 || c.g.Over() {
		c.mode, c.open = asking, pending{action: actUndo, card: card}
		return
	}
	c.do(actUndo, p)
}

// answered answers the open dialog.
func (c *controller) answered(ch choice, p Prefs) (fx effects) {
	m, open := c.mode, c.open
	if m == playing || m == resuming {
		return fx // no dialog is open (a late answer from one that closed)
	}
	c.mode, c.open = playing, pending{}
	switch {
	case m == checking && ch == no:
		fx.focusClue = true // change the clue
	case m == checking:
		c.apply(open.clue, p)
		if ch == third {
			c.apply(game.Penalty{}, p)
		}
	case m == external && ch == yes && open.root.onYes != nil:
		open.root.onYes()
	case m == external && ch != yes && open.root.onNo != nil:
		open.root.onNo()
	case m == privacy && ch == yes && open.action == actQR:
		c.mode = showingQR
	case ch == yes && (m == asking || m == privacy):
		c.do(open.action, p)
	case m == asking && open.action == actGuess:
		c.sel.card = -1
	}
	return fx
}

// do carries out an action once it is asked for (and, where it must be,
// confirmed).
func (c *controller) do(a action, p Prefs) {
	switch a {
	case actRematch:
		c.host.Request(Request{Kind: Rematch})
	case actUndo:
		turn, phase := c.g.Turn(), c.g.Phase()
		for last := c.lastPlayersMove(); len(c.g.Moves()) > last; { // the computer's moves after it go too
			delete(c.meant, len(c.g.Moves())-1)
			if err := c.g.Undo(); err != nil {
				c.note = note{err: err}
				return
			}
		}
		c.save()
		c.sel.card = -1
		c.key.AfterMove(nil, screen.Step{TurnChanged: c.g.Turn() != turn, PhaseChanged: c.g.Phase() != phase}, false)
		c.restartTimer()
	case actGuess:
		c.apply(game.Guess{Card: c.sel.card}, p)
	case actPenalty:
		c.apply(game.Penalty{}, p)
	case actShowKey:
		c.key.Show(c.host.After, p.hideAfter(), func() { c.wake(keyHidden{}) })
	}
}

// giveClue checks the clue and, when the checker warns, lets the players
// decide: allowed anyway, invalid with penalty (when in force), or change it.
func (c *controller) giveClue(in clueGiven, p Prefs) (fx effects) {
	switch {
	case c.mode != playing && c.mode != resuming:
		return fx
	case in.word == "" && c.spy.open:
		c.mode, c.open = informing, pending{onSpy: true}
		return fx
	case in.word == "":
		c.note = note{id: "clue.empty"}
		return fx
	case !in.set:
		c.note = note{id: "clue.noNumber"}
		return fx
	}
	m := game.GiveClue{Word: in.word, Number: in.number}
	if ws := c.host.CheckClue(in.word); len(ws) > 0 {
		c.mode, c.open = checking, pending{clue: m, warnings: ws, onSpy: c.spy.open}
		return fx
	}
	c.apply(m, p)
	fx.unfocus = true
	return fx
}

// apply plays a move and saves the game. An illegal move changes nothing
// and says why.
func (c *controller) apply(m game.Move, p Prefs) {
	turn, phase := c.g.Turn(), c.g.Phase()
	if err := c.g.Apply(m); err != nil {
		c.note = note{err: err}
		return
	}
	c.sel.card = -1
	if c.mode == resuming { // playing on the saved board answers the question
		c.mode = playing
		c.restartTimer()
	}
	c.save()
	c.key.AfterMove(m, screen.Step{TurnChanged: c.g.Turn() != turn, PhaseChanged: c.g.Phase() != phase}, p.KeyAutoHide)
	if c.g.Turn() != turn || c.g.Over() {
		c.restartTimer()
	}
}

// save keeps the game on disk; a failure is said in the message line.
func (c *controller) save() {
	if err := c.host.Save(c.g); err != nil {
		c.note = note{id: "error.save", err: err}
	}
}

// restartTimer starts the turn's countdown when the game has a turn timer.
func (c *controller) restartTimer() {
	c.timer.stop()
	if secs := c.g.Setup().Variants.TurnTimer; secs > 0 && !c.g.Over() {
		c.timer.start(secs, c.host.After, func() { c.wake(tick{}) })
	}
}

// tick counts the turn timer down; at zero the turn times out with a
// signal the room sees and, when on, hears.
func (c *controller) tick(p Prefs) {
	c.timer.ticking = nil
	if c.timer.paused || c.g.Phase() == game.PhaseCover || c.g.Over() || c.mode == resuming {
		c.timer.arm(c.host.After, func() { c.wake(tick{}) }) // covering is not timed
		return
	}
	if c.timer.left--; c.timer.left > 0 {
		c.timer.arm(c.host.After, func() { c.wake(tick{}) })
		return
	}
	team := c.g.Team()
	c.apply(game.TimeOut{}, p)
	c.note = note{id: "timer.up", data: map[string]any{"Team": team}}
	if p.TimerSound {
		// The message line says it too: without a sound player (the
		// settings say so) the signal is the message alone.
		_ = c.host.Play(sound.TimeUp())
	}
}
