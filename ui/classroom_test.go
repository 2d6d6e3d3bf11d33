package ui

import (
	"testing"

	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

func TestTheThemesCanBeSwitchedAndAreKept(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 50})
	for _, mode := range []string{uiwidget.ThemeLight, uiwidget.ThemeContrast, uiwidget.ThemeDark} {
		a.setTheme(mode)
		if a.fa.Settings().Theme().(uiwidget.Theme).Mode != mode || a.settings.themeMode() != mode {
			t.Fatalf("theme %q not applied", mode)
		}
	}
}
