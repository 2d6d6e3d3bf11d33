package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/decknamen/decknamen/ui/internal/uitest"
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

// The browser opens no second window: the spymasters' button explains
// that and offers the key on the phones, behind the board's privacy screen.
func TestWithoutASecondWindowTheKeyIsOfferedAsAQRCodeForThePhones(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4})
	a.offerPhoneKey()
	text := uitest.Labels(a.win.Canvas().Overlays().Top())
	if !strings.Contains(text, "kein zweites Fenster") || !strings.Contains(text, "QR-Code") {
		t.Fatalf("the message %q should say why and offer the QR code", text)
	}
	tapDialogButton(t, a, a.tr.T("spy.browserQR", nil))
	if a.spy != nil {
		t.Fatal("no spymasters' window may open")
	}
	top := a.win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(uitest.Labels(top), a.tr.T("key.privacyTitle", nil)) {
		t.Fatal("the QR code should come after the privacy screen")
	}
}
