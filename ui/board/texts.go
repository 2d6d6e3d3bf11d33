package board

// The board's words: how a team, a card, a phase, a result and a move are
// said in the player's language. Pure functions of the game and the
// translator; the snapshot puts them together.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
)

// texts says things about one game in one language.
type texts struct {
	g  *game.Game
	tr *translations.Translator
}

func (x texts) t(id string, data map[string]any) string { return x.tr.T(id, data) }

// team names a team: "Red" / "Rot" / "Rood".
func (x texts) team(t game.Team) string {
	if t == game.Blue {
		return x.t("team.blue", nil)
	}
	return x.t("team.red", nil)
}

// number shows a clue's number: 0–9 or "unlimited".
func (x texts) number(n int) string {
	if n == game.Unlimited {
		return x.t("clue.unlimited", nil)
	}
	return strconv.Itoa(n)
}

// card names card i in the log and dialogs: its word, or a picture's
// caption and place, "Schnecke mit Haus (B3)".
func (x texts) card(i int) string {
	c := x.g.Card(i)
	if c.Kind != game.PictureCard {
		return c.Text
	}
	cols := x.g.Size().Cols()
	caption := assets.PictureCaption(c.Text, x.tr.Lang())
	if caption == "" {
		return x.t("card.picture", map[string]any{"Row": i/cols + 1, "Col": i%cols + 1})
	}
	return fmt.Sprintf("%s (%c%d)", caption, 'A'+rune(i%cols), i/cols+1)
}

// phase says what happens now, or how the game ended.
func (x texts) phase() string {
	g := x.g
	team := map[string]any{"Team": x.team(g.Team())}
	switch g.Phase() {
	case game.PhaseClue:
		return x.t("phase.clue", team)
	case game.PhaseGuess:
		c, _ := g.Clue()
		text := x.t("phase.guess", map[string]any{"Team": x.team(g.Team()), "Clue": c.Word, "Number": x.number(c.Number)})
		if g.SuddenDeath() {
			return text + " " + x.suddenDeath()
		}
		if left := g.GuessesLeft(); left == game.Unlimited {
			return text + " " + x.t("phase.unlimitedGuesses", nil)
		} else {
			return text + " " + x.tr.N("phase.guessesLeft", left, nil)
		}
	case game.PhaseCover:
		if g.PlayerTeam() != game.NoTeam {
			return x.t("phase.coverCoOp", team)
		}
		return x.tr.N("phase.coverPenalty", g.PendingCovers(), team)
	}
	return x.result()
}

// suddenDeath says what sudden death means for the team guessing now.
func (x texts) suddenDeath() string {
	return x.t("phase.suddenDeath", map[string]any{"Other": x.team(x.g.Team().Other())})
}

// result says how the game ended.
func (x texts) result() string {
	g := x.g
	winner := map[string]any{"Team": x.team(g.Winner()), "Loser": x.team(g.Winner().Other())}
	if player := g.PlayerTeam(); player != game.NoTeam {
		switch {
		case g.Winner() == player:
			return x.t("result.coOpWin", map[string]any{"Score": g.Score(), "Rating": x.t("rating."+strconv.Itoa(g.Rating()), nil)})
		case g.EndReason() == game.AssassinRevealed:
			return x.t("result.coOpAssassin", nil)
		default:
			return x.t("result.coOpLost", nil)
		}
	}
	switch g.EndReason() {
	case game.AssassinRevealed:
		return x.t("result.assassin", winner)
	case game.AssassinAfterAgents:
		return x.t("result.assassinAfterAgents", winner)
	case game.SuddenDeathWon:
		return x.t("result.suddenDeathWon", winner)
	case game.SuddenDeathLost:
		return x.t("result.suddenDeathLost", winner)
	}
	return x.t("result.allAgents", winner)
}

// headerLine is the header's large line: the clue while guessing, what
// the team does now, or the end as a sentence ("Game over: Red wins").
func (x texts) headerLine() string {
	g := x.g
	switch g.Phase() {
	case game.PhaseClue:
		return x.t("header.giveClue", nil)
	case game.PhaseGuess:
		c, _ := g.Clue()
		return x.t("header.clue", map[string]any{"Clue": c.Word, "Number": x.number(c.Number)})
	case game.PhaseCover:
		return x.t("header.cover", nil)
	}
	if player := g.PlayerTeam(); player != game.NoTeam {
		if g.Winner() == player {
			return x.t("header.overCoOpWon", nil)
		}
		return x.t("header.overCoOpLost", nil)
	}
	return x.t("header.overWins", map[string]any{"Team": x.team(g.Winner())})
}

// badges are the variants of the running game, as short labels.
func (x texts) badges() []string {
	g, v := x.g, x.g.Setup().Variants
	var out []string
	add := func(on bool, id string, data map[string]any) {
		if on {
			out = append(out, x.t(id, data))
		}
	}
	add(v.CoOp, "badge.coOp", nil)
	add(v.AssassinEnd, "badge.assassinEnd", nil)
	add(g.SuddenDeath(), "badge.suddenDeath", nil)
	add(v.ModifiedPlusOne, "badge.plusOne", nil)
	add(v.Penalty, "badge.penalty", nil)
	add(v.TurnTimer > 0, "badge.timer", map[string]any{"Time": clock(v.TurnTimer)})
	return out
}

// clock shows seconds as minutes and seconds: "1:30".
func clock(secs int) string { return fmt.Sprintf("%d:%02d", secs/60, secs%60) }

// log turns the game's log into numbered lines. At the end of each turn
// of the computer spymaster it says which cards the clue was meant for,
// as a spymaster tells afterwards.
func (x texts) log(meant map[int][]int) []string {
	var lines []string
	entries := x.g.Log()
	clueAt := -1
	for k, e := range entries {
		d := map[string]any{"Team": x.team(e.Team)}
		var id string
		switch m := e.Move.(type) {
		case game.GiveClue:
			d["Clue"], d["Number"], id = m.Word, x.number(m.Number), "log.clue"
			clueAt = k
		case game.Guess:
			d["Card"], d["Identity"], id = x.card(m.Card), x.t("identity."+e.Identity.String(), nil), "log.guess"
		case game.Stop:
			id = "log.stop"
		case game.Penalty:
			id = "log.penalty"
		case game.Cover:
			d["Card"], id = x.card(m.Card), "log.cover"
		case game.TimeOut:
			id = "log.timeout"
		}
		lines = append(lines, fmt.Sprintf("%d. %s", e.Turn, x.t(id, d)))
		ended := k+1 < len(entries) && entries[k+1].Turn != e.Turn || k+1 == len(entries) && (x.g.Turn() != e.Turn || x.g.Over())
		if cards, ok := meant[clueAt]; ok && ended && clueAt >= 0 && len(cards) > 0 {
			lines = append(lines, x.meant(entries[clueAt], cards))
			clueAt = -1
		}
	}
	return lines
}

// meant says which cards the computer's clue was meant for.
func (x texts) meant(e game.Entry, cards []int) string {
	var names []string
	for _, i := range cards {
		names = append(names, x.card(i))
	}
	c := e.Move.(game.GiveClue)
	return fmt.Sprintf("%d. %s", e.Turn, x.t("log.meant", map[string]any{"Clue": c.Word, "Cards": strings.Join(names, ", ")}))
}

// Ctrl names the Ctrl key as the keyboards of tr's language say it (Strg
// on German ones), followed by key: "Strg+Z".
func Ctrl(tr *translations.Translator, key string) string { return tr.T("keys.ctrl", nil) + "+" + key }
