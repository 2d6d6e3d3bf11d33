package widget

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// appTheme starts a test app with the app's theme, so Fyne's widgets draw
// with the same fonts as the app's own.
func appTheme(t *testing.T) {
	t.Helper()
	test.NewTempApp(t).Settings().SetTheme(Theme{Mode: ThemeDark})
}

func TestBoldTextIsDrawnFromTheBoldFontAloneWhereItHasEveryCharacter(t *testing.T) {
	for _, s := range []string{"", "Neues Spiel", "Größe · IJsbeer", "Café, naïve – „Zitat“ 100 %", "Geheimdienstchef-Fenster"} {
		if BoldSource(s) != fontBold {
			t.Errorf("%q: not drawn from the bold font alone", s)
		}
	}
	// A word list in another script, or an emoji: Fyne's bold set with
	// its fallbacks draws it.
	for _, s := range []string{"Москва", "東京", "Herz ❤️"} {
		if BoldSource(s) != nil {
			t.Errorf("%q: drawn from the bold font alone, which lacks some of its characters", s)
		}
	}
	c := canvas.NewText("", color.Black)
	SetBold(c, "Ring")
	if !c.TextStyle.Bold || c.FontSource != fontBold || c.Text != "Ring" {
		t.Fatalf("SetBold: %+v", c)
	}
	SetBold(c, "Рим")
	if !c.TextStyle.Bold || c.FontSource != nil {
		t.Fatalf("SetBold of a word the font lacks: source %v", c.FontSource)
	}
}

func TestBoldTextIsMeasuredWithTheFontItIsDrawnWith(t *testing.T) {
	appTheme(t)
	for _, s := range []string{"Rakete", "Москва"} {
		c := NewBoldText(s, color.White)
		c.TextSize = 23
		if got, want := MeasureBold(s, 23), c.MinSize(); got != want {
			t.Errorf("%q: measured %v, drawn %v", s, got, want)
		}
	}
}

func within(a, b float32) bool { return a-b < 0.6 && b-a < 0.6 }
