package board

import (
	"fmt"
	"strings"
	"testing"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/uitest"
)

// Item 13: in co-op the clue warning does not send the players to a second
// spymaster who is not there.
func TestTheCoOpClueWarningNamesNoOtherSpymaster(t *testing.T) {
	for _, lang := range []string{"de", "en", "nl"} {
		a, _ := newTestApp(t, Options{Lang: lang, Seed: 8})
		c := a.choice
		c.Variants = game.Variants{CoOp: true}
		if err := a.deal(c, 8, false); err != nil {
			t.Fatal(err)
		}
		giveClue(t, a, a.g().Card(0).Text, "1")
		text := uitest.Labels(a.win.Canvas().Overlays().Top())
		if strings.Contains(text, a.tr.T("clue.warningOutro", nil)) || !strings.Contains(text, a.tr.T("clue.warningOutroCoOp", nil)) {
			t.Errorf("%s co-op warning: %q", lang, text)
		}
	}
}

// Item 13: the undo question says the card is turned face down again.
func TestTheUndoQuestionSaysTheCardIsTurnedFaceDown(t *testing.T) {
	want := map[string]string{"de": "wieder verdeckt", "en": "face down again", "nl": "weer omgedraaid"}
	for lang, part := range want {
		a, _ := newTestApp(t, Options{Lang: lang, Seed: 31})
		giveClue(t, a, "Geheimnis", "2")
		guess(t, a, cardsOf(a, game.AgentOf(a.g().Team()))[0])
		a.Press(Undo)
		if text := uitest.Labels(a.win.Canvas().Overlays().Top()); !strings.Contains(text, part) {
			t.Errorf("%s undo question %q lacks %q", lang, text, part)
		}
	}
}

// In sudden death the status says what another card does: it ends the
// game and the other team wins (a card cannot "lose").
func TestSuddenDeathSaysAnyOtherCardLetsTheOtherTeamWin(t *testing.T) {
	want := map[string]string{"de": "beendet das Spiel, und %s gewinnt", "en": "ends the game, and %s wins", "nl": "beëindigt het spel, en dan wint %s"}
	for lang, part := range want {
		a, _ := newTestApp(t, Options{Lang: lang, Seed: 12})
		c := a.choice
		c.Variants = game.Variants{AssassinEnd: true}
		if err := a.deal(c, 12, false); err != nil {
			t.Fatal(err)
		}
		team := a.g().Team()
		giveClue(t, a, "Geheimnis", "2")
		guess(t, a, cardsOf(a, game.Assassin)[0])
		if !a.g().SuddenDeath() {
			t.Fatalf("%s: revealing the assassin early should start sudden death", lang)
		}
		if want := fmt.Sprintf(part, a.teamText(team.Other())); !strings.Contains(a.snap().Side.Phase, want) {
			t.Errorf("%s: status %q lacks %q", lang, a.snap().Side.Phase, want)
		}
	}
}
