package ui

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
)

func pdfText(t *testing.T, file string, page int) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Fatal("pdftotext is missing: apt-get install poppler-utils (make test installs it)")
	}
	p := strconv.Itoa(page)
	out, err := exec.Command("pdftotext", "-f", p, "-l", p, "-layout", file, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", file, err)
	}
	return string(out)
}

func menuItem(t *testing.T, a *App, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range a.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no menu item %q", label)
	return nil
}

// newGameWithNumber plays the teacher's way back to a printed board: New
// game, the settings as they are, the group's game number, Start.
func newGameWithNumber(t *testing.T, a *App, number string) {
	t.Helper()
	a.showNewGame()
	var entry *widget.Entry
	walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok && e.PlaceHolder == a.tr.T("newGame.numberHint", nil) {
			entry = e
		}
	})
	if entry == nil {
		t.Fatal("the new-game dialog has no game-number entry")
	}
	test.Type(entry, number)
	tapDialogButton(t, a, a.tr.T("newGame.start", nil))
	if dialogOpen(a) {
		t.Fatalf("game number %s: the new-game dialog stayed open", number)
	}
}

// Every board of a class set made from the menu is the board New game
// deals with the same settings and that group's game number: the same
// words, the same number of pictures, the same starting team. Two word
// decks (ticked in another order than offered) and fantasy pictures.
func TestClassSetBoardsAreDealtAgainByNewGameWithTheirNumbers(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 3})
	choice := dealChoice{Words: true, Pictures: true, Size: game.Size5x5, Decks: []string{"en", "de"}, PictureDeck: assets.FantasyPicturesID}
	if err := a.deal(choice, 3, false); err != nil {
		t.Fatal(err)
	}
	menuItem(t, a, "Klassensatz drucken…").Action()
	tapDialogButton(t, a, "PDF erstellen")
	files, _ := filepath.Glob(filepath.Join(home, "Decknamen-Klassensatz-*.pdf"))
	if len(files) != 1 {
		t.Fatalf("class set files in the home folder: %v", files)
	}
	tapDialogButton(t, a, "OK")
	cover := pdfText(t, files[0], 1)
	rows := regexp.MustCompile(`Gruppe (\d+)\s+(\d+)\s+(Rot|Blau) beginnt`).FindAllStringSubmatch(cover, -1)
	if len(rows) != 5 {
		t.Fatalf("the cover lists %d groups, want 5:\n%s", len(rows), cover)
	}
	for _, row := range rows {
		group, _ := strconv.Atoi(row[1])
		newGameWithNumber(t, a, row[2])
		s := a.board.Game().Setup()
		if got := strconv.FormatUint(s.Seed, 10); got != row[2] {
			t.Fatalf("New game dealt game number %s, want %s", got, row[2])
		}
		board := pdfText(t, files[0], 2*group)
		pictures := 0
		for i, c := range s.Cards {
			if c.Kind == game.PictureCard {
				pictures++
				if !strings.HasPrefix(c.Text, "fantasy/") {
					t.Errorf("group %d: New game dealt the simple picture %q, the class set fantasy pictures", group, c.Text)
				}
			} else if !strings.Contains(board, c.Text) {
				t.Errorf("group %d, game %s: New game deals %q at %d, the printed board lacks it", group, row[2], c.Text, i)
			}
		}
		if pictures != 12 {
			t.Errorf("group %d: %d pictures on a mixed 5×5 board, want 12", group, pictures)
		}
		if start := a.tr.T(teamKey(s.Key.Start), nil); start != row[3] {
			t.Errorf("group %d: New game starts with %s, the cover says %s", group, start, row[3])
		}
	}
}

func teamKey(t game.Team) string {
	if t == game.Blue {
		return "team.blue"
	}
	return "team.red"
}

// The board a game number deals depends on the set of word decks chosen,
// not on the order they were ticked in.
func TestTheDeckOrderDoesNotChangeTheBoard(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 1})
	one, err := a.dealSetup(dealChoice{Words: true, Size: game.Size5x5, Decks: []string{"de", "en", "nl"}}, 4711, nil)
	if err != nil {
		t.Fatal(err)
	}
	other, err := a.dealSetup(dealChoice{Words: true, Size: game.Size5x5, Decks: []string{"nl", "de", "en"}}, 4711, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range one.Cards {
		if one.Cards[i] != other.Cards[i] {
			t.Fatalf("card %d: %v with decks de, en, nl; %v with nl, de, en", i, one.Cards[i], other.Cards[i])
		}
	}
}
