package errtext

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/dealform"
	"github.com/decknamen/decknamen/ui/internal/files"
)

// engineErrors finds every exported error of a package by reading its
// source: package-level variables named Err… and exported types with an
// Error method.
func engineErrors(t *testing.T, dir, pkg string) []string {
	t.Helper()
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, decl := range f.Decls {
				switch d := decl.(type) {
				case *ast.GenDecl:
					for _, spec := range d.Specs {
						if vs, ok := spec.(*ast.ValueSpec); ok && d.Tok == token.VAR {
							for _, n := range vs.Names {
								if n.IsExported() && strings.HasPrefix(n.Name, "Err") {
									names = append(names, pkg+"."+n.Name)
								}
							}
						}
					}
				case *ast.FuncDecl:
					if d.Name.Name == "Error" && d.Recv != nil && len(d.Recv.List) == 1 {
						typ := d.Recv.List[0].Type
						if st, ok := typ.(*ast.StarExpr); ok {
							typ = st.X
						}
						if id, ok := typ.(*ast.Ident); ok && id.IsExported() {
							names = append(names, pkg+"."+id.Name)
						}
					}
				}
			}
		}
	}
	return names
}

// Every exported error of the engine has a message in every language, and
// the message is not the engine's English text, also when the error comes
// wrapped.
func TestEveryEngineErrorIsTranslated(t *testing.T) {
	root := filepath.Join("..", "..", "..", "game")
	var want []string
	want = append(want, engineErrors(t, root, "game")...)
	want = append(want, engineErrors(t, filepath.Join(root, "wordlist"), "wordlist")...)
	want = append(want, engineErrors(t, filepath.Join(root, "kodeknacker"), "kodeknacker")...)
	if len(want) < 30 {
		t.Fatalf("found only %d engine errors: is the source walk broken?", len(want))
	}
	known := map[string]Entry{}
	for _, e := range append(Entries(), Types()...) {
		known[e.Name] = e
	}
	for _, name := range want {
		e, ok := known[name]
		if !ok {
			t.Errorf("%s has no translated message in ui/internal/errtext", name)
			continue
		}
		for _, lang := range translations.Languages {
			tr, err := translations.New(lang)
			if err != nil {
				t.Fatal(err)
			}
			wrapped := fmt.Errorf("load game: %w", e.Err)
			got := Text(tr, wrapped, map[string]any{"File": "liste.txt"})
			if want := tr.T(e.ID, nil); got == e.ID || want == e.ID {
				t.Errorf("%s in %s: message %s missing", name, lang, e.ID)
			}
			if strings.Contains(got, e.Err.Error()) || strings.Contains(got, "<no value>") || strings.Contains(got, "{{") {
				t.Errorf("%s in %s: %q shows engine text or an empty field", name, lang, got)
			}
			if other, _ := translations.New("en"); lang != "en" && got == Text(other, wrapped, map[string]any{"File": "liste.txt"}) && !strings.Contains(got, "OK") {
				t.Errorf("%s in %s: %q is the English text", name, lang, got)
			}
		}
	}
}

// The figures of a NotEnoughCardsError reach the player.
func TestNotEnoughCardsNamesTheFigures(t *testing.T) {
	tr, _ := translations.New("de")
	got := Text(tr, fmt.Errorf("deal: %w", &game.NotEnoughCardsError{Have: 24, Need: 25}), nil)
	if !strings.Contains(got, "24") || !strings.Contains(got, "25") || strings.Contains(got, "not enough") {
		t.Errorf("got %q", got)
	}
}

// An error from outside the engine gets a general message in the player's language.
func TestOtherErrorsAreTranslated(t *testing.T) {
	tr, _ := translations.New("nl")
	if got := Text(tr, errors.New("boom"), nil); got == "error.unexpected" || strings.Contains(got, "boom") {
		t.Errorf("got %q", got)
	}
	_, err := os.Open(filepath.Join(t.TempDir(), "x.json"))
	if got := Text(tr, err, nil); !strings.Contains(got, "x.json") || strings.Contains(got, "no such file") {
		t.Errorf("got %q", got)
	}
}

// A deal refused because every chosen list was deleted says so, in the
// player's language, not as an unexpected error.
func TestADealWithoutDecksIsExplained(t *testing.T) {
	for _, lang := range translations.Languages {
		tr, _ := translations.New(lang)
		err := fmt.Errorf("new game: %w", dealform.ErrNoDeck)
		if got, want := Text(tr, err, nil), tr.T("newGame.noDeck", nil); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

// In the browser the storage's errors are no fs.PathError and its root is
// the folder "fyne" that exists nowhere: the message names the app's entry.
func TestAStorageErrorNamesTheEntryNotTheStoragesFolder(t *testing.T) {
	tr, _ := translations.New("de")
	err := fmt.Errorf("save game: %w", &files.Error{Op: "save", Name: "current-game.json",
		Err: &os.PathError{Op: "open", Path: "/fyne", Err: errors.New("not implemented on js")}})
	got := Text(tr, err, nil)
	if !strings.Contains(got, "current-game.json") || strings.Contains(got, "fyne") {
		t.Errorf("got %q", got)
	}
}
