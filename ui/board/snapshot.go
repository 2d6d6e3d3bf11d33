package board

import (
	"errors"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/errtext"
	"github.com/decknamen/decknamen/ui/screen"
)

// Snapshot is everything the board screen and the spymasters' window
// show, in the player's language: the one answer to "what is on screen,
// and may the key be drawn there?". snapshot makes it from the game and
// the controller; the views draw it.
type Snapshot struct {
	Cards    []Face
	Cols     int
	Zoom     float32
	BoardKey bool // the board window may draw the key now
	KeyCard  KeyCard
	Header   Header
	Banner   Banner
	Side     Side
	Bar      Bar
	Tools    Tools
	Log      []string
	Dialog   Dialog
	Spy      screen.SpyView
}

// Face is one card as the board shows it.
type Face struct {
	Text     string // the word, or a picture's name (not drawn)
	Picture  string // the picture's name, "" for a word
	Identity game.Identity
	Covered  bool // guessed or covered: its identity shows
	ShowKey  bool // the key is on show: its identity is marked
	Selected bool // waiting for the confirming tap
	Focused  bool // the keyboard focus is on it
}

// KeyCard is the small key card beside the board.
type KeyCard struct {
	Key        game.Key
	Cols       int
	Covered    []bool
	Shown      bool
	HiddenText string
}

// level is how urgent a note is.
type level int

// The levels.
const (
	levelPlain level = iota
	levelWarning
	levelDanger
)

// Header is the large line above the board: whose turn, the clue, a note
// for the room and the variants in play.
type Header struct {
	Team      string // "" when the line says it all (game over)
	TeamColor game.Team
	Line      string
	Note      string
	NoteLevel level
	Badges    []string
}

// Banner is the game's end across the board.
type Banner struct {
	Shown               bool
	Title, Detail, Hint string
	Winner              game.Team
	Lost                bool // co-op lost: drawn in the assassin's colour
}

// Side is the status beside the board.
type Side struct {
	Team       string
	TeamColor  game.Team
	Phase      string
	Agents     string
	Number     string
	Timer      string // "" when no turn timer runs
	TimerRed   bool   // the last ten seconds
	Paused     bool
	KeyTitle   string
	LogTitle   string
	TimerShown bool
}

// barRow is the row of the action bar under the board.
type barRow int

// The rows.
const (
	rowClue   barRow = iota // the clue entry
	rowWait                 // the clue is given on the spymasters' window
	rowGuess                // guessing: the hint, stop and penalty
	rowCover                // a card is to be covered
	rowOver                 // the result, rematch and new game
	rowResume               // the saved game's question
)

// Bar is the action bar under the board.
type Bar struct {
	Row     barRow
	Text    string // the row's text: the hint, the result, the question
	CanStop bool
	Penalty bool // the penalty button is offered
	Message string
}

// Tools are the toolbar's buttons that change.
type Tools struct {
	KeyText   string // "Show key" or "Hide key"
	KeyHides  bool   // the key is on show: the button hides it
	KeyTools  bool   // Show key, Peek and QR work on this window
	CanUndo   bool
	Peeking   bool // the peek button holds the key on show
	Spymaster bool // the spymasters' window may open (people give the clues)
}

// snapshot makes what the screens show from the controller's state.
func snapshot(c *controller, tr *translations.Translator, p Prefs) Snapshot {
	g, x, mv := c.g, texts{g: c.g, tr: tr}, c.view()
	over := g.Over()
	s := Snapshot{Cols: g.Size().Cols(), Zoom: p.Zoom, BoardKey: c.key.Visible(over), Log: x.log(c.meant)}
	for i := range g.Size().Cards() {
		card := g.Card(i)
		f := Face{Text: card.Text, Identity: g.Identity(i), Covered: g.Covered(i), Selected: i == c.sel.card, Focused: i == c.sel.focus}
		f.ShowKey = s.BoardKey && !f.Covered
		if card.Kind == game.PictureCard {
			f.Picture = card.Text
		}
		s.Cards = append(s.Cards, f)
	}
	covered := make([]bool, len(s.Cards))
	for i := range covered {
		covered[i] = g.Covered(i)
	}
	s.KeyCard = KeyCard{Key: g.Setup().Key, Cols: s.Cols, Covered: covered, Shown: s.BoardKey, HiddenText: tr.T("key.hidden", nil)}
	message := noteText(c.note, x)
	s.Header = header(x, message)
	s.Banner = banner(x, !mv.resuming && !c.banner)
	s.Side = side(x, c, mv.resuming)
	s.Bar = bar(x, c, mv.resuming, message)
	computer := c.host.Computer() != nil
	s.Tools = Tools{KeyHides: s.BoardKey && !over, KeyTools: !c.spy.open && (!computer || over), CanUndo: c.lastPlayersMove() >= 0,
		Peeking: c.key.Peeking(), Spymaster: !computer}
	s.Tools.KeyText = tr.T(map[bool]string{true: "key.hide", false: "key.show"}[s.Tools.KeyHides], nil)
	s.Dialog = dialogOf(x, mv)
	s.Spy = spyView(x, c, s)
	return s
}

// header is the large line above the board.
func header(x texts, message string) Header {
	g := x.g
	h := Header{Team: x.team(g.Team()), TeamColor: g.Team(), Line: x.headerLine(), Badges: x.badges()}
	if g.Over() {
		h.Team, h.TeamColor = "", g.Winner() // the line names the winner
	}
	switch {
	case message != "":
		h.Note, h.NoteLevel = message, levelDanger
	case g.Phase() == game.PhaseGuess && g.SuddenDeath():
		h.Note, h.NoteLevel = x.suddenDeath(), levelWarning
	case !g.Over() && g.Setup().Variants.AssassinEnd && g.AgentsLeft(g.Team()) == 0:
		h.Note, h.NoteLevel = x.t("header.findAssassin", map[string]any{"Team": x.team(g.Team())}), levelWarning
	case g.Phase() == game.PhaseCover:
		h.Note = x.phase()
	}
	return h
}

// banner is the game's end across the board, unless tapped away.
func banner(x texts, show bool) Banner {
	g := x.g
	if !g.Over() || !show {
		return Banner{}
	}
	b := Banner{Shown: true, Detail: x.result(), Hint: x.t("banner.hint", nil), Winner: g.Winner(),
		Title: x.t("banner.wins", map[string]any{"Team": x.team(g.Winner())})}
	if player := g.PlayerTeam(); player != game.NoTeam && g.Winner() != player {
		b.Title, b.Lost = x.t("banner.coOpLost", nil), true
	} else if player != game.NoTeam {
		b.Title = x.t("banner.coOpWon", nil)
	}
	return b
}

// side is the status beside the board.
func side(x texts, c *controller, resuming bool) Side {
	g := x.g
	team := g.Team()
	if g.Over() {
		team = g.Winner()
	}
	s := Side{Team: x.team(team), TeamColor: team, Phase: x.phase(), KeyTitle: x.t("key.title", nil), LogTitle: x.t("log.title", nil),
		Agents: x.t("status.agents", map[string]any{
			"Red": x.tr.N("status.agentsLeft", g.AgentsLeft(game.Red), nil), "Blue": x.tr.N("status.agentsLeft", g.AgentsLeft(game.Blue), nil)}),
		Number: x.t("status.gameNumber", map[string]any{"Number": g.Setup().Seed})}
	// While the saved game's question is open the timer does not run yet.
	if g.Setup().Variants.TurnTimer > 0 && !g.Over() && g.Phase() != game.PhaseCover && !resuming {
		s.TimerShown, s.Timer, s.TimerRed, s.Paused = true, clock(c.timer.left), c.timer.left <= 10, c.timer.paused
		if s.Paused {
			s.Timer += " ‖"
		}
	}
	return s
}

// bar is the action bar under the board.
func bar(x texts, c *controller, resuming bool, message string) Bar {
	g := x.g
	b := Bar{Message: message}
	switch {
	case resuming:
		b.Row = rowResume
		b.Text = x.t("resume.text", map[string]any{"Number": g.Setup().Seed}) + " " + x.t("resume.title", nil)
	case g.Phase() == game.PhaseClue && c.spy.open:
		b.Row, b.Text = rowWait, x.t("spy.waitClue", nil)
	case g.Phase() == game.PhaseClue && c.host.Computer() != nil && c.host.Computer().Gives(g):
		b.Row, b.Text = rowWait, x.t("computer.thinking", nil)
	case g.Phase() == game.PhaseClue:
		b.Row = rowClue
	case g.Phase() == game.PhaseGuess:
		b.Row, b.Text = rowGuess, x.t("guess.hint", nil)
		if c.sel.card >= 0 {
			b.Text = x.t("guess.confirmHint", map[string]any{"Card": x.card(c.sel.card)})
		}
		b.CanStop, b.Penalty = g.CanStop(), g.Setup().Variants.Penalty && !g.SuddenDeath()
	case g.Phase() == game.PhaseCover:
		b.Row, b.Text = rowCover, x.phase()
		if c.sel.card >= 0 {
			b.Text = x.t("cover.confirmHint", map[string]any{"Card": x.card(c.sel.card)})
		}
	default:
		b.Row, b.Text = rowOver, x.phase()
	}
	return b
}

// spyView is what the spymasters' window shows.
func spyView(x texts, c *controller, s Snapshot) screen.SpyView {
	v := screen.SpyView{Key: x.g.Setup().Key, Cols: s.Cols, Covered: s.KeyCard.Covered, Phase: x.g.Phase(), Text: s.Side.Phase, Log: s.Log,
		KeyShown: c.key.SecondVisible(x.g.Over()), OneDisplay: !c.spy.secondary}
	for i, f := range s.Cards {
		v.Labels, v.Pictures = append(v.Labels, f.Text), append(v.Pictures, f.Picture)
		if f.Picture != "" {
			v.Labels[i] = x.card(i)
		}
	}
	return v
}

// moveErrors are the engine's refusals, each with its sentence.
var moveErrors = []struct {
	err error
	id  string
}{
	{game.ErrGameOver, "error.gameOver"}, {game.ErrWrongPhase, "error.wrongPhase"}, {game.ErrBadClue, "error.badClue"},
	{game.ErrNoSuchCard, "error.noSuchCard"}, {game.ErrCardCovered, "error.cardCovered"}, {game.ErrNotOwnAgent, "error.notOwnAgent"},
	{game.ErrMustGuessFirst, "error.mustGuessFirst"}, {game.ErrSuddenDeath, "error.suddenDeath"}, {game.ErrVariantOff, "error.variantOff"},
}

// noteText says the message for the room in the player's language; no
// engine text reaches the player.
func noteText(n note, x texts) string {
	switch {
	case n.text != "":
		return n.text
	case n.id != "" && n.err != nil:
		return x.t(n.id, map[string]any{"Error": errtext.Text(x.tr, n.err, nil)})
	case n.err != nil:
		for _, e := range moveErrors {
			if errors.Is(n.err, e.err) {
				return x.t(e.id, nil)
			}
		}
		return errtext.Text(x.tr, n.err, nil)
	case n.id != "":
		data := map[string]any{}
		for k, v := range n.data {
			if t, ok := v.(game.Team); ok {
				v = x.team(t)
			}
			data[k] = v
		}
		return x.t(n.id, data)
	}
	return ""
}
