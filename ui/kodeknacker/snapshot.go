package kodeknacker

import (
	"github.com/decknamen/decknamen/game/kodeknacker"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/errtext"
)

// Snapshot is everything the Kodeknacker window shows, in the player's
// language. A secret code is in it only where it may show: at the end, or
// against the computer over the computer's side (the person's own code).
type Snapshot struct {
	Start   Start // the start screen, when it shows
	OnStart bool
	Columns [2]Column
	Status  string
	Result  string // the end: who won or why it is a draw ("" while playing)
	Entry   Entry
	Enter   string // the button that opens the privacy screen ("" when not offered)
	CanUndo bool
	Message string // an error, in red
	Info    string // news that is no error
	Dialog  Question
}

// Start is the start screen: the choices and what may be chosen.
type Start struct {
	Choice       choice
	Modes        [2]string
	Levels       [3]string
	First        [2]string // the players' names, for who guesses first
	LevelEnabled bool      // only against the computer
	CanCancel    bool      // opened over a game: Cancel goes back to it
}

// Column is one player's side: their guesses at the other's code.
type Column struct {
	Title, Left, SecretLabel string
	Secret                   kodeknacker.Code // the code to crack: only where it may show
	SecretFilled             int              // pegs drawn in the secret's row (grey while hidden)
	SecretShown              bool
	Rows                     []kodeknacker.Row
	Current                  int // the row being guessed, -1 for none
}

// Entry is the code or guess being built.
type Entry struct {
	Shown  bool
	Code   kodeknacker.Code
	Filled int
	Submit string // Set code or Guess
}

// Question is the open dialog, Kind onBoard for none.
type Question struct {
	Kind        screen
	Title, Text string
	Yes, No     string
}

// snapshot makes what the window shows from the controller's state.
func snapshot(c *controller, tr *translations.Translator) Snapshot {
	x := names{tr: tr, mode: c.choice.mode}
	mv := c.view()
	s := Snapshot{OnStart: mv.start, Dialog: question(c, x, mv.question)}
	s.Start = Start{Choice: c.choice, Modes: [2]string{x.t("kk.modeHotSeat"), x.t("kk.modeComputer")},
		Levels:       [3]string{x.t("kk.levelEasy"), x.t("kk.levelNormal"), x.t("kk.levelHard")},
		First:        [2]string{x.player(kodeknacker.Player1), x.player(kodeknacker.Player2)},
		LevelEnabled: c.choice.mode == modeComputer, CanCancel: c.g != nil}
	if c.g == nil {
		return s
	}
	g := c.g
	over := g.Phase() == kodeknacker.Over
	for i := range s.Columns {
		p := kodeknacker.Player(i + 1)
		col := Column{Title: x.player(p), Left: tr.N("kk.rowsLeft", g.RowsLeft(p), nil), SecretLabel: x.t("kk.secret"), Rows: g.Rows(p), Current: -1}
		if c.choice.mode == modeComputer && p == computerPlayer {
			col.Title += " · " + x.level(c.choice.level)
		}
		if g.HasCode(p.Other()) {
			col.SecretFilled = kodeknacker.Positions
		}
		// Against the computer the person's own code is no secret from
		// them: it shows over the computer's side, the code it must crack.
		ownCode := c.choice.mode == modeComputer && p == computerPlayer
		if ownCode {
			col.SecretLabel = x.t("kk.yourCode")
		}
		if over || ownCode && g.HasCode(p.Other()) {
			col.Secret, _ = g.Code(p.Other())
			col.SecretShown = true
		}
		if g.Phase() == kodeknacker.Guessing && g.Turn() == p {
			col.Current = len(col.Rows)
		}
		s.Columns[i] = col
	}
	s.Status, s.Result = x.status(g), x.result(g)
	if c.canEnter() {
		s.Entry = Entry{Shown: true, Filled: len(c.entry), Submit: x.t("kk.guess")}
		copy(s.Entry.Code[:], c.entry)
		if g.Phase() == kodeknacker.SettingCodes {
			s.Entry.Submit = x.t("kk.setCode")
		}
	}
	if g.Phase() == kodeknacker.SettingCodes && !c.entering {
		s.Enter = tr.T("kk.enterCode", map[string]any{"Player": x.player(g.Turn())})
	}
	s.CanUndo, s.Message, s.Info = c.canUndo(), x.note(c.message), x.note(c.info)
	return s
}

// question is the open dialog.
func question(c *controller, x names, q screen) Question {
	switch q {
	case onPrivacy:
		p := c.g.Turn()
		d := map[string]any{"Player": x.player(p), "Other": x.player(p.Other())}
		return Question{Kind: q, Title: x.tr.T("kk.privacyTitle", d), Text: x.tr.T("kk.privacyText", d), Yes: x.tr.T("kk.privacyGo", d), No: x.t("action.cancel")}
	case onAbandon:
		return Question{Kind: q, Title: x.t("kk.abandonTitle"), Text: x.t("kk.abandonText"), Yes: x.t("action.newGame"), No: x.t("action.cancel")}
	case onResume:
		return Question{Kind: q, Title: x.t("kk.resumeTitle"), Text: x.tr.T("kk.resumeText", map[string]any{"Mode": x.modeText(c.offered.Mode, c.offered.Level)}),
			Yes: x.t("resume.continue"), No: x.t("action.newGame")}
	case onInfo:
		title := c.told.title
		if title == "" {
			title = x.t("kk.title")
		}
		return Question{Kind: q, Title: title, Text: x.note(c.told.body), Yes: x.t("action.ok")}
	}
	return Question{Kind: onBoard}
}

// names says things about a Kodeknacker game in one language.
type names struct {
	tr   *translations.Translator
	mode playMode
}

func (x names) t(id string) string { return x.tr.T(id, nil) }

// player names a player: Player 1/2 at one screen, You/Computer against
// the computer.
func (x names) player(p kodeknacker.Player) string {
	switch {
	case x.mode == modeComputer && p == computerPlayer:
		return x.t("kk.computer")
	case x.mode == modeComputer:
		return x.t("kk.you")
	case p == kodeknacker.Player2:
		return x.t("kk.player2")
	}
	return x.t("kk.player1")
}

// level names a level of the computer.
func (x names) level(l kodeknacker.Level) string {
	switch l {
	case kodeknacker.Easy:
		return x.t("kk.levelEasy")
	case kodeknacker.Hard:
		return x.t("kk.levelHard")
	}
	return x.t("kk.levelNormal")
}

// modeText describes who plays, for the resume question.
func (x names) modeText(m playMode, l kodeknacker.Level) string {
	if m == modeComputer {
		return x.tr.T("kk.modeComputerLevel", map[string]any{"Level": x.level(l)})
	}
	return x.t("kk.modeHotSeat")
}

// status says whose turn it is.
func (x names) status(g *kodeknacker.Game) string {
	switch g.Phase() {
	case kodeknacker.SettingCodes:
		if x.mode == modeComputer {
			return x.t("kk.setCodeYou")
		}
		return x.tr.T("kk.setCodeWait", map[string]any{"Player": x.player(g.Turn())})
	case kodeknacker.Guessing:
		move := x.tr.T("kk.moveNumber", map[string]any{"Number": g.MoveNumber()})
		if last := x.lastTry(g); last != "" {
			return move + " · " + last
		}
		if x.mode == modeComputer {
			return move + " · " + x.t("kk.turnYou")
		}
		return move + " · " + x.tr.T("kk.turn", map[string]any{"Player": x.player(g.Turn())})
	}
	return ""
}

// lastTry says, after the first guesser cracked the code, that the other
// player has one last try for a draw ("" otherwise).
func (x names) lastTry(g *kodeknacker.Game) string {
	p := g.Turn()
	if g.Phase() != kodeknacker.Guessing || !g.Cracked(p.Other()) {
		return ""
	}
	switch {
	case x.mode == modeComputer && p == computerPlayer:
		return x.t("kk.lastTryComputer")
	case x.mode == modeComputer:
		return x.t("kk.lastTryYou")
	}
	return x.tr.T("kk.lastTry", map[string]any{"Player": x.player(p.Other()), "Other": x.player(p)})
}

// result is the end of the game: who won or why it is a draw.
func (x names) result(g *kodeknacker.Game) string {
	r := g.Result()
	var text string
	switch r.Outcome {
	case kodeknacker.Won:
		switch {
		case x.mode == modeComputer && r.Winner == computerPlayer:
			text = x.t("kk.winComputer")
		case x.mode == modeComputer:
			text = x.t("kk.winYou")
		default:
			text = x.tr.T("kk.win", map[string]any{"Player": x.player(r.Winner)})
		}
		text += " " + x.tr.N("kk.winWhy", len(g.Rows(r.Winner)), nil)
	case kodeknacker.DrawSameMove:
		text = x.tr.T("kk.drawSameMove", map[string]any{"Number": len(g.Rows(kodeknacker.Player1))})
	case kodeknacker.DrawBoardFull:
		text = x.t("kk.drawBoardFull")
	default:
		return ""
	}
	return text + "\n" + x.t("kk.codesShown")
}

// note says a note in the player's language; no engine text reaches the
// player.
func (x names) note(n note) string {
	data := map[string]any{}
	for k, v := range n.data {
		data[k] = v
	}
	switch {
	case n.text != "":
		return n.text
	case n.id != "" && n.n > 0:
		return x.tr.N(n.id, n.n, data)
	case n.id != "" && n.err != nil:
		data["Error"] = errtext.Text(x.tr, n.err, nil)
		return x.tr.T(n.id, data)
	case n.err != nil:
		return errtext.Text(x.tr, n.err, nil)
	case n.id != "":
		return x.tr.T(n.id, data)
	}
	return ""
}
