package widget

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

func TestABoldLabelIsAsLargeAsFynesBoldLabel(t *testing.T) {
	appTheme(t)
	// The bold font is the theme's bold font.
	l := widget.NewLabelWithStyle("Geheimdienstchef, gib einen Hinweis", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	b := NewBoldLabel(l.Text)
	if got, want := b.MinSize(), l.MinSize(); !within(got.Width, want.Width) || !within(got.Height, want.Height) {
		t.Fatalf("bold label %v, Fyne's bold label %v", got, want)
	}
}

func TestABoldLabelWrapsBetweenWordsToItsWidth(t *testing.T) {
	text := "Geheimdienstchef von Rot, gib einen Hinweis mit einem Wort und einer Zahl"
	l, w := wrappingLabel(t, text)
	oneLine := l.MinSize().Height
	r, inner := resized(w, l, 220)
	if len(r.lines) < 3 {
		t.Fatalf("%d lines at %.0f wide: %q", len(r.lines), inner, r.lines)
	}
	if strings.Join(r.lines, " ") != text {
		t.Fatalf("the lines %q are not the text's words", r.lines)
	}
	if l.AccessibilityLabel() != text || l.AccessibilityRole() != fyne.AccessibleRoleText {
		t.Fatalf("a screen reader is told %q (%s)", l.AccessibilityLabel(), l.AccessibilityRole())
	}
	for i, s := range r.lines {
		if got := MeasureBold(s, theme.TextSize()).Width; got > inner+0.5 {
			t.Errorf("line %q is %.1f wide in %.1f", s, got, inner)
		}
		if i > 0 && MeasureBold(r.lines[i-1]+" "+strings.Fields(s)[0], theme.TextSize()).Width <= inner {
			t.Errorf("%q would have fitted on the line before", strings.Fields(s)[0])
		}
		if o := r.texts[i]; o.Position().Y < r.texts[max(0, i-1)].Position().Y || o.Hidden {
			t.Errorf("line %d is not below the one before", i)
		}
	}
	pad := 2 * theme.InnerPadding()
	if got := l.MinSize().Height; got < pad+3*(oneLine-pad)*0.99 {
		t.Fatalf("wrapped into %d lines it asks for %.0f high, one line %.0f", len(r.lines), got, oneLine)
	}
	// Widened again, it is one line.
	w.Resize(fyne.NewSize(2000, 400))
	if len(r.lines) != 1 || l.MinSize().Height != oneLine {
		t.Fatalf("wide: %q, %.0f high", r.lines, l.MinSize().Height)
	}
}

func TestABoldLabelCutsAWordWiderThanItself(t *testing.T) {
	word := "Donaudampfschifffahrtsgesellschaftskapitän"
	l, w := wrappingLabel(t, word)
	r, inner := resized(w, l, 120)
	if len(r.lines) < 3 || strings.Join(r.lines, "") != word {
		t.Fatalf("%q cut into %q", word, r.lines)
	}
	for i, s := range r.lines {
		if got := MeasureBold(s, theme.TextSize()).Width; got > inner+0.5 {
			t.Errorf("piece %q is %.1f wide in %.1f", s, got, inner)
		}
		if i < len(r.lines)-1 {
			next := []rune(r.lines[i+1])[0]
			if MeasureBold(s+string(next), theme.TextSize()).Width <= inner {
				t.Errorf("piece %q could have taken %q", s, next)
			}
		}
	}
	// Narrower than one character: one character a line, none lost.
	w.Resize(fyne.NewSize(2*theme.InnerPadding()+2*theme.Padding()+3, 2000)) // the window pads its content
	if strings.Join(r.lines, "") != word || len(r.lines) != len([]rune(word)) {
		t.Fatalf("at 2 px: %q", r.lines)
	}
}

// wrappingLabel is a wrapping bold label of text alone in a test window
// of the app's theme.
func wrappingLabel(t *testing.T, text string) (*BoldLabel, fyne.Window) {
	t.Helper()
	appTheme(t)
	l := NewBoldLabel(text)
	l.Wrapping = true
	w := test.NewWindow(l)
	t.Cleanup(w.Close)
	return l, w
}

// resized makes w width wide and returns l's renderer and the width its
// lines have.
func resized(w fyne.Window, l *BoldLabel, width float32) (*boldLabelRenderer, float32) {
	w.Resize(fyne.NewSize(width, 400))
	return test.WidgetRenderer(l).(*boldLabelRenderer), l.Size().Width - 2*theme.InnerPadding()
}
