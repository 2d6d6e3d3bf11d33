package board

// Plain Go tests of the board's spine: inputs go into the controller and
// the snapshot says what the screens show. No window, no Fyne driver.

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/translations"
)

// plainHost is the root for a controller without a window: timers the
// test fires, a clue checker that knows the board's words.
type plainHost struct {
	prefs    Prefs
	timers   []func()
	seconds  []func()
	requests []RequestKind
	saveErr  error
	g        func() *game.Game
	lang     game.Language
	played   int
	comp     Computer
}

func (h *plainHost) Save(*game.Game) error { return h.saveErr }
func (h *plainHost) Request(r Request)     { h.requests = append(h.requests, r.Kind) }
func (h *plainHost) CheckClue(w string) []clue.Warning {
	return clue.Check(w, h.g().VisibleWords(), h.lang)
}
func (h *plainHost) Prefs() Prefs       { return h.prefs }
func (h *plainHost) Computer() Computer { return h.comp }
func (h *plainHost) SetZoom(z float32)  { h.prefs.Zoom = z }
func (h *plainHost) Play([]byte) error  { h.played++; return nil }
func (h *plainHost) After(d time.Duration, f func()) func() {
	stopped := false
	run := func() {
		if !stopped {
			f()
		}
	}
	if d == time.Second {
		h.seconds = append(h.seconds, run)
	} else {
		h.timers = append(h.timers, run)
	}
	return func() { stopped = true }
}

// plain is a controller with a game, its host and its language.
type plain struct {
	c  *controller
	h  *plainHost
	tr *translations.Translator
}

// newPlain deals game number seed from the shipped deck of lang.
func newPlain(t *testing.T, lang string, seed uint64, v game.Variants) *plain {
	t.Helper()
	tr, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	infos, _ := assets.Decks()
	var deck game.Deck
	for _, info := range infos {
		if info.ID() == lang {
			deck, _ = assets.LoadDeck(info)
		}
	}
	setup, err := game.Deal(game.DealOptions{Seed: seed, Size: game.Size5x5, Decks: []game.Deck{deck}, Variants: v})
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	p := &plain{h: &plainHost{prefs: defaultPrefs, lang: game.Language(lang)}, tr: tr}
	p.h.g = func() *game.Game { return p.c.g }
	now := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	p.c = newController(p.h, func(in any) { p.do(in) })
	p.c.now = func() time.Time { now = now.Add(time.Second); return now }
	p.do(startGame{g: g})
	return p
}

func (p *plain) do(in any) effects                    { return p.c.handle(in, p.h.prefs) }
func (p *plain) snap() Snapshot                       { return snapshot(p.c, p.tr, p.h.prefs) }
func (p *plain) g() *game.Game                        { return p.c.g }
func (p *plain) t(id string, d map[string]any) string { return p.tr.T(id, d) }
func (p *plain) team(t game.Team) string              { return texts{g: p.g(), tr: p.tr}.team(t) }

// cards lists the uncovered cards of identity id.
func (p *plain) cards(id game.Identity) []int {
	var out []int
	for i := range p.g().Size().Cards() {
		if p.g().Identity(i) == id && !p.g().Covered(i) {
			out = append(out, i)
		}
	}
	return out
}

// clue gives a clue by the entry, its number typed after the word.
func (p *plain) clue(word string, n int) { p.do(clueGiven{word: word, number: n, set: true}) }

// guess taps a card twice, a second apart.
func (p *plain) guess(i int) { p.do(tapCard{i}); p.do(tapCard{i}) }

// own is the first uncovered agent of the team at play.
func (p *plain) own() int { return p.cards(game.AgentOf(p.g().Team()))[0] }

// fire runs the pending one-shot timers (the key's auto-hide).
func (p *plain) fire() {
	ts := p.h.timers
	p.h.timers = nil
	for _, f := range ts {
		f()
	}
}

// tick lets a second of the turn timer pass.
func (p *plain) tick() {
	ts := p.h.seconds
	p.h.seconds = nil
	for _, f := range ts {
		f()
	}
}

func TestANewGameAsksTheStartingTeamsSpymasterForAClue(t *testing.T) {
	p := newPlain(t, "en", 4711, game.Variants{})
	s := p.snap()
	if s.Header.Team != p.team(p.g().Team()) || s.Header.Line != p.t("header.giveClue", nil) {
		t.Fatalf("header %+v", s.Header)
	}
	if s.Bar.Row != rowClue || s.BoardKey || s.Dialog.Kind != dlgNone {
		t.Fatalf("bar row %v, key %v, dialog %v", s.Bar.Row, s.BoardKey, s.Dialog.Kind)
	}
	if want := p.t("phase.clue", map[string]any{"Team": p.team(p.g().Team())}); s.Side.Phase != want {
		t.Fatalf("phase %q, want %q", s.Side.Phase, want)
	}
}

func TestGuessingShowsTheClueLargeAndHowManyGuessesAreLeft(t *testing.T) {
	p := newPlain(t, "de", 4711, game.Variants{})
	p.clue("Zeitreise", 2)
	s := p.snap()
	if !strings.Contains(s.Header.Line, "Zeitreise") || !strings.Contains(s.Header.Line, "2") {
		t.Fatalf("header line %q", s.Header.Line)
	}
	if want := p.tr.N("phase.guessesLeft", 3, nil); !strings.Contains(s.Side.Phase, want) {
		t.Fatalf("phase %q lacks %q", s.Side.Phase, want)
	}
	if s.Bar.Row != rowGuess || s.Bar.CanStop {
		t.Fatal("guessing: stop waits for the first guess")
	}
}

func TestTheFirstTapSelectsAndTheSecondGuesses(t *testing.T) {
	p := newPlain(t, "en", 3, game.Variants{})
	p.clue("Secret", 2)
	card := p.own()
	p.do(tapCard{card})
	s := p.snap()
	if p.g().Covered(card) || !s.Cards[card].Selected || !strings.Contains(s.Bar.Text, p.g().Card(card).Text) {
		t.Fatalf("the first tap should only select and name the card: %q", s.Bar.Text)
	}
	p.do(tapCard{card})
	if !p.g().Covered(card) || p.snap().Cards[card].Selected {
		t.Fatal("the second tap should guess")
	}
}

// A fast double click (40 ms) once passed the misclick guard.
func TestADoubleClickIsNoConfirmation(t *testing.T) {
	p := newPlain(t, "en", 3, game.Variants{})
	p.clue("Secret", 2)
	card := p.own()
	at := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	p.c.now = func() time.Time { at = at.Add(40 * time.Millisecond); return at }
	p.do(tapCard{card})
	p.do(tapCard{card})
	if p.g().Covered(card) {
		t.Fatal("a double click played the guess")
	}
	p.c.now = func() time.Time { at = at.Add(time.Second); return at }
	p.do(tapCard{card})
	if !p.g().Covered(card) {
		t.Fatal("a deliberate second click should confirm")
	}
}

func TestEnterConfirmsTheSelectedCardAtOnce(t *testing.T) {
	p := newPlain(t, "en", 3, game.Variants{})
	p.clue("Secret", 2)
	card := p.own()
	at := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	p.c.now = func() time.Time { return at } // no time passes
	p.do(tapCard{card})
	p.do(pressKey{name: fyne.KeyReturn})
	if !p.g().Covered(card) {
		t.Fatal("Enter is deliberate: it confirms at once")
	}
}

// The number once carried over from the other team's clue.
func TestEveryClueAsksForItsNumber(t *testing.T) {
	p := newPlain(t, "nl", 5, game.Variants{})
	p.do(clueGiven{word: "geheim"})
	if p.g().Phase() != game.PhaseClue || p.snap().Bar.Message != p.t("clue.noNumber", nil) {
		t.Fatalf("a clue without a number was given, or not asked for: %q", p.snap().Bar.Message)
	}
	p.clue("geheim", 1)
	if p.g().Phase() != game.PhaseGuess || p.snap().Bar.Message != "" {
		t.Fatal("with its number the clue is given and the note goes")
	}
}

func TestTheNumberCanBeTypedAfterTheWord(t *testing.T) {
	for _, c := range []struct {
		in   string
		word string
		n    int
		set  bool
	}{
		{"Meer 2", "Meer", 2, true}, {" Meer  0 ", "Meer", 0, true}, {"Meer ∞", "Meer", game.Unlimited, true},
		{"Meer", "Meer", 0, false}, {"Meer 12", "Meer 12", 0, false}, {"New York", "New York", 0, false}, {"", "", 0, false},
	} {
		word, n, set := splitClue(c.in)
		if word != c.word || n != c.n || set != c.set {
			t.Errorf("%q: %q %d %v, want %q %d %v", c.in, word, n, set, c.word, c.n, c.set)
		}
	}
}

func TestAClueTheCheckerWarnsAboutWaitsForTheSpymastersDecision(t *testing.T) {
	p := newPlain(t, "en", 8, game.Variants{Penalty: true})
	word := p.g().Card(0).Text
	p.clue(word, 1)
	s := p.snap()
	if p.g().Phase() != game.PhaseClue || s.Dialog.Kind != dlgClueCheck || s.Dialog.Third == "" || s.Dialog.OnSpy {
		t.Fatalf("dialog %+v", s.Dialog)
	}
	p.do(pressKey{name: fyne.KeyReturn})
	if p.snap().Dialog.Kind != dlgClueCheck {
		t.Fatal("Enter must not decide the clue check")
	}
	fx := p.do(pressKey{name: fyne.KeyEscape})
	if p.snap().Dialog.Kind != dlgNone || !fx.focusClue || p.g().Phase() != game.PhaseClue {
		t.Fatal("Esc changes the clue: back to the entry")
	}
	p.clue(word, 1)
	p.do(answer{yes})
	if p.g().Phase() != game.PhaseGuess {
		t.Fatal("allowed anyway gives the clue")
	}
}

func TestTheKeyShowsOnlyAfterThePrivacyScreenIsAnsweredByKOrAClick(t *testing.T) {
	p := newPlain(t, "de", 21, game.Variants{})
	p.do(push{btnKey})
	if s := p.snap(); s.BoardKey || s.Dialog.Kind != dlgPrivacy {
		t.Fatal("the key must wait behind the privacy screen")
	}
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEscape} {
		p.do(push{btnKey})
		p.do(pressKey{name: k})
		if s := p.snap(); s.BoardKey || s.Dialog.Kind != dlgNone {
			t.Fatalf("%s must cancel the privacy screen, never show the key", k)
		}
	}
	p.do(push{btnKey})
	p.do(pressKey{name: fyne.KeyK})
	if !p.snap().BoardKey || !p.snap().KeyCard.Shown {
		t.Fatal("a second K shows the key")
	}
	p.do(push{btnKey})
	if p.snap().BoardKey {
		t.Fatal("the toggle hides it")
	}
	p.do(push{btnKey})
	p.do(answer{yes}) // the click
	if !p.snap().BoardKey {
		t.Fatal("a click shows the key")
	}
	p.fire()
	if p.snap().BoardKey {
		t.Fatal("the key hides after its timeout")
	}
}

func TestTheKeyHidesTheMomentTheClueIsGiven(t *testing.T) {
	for _, autoHide := range []bool{true, false} {
		p := newPlain(t, "en", 12, game.Variants{})
		p.h.prefs.KeyAutoHide = autoHide
		p.do(pressKey{name: fyne.KeyK})
		p.do(pressKey{name: fyne.KeyK})
		p.clue("Secret", 2)
		for i, f := range p.snap().Cards {
			if f.ShowKey {
				t.Fatalf("auto-hide %v: card %d shows its identity after the clue", autoHide, i)
			}
		}
	}
}

func TestTheSpymastersWindowShowsTheKeyOnlyAfterItsOwnAnswer(t *testing.T) {
	p := newPlain(t, "en", 64, game.Variants{})
	p.do(pressKey{name: fyne.KeyK})
	p.do(pressKey{name: fyne.KeyK})
	p.do(spyOpened{open: true})
	s := p.snap()
	if s.BoardKey || s.Spy.KeyShown || !s.Spy.OneDisplay {
		t.Fatalf("opening: board key %v, spymasters' key %v", s.BoardKey, s.Spy.KeyShown)
	}
	if fx := p.do(push{btnKey}); !fx.raiseSpy || p.snap().Dialog.Kind != dlgNone {
		t.Fatal("Show key with the spymasters' window open goes to that window, with no privacy screen on the board")
	}
	p.do(revealSpy{show: true})
	if s := p.snap(); !s.Spy.KeyShown || s.BoardKey {
		t.Fatal("answered there: the key shows there, never on the board")
	}
	p.do(displays{secondary: true})
	if p.snap().Spy.KeyShown || p.snap().Spy.OneDisplay {
		t.Fatal("a projector plugged in hides the key there until answered again")
	}
	p.do(spyOpened{open: false})
	if p.snap().Spy.KeyShown || p.snap().Bar.Row != rowClue {
		t.Fatal("closed: one screen again, the clue entry back on the board")
	}
}

func TestGameOverIsASentenceNamingTheWinner(t *testing.T) {
	for lang, want := range map[string]string{"de": "Spiel vorbei: %s gewinnt", "en": "Game over: %s wins", "nl": "Spel voorbij: %s wint"} {
		p := newPlain(t, lang, 12, game.Variants{})
		team := p.g().Team()
		p.clue("Geheim", 1)
		p.guess(p.cards(game.Assassin)[0])
		h := p.snap().Header
		if h.Line != fmt.Sprintf(want, p.team(team.Other())) || h.Team != "" {
			t.Errorf("%s: header %q with the team %q beside it", lang, h.Line, h.Team)
		}
	}
}

func TestACoOpGameOverSaysWonOrLost(t *testing.T) {
	p := newPlain(t, "en", 77, game.Variants{CoOp: true})
	p.clue("Secret", 1)
	p.guess(p.cards(game.Assassin)[0])
	if s := p.snap(); s.Header.Line != p.t("header.overCoOpLost", nil) || !s.Banner.Lost {
		t.Fatalf("header %q, banner %+v", s.Header.Line, s.Banner)
	}
}

// With the assassin end nothing once told a team that had found all its
// agents that it must now find the assassin.
func TestTheAssassinEndTellsATeamToFindTheAssassin(t *testing.T) {
	for _, lang := range []string{"de", "en", "nl"} {
		p := newPlain(t, lang, 12, game.Variants{AssassinEnd: true})
		team := p.g().Team()
		p.clue("Geheim", game.Unlimited)
		for _, i := range p.cards(game.AgentOf(team)) {
			p.guess(i)
		}
		if p.g().Over() || p.g().Team() != team {
			t.Fatalf("%s: the game should go on for %v", lang, team)
		}
		h := p.snap().Header
		if want := p.t("header.findAssassin", map[string]any{"Team": p.team(team)}); h.Note != want || h.NoteLevel != levelWarning {
			t.Errorf("%s: note %q, want %q", lang, h.Note, want)
		}
	}
}

// allTexts are every string in v, at any depth.
func allTexts(v reflect.Value) []string {
	switch v.Kind() {
	case reflect.String:
		return []string{v.String()}
	case reflect.Struct:
		var out []string
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				out = append(out, allTexts(v.Field(i))...)
			}
		}
		return out
	case reflect.Slice, reflect.Array:
		var out []string
		for i := range v.Len() {
			out = append(out, allTexts(v.Index(i))...)
		}
		return out
	}
	return nil
}

// checkFilled fails on a text with an unfilled template.
func checkFilled(t *testing.T, where string, s Snapshot) {
	t.Helper()
	for _, text := range allTexts(reflect.ValueOf(s)) {
		if strings.Contains(text, "<no value>") || strings.Contains(text, "{{") || strings.Contains(text, "}}") {
			t.Errorf("%s: %q", where, text)
		}
	}
}

// The assassin-end header once read "…und <no value> gewinnt".
func TestNoTextOnScreenHasAnUnfilledTemplate(t *testing.T) {
	variants := map[string]game.Variants{"plain": {}, "assassin end": {AssassinEnd: true}, "co-op": {CoOp: true},
		"penalty and plus-one": {Penalty: true, ModifiedPlusOne: true}, "timer": {TurnTimer: 60}}
	for _, lang := range translations.Languages {
		for name, v := range variants {
			p := newPlain(t, lang, 12, v)
			where := func(step string) string { return lang + ", " + name + ", " + step }
			checkFilled(t, where("clue"), p.snap())
			p.do(push{btnKey})
			checkFilled(t, where("privacy"), p.snap())
			p.do(answer{no})
			p.clue(p.g().Card(0).Text, 1)
			checkFilled(t, where("clue check"), p.snap())
			p.do(answer{yes})
			checkFilled(t, where("guessing"), p.snap())
			p.do(tapCard{p.own()})
			checkFilled(t, where("selected"), p.snap())
			p.do(push{btnStop})
			checkFilled(t, where("an illegal stop"), p.snap())
			p.guess(p.cards(game.Assassin)[0]) // the end, or sudden death
			checkFilled(t, where("assassin"), p.snap())
			p.do(push{btnUndo})
			checkFilled(t, where("undo question"), p.snap())
			p.do(answer{no})
			p.do(pressKey{name: fyne.KeyF1})
			checkFilled(t, where("shortcuts"), p.snap())
			p.do(answer{no})
			for !p.g().Over() {
				if p.g().Phase() == game.PhaseClue {
					p.clue("Geheim", game.Unlimited)
				}
				switch {
				case p.g().Phase() == game.PhaseCover:
					p.do(coverFromKey{p.own()})
					p.c.apply(game.Cover{Card: p.own()}, p.h.prefs)
				case p.g().Phase() == game.PhaseGuess:
					p.guess(p.cards(game.AgentOf(p.g().Team()))[0])
				}
				checkFilled(t, where("playing on"), p.snap())
			}
			checkFilled(t, where("game over"), p.snap())
		}
	}
}

// After resuming, "answer the question first" once stayed after the
// question was answered.
func TestTheResumeQuestionTakesNoMoveAndItsNoteGoesWithTheAnswer(t *testing.T) {
	p := newPlain(t, "de", 44, game.Variants{})
	p.clue("Geheim", 2)
	p.do(startGame{g: p.g(), resume: true})
	card := p.own()
	p.do(tapCard{card})
	p.do(push{btnStop})
	if s := p.snap(); s.Bar.Row != rowResume || s.Bar.Message != p.t("resume.answerFirst", nil) || len(p.g().Moves()) != 1 {
		t.Fatalf("while the question is open the board plays nothing and says so: %q", s.Bar.Message)
	}
	p.do(push{btnGoOn})
	if s := p.snap(); s.Bar.Row != rowGuess || s.Bar.Message != "" || s.Header.Note != "" {
		t.Fatalf("answered: the note must go (%q)", s.Bar.Message)
	}
}

// In co-op "show the key first" once stayed after the key was shown.
func TestShowTheKeyFirstGoesWhenTheKeyIsShown(t *testing.T) {
	p := newPlain(t, "en", 77, game.Variants{CoOp: true})
	p.clue("Secret", 1)
	p.guess(p.cards(game.Bystander)[0])
	if p.g().Phase() != game.PhaseCover {
		t.Fatal("no cover phase")
	}
	p.do(tapCard{p.own()})
	if p.snap().Bar.Message != p.t("cover.needKey", nil) {
		t.Fatal("covering needs the key first, and says so")
	}
	p.do(pressKey{name: fyne.KeyK})
	p.do(pressKey{name: fyne.KeyK})
	if s := p.snap(); s.Bar.Message != "" || s.Header.Note == p.t("cover.needKey", nil) {
		t.Fatal("the key is shown: the note must go")
	}
}

// In co-op the simulated team's card was once covered by one click.
func TestCoveringTakesSelectThenConfirm(t *testing.T) {
	p := newPlain(t, "en", 77, game.Variants{CoOp: true})
	p.clue("Secret", 1)
	p.guess(p.cards(game.Bystander)[0])
	p.do(pressKey{name: fyne.KeyK})
	p.do(pressKey{name: fyne.KeyK})
	card := p.own()
	p.do(tapCard{card})
	if s := p.snap(); p.g().Covered(card) || !s.Cards[card].Selected || !strings.Contains(s.Bar.Text, p.g().Card(card).Text) {
		t.Fatal("the first tap only selects the card to cover")
	}
	p.do(tapCard{card})
	if !p.g().Covered(card) {
		t.Fatal("the second tap covers it")
	}
}

// Undo right after the game once reopened it without a word.
func TestUndoAfterTheGameAsksFirst(t *testing.T) {
	p := newPlain(t, "en", 12, game.Variants{})
	p.clue("Secret", 1)
	p.guess(p.cards(game.Assassin)[0])
	p.do(push{btnUndo})
	s := p.snap()
	if s.Dialog.Kind != dlgQuestion || !strings.Contains(s.Dialog.Text, p.t("undo.overText", nil)) || !p.g().Over() {
		t.Fatalf("undo after the game must ask first: %+v", s.Dialog)
	}
	p.do(pressKey{name: fyne.KeyReturn})
	if p.g().Over() || p.snap().BoardKey {
		t.Fatal("yes reopens the game, with the key hidden again")
	}
}

func TestUndoOfAClueAsksNothing(t *testing.T) {
	p := newPlain(t, "en", 31, game.Variants{})
	p.clue("Secret", 1)
	p.do(push{btnUndo})
	if p.snap().Dialog.Kind != dlgNone || len(p.g().Moves()) != 0 {
		t.Fatal("undoing a clue turns no card: no question")
	}
}

func TestARematchAsksOnlyWhileAGameRuns(t *testing.T) {
	p := newPlain(t, "en", 31, game.Variants{})
	p.do(push{btnRematch})
	if len(p.h.requests) != 1 || p.h.requests[0] != Rematch {
		t.Fatal("before the first move a rematch deals at once")
	}
	p.clue("Secret", 1)
	p.do(push{btnRematch})
	if s := p.snap(); s.Dialog.Kind != dlgQuestion || len(p.h.requests) != 1 {
		t.Fatal("a running game: ask first")
	}
	p.do(answer{yes})
	if len(p.h.requests) != 2 {
		t.Fatal("yes deals the rematch")
	}
}

func TestTheLogNumbersTheTurnsAndNamesEveryMove(t *testing.T) {
	p := newPlain(t, "de", 4711, game.Variants{})
	team := p.g().Team()
	p.clue("Zeitreise", 1)
	card := p.cards(game.Bystander)[0]
	p.guess(card)
	log := p.snap().Log
	if len(log) != 2 || !strings.HasPrefix(log[0], "1. ") || !strings.Contains(log[0], "Zeitreise") {
		t.Fatalf("log %q", log)
	}
	want := p.t("log.guess", map[string]any{"Team": p.team(team), "Card": p.g().Card(card).Text, "Identity": p.t("identity.bystander", nil)})
	if log[1] != "1. "+want {
		t.Fatalf("%q, want %q", log[1], "1. "+want)
	}
}

func TestTheToolbarOffersWhatWorksNow(t *testing.T) {
	p := newPlain(t, "en", 4711, game.Variants{})
	if s := p.snap(); s.Tools.CanUndo || !s.Tools.KeyTools || s.Tools.KeyHides || s.Tools.KeyText != p.t("key.show", nil) {
		t.Fatalf("fresh board: %+v", s.Tools)
	}
	p.clue("Secret", 1)
	p.do(peek{held: true})
	if s := p.snap(); !s.Tools.CanUndo || !s.Tools.KeyHides || !s.Tools.Peeking || s.Tools.KeyText != p.t("key.hide", nil) {
		t.Fatalf("peeking after a move: %+v", s.Tools)
	}
	p.do(peek{held: false})
	p.do(spyOpened{open: true})
	if p.snap().Tools.KeyTools {
		t.Fatal("with the spymasters' window open the key's tools are there")
	}
}

func TestTheTurnTimerCountsDownAndTurnsRedForTheLastTenSeconds(t *testing.T) {
	p := newPlain(t, "en", 6, game.Variants{TurnTimer: 60})
	team := p.g().Team()
	if s := p.snap().Side; s.Timer != "1:00" || s.TimerRed || !s.TimerShown {
		t.Fatalf("timer %+v", s)
	}
	for range 50 {
		p.tick()
	}
	if s := p.snap().Side; s.Timer != "0:10" || !s.TimerRed {
		t.Fatalf("ten seconds left: %+v", s)
	}
	p.do(push{btnPause})
	for range 20 {
		p.tick()
	}
	if s := p.snap().Side; s.Timer != "0:10 ‖" || !s.Paused {
		t.Fatalf("paused: %+v", s)
	}
	p.do(pressKey{name: fyne.KeyP})
	for range 10 {
		p.tick()
	}
	if p.g().Team() != team.Other() || p.h.played != 1 {
		t.Fatal("at zero the turn times out, with the signal")
	}
	want := p.t("timer.up", map[string]any{"Team": p.team(team)})
	if s := p.snap(); s.Header.Note != want || s.Side.Timer != "1:00" {
		t.Fatalf("note %q, timer %q", s.Header.Note, s.Side.Timer)
	}
}

func TestF1ListsEveryShortcutAndEnterClosesIt(t *testing.T) {
	p := newPlain(t, "de", 1, game.Variants{})
	p.do(pressKey{name: fyne.KeyF1})
	d := p.snap().Dialog
	if d.Kind != dlgShortcuts || len(d.Rows) != 12 || d.Rows[6][0] != "Strg+Z" {
		t.Fatalf("shortcuts %+v", d.Rows)
	}
	p.do(pressKey{name: fyne.KeyReturn})
	if p.snap().Dialog.Kind != dlgNone {
		t.Fatal("Enter closes the list")
	}
}

func TestAnIllegalMoveSaysWhyInThePlayersLanguage(t *testing.T) {
	p := newPlain(t, "nl", 1, game.Variants{})
	p.clue("geheim", 1)
	p.do(push{btnStop})
	if m := p.snap().Bar.Message; m != p.t("error.mustGuessFirst", nil) {
		t.Fatalf("message %q", m)
	}
}

func TestAFailedSaveIsSaid(t *testing.T) {
	p := newPlain(t, "de", 1, game.Variants{})
	p.h.saveErr = errors.New("disk full")
	p.clue("Geheim", 1)
	if m := p.snap().Bar.Message; !strings.HasPrefix(m, strings.Split(p.t("error.save", map[string]any{"Error": ""}), ":")[0]) {
		t.Fatalf("message %q", m)
	}
}

// The QR text names every card under its identity and is the one the
// dialog encodes.
func TestTheQRDialogHoldsTheKeyByName(t *testing.T) {
	p := newPlain(t, "de", 4711, game.Variants{})
	p.do(push{btnQR})
	p.do(pressKey{name: fyne.KeyK})
	d := p.snap().Dialog
	if d.Kind != dlgQR || !strings.HasPrefix(d.QR, "DECKNAMEN 4711\n") || p.snap().BoardKey {
		t.Fatalf("QR dialog %+v", d)
	}
	for i := range p.g().Size().Cards() {
		if !strings.Contains(d.QR, p.g().Card(i).Text) {
			t.Fatalf("the QR text lacks %q", p.g().Card(i).Text)
		}
	}
}
