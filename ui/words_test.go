package ui

import (
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/ui/board"
	"github.com/decknamen/decknamen/ui/internal/uitest"
)

// menuShortcuts are the shortcut texts the main menu's items show.
func menuShortcuts(a *App) map[string]string {
	out := map[string]string{}
	for _, m := range a.win.MainMenu().Items {
		for _, it := range m.Items {
			if s, ok := it.Shortcut.(fyne.KeyboardShortcut); ok {
				out[it.Label] = string(s.Key())
				if s.Mod() != 0 {
					out[it.Label] = "modifier+" + string(s.Key()) // drawn by Fyne as "Ctrl+…"
				}
			}
		}
	}
	return out
}

// Issue 12 item 13: a German keyboard says Strg; the menu and the F1 list
// say what the keyboard says, in every language.
func TestTheMenuAndTheShortcutListNameCtrlAsTheKeyboardDoes(t *testing.T) {
	for lang, ctrl := range map[string]string{"de": "Strg", "en": "Ctrl", "nl": "Ctrl"} {
		a, _ := newTestApp(t, Options{Lang: lang, Seed: 50})
		got := menuShortcuts(a)
		if got[a.tr.T("action.newGame", nil)] != ctrl+"+N" || got[a.tr.T("action.undo", nil)] != ctrl+"+Z" {
			t.Errorf("%s menu shortcuts %v, want %s+N and %s+Z", lang, got, ctrl, ctrl)
		}
		a.board.Press(board.Shortcuts)
		list := uitest.Labels(a.win.Canvas().Overlays().Top())
		if !strings.Contains(list, ctrl+"+Z") || !strings.Contains(list, ctrl+"+N") || (ctrl != "Ctrl" && strings.Contains(list, "Ctrl")) {
			t.Errorf("%s F1 list %q", lang, list)
		}
	}
}

// The menu's labels run nothing themselves: the window's shortcuts still do
// the work (Ctrl+N opens the new-game dialog).
func TestTheMenuLabelsKeepTheShortcutsWorking(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 50})
	shortcut(t, a, fyne.KeyN)
	if !dialogOpen(a) {
		t.Fatal("Ctrl+N no longer opens the new-game dialog")
	}
}

// Issue 11: the new-game dialog offers the picture decks, remembers the
// choice and deals from the chosen deck.
func TestTheChosenPictureDeckIsDealtAndKept(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 3})
	for _, d := range assets.PictureDecks() {
		a.showNewGame()
		dlg := a.win.Canvas().Overlays().Top()
		radio(t, dlg, a.tr.T("newGame.words", nil)).SetSelected(a.tr.T("newGame.pictures", nil))
		radio(t, dlg, assets.PictureDecks()[0].Name["de"]).SetSelected(d.Name["de"])
		tapDialogButton(t, a, a.tr.T("newGame.start", nil))
		if a.choice.PictureDeck != d.ID || !a.choice.Pictures || a.choice.Words {
			t.Fatalf("choice %+v, want pictures from %s", a.choice, d.ID)
		}
		deck, _ := assets.LoadPictureDeck(d.ID)
		if !slices.Contains(deck.Cards, a.board.Game().Card(0).Text) {
			t.Fatalf("card %q is not from %s", a.board.Game().Card(0).Text, d.ID)
		}
		if last, _ := a.settings.lastDeal(); last.PictureDeck != d.ID {
			t.Fatalf("kept picture deck %q", last.PictureDeck)
		}
	}
}

// The fantasy pictures are the default picture deck.
func TestTheFantasyPicturesAreTheDefault(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 3, Board: "pictures"})
	if !strings.HasPrefix(a.board.Game().Card(0).Text, "fantasy/") {
		t.Fatalf("default picture card %q", a.board.Game().Card(0).Text)
	}
}

// Item 16: after a language switch the new-game dialog proposes the new
// language's deck instead of the old one's; the running game keeps its cards.
func TestALanguageSwitchProposesTheNewLanguagesDeck(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 3})
	card := a.board.Game().Card(0)
	a.switchLanguage("nl")
	if a.board.Game().Card(0) != card {
		t.Fatal("the switch changed the running game")
	}
	a.showNewGame()
	if got := checkGroup(t, a).Selected; len(got) != 1 || got[0] != "Standaard" {
		t.Fatalf("ticked %v, want the Dutch standard deck", got)
	}
	tapDialogButton(t, a, a.tr.T("newGame.start", nil))
	if len(a.choice.Decks) != 1 || a.choice.Decks[0] != "nl" {
		t.Fatalf("dealt from %v", a.choice.Decks)
	}
}

// Item 13: German says Spielnummer, one word, everywhere.
func TestGermanWritesSpielnummerAsOneWord(t *testing.T) {
	b, err := os.ReadFile("../translations/de.json")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "Spiel Nummer") || strings.Contains(string(b), "Spiel-Nummer") {
		t.Fatal("de.json writes Spiel Nummer apart")
	}
}

// radio returns the radio group under o that offers option.
func radio(t *testing.T, o fyne.CanvasObject, option string) *widget.RadioGroup {
	t.Helper()
	var found *widget.RadioGroup
	walk(o, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok && found == nil && slices.Contains(r.Options, option) {
			found = r
		}
	})
	if found == nil {
		t.Fatalf("no radio group offers %q", option)
	}
	return found
}

// checkGroup returns the word decks' check group of the open dialog.
func checkGroup(t *testing.T, a *App) *widget.CheckGroup {
	t.Helper()
	var found *widget.CheckGroup
	walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.CheckGroup); ok {
			found = c
		}
	})
	if found == nil {
		t.Fatal("no deck choice")
	}
	return found
}

// Issue 20: a teacher finds full screen (F11) and the shortcut list (F1)
// in the menu, with their keys shown, in every language.
func TestTheMenuOffersFullScreenAndTheShortcutListWithTheirKeys(t *testing.T) {
	for _, lang := range []string{"de", "nl", "en"} {
		a, _ := newTestApp(t, Options{Lang: lang, Seed: 50})
		got := menuShortcuts(a)
		full, keys := a.tr.T("menu.fullScreen", nil), a.tr.T("keys.title", nil)
		if got[full] != "F11" || got[keys] != "F1" {
			t.Errorf("%s: menu shortcuts %v, want %s F11 and %s F1", lang, got, full, keys)
		}
		menuItem(t, a, full).Action()
		if !a.win.FullScreen() {
			t.Errorf("%s: %s left the window as it was", lang, full)
		}
		menuItem(t, a, full).Action()
		if a.win.FullScreen() {
			t.Errorf("%s: %s a second time did not leave full screen", lang, full)
		}
		menuItem(t, a, keys).Action()
		if list := uitest.Labels(a.win.Canvas().Overlays().Top()); !strings.Contains(list, "F11") {
			t.Errorf("%s: %s shows %q, not the shortcut list", lang, keys, list)
		}
	}
}
