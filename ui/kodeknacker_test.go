package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

func TestTheMenuOpensOneKodeknackerWindow(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 1})
	var item *fyne.MenuItem
	for _, m := range a.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == a.tr.T("kk.menu", nil) {
				item = it
			}
		}
	}
	if item == nil {
		t.Fatal("no Kodeknacker item in the menu")
	}
	item.Action()
	item.Action()
	n := 0
	for _, w := range a.fa.Driver().AllWindows() {
		if w.Title() == "Kodeknacker" {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("%d Kodeknacker windows", n)
	}
}

func TestSwitchingLanguageRebuildsTheKodeknackerWindowAtOnce(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 1})
	a.openKodeknacker()
	if a.kk == nil || a.kk.Window().Title() != a.tr.T("kk.title", nil) {
		t.Fatal("no Kodeknacker window")
	}
	a.switchLanguage("de")
	if a.kk.Window().Title() != a.tr.T("kk.title", nil) || a.kk.Language() != "de" {
		t.Fatalf("the Kodeknacker window still says %q", a.kk.Window().Title())
	}
	a.kk.Window().Close()
	if a.kk != nil {
		t.Fatal("closing the window should forget it")
	}
}
