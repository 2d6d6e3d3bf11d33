package widget

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/decknamen/decknamen/game"
)

var themes = []string{ThemeDark, ThemeLight, ThemeContrast}

func TestContrastFollowsWCAG(t *testing.T) {
	white, black := color.White, color.Black
	if c := Contrast(white, black); c < 20.99 || c > 21.01 {
		t.Errorf("white on black: %.2f, want 21", c)
	}
	if c := Contrast(white, white); c != 1 {
		t.Errorf("white on white: %.2f, want 1", c)
	}
	// #767676 on white is the classic grey that just passes AA (4.54).
	if c := Contrast(color.NRGBA{0x76, 0x76, 0x76, 0xff}, white); c < 4.5 || c > 4.6 {
		t.Errorf("#767676 on white: %.2f, want 4.54", c)
	}
}

// TestEveryThemeTextPassesWCAGAA checks each text colour the app draws on
// each background it draws it on, in every theme.
func TestEveryThemeTextPassesWCAGAA(t *testing.T) {
	texts := []fyne.ThemeColorName{theme.ColorNameForeground, theme.ColorNameDisabled, theme.ColorNameError,
		theme.ColorNameWarning, theme.ColorNameSuccess, theme.ColorNameHyperlink}
	backs := []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameOverlayBackground, theme.ColorNameButton,
		theme.ColorNameMenuBackground, theme.ColorNameInputBackground}
	for _, mode := range themes {
		th := Theme{Mode: mode}
		col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, th.variant()) }
		check := func(what string, fg, bg color.Color) {
			if c := Contrast(fg, bg); c < MinTextContrast {
				t.Errorf("%s theme: %s: contrast %.2f, want %.1f", mode, what, c, MinTextContrast)
			}
		}
		for _, fg := range texts {
			for _, bg := range backs {
				check(string(fg)+" on "+string(bg), col(fg), col(bg))
			}
		}
		check("placeholder on input", col(theme.ColorNamePlaceHolder), col(theme.ColorNameInputBackground))
		check("button text on primary", col(theme.ColorNameForegroundOnPrimary), col(theme.ColorNamePrimary))
		bg := col(theme.ColorNameBackground)
		for _, team := range []game.Team{game.Red, game.Blue} {
			check(team.String()+" team name on background", TeamTextColor(team, bg), bg)
		}
	}
}

// TestEveryCardWordIsLegible checks the word on every face a card can show.
func TestEveryCardWordIsLegible(t *testing.T) {
	for _, id := range []game.Identity{game.RedAgent, game.BlueAgent, game.Bystander, game.Assassin} {
		for _, c := range []*Card{{Identity: id}, {Identity: id, Covered: true}, {Identity: id, ShowKey: true}} {
			fill, _ := cardColors(c)
			if r := Contrast(inkOn(fill), fill); r < MinTextContrast {
				t.Errorf("%v (covered %v, key %v): word contrast %.2f", id, c.Covered, c.ShowKey, r)
			}
		}
	}
}

// TestCardsStandOutFromTheBoard: in every theme each card face differs
// from the board behind it by 1.5:1, or has a border that does.
func TestCardsStandOutFromTheBoard(t *testing.T) {
	for _, mode := range themes {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(Theme{Mode: mode})
		board := BoardColor()
		for _, id := range []game.Identity{game.RedAgent, game.BlueAgent, game.Bystander, game.Assassin} {
			for _, c := range []*Card{{Identity: id}, {Identity: id, Covered: true}, {Identity: id, ShowKey: true}, {Identity: id, Selected: true}} {
				c.ExtendBaseWidget(c)
				w := test.NewWindow(c)
				w.Resize(fyne.NewSize(200, 140))
				r := test.WidgetRenderer(c).(*cardRenderer)
				fill, _ := cardColors(c)
				switch {
				case !r.face.border.Hidden:
					if got := Contrast(r.face.border.StrokeColor, board); got < MinCardContrast {
						t.Errorf("%s: %v (covered %v, key %v): border contrast %.2f", mode, id, c.Covered, c.ShowKey, got)
					}
				case Contrast(fill, board) < MinCardContrast:
					t.Errorf("%s: %v (covered %v, key %v): no border and contrast %.2f", mode, id, c.Covered, c.ShowKey, Contrast(fill, board))
				}
				w.Close()
			}
		}
	}
}

// TestAssassinIsDarkInTheKeyView: the spymasters' view draws the assassin
// near-black with a light cross, in every theme, never a pale tint.
func TestAssassinIsDarkInTheKeyView(t *testing.T) {
	for _, mode := range themes {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(Theme{Mode: mode})
		c := NewCard("Briefkasten", nil, nil)
		c.Identity, c.ShowKey = game.Assassin, true
		w := test.NewWindow(c)
		w.Resize(fyne.NewSize(200, 140))
		c.Refresh()
		r := test.WidgetRenderer(c).(*cardRenderer)
		fill := r.face.border.FillColor
		if Luminance(fill) > 0.02 {
			t.Errorf("%s: the assassin's face %v is not dark", mode, fill)
		}
		if Contrast(r.sym.line1.StrokeColor, fill) < MinTextContrast || Contrast(r.text.Color, fill) < MinTextContrast {
			t.Errorf("%s: the assassin's cross or word is not light on it", mode)
		}
		w.Close()
	}
}

// TestCoveredPictureStaysVisible: a guessed picture card keeps its
// picture (on a paper chip) beside its identity's symbol.
func TestCoveredPictureStaysVisible(t *testing.T) {
	test.NewTempApp(t)
	pic := fyne.NewStaticResource("p.png", tinyPNG(t))
	c := NewCard("fantasy-snail", pic, nil)
	w := test.NewWindow(c)
	defer w.Close()
	w.Resize(fyne.NewSize(220, 160))
	c.Identity, c.Covered = game.RedAgent, true
	c.Refresh()
	r := test.WidgetRenderer(c).(*cardRenderer)
	if r.image.Hidden || r.image.Resource != pic || r.chip.Hidden {
		t.Fatal("a covered picture card hides its picture")
	}
	if s := r.image.Size(); s.Width < 40 || s.Height < 40 {
		t.Errorf("the covered card's picture is only %v", s)
	}
	if r.image.Position().X < c.Size().Width/2-1 || r.sym.disc.Position().X+r.sym.disc.Size().Width > c.Size().Width/2+1 {
		t.Errorf("picture at %v and symbol at %v overlap", r.image.Position(), r.sym.disc.Position())
	}
}

// TestHiddenKeyTextFitsItsBox at the key card's smallest size.
func TestHiddenKeyTextFitsItsBox(t *testing.T) {
	test.NewTempApp(t)
	k := NewKeyCard()
	k.HiddenText = "Verborgen: nur für Geheimdienstchefs"
	w := test.NewWindow(k)
	defer w.Close()
	min := test.WidgetRenderer(k).MinSize()
	w.Resize(min)
	k.Resize(min)
	k.Refresh()
	r := test.WidgetRenderer(k).(*keyCardRenderer)
	lines := r.hidden.MinSize()
	if pos := r.hidden.Position(); pos.X < 0 || pos.Y < 0 || r.hidden.Size().Width > min.Width || pos.Y+lines.Height > min.Height {
		t.Errorf("hidden text at %v, %v overflows the %v box", pos, lines, min)
	}
	if one := fyne.MeasureText(k.HiddenText, theme.TextSize(), fyne.TextStyle{}); one.Width <= min.Width {
		t.Fatalf("the text fits on one line (%v): the test checks nothing", one)
	}
}

// tinyPNG is a 64x64 green picture.
func tinyPNG(t *testing.T) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, 64, 64))
	for i := range img.Pix {
		img.Pix[i] = []uint8{0x20, 0xa0, 0x40, 0xff}[i%4]
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestACoveredCardsWordClearsItsBorderAndFocusRing: the word under a
// covered card's symbol once ran across the bottom border and the ring.
func TestACoveredCardsWordClearsItsBorderAndFocusRing(t *testing.T) {
	test.NewTempApp(t)
	for _, size := range []fyne.Size{{Width: 200, Height: 130}, {Width: 120, Height: 80}} {
		c := NewCard("Schwester", nil, nil)
		c.Identity, c.Covered, c.Focused = game.Assassin, true, true
		w := test.NewWindow(c)
		w.Resize(size)
		c.Resize(size)
		c.Refresh()
		r := test.WidgetRenderer(c).(*cardRenderer)
		inner := r.ring.Position().Y + r.ring.Size().Height - r.ring.StrokeWidth
		if bottom := r.text.Position().Y + r.text.MinSize().Height; bottom > inner {
			t.Errorf("%v: the word ends at %.0f, the focus ring's inside at %.0f", size, bottom, inner)
		}
		w.Close()
	}
}

// TestUntickedBoxesAndRadioButtonsAreVisibleInEveryTheme: an unticked
// check box, an unchosen radio button and an entry are drawn by their
// outline (Fyne's input border), which must stand 3:1 against what is
// around it and inside it (WCAG 2.1, 1.4.11 non-text contrast).
func TestUntickedBoxesAndRadioButtonsAreVisibleInEveryTheme(t *testing.T) {
	backs := []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameOverlayBackground, theme.ColorNameInputBackground}
	for _, mode := range themes {
		th := Theme{Mode: mode}
		border := th.Color(theme.ColorNameInputBorder, th.variant())
		for _, bg := range backs {
			if c := Contrast(border, th.Color(bg, th.variant())); c < MinUIContrast {
				t.Errorf("%s theme: input border on %s: contrast %.2f, want %.1f", mode, bg, c, MinUIContrast)
			}
		}
	}
}
