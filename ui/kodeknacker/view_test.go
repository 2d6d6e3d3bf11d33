package kodeknacker

import (
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game/kodeknacker"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/files"
	"github.com/decknamen/decknamen/ui/internal/uitest"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// Options say how a test opens the window.
type Options struct {
	Lang    string
	DataDir string // "" = a new temporary folder
}

// App stands in for the UI root: it opens the window and records which
// rules section the window asked for.
type App struct {
	fa         fyne.App
	tr         *translations.Translator
	store      struct{ dir string }
	rulesShown string
}

func (a *App) openKodeknacker() *View {
	return Open(a.fa, a.tr, files.Dir(a.store.dir), func(id string) { a.rulesShown = id }, func() {})
}

// openKK starts a test app and opens the Kodeknacker window.
func openKK(t *testing.T, opts Options) (*App, *View) {
	t.Helper()
	tr, err := translations.New(opts.Lang)
	if err != nil {
		t.Fatal(err)
	}
	a := &App{fa: test.NewTempApp(t), tr: tr}
	a.store.dir = opts.DataDir
	if a.store.dir == "" {
		a.store.dir = t.TempDir()
	}
	v := a.openKodeknacker()
	if v == nil {
		t.Fatal("the Kodeknacker window did not open")
	}
	v.win.Resize(fyne.NewSize(1000, 820))
	return a, v
}

// t translates a message without data, as the window shows it.
func (v *View) t(id string) string { return v.tr.T(id, nil) }

// playerName names a player as the window does in its game's mode.
func (v *View) playerName(p kodeknacker.Player) string {
	return names{tr: v.tr, mode: v.ctl.choice.mode}.player(p)
}

// levelText names a level of the computer.
func (v *View) levelText(l kodeknacker.Level) string { return names{tr: v.tr}.level(l) }

func walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) { uitest.Walk(o, f) }

func findButton(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	return uitest.FindButton(t, o, text)
}

// chooseRadio selects option in the start screen's radio group offering it.
func chooseRadio(t *testing.T, v *View, option string) {
	t.Helper()
	var found *widget.RadioGroup
	walk(v.win.Content(), func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok && found == nil {
			for _, opt := range r.Options {
				if opt == option {
					found = r
				}
			}
		}
	})
	if found == nil {
		t.Fatalf("no choice %q on the start screen", option)
	}
	found.SetSelected(option)
}

// startKK picks the options on the start screen and taps Start.
func startKK(t *testing.T, v *View, computer bool, level string, rows string, first string) {
	t.Helper()
	if computer {
		chooseRadio(t, v, v.t("kk.modeComputer"))
		chooseRadio(t, v, level)
	} else {
		chooseRadio(t, v, v.t("kk.modeHotSeat"))
	}
	if rows != "" {
		walk(v.win.Content(), func(o fyne.CanvasObject) {
			if s, ok := o.(*widget.Select); ok {
				s.SetSelected(rows)
			}
		})
	}
	if first != "" {
		chooseRadio(t, v, first)
	}
	test.Tap(findButton(t, v.win.Content(), v.t("kk.start")))
	if v.ctl.g == nil {
		t.Fatal("Start did not start a game")
	}
}

// tapKKDialog taps a button of the Kodeknacker window's topmost dialog.
func tapKKDialog(t *testing.T, v *View, text string) {
	t.Helper()
	top := v.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog open to tap %q", text)
	}
	test.Tap(findButton(t, top, text))
}

func kkDialogText(v *View) string {
	top := v.win.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var texts []string
	walk(top, func(o fyne.CanvasObject) {
		switch l := o.(type) {
		case *widget.Label:
			texts = append(texts, l.Text)
		case *canvas.Text:
			texts = append(texts, l.Text)
		}
	})
	return strings.Join(texts, "\n")
}

func kkPress(v *View, k fyne.KeyName) {
	v.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k})
}

// typeCode types a code as its digits 1–6 and presses Enter.
func typeCode(v *View, digits string) {
	test.TypeOnCanvas(v.win.Canvas(), digits)
	kkPress(v, fyne.KeyReturn)
}

// kkCode turns the digits 1–6 a player types into an engine code.
func kkCode(t *testing.T, digits string) kodeknacker.Code {
	t.Helper()
	var c kodeknacker.Code
	for i, d := range digits {
		c[i] = kodeknacker.Colour(d - '1')
	}
	if !c.Valid() || len(digits) != kodeknacker.Positions {
		t.Fatalf("bad test code %q", digits)
	}
	return c
}

// setCodeHotSeat enters a code the hot-seat way: the privacy screen first.
func setCodeHotSeat(t *testing.T, v *View, digits string) {
	t.Helper()
	p := v.ctl.g.Turn()
	test.Tap(v.board.enterBtn)
	want := v.tr.T("kk.privacyTitle", map[string]any{"Other": v.playerName(p.Other())})
	if !strings.Contains(kkDialogText(v), want) {
		t.Fatalf("no privacy screen %q before %v's code: %q", want, p, kkDialogText(v))
	}
	tapKKDialog(t, v, v.tr.T("kk.privacyGo", map[string]any{"Player": v.playerName(p)}))
	typeCode(v, digits)
	if c, ok := v.ctl.g.Code(p); !ok || c != kkCode(t, digits) {
		t.Fatalf("%v's code is %v, want %s", p, c, digits)
	}
}

// codeColoursShown counts the circles and digits on screen that show a
// peg colour, leaving out the palette buttons.
func codeColoursShown(v *View) int {
	palette := map[fyne.CanvasObject]bool{}
	walk(v.win.Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*uiwidget.ColourButton); ok {
			for _, child := range test.WidgetRenderer(b).Objects() {
				palette[child] = true
			}
		}
	})
	n := 0
	walk(v.win.Content(), func(o fyne.CanvasObject) {
		if palette[o] {
			return
		}
		if c, ok := o.(*canvas.Circle); ok {
			for _, p := range uiwidget.PegPalette() {
				if c.FillColor == color.Color(p) {
					n++
				}
			}
		}
	})
	walk(v.win.Content(), func(o fyne.CanvasObject) {
		if r, ok := o.(*uiwidget.CodeRow); ok && !r.Hidden && r.Filled > 0 {
			n++
		}
	})
	return n
}

func TestHotSeat_EachCodeIsEnteredBehindAPrivacyScreenAndNeverDrawnAfterwards(t *testing.T) {
	_, v := openKK(t, Options{Lang: "de"})
	startKK(t, v, false, "", "", "")
	if v.board.entryBox.Visible() || !v.board.enterBtn.Visible() {
		t.Fatal("the code entry must wait for the privacy screen")
	}
	test.TypeOnCanvas(v.win.Canvas(), "123")
	if len(v.ctl.entry) != 0 {
		t.Fatal("typing before the privacy screen must not enter a code")
	}

	setCodeHotSeat(t, v, "12345")
	if n := codeColoursShown(v); n != 0 {
		t.Fatalf("Spieler 1's code is hidden, yet %d code colours are on screen", n)
	}
	if v.board.entryBox.Visible() || !v.board.enterBtn.Visible() {
		t.Fatal("Spieler 2 must get the privacy screen too")
	}
	// Item 18: that the code is set is news, not an error: not in red.
	if !strings.Contains(v.board.infoLabel.Text, "verborgen") || v.board.infoLabel.Importance == widget.DangerImportance || v.board.msgLabel.Text != "" {
		t.Fatalf("info %q (importance %v), error line %q: the info should say the code is hidden, not in red",
			v.board.infoLabel.Text, v.board.infoLabel.Importance, v.board.msgLabel.Text)
	}

	setCodeHotSeat(t, v, "66554")
	if v.ctl.g.Phase() != kodeknacker.Guessing {
		t.Fatalf("phase %v after both codes", v.ctl.g.Phase())
	}
	if n := codeColoursShown(v); n != 0 {
		t.Fatalf("both codes are secret, yet %d code colours are on screen", n)
	}
	for _, col := range v.board.columns {
		if !col.secret.Hidden || col.secret.Code != (kodeknacker.Code{}) || col.secret.Filled != kodeknacker.Positions {
			t.Fatalf("a secret row holds %+v; it must show ●●●●● and hold no code", col.secret)
		}
	}
}

func TestHotSeat_FirstToCrackTheOpponentsCodeWinsAndBothCodesAreShown(t *testing.T) {
	_, v := openKK(t, Options{Lang: "en"})
	startKK(t, v, false, "", "", "")
	setCodeHotSeat(t, v, "12345")
	setCodeHotSeat(t, v, "66554")

	// Player 1 guesses by clicking the colours, with one mistake erased.
	for _, c := range []int{0, 0, 3} {
		test.Tap(v.board.palette[c])
	}
	test.Tap(v.board.eraseBtn)
	test.Tap(v.board.palette[4])
	test.Tap(v.board.palette[4])
	test.Tap(v.board.submitBtn)
	if v.board.msgLabel.Text != v.tr.N("kk.missing", 1, nil) {
		t.Fatalf("an incomplete guess should be explained, got %q", v.board.msgLabel.Text)
	}
	test.Tap(v.board.palette[5])
	test.Tap(v.board.submitBtn)
	rows := v.ctl.g.Rows(kodeknacker.Player1)
	if len(rows) != 1 || rows[0].Guess != kkCode(t, "11556") || rows[0].Feedback != (kodeknacker.Feedback{Black: 2, White: 1}) {
		t.Fatalf("player 1's rows %+v", rows)
	}
	fbText, keys := feedbackDrawn(v.board.columns[0].rows[0])
	if fbText != "2 ● 1 ○" || keys[1].FillColor != color.Color(uiwidget.BlackPeg()) ||
		keys[2].FillColor != color.Color(uiwidget.WhitePeg()) || keys[3].FillColor != color.Transparent {
		t.Fatalf("feedback drawn as %q", fbText)
	}

	typeCode(v, "12345")
	res := v.ctl.g.Result()
	if res.Outcome != kodeknacker.Won || res.Winner != kodeknacker.Player2 {
		t.Fatalf("result %+v, want player 2 to win", res)
	}
	if !v.board.result.Visible() || !strings.Contains(v.board.result.Text, "Winner: Player 2") {
		t.Fatalf("result line %q", v.board.result.Text)
	}
	if v.board.columns[0].secret.Hidden || v.board.columns[0].secret.Code != kkCode(t, "66554") ||
		v.board.columns[1].secret.Hidden || v.board.columns[1].secret.Code != kkCode(t, "12345") {
		t.Fatal("both codes should be shown at the end")
	}
	if v.board.entryBox.Visible() {
		t.Fatal("no more guesses after the end")
	}
	test.TypeOnCanvas(v.win.Canvas(), "11111")
	if len(v.ctl.entry) != 0 {
		t.Fatal("typing after the end must do nothing")
	}
}

func TestHotSeat_BothCrackingInTheSameMoveIsADraw(t *testing.T) {
	_, v := openKK(t, Options{Lang: "nl"})
	startKK(t, v, false, "", "", v.t("kk.player2"))
	setCodeHotSeat(t, v, "12345") // player 2 guesses first, so sets first
	if v.ctl.g.Turn() != kodeknacker.Player1 {
		t.Fatal("player 1 should set the second code")
	}
	setCodeHotSeat(t, v, "33333")
	typeCode(v, "33333") // player 2 cracks player 1's code…
	if v.ctl.g.Result().Over() {
		t.Fatal("player 1 still has the same move")
	}
	typeCode(v, "12345") // …and player 1 cracks in the same move
	if v.ctl.g.Result().Outcome != kodeknacker.DrawSameMove {
		t.Fatalf("result %+v", v.ctl.g.Result())
	}
	want := v.tr.T("kk.drawSameMove", map[string]any{"Number": 1})
	if !strings.Contains(v.board.result.Text, want) {
		t.Fatalf("result line %q, want %q", v.board.result.Text, want)
	}
}

func TestHotSeat_AFullBoardWithoutACrackIsADraw(t *testing.T) {
	_, v := openKK(t, Options{Lang: "de"})
	startKK(t, v, false, "", "6", "")
	if len(v.board.columns[0].rows) != 6 {
		t.Fatalf("%d rows drawn, want 6", len(v.board.columns[0].rows))
	}
	setCodeHotSeat(t, v, "12345")
	setCodeHotSeat(t, v, "66554")
	for range 6 {
		typeCode(v, "22222")
		typeCode(v, "11111")
	}
	if v.ctl.g.Result().Outcome != kodeknacker.DrawBoardFull {
		t.Fatalf("result %+v", v.ctl.g.Result())
	}
	if !strings.Contains(v.board.result.Text, "Brett ist voll") || v.board.columns[0].left.Text != "noch 0 Reihen" {
		t.Fatalf("result %q, rows left %q", v.board.result.Text, v.board.columns[0].left.Text)
	}
}

func TestAgainstTheComputer_EveryLevelPlaysLegalMovesToTheEnd(t *testing.T) {
	for _, level := range kodeknacker.Levels() {
		for _, first := range []string{"kk.you", "kk.computer"} {
			t.Run(level.String()+"/"+first, func(t *testing.T) {
				_, v := openKK(t, Options{Lang: "en"})
				startKK(t, v, true, v.levelText(level), "12", v.t(first))
				if dialogOpenIn(v) || !v.board.entryBox.Visible() {
					t.Fatal("against the computer the person enters the code at once")
				}
				if !v.ctl.g.HasCode(computerPlayer) {
					t.Fatal("the computer should have set its code")
				}
				mine := kkCode(t, "34451")
				typeCode(v, "34451")
				me, _ := kodeknacker.NewSolver(kodeknacker.Normal, nil)
				for !v.ctl.g.Result().Over() {
					if v.ctl.g.Turn() != kodeknacker.Player1 {
						t.Fatalf("the person's turn expected, got %v", v.ctl.g.Turn())
					}
					guess, err := me.Next(v.ctl.g.Rows(kodeknacker.Player1))
					if err != nil {
						t.Fatal(err)
					}
					var digits strings.Builder
					for _, c := range guess {
						digits.WriteString(uiwidget.PegDigit(c))
					}
					typeCode(v, digits.String())
					if v.board.msgLabel.Text != "" {
						t.Fatalf("message %q", v.board.msgLabel.Text)
					}
				}
				for _, r := range v.ctl.g.Rows(computerPlayer) {
					if !r.Guess.Valid() || r.Feedback != kodeknacker.Score(r.Guess, mine) {
						t.Fatalf("computer row %+v is not scored against %v", r, mine)
					}
				}
				if d := len(v.ctl.g.Rows(kodeknacker.Player1)) - len(v.ctl.g.Rows(computerPlayer)); d != 0 {
					t.Fatalf("the move numbers differ by %d at the end", d)
				}
				if !v.board.result.Visible() || v.board.result.Text == "" || v.board.columns[0].secret.Hidden || v.board.columns[1].secret.Code != mine {
					t.Fatalf("the result screen should show the outcome and both codes: %q", v.board.result.Text)
				}
			})
		}
	}
}

func dialogOpenIn(v *View) bool { return v.win.Canvas().Overlays().Top() != nil }

func TestUndo_TakesBackAGuessAndAgainstTheComputerItsAnswerToo(t *testing.T) {
	t.Run("hot-seat", func(t *testing.T) {
		_, v := openKK(t, Options{Lang: "en"})
		startKK(t, v, false, "", "", "")
		setCodeHotSeat(t, v, "12345")
		setCodeHotSeat(t, v, "66554")
		if !v.board.undoBtn.Disabled() {
			t.Fatal("nothing to undo before the first guess (codes stay set)")
		}
		typeCode(v, "11111")
		test.Tap(v.board.undoBtn)
		if len(v.ctl.g.Rows(kodeknacker.Player1)) != 0 || v.ctl.g.Turn() != kodeknacker.Player1 || !v.ctl.g.HasCode(kodeknacker.Player2) {
			t.Fatal("undo should take back only the guess")
		}
		if !v.board.undoBtn.Disabled() || v.board.columns[0].rows[0].Filled != 0 {
			t.Fatal("the guess should be gone from the board")
		}
	})
	t.Run("computer", func(t *testing.T) {
		_, v := openKK(t, Options{Lang: "en"})
		startKK(t, v, true, v.t("kk.levelHard"), "", v.t("kk.computer"))
		typeCode(v, "12345")
		if len(v.ctl.g.Rows(computerPlayer)) != 1 || !v.board.undoBtn.Disabled() {
			t.Fatal("the computer guesses first; its opening cannot be undone")
		}
		typeCode(v, "11223")
		if len(v.ctl.g.Rows(computerPlayer)) != 2 {
			t.Fatal("the computer should have answered")
		}
		test.Tap(v.board.undoBtn)
		if len(v.ctl.g.Rows(kodeknacker.Player1)) != 0 || len(v.ctl.g.Rows(computerPlayer)) != 1 || v.ctl.g.Turn() != kodeknacker.Player1 {
			t.Fatalf("undo should take back the guess and the answer: %d/%d rows",
				len(v.ctl.g.Rows(kodeknacker.Player1)), len(v.ctl.g.Rows(computerPlayer)))
		}
	})
}

func TestReopeningTheWindowOffersToResumeTheSavedGame(t *testing.T) {
	a, v := openKK(t, Options{Lang: "en"})
	startKK(t, v, true, v.t("kk.levelEasy"), "7", "")
	typeCode(v, "12345")
	typeCode(v, "11223")
	want := v.ctl.g.Moves()
	if _, err := os.Stat(filepath.Join(a.store.dir, "current-kodeknacker.json")); err != nil {
		t.Fatal(err)
	}
	v.win.Close()

	w := a.openKodeknacker()
	if !strings.Contains(kkDialogText(w), w.t("kk.resumeTitle")) || !strings.Contains(kkDialogText(w), "Easy") {
		t.Fatalf("no resume question: %q", kkDialogText(w))
	}
	tapKKDialog(t, w, w.t("resume.continue"))
	if w.ctl.g == nil || len(w.ctl.g.Moves()) != len(want) || w.ctl.choice.mode != modeComputer || w.ctl.choice.level != kodeknacker.Easy || w.ctl.g.Setup().Rows != 7 {
		t.Fatal("the saved game did not come back")
	}
	typeCode(w, "44556")
	if len(w.ctl.g.Rows(computerPlayer)) != 2 {
		t.Fatal("the computer should play on after resuming")
	}
}

func TestReopeningDuringCodeEntryAsksForThePrivacyScreenAgain(t *testing.T) {
	a, v := openKK(t, Options{Lang: "en"})
	startKK(t, v, false, "", "", "")
	setCodeHotSeat(t, v, "12345")
	v.win.Close()
	w := a.openKodeknacker()
	tapKKDialog(t, w, w.t("resume.continue"))
	if w.board.entryBox.Visible() || !w.board.enterBtn.Visible() || codeColoursShown(w) != 0 {
		t.Fatal("after resuming, player 2 must get the privacy screen and player 1's code stays hidden")
	}
}

func TestADamagedKodeknackerSaveIsKeptAsideAndReported(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "current-kodeknacker.json")
	if err := os.WriteFile(path, []byte(`{"format":1,"mode":"hotseat","game":{"format":1,"setup":{"rows":3}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, v := openKK(t, Options{Lang: "de", DataDir: dir})
	if !strings.Contains(kkDialogText(v), "Kodeknacker-Spiel ließ sich nicht lesen") {
		t.Fatalf("the damaged file is not reported: %q", kkDialogText(v))
	}
	kept, _ := filepath.Glob(filepath.Join(dir, "damaged-kodeknacker-*.json"))
	if _, err := os.Stat(path); err == nil || len(kept) != 1 {
		t.Fatalf("the damaged file should be kept aside, found %v", kept)
	}
}

func TestAnIllegalMoveIsExplainedInTheLanguageOfTheApp(t *testing.T) {
	_, v := openKK(t, Options{Lang: "de"})
	startKK(t, v, false, "", "", "")
	setCodeHotSeat(t, v, "12345")
	setCodeHotSeat(t, v, "66554")
	v.do(moveInput{kodeknacker.Guess{Player: kodeknacker.Player2, Code: kkCode(t, "11111")}})
	if v.board.msgLabel.Text != "Der andere Spieler ist am Zug." || len(v.ctl.g.Moves()) != 2 {
		t.Fatalf("message %q", v.board.msgLabel.Text)
	}
}

func TestTheHelpButtonOpensTheKodeknackerRules(t *testing.T) {
	a, v := openKK(t, Options{Lang: "nl"})
	var help *widget.Button
	walk(v.win.Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Icon != nil && b.Icon.Name() == theme.QuestionIcon().Name() {
			help = b
		}
	})
	if help == nil {
		t.Fatal("no ? button on the start screen")
	}
	test.Tap(help)
	if a.rulesShown != "kodeknacker" {
		t.Fatalf("rules shown at %q", a.rulesShown)
	}
}

// feedbackDrawn returns what a row draws as its feedback: the text and the
// five feedback pegs (the circles after the five code pegs).
func feedbackDrawn(r *uiwidget.CodeRow) (string, []*canvas.Circle) {
	var texts []string
	var circles []*canvas.Circle
	for _, o := range test.WidgetRenderer(r).Objects() {
		switch c := o.(type) {
		case *canvas.Text:
			texts = append(texts, c.Text)
		case *canvas.Circle:
			circles = append(circles, c)
		}
	}
	return texts[len(texts)-1], circles[kodeknacker.Positions:]
}

func TestTheHelpTextsAreLegibleInEveryTheme(t *testing.T) {
	a, v := openKK(t, Options{Lang: "de"})
	startKK(t, v, false, "", "", "")
	for _, mode := range []string{uiwidget.ThemeDark, uiwidget.ThemeLight, uiwidget.ThemeContrast} {
		a.fa.Settings().SetTheme(uiwidget.Theme{Mode: mode})
		bg := theme.Color(theme.ColorNameBackground)
		grey := 0
		walk(v.win.Content(), func(o fyne.CanvasObject) {
			l, ok := o.(*widget.Label)
			if !ok || l.Importance != widget.LowImportance || l.Text == "" {
				return
			}
			l.Refresh()
			walk(l, func(o fyne.CanvasObject) {
				if txt, ok := o.(*canvas.Text); ok && txt.Text != "" {
					grey++
					if c := uiwidget.Contrast(txt.Color, bg); c < uiwidget.MinTextContrast {
						t.Errorf("%s theme: help text %q has contrast %.2f", mode, txt.Text, c)
					}
				}
			})
		})
		if grey < 2 {
			t.Fatalf("%s theme: %d help text lines found", mode, grey)
		}
	}
}
