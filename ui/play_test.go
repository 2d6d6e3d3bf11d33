package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/appdata"
	"github.com/decknamen/decknamen/ui/internal/files"
	"github.com/decknamen/decknamen/ui/internal/uitest"
	"github.com/decknamen/decknamen/ui/sound"
)

func TestTheGameResumesAfterARestart(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 44})
	giveClue(t, a, "Geheimnis", "2")
	guess(t, a, cardsOf(a, game.AgentOf(a.board.Game().Team()))[0])
	moves := a.board.Game().Moves()

	// The same app data, a new start without --seed: the saved game is offered.
	b := New(fyne.CurrentApp(), Options{Lang: "en", DataDir: a.opts.DataDir})
	b.win.Show()
	if dialogOpen(b) || shownButton(b, b.tr.T("resume.continue", nil)) == nil {
		t.Fatal("the question should be in the action bar, not a dialog")
	}
	test.Tap(resumeButton(t, b, b.tr.T("resume.continue", nil)))
	if shownButton(b, b.tr.T("resume.continue", nil)) != nil || shownButton(b, b.tr.T("guess.stop", nil)) == nil {
		t.Fatal("after Continue the game's own controls should show")
	}
	if len(b.board.Game().Moves()) != len(moves) || !b.board.Game().Covered(lastGuess(moves)) {
		t.Fatalf("resumed %d moves, want %d", len(b.board.Game().Moves()), len(moves))
	}
	// Choosing a new game instead deals fresh cards.
	c := New(fyne.CurrentApp(), Options{Lang: "en", DataDir: a.opts.DataDir})
	c.win.Show()
	test.Tap(resumeButton(t, c, c.tr.T("action.newGame", nil)))
	if len(c.board.Game().Moves()) != 0 {
		t.Fatal("a new game should start empty")
	}
}

func TestADamagedSaveIsKeptAndReported(t *testing.T) {
	test.NewTempApp(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, currentFile), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	a := New(fyne.CurrentApp(), Options{Lang: "de", DataDir: dir})
	a.win.Show()
	if !dialogOpen(a) || len(a.board.Game().Moves()) != 0 {
		t.Fatal("a damaged save should be reported and a new game started")
	}
	kept, _ := filepath.Glob(filepath.Join(dir, "damaged-game-*.json"))
	if len(kept) != 1 {
		t.Fatalf("damaged file not kept: %v", kept)
	}
	if b, _ := os.ReadFile(kept[0]); string(b) != "{not json" {
		t.Fatal("the damaged file was changed")
	}
	tapDialogButton(t, a, "OK")
}

// In the browser the save lives in IndexedDB: a damaged one is kept there
// and named without a path, and the message says where it is.
func TestADamagedSaveInTheBrowsersStorageIsKeptAndNamedWithoutAPath(t *testing.T) {
	test.NewTempApp(t)
	root, repo := uitest.BrowserStorage(t)
	if err := files.NewFolder(root).Write(currentFile, []byte("{not json")); err != nil {
		t.Fatal(err)
	}
	a := New(fyne.CurrentApp(), Options{Lang: "nl", Storage: root})
	a.win.Show()
	text := uitest.Labels(a.win.Canvas().Overlays().Top())
	if !strings.Contains(text, "in de opslag van deze browser bewaard als damaged-game-") || strings.Contains(text, "/") {
		t.Fatalf("message %q should name the kept entry, without a path", text)
	}
	names, _ := files.NewFolder(root).Names(".json")
	var kept []byte
	for _, n := range names {
		if strings.HasPrefix(n, "damaged-game-") && strings.Contains(text, n) {
			kept, _ = repo.Entry("/fyne/" + n)
		}
	}
	if string(kept) != "{not json" {
		t.Errorf("entries %v: the damaged save should be kept whole under the name the message gives", names)
	}
	// The new game is saved there after a move, and loads again.
	tapDialogButton(t, a, "OK")
	giveClue(t, a, "Geheim", "2")
	if data, ok := repo.Entry("/fyne/" + currentFile); !ok || !strings.Contains(string(data), "Geheim") {
		t.Fatalf("the move was not saved in the browser's storage: %q", data)
	}
	b := New(fyne.CurrentApp(), Options{Lang: "nl", Storage: root})
	if g, _, err := b.store.load(); err != nil || g == nil || len(g.Moves()) != 1 {
		t.Fatalf("loading the browser's save again: %v, %v", g, err)
	}
}

func TestSwitchingLanguageRebuildsTheWindowAndKeepsTheGame(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 5})
	giveClue(t, a, "Geheimnis", "2")
	before := len(a.board.Game().Moves())
	a.switchLanguage("nl")
	if a.board.Game().Phase() != game.PhaseGuess || len(a.board.Game().Moves()) != before {
		t.Fatal("the game changed")
	}
	findButton(t, a.win.Content(), "Nieuw spel")
	findButton(t, a.win.Content(), "Stoppen met raden")
}

// Issue 20: after a language switch the log keeps its place: the panel
// where the teacher dragged the divider, and the newest line in view.
func TestALanguageSwitchKeepsTheLogWhereItWas(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 5})
	for range 6 {
		giveClue(t, a, "Geheimnis", "1")
		guess(t, a, cardsOf(a, game.Bystander)[0]) // ends the turn
	}
	split := func() *container.Split {
		var s *container.Split
		walk(a.win.Content(), func(o fyne.CanvasObject) {
			if sp, ok := o.(*container.Split); ok {
				s = sp
			}
		})
		return s
	}
	split().SetOffset(0.6)
	a.switchLanguage("nl")
	if got := split().Offset; got < 0.59 || got > 0.61 {
		t.Fatalf("the divider went to %.2f, want where it was dragged (0.60)", got)
	}
	var scroll *container.Scroll
	walk(split().Trailing, func(o fyne.CanvasObject) {
		if sc, ok := o.(*container.Scroll); ok {
			scroll = sc
		}
	})
	if scroll == nil {
		t.Fatal("no log")
	}
	if bottom := scroll.Content.Size().Height - scroll.Size().Height; scroll.Offset.Y < bottom-1 {
		t.Fatalf("the log shows from %.0f, its newest line needs %.0f", scroll.Offset.Y, bottom)
	}
}

func TestTheSettingsOfferTheTimeUpSignalAndSayWhenItCannotSound(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 6})
	a.settings.setTimerSound(false) // as after the time-up test on the board (ui/board)
	// The settings offer the signal, let it be heard, and say when the
	// system cannot play it.
	a.showSettings()
	test.Tap(findButton(t, a.win.Canvas().Overlays().Top(), a.tr.T("settings.timerSoundTry", nil)))
	if len(a.sound.(*fakeSound).Played) != 1 {
		t.Fatal("Listen should play the signal")
	}
	tapDialogButton(t, a, a.tr.T("action.cancel", nil))

	// A player that fails says so, in the player's language.
	a.sound.(*fakeSound).Fail = errors.New("device busy")
	a.showSettings()
	test.Tap(findButton(t, a.win.Canvas().Overlays().Top(), a.tr.T("settings.timerSoundTry", nil)))
	if text := dialogText(a); !strings.Contains(text, "Der Signalton ließ sich nicht abspielen. Meldung des Systems: device busy") {
		t.Fatalf("a failed signal should be reported, the dialog says %q", text)
	}
	tapDialogButton(t, a, "OK")
	tapDialogButton(t, a, a.tr.T("action.cancel", nil))

	// A player that went missing is named in German, with no English.
	a.sound.(*fakeSound).Fail = fmt.Errorf("play sound: %w", sound.ErrNoPlayer)
	a.showSettings()
	test.Tap(findButton(t, a.win.Canvas().Overlays().Top(), a.tr.T("settings.timerSoundTry", nil)))
	if text := dialogText(a); !strings.Contains(text, a.tr.T("settings.noSoundPlayer", nil)) || strings.Contains(text, "no sound player") {
		t.Fatalf("a missing player should be said in German, the dialog says %q", text)
	}
	tapDialogButton(t, a, "OK")
	tapDialogButton(t, a, a.tr.T("action.cancel", nil))
	a.sound.(*fakeSound).Fail = nil

	a.showSettings()
	walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && c.Text == a.tr.T("settings.timerSound", nil) {
			c.SetChecked(true)
		}
	})
	tapDialogButton(t, a, a.tr.T("action.ok", nil))
	if !a.settings.TimerSound() {
		t.Fatal("turning the signal on in the settings should keep it on")
	}
	a.sound.(*fakeSound).Missing = true
	a.showSettings()
	top := a.win.Canvas().Overlays().Top()
	if b := findButton(t, top, a.tr.T("settings.timerSoundTry", nil)); !b.Disabled() {
		t.Fatal("Listen should be disabled without a sound player")
	}
	found := false
	walk(top, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.Text == a.tr.T("settings.noSoundPlayer", nil) {
			found = true
		}
	})
	if !found {
		t.Fatal("the settings should say that no sound player was found")
	}
	tapDialogButton(t, a, a.tr.T("action.cancel", nil))
}

func TestACustomTurnTimeIsCheckedInTheNewGameDialog(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 6})
	a.showNewGame()
	var sel *widget.Select
	var entries []*widget.Entry
	walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Select:
			sel = w
		case *widget.Entry:
			entries = append(entries, w)
		}
	})
	sel.SetSelected(a.tr.T("variant.timerCustom", nil))
	custom := entries[0]
	custom.SetText("2")
	tapDialogButton(t, a, a.tr.T("newGame.start", nil))
	if !dialogOpen(a) {
		t.Fatal("2 seconds should be refused with a message")
	}
	custom.SetText("75")
	tapDialogButton(t, a, a.tr.T("newGame.start", nil))
	if a.board.Game().Setup().Variants.TurnTimer != 75 {
		t.Fatalf("turn timer %d, want 75", a.board.Game().Setup().Variants.TurnTimer)
	}
}

func TestEachVariantInTheNewGameDialogOpensItsRulesSection(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "nl", Seed: 1})
	a.showNewGame()
	var helps []*widget.Button
	walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "" && b.Icon == theme.QuestionIcon() {
			helps = append(helps, b)
		}
	})
	want := []string{"modified-plus-one", "assassin-end", "coop", "penalty", "computer", "timer"}
	if len(helps) != len(want) {
		t.Fatalf("%d help buttons, want %d", len(helps), len(want))
	}
	for i, b := range helps {
		test.Tap(b)
		if a.rules == nil || a.rules.Shown() != want[i] {
			t.Fatalf("help %d opened %q, want %q", i, a.rules.Shown(), want[i])
		}
	}
	if a.rules.Window().Title() != "Spelregels" {
		t.Fatalf("rules window title %q", a.rules.Window().Title())
	}
}

func TestCtrlZUndoesAndCtrlNOpensTheNewGameDialog(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 17})
	giveClue(t, a, "Geheimnis", "1")
	shortcut(t, a, fyne.KeyZ)
	if len(a.board.Game().Moves()) != 0 {
		t.Fatal("Ctrl+Z did not undo the clue")
	}
	shortcut(t, a, fyne.KeyN)
	if !dialogOpen(a) {
		t.Fatal("Ctrl+N did not open the new-game dialog")
	}
	old := a.board.Game()
	tapDialogButton(t, a, a.tr.T("newGame.start", nil))
	if a.board.Game() == old || dialogOpen(a) {
		t.Fatal("Start did not deal a new game")
	}
}

func TestANewGameWithAGameNumberReplaysThatBoard(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 17})
	first := a.board.Game().Setup()
	a.rematch()
	if a.board.Game().Setup().Seed == first.Seed {
		t.Fatal("a rematch should deal a new game number")
	}
	for _, c := range a.board.Game().Setup().Cards {
		for _, old := range first.Cards {
			if c == old {
				t.Fatalf("the rematch dealt %q again", c.Text)
			}
		}
	}
	a.showNewGame()
	var number *widget.Entry
	walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok {
			number = e
		}
	})
	test.Type(number, "abc")
	tapDialogButton(t, a, a.tr.T("newGame.start", nil))
	if !dialogOpen(a) {
		t.Fatal("a bad game number should keep the dialog open with a message")
	}
	number.SetText("17")
	tapDialogButton(t, a, a.tr.T("newGame.start", nil))
	if got := a.board.Game().Setup(); got.Seed != 17 || got.Cards[0] != first.Cards[0] || got.Key.Start != first.Key.Start {
		t.Fatal("game number 17 did not give the same board again")
	}
}

// lastGuess returns the card of the last guess in moves.
func lastGuess(moves []game.Move) int { return moves[len(moves)-1].(game.Guess).Card }

// The new-game dialog once stayed open on Esc, and a K typed over it
// opened the key's privacy screen on top of it.
func TestEscClosesTheRootsDialogsAndTheBoardTakesNoKeysUnderThem(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 8})
	typed := a.win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()
	a.showNewGame()
	if !dialogOpen(a) {
		t.Fatal("no new-game dialog")
	}
	typed(&fyne.KeyEvent{Name: fyne.KeyK})
	top := a.win.Canvas().Overlays().Top()
	if len(a.win.Canvas().Overlays().List()) != 1 {
		t.Fatal("K under the new-game dialog opened the key's privacy screen")
	}
	typed(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if a.win.Canvas().Overlays().Top() == top {
		t.Fatal("Esc did not close the new-game dialog")
	}
	a.showSettings()
	typed(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if dialogOpen(a) {
		t.Fatal("Esc did not close the settings")
	}
}

// A save whose last move is invalid (a guess of card 99 after two good
// moves) once threw the whole game away.
func TestASaveWithOneBadMoveResumesAtTheLastGoodMove(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 44})
	giveClue(t, a, "Zeitreise", "2")
	guess(t, a, cardsOf(a, game.AgentOf(a.board.Game().Team()))[0])
	data, err := a.board.Game().Save()
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	f["moves"] = append(f["moves"].([]any), map[string]any{"type": "guess", "card": 99})
	bad, _ := json.Marshal(f)
	if err := os.WriteFile(filepath.Join(a.opts.DataDir, currentFile), bad, 0o644); err != nil {
		t.Fatal(err)
	}
	b := New(fyne.CurrentApp(), Options{Lang: "de", DataDir: a.opts.DataDir})
	b.win.Show()
	if got := len(b.board.Game().Moves()); got != 2 {
		t.Fatalf("resumed %d moves, want the 2 good ones", got)
	}
	text := uitest.Labels(b.win.Canvas().Overlays().Top())
	if !strings.Contains(text, "Zug 3 von 3") || strings.Contains(text, ".).") {
		t.Fatalf("the message should say which move was lost: %q", text)
	}
	if kept, _ := filepath.Glob(filepath.Join(a.opts.DataDir, "damaged-game-*.json")); len(kept) != 1 {
		t.Fatalf("the file should be kept aside: %v", kept)
	}
}

// A truncated save's message once ended in "…beschädigt.).".
func TestADamagedSavesMessageHasNoDoubledPunctuation(t *testing.T) {
	test.NewTempApp(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, currentFile), []byte(`{"format":"decknamen-game","version":1,"setup":{`), 0o644); err != nil {
		t.Fatal(err)
	}
	a := New(fyne.CurrentApp(), Options{Lang: "de", DataDir: dir})
	a.win.Show()
	text := uitest.Labels(a.win.Canvas().Overlays().Top())
	if text == "" || strings.Contains(text, ".).") || strings.Contains(text, "..") {
		t.Fatalf("message %q", text)
	}
}

// When the first start after the app's ID changed found files of the same
// name in both folders, the player learns which were kept where, in the
// interface's language, and a failed move says nothing was deleted.
func TestFilesKeptInTheOldFolderAreNamedToThePlayer(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "nl", Moved: appdata.Moved{Old: "/h/fyne/app.decknamen", New: "/h/fyne/" + appdata.ID,
		Files: []string{"preferences.json"}, Kept: []string{"current-game.json"}}})
	text := uitest.Labels(a.win.Canvas().Overlays().Top())
	for _, want := range []string{"Bestanden van een eerdere versie bewaard", "current-game.json", "/h/fyne/app.decknamen", "/h/fyne/" + appdata.ID, "niets verwijderd"} {
		if !strings.Contains(text, want) {
			t.Errorf("the message does not say %q: %q", want, text)
		}
	}
	b, _ := newTestApp(t, Options{Lang: "de", Moved: appdata.Moved{Old: "/h/a", New: "/h/b"}, MoveErr: errors.New("permission denied")})
	if text := uitest.Labels(b.win.Canvas().Overlays().Top()); !strings.Contains(text, "ließen sich von /h/a nach /h/b verschieben") || !strings.Contains(text, "nichts gelöscht") {
		t.Errorf("the failed move's message: %q", text)
	}
	c, _ := newTestApp(t, Options{Lang: "en", Moved: appdata.Moved{Old: "/h/a", New: "/h/b", Files: []string{"current-game.json"}}})
	if dialogOpen(c) {
		t.Errorf("a move without a clash needs no message: %q", uitest.Labels(c.win.Canvas().Overlays().Top()))
	}
}

// The browser refuses a sound only after Play has returned: the refusal
// still reaches the player, in the board's message line.
func TestASoundTheBrowserRefusesLaterIsSaid(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 3})
	late := &uitest.LateSound{}
	a.sound = late
	a.soundFailures()
	if err := a.sound.Play(sound.TimeUp()); err != nil {
		t.Fatal(err)
	}
	late.Refuse(errors.New("NotAllowedError: play() failed"))
	if text := uitest.Labels(a.win.Content()); !strings.Contains(text, "The signal could not be played") || !strings.Contains(text, "NotAllowedError") {
		t.Fatalf("board %q should say the sound was refused", text)
	}
}
