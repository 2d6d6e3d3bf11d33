package board

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// visibleTexts are the texts drawn under o.
func visibleTexts(o fyne.CanvasObject) []*canvas.Text {
	var out []*canvas.Text
	walk(o, func(o fyne.CanvasObject) {
		if t, ok := o.(*canvas.Text); ok && t.Visible() && t.Text != "" {
			out = append(out, t)
		}
	})
	return out
}

// largestText is the size of the largest text under o that contains part.
func largestText(o fyne.CanvasObject, part string) float32 {
	var size float32
	for _, t := range visibleTexts(o) {
		if strings.Contains(t.Text, part) {
			size = max(size, t.TextSize)
		}
	}
	return size
}

func TestTheHeaderShowsTheTeamAndClueLargeAndScalesWithZoom(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711})
	giveClue(t, a, "Zeitreise", "2")
	header := a.head.box
	clue := largestText(header, "Zeitreise")
	team := largestText(header, a.teamText(a.g().Team()))
	side := theme.TextSize()
	if clue < 1.5*side || team < 1.5*side {
		t.Fatalf("clue at %.0f, team at %.0f: not larger than the side panel's %.0f", clue, team, side)
	}
	a.do(push{btnZoomIn})
	a.do(push{btnZoomIn})
	if got := largestText(header, "Zeitreise"); got < clue*1.25 {
		t.Fatalf("zoomed in twice, the clue grew from %.1f to %.1f only", clue, got)
	}
	if got := largestText(header, a.teamText(a.g().Team())); got < team*1.25 {
		t.Fatalf("zoomed in twice, the team grew from %.1f to %.1f only", team, got)
	}
}

func TestTheHeaderShowsSuddenDeathAndTheActiveVariants(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 12})
	setup := a.g().Setup()
	setup.Variants = game.Variants{AssassinEnd: true, Penalty: true, TurnTimer: 90}
	g, err := game.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	a.Start(g)
	header := a.head.box
	for _, id := range []string{"badge.assassinEnd", "badge.penalty"} {
		if largestText(header, a.tr.T(id, nil)) == 0 {
			t.Errorf("no %s badge in the header", id)
		}
	}
	if largestText(header, "1:30") == 0 {
		t.Error("the header shows no timer badge")
	}
	if largestText(header, a.tr.T("badge.coOp", nil)) != 0 {
		t.Error("a co-op badge in a game without co-op")
	}
	for _, badge := range a.head.badges.Objects { // each text inside its frame
		frame := badge.(*fyne.Container).Objects[0]
		for _, txt := range visibleTexts(badge) {
			pos := txt.Position().Add(badge.(*fyne.Container).Objects[1].Position())
			if pos.Y < 0 || pos.Y+txt.MinSize().Height > frame.Size().Height || txt.TextSize < theme.CaptionTextSize()*1.2 {
				t.Errorf("badge %q (size %.0f) from y %.0f to %.0f in a %.0f high frame", txt.Text, txt.TextSize, pos.Y, pos.Y+txt.MinSize().Height, frame.Size().Height)
			}
		}
	}
	giveClue(t, a, "Geheimnis", "1")
	guess(t, a, cardsOf(a, game.Assassin)[0]) // assassin end: sudden death
	if !a.g().SuddenDeath() {
		t.Fatal("the assassin did not start sudden death")
	}
	if largestText(header, a.tr.T("badge.suddenDeath", nil)) == 0 || a.head.note.Text != (texts{g: a.g(), tr: a.tr}).suddenDeath() {
		t.Fatalf("sudden death not in the header: note %q", a.head.note.Text)
	}
}

func TestTheGameEndsWithABannerNamingTheWinner(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711})
	if a.head.banner.Visible() {
		t.Fatal("a banner before the game's end")
	}
	winner := a.g().Team()
	playToWin(t, a)
	b := a.head.banner
	if !b.Visible() || !strings.Contains(b.Title, a.teamText(winner)) || b.Fill != uiwidget.TeamColor(winner) {
		t.Fatalf("banner visible %v, title %q", b.Visible(), b.Title)
	}
	if largestText(b, a.teamText(winner)) < 2*theme.TextSize() {
		t.Fatal("the banner's title is not large")
	}
	if b.Size().Width < a.cards()[0].Size().Width*4 {
		t.Fatalf("the banner (%v) does not span the board", b.Size())
	}
	test.Tap(b) // the review: the banner goes, the board shows
	if b.Visible() {
		t.Fatal("a tap does not clear the banner for the review")
	}
	a.rematch()
	if a.g().Over() || b.Visible() {
		t.Fatal("the banner stays on the next game")
	}
}

func TestLogLinesWrapInsteadOfBeingCutOff(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711})
	giveClue(t, a, "Zeitreise", "2")
	guess(t, a, cardsOf(a, game.Bystander)[0])
	labels := a.side.log.Objects
	if lines := a.snap().Log; len(labels) != len(lines) || len(labels) < 2 {
		t.Fatalf("%d labels for %d log lines", len(labels), len(lines))
	}
	last := labels[len(labels)-1].(*widget.Label)
	if last.Truncation != fyne.TextTruncateOff || last.Wrapping != fyne.TextWrapWord {
		t.Fatal("log lines are cut off, not wrapped")
	}
	if !strings.HasSuffix(last.Text, a.tr.T("identity.bystander", nil)) {
		t.Fatalf("the log line %q does not end with the result", last.Text)
	}
	// In a narrow side panel the line takes more rows, all of its words drawn.
	a.win.Resize(fyne.NewSize(900, 700))
	one := fyne.MeasureText(last.Text, theme.TextSize(), fyne.TextStyle{})
	if one.Width <= last.Size().Width {
		t.Skipf("the line fits the panel (%v in %v)", one, last.Size())
	}
	if last.MinSize().Height < 1.8*one.Height {
		t.Fatalf("a %0.f-wide line in a %.0f-wide panel is %.0f high: not wrapped", one.Width, last.Size().Width, last.MinSize().Height)
	}
	var drawn string
	for _, txt := range visibleTexts(last) {
		drawn += txt.Text + " "
	}
	if !strings.Contains(drawn, a.tr.T("identity.bystander", nil)) || strings.Contains(drawn, "…") {
		t.Fatalf("drawn %q: the result is cut off", drawn)
	}
}

func TestTheLogNamesPicturesByTheirCaption(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711, Board: "pictures"})
	giveClue(t, a, "Zeitreise", "2")
	i := cardsOf(a, game.Bystander)[0]
	guess(t, a, i)
	caption := assets.PictureCaption(a.g().Card(i).Text, "de")
	log := a.snap().Log
	line := log[len(log)-1]
	if caption == "" || !strings.Contains(line, caption) || strings.Contains(line, "Reihe") {
		t.Fatalf("log line %q does not name the picture by its caption %q", line, caption)
	}
	if en := assets.PictureCaption(a.g().Card(i).Text, "en"); strings.EqualFold(caption, en) {
		t.Fatalf("a German log names the picture in English: %q", line)
	}
	cols := a.g().Size().Cols()
	if place := string(rune('A'+i%cols)) + string(rune('1'+i/cols)); !strings.Contains(line, "("+place+")") {
		t.Fatalf("log line %q lacks the place %s", line, place)
	}
	if !a.cards()[i].Covered || a.cards()[i].Picture == nil {
		t.Fatal("the guessed picture card lost its picture")
	}
}

func TestTheLightThemeDrawsEveryHeadingLegibly(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711})
	a.setTheme(uiwidget.ThemeLight)
	bg := theme.Color(theme.ColorNameBackground)
	for _, txt := range []*canvas.Text{a.side.team, a.head.team} {
		if c := uiwidget.Contrast(txt.Color, bg); c < uiwidget.MinTextContrast {
			t.Errorf("%q: contrast %.2f on the light background", txt.Text, c)
		}
	}
}

func TestTheHeaderShowsCoOpAndTimeUpLarge(t *testing.T) {
	a, timers := newTestApp(t, Options{Lang: "de", Seed: 5})
	choice := a.choice
	choice.Variants = game.Variants{CoOp: true, TurnTimer: 5}
	if err := a.deal(choice, 77, false); err != nil {
		t.Fatal(err)
	}
	header := a.head.box
	if largestText(header, a.tr.T("badge.coOp", nil)) == 0 {
		t.Fatal("a co-op game without a co-op badge in the header")
	}
	want := a.tr.T("timer.up", map[string]any{"Team": a.teamText(a.g().Team())})
	for range 5 {
		timers.Tick()
	}
	if a.head.note.Text != want || !a.head.note.Visible() {
		t.Fatalf("time up is not in the header: note %q", a.head.note.Text)
	}
	if got := largestText(header, a.head.note.Text); got < 1.2*theme.TextSize() {
		t.Fatalf("time up written at %.0f, no larger than the side panel's text", got)
	}
}

func TestGuessedPictureCardsKeepTheirPictureInTheEndReview(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711, Board: "pictures"})
	playToWin(t, a)
	if !a.g().Over() {
		t.Fatal("the game did not end")
	}
	test.Tap(a.head.banner) // the review
	covered := 0
	for i, c := range a.cards() {
		var shown bool
		walk(c, func(o fyne.CanvasObject) {
			if im, ok := o.(*canvas.Image); ok && im.Visible() && im.Resource != nil && im.Size().Width >= 30 {
				shown = true
			}
		})
		if !shown {
			t.Errorf("card %d (covered %v) shows no picture in the review", i, c.Covered)
		}
		if c.Covered {
			covered++
		}
	}
	if covered == 0 {
		t.Fatal("no covered card to check")
	}
}

func TestGreyTextsAreLegibleInEveryTheme(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711})
	for _, mode := range []string{uiwidget.ThemeDark, uiwidget.ThemeLight, uiwidget.ThemeContrast} {
		a.setTheme(mode)
		bg := theme.Color(theme.ColorNameBackground)
		checked := 0
		for _, o := range []fyne.CanvasObject{a.side.number, a.keyCard()} {
			o.Refresh()
			for _, txt := range visibleTexts(o) {
				if c := uiwidget.Contrast(txt.Color, bg); c < uiwidget.MinTextContrast {
					t.Errorf("%s theme: %q has contrast %.2f", mode, txt.Text, c)
				}
				checked++
			}
		}
		if checked < 2 {
			t.Fatalf("%s theme: found %d grey texts (game number, hidden key) to check", mode, checked)
		}
	}
}

func TestTheHeaderGrowsWithTheBoardInFullScreen(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711})
	giveClue(t, a, "Zeitreise", "2")
	a.win.Resize(fyne.NewSize(1000, 700))
	header := a.head.box
	clue, team := largestText(header, "Zeitreise"), largestText(header, a.teamText(a.g().Team()))
	card := a.cards()[0].Size().Width
	a.win.Resize(fyne.NewSize(1920, 1080)) // a projector in full screen
	if grew := a.cards()[0].Size().Width / card; grew < 1.4 {
		t.Fatalf("the cards grew only %.2f times", grew)
	}
	if got := largestText(header, "Zeitreise"); got < clue*1.4 {
		t.Fatalf("on a full-screen board the clue grew from %.1f to %.1f only", clue, got)
	}
	if got := largestText(header, a.teamText(a.g().Team())); got < team*1.4 {
		t.Fatalf("on a full-screen board the team grew from %.1f to %.1f only", team, got)
	}
}

// The newest log line was often half hidden or below the visible area,
// among them the assassin and the winning guess.
func TestTheNewestLogLineIsAlwaysWhollyVisible(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711})
	a.win.Resize(fyne.NewSize(1024, 640))
	for turn := 0; turn < 8 && !a.g().Over(); turn++ {
		giveClue(t, a, "Zeitreise", "1")
		guess(t, a, cardsOf(a, game.Bystander)[0])
		labels := a.side.log.Objects
		last := labels[len(labels)-1].(*widget.Label)
		scroll := a.side.logScroll
		top := fyne.CurrentApp().Driver().AbsolutePositionForObject(scroll).Y
		lp := fyne.CurrentApp().Driver().AbsolutePositionForObject(last).Y
		if lp < top-1 || lp+last.MinSize().Height > top+scroll.Size().Height+1 {
			t.Fatalf("turn %d: the newest line spans %.0f–%.0f, the log shows %.0f–%.0f", turn, lp, lp+last.MinSize().Height, top, top+scroll.Size().Height)
		}
		if len(cardsOf(a, game.Bystander)) == 0 {
			break
		}
	}
}

// On a 4K projector the side panel is wider and its texts grow with it:
// the status, the titles and every log line, new ones too.
func TestTheSidePanelsTextsGrowWithItsWidth(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711})
	giveClue(t, a, "Zeitreise", "2")
	phase := largestText(a.side.phase, "Zeitreise")
	line := largestText(a.side.log, "Zeitreise")
	if phase == 0 || line == 0 {
		t.Fatalf("the clue is not in the side panel (status %.0f, log %.0f)", phase, line)
	}
	a.win.Resize(fyne.NewSize(3000, 1600))
	if got := largestText(a.side.phase, "Zeitreise"); got < phase*1.3 {
		t.Fatalf("on a wide window the status grew from %.1f to %.1f only", phase, got)
	}
	if got := largestText(a.side.log, "Zeitreise"); got < line*1.3 {
		t.Fatalf("on a wide window the log grew from %.1f to %.1f only", line, got)
	}
	guess(t, a, cardsOf(a, game.AgentOf(a.g().Team()))[0])
	last := a.side.log.Objects[len(a.side.log.Objects)-1].(*widget.Label)
	if got := largestText(last, last.Text[:4]); got < line*1.3 {
		t.Fatalf("a new log line is drawn at %.1f, not the panel's size", got)
	}
	a.win.Resize(fyne.NewSize(1200, 800))
	if got := largestText(a.side.phase, a.side.phase.Text[:4]); got > phase*1.05 {
		t.Fatalf("back at 1200 wide the status stays at %.1f (was %.1f)", got, phase)
	}
}

// The board window sizes its texts through the theme's size names, never
// with a theme override: every refresh of a container.ThemeOverride opens a
// new font scope in which Fyne loads and keeps every font again (the real
// app grew from 192 to 542 MB over 30 window resizes).
func TestTheBoardWindowHoldsNoThemeOverride(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "nl", Seed: 12})
	giveClue(t, a, "tijd", "1")
	walk(a.win.Content(), func(o fyne.CanvasObject) {
		if _, ok := o.(*container.ThemeOverride); ok {
			t.Fatal("a theme override in the board window")
		}
	})
}

func TestTheTableUnderTheCardsIsDrawnOnlyWhereItShows(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711})
	for _, c := range []struct {
		mode  string
		shown bool
	}{{uiwidget.ThemeDark, false}, {uiwidget.ThemeLight, true}, {uiwidget.ThemeContrast, false}, {uiwidget.ThemeDark, false}} {
		a.setTheme(c.mode)
		if a.head.table.Visible() != c.shown {
			t.Errorf("%s theme: table drawn %v, want %v (board %v, window %v)", c.mode, a.head.table.Visible(), c.shown,
				uiwidget.BoardColor(), theme.Color(theme.ColorNameBackground))
		}
		if c.shown {
			if got := a.head.table.Image.At(0, 0); color.NRGBAModel.Convert(got) != uiwidget.BoardColor() {
				t.Errorf("%s theme: table %v, want %v", c.mode, got, uiwidget.BoardColor())
			}
		}
	}
}

// hideCounter is a toolbar item that counts how often it is hidden.
type hideCounter struct {
	*canvas.Rectangle
	hides int
}

func (h *hideCounter) Hide() { h.hides++; h.Rectangle.Hide() }

func TestTheToolbarLeavesItsShownButtonsAloneWhenLaidOutAgain(t *testing.T) {
	items := make([]*hideCounter, 3)
	l := &toolbarLayout{more: uiwidget.NewButton("…", nil, nil)}
	for i := range items {
		items[i] = &hideCounter{Rectangle: canvas.NewRectangle(color.Black)}
		items[i].SetMinSize(fyne.NewSize(100, 30))
		l.items = append(l.items, toolItem{obj: items[i], drop: i + 1})
	}
	wide := fyne.NewSize(1000, 40)
	l.Layout(nil, wide)
	l.Layout(nil, wide)
	for i, it := range items {
		if !it.Visible() || it.hides != 0 {
			t.Errorf("item %d at full width: shown %v, hidden %d times; want shown, never hidden", i, it.Visible(), it.hides)
		}
	}
	// Narrow: the first item (dropped first) goes into the menu, the others stay.
	l.Layout(nil, fyne.NewSize(300, 40))
	if items[0].Visible() || items[0].hides != 1 {
		t.Errorf("narrow: the first item shown %v, hidden %d times; want hidden once", items[0].Visible(), items[0].hides)
	}
	for i, it := range items[1:] {
		if !it.Visible() || it.hides != 0 {
			t.Errorf("narrow: item %d shown %v, hidden %d times; want shown, never hidden", i+1, it.Visible(), it.hides)
		}
	}
}
