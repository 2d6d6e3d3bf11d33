package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func buttons(o fyne.CanvasObject) []*widget.Button {
	var out []*widget.Button
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok {
			out = append(out, b)
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, child := range c.Objects {
				walk(child)
			}
		}
	}
	walk(o)
	return out
}

func TestTheWindowShowsAFullBoardFromTheChosenLanguagesDeck(t *testing.T) {
	test.NewTempApp(t)
	for _, lang := range []string{"en", "de", "nl"} {
		c := Content(Options{Lang: lang, Seed: 7})
		b := buttons(c)
		if len(b) != 25 {
			t.Fatalf("%s: %d cards, want 25", lang, len(b))
		}
		g, err := newGame(lang, 7)
		if err != nil {
			t.Fatal(err)
		}
		if b[0].Text != g.Card(0).Text {
			t.Fatalf("%s: first card %q, want %q", lang, b[0].Text, g.Card(0).Text)
		}
	}
}

func TestTheSameGameNumberShowsTheSameBoard(t *testing.T) {
	test.NewTempApp(t)
	a, b := buttons(Content(Options{Lang: "de", Seed: 99})), buttons(Content(Options{Lang: "de", Seed: 99}))
	for i := range a {
		if a[i].Text != b[i].Text {
			t.Fatalf("card %d differs: %q vs %q", i, a[i].Text, b[i].Text)
		}
	}
}
