package ask

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A message closes on Enter or Esc as on its OK button, and the key
// never reaches the window behind it.
func TestAMessageClosesOnEnterOrEscAndKeepsTheKeyFromTheWindow(t *testing.T) {
	for _, key := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEnter, fyne.KeyEscape} {
		test.NewTempApp(t)
		win := test.NewWindow(widget.NewLabel("board"))
		win.Resize(fyne.NewSize(800, 600))
		var behind []fyne.KeyName
		win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) { behind = append(behind, ev.Name) })
		Inform(win, "Titel", "Eine Nachricht.", "OK", fyne.NewSize(400, 200))
		if win.Canvas().Overlays().Top() == nil {
			t.Fatal("no message shown")
		}
		win.Canvas().Focused().TypedRune('x') // a typed letter leaves it open
		if win.Canvas().Overlays().Top() == nil {
			t.Fatal("a letter closed the message")
		}
		win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: key})
		if win.Canvas().Overlays().Top() != nil {
			t.Errorf("%s did not close the message", key)
		}
		if len(behind) != 0 {
			t.Errorf("%s reached the window behind the message: %v", key, behind)
		}
		win.Close()
	}
}
