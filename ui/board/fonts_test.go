package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// boldSetUsers are what the window shows that would make Fyne load its
// bold font set: a Fyne button (its label is bold), a bold Fyne label, or a
// bold text not drawn from the bold font alone although that covers it.
func boldSetUsers(o fyne.CanvasObject) []string {
	var found []string
	var walkShown func(fyne.CanvasObject)
	walkShown = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch w := o.(type) {
		case *widget.Button:
			found = append(found, "Fyne button "+w.Text)
			return
		case *widget.Label:
			if w.TextStyle.Bold {
				found = append(found, "bold Fyne label "+w.Text)
			}
			return
		case *canvas.Text:
			if w.TextStyle.Bold && w.FontSource == nil && uiwidget.BoldSource(w.Text) != nil {
				found = append(found, "bold text in Fyne's set "+w.Text)
			}
		case *fyne.Container:
			for _, c := range w.Objects {
				walkShown(c)
			}
		case fyne.Widget:
			if r := test.WidgetRenderer(w); r != nil {
				for _, c := range r.Objects() {
					walkShown(c)
				}
			}
		}
	}
	walkShown(o)
	return found
}

func TestTheBoardsFirstFrameDrawsItsBoldTextsFromTheBoldFontAlone(t *testing.T) {
	for _, lang := range []string{"de", "nl", "en"} {
		a, _ := newTestApp(t, Options{Lang: lang, Seed: 42})
		if users := boldSetUsers(a.win.Content()); len(users) > 0 {
			t.Errorf("%s, a new game: %q", lang, users)
		}
		// A start after the first: the saved game and the question
		// whether to go on with it.
		saved, err := game.Load(mustSave(t, a.Game()))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := startTestApp(t, Options{Lang: lang}, saved)
		if b.snap().Bar.Row != rowResume {
			t.Fatal("the saved game was not offered")
		}
		if users := boldSetUsers(b.win.Content()); len(users) > 0 {
			t.Errorf("%s, the saved game's question: %q", lang, users)
		}
	}
}

func mustSave(t *testing.T, g *game.Game) []byte {
	t.Helper()
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	return data
}
