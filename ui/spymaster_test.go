package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// The root opens the spymasters' window from the board's button: the clue
// entry moves there, and comes back to the board when the window closes.
func TestTheSpymasterButtonOpensTheWindowThatTakesTheClueEntry(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 8})
	if !showsEntry(a.win.Content()) {
		t.Fatal("the board should show the clue entry")
	}
	test.Tap(findButton(t, a.win.Content(), a.tr.T("spy.open", nil)))
	if a.spy == nil || showsEntry(a.win.Content()) || !showsEntry(a.spy.Window().Content()) {
		t.Fatal("the clue entry should move to the spymasters' window")
	}
	a.spy.Window().Close()
	if a.spy != nil || !showsEntry(a.win.Content()) {
		t.Fatal("closing the window should bring the clue entry back to the board")
	}
}
