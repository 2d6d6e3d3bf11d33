package ui

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/translations"
)

// TestEveryMessageTheUIUsesExists scans the UI's source (this package and
// the packages under it) for message ids and checks each one, and every id
// built at run time, in every language.
func TestEveryMessageTheUIUsesExists(t *testing.T) {
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	literal := regexp.MustCompile(`(?:\.T|\.N|\bt)\("([a-zA-Z]+\.[a-zA-Z0-9.]+)"|"(error\.[a-zA-Z]+)"`)
	ids := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range literal.FindAllStringSubmatch(string(src), -1) {
			ids[m[1]+m[2]] = true
		}
	}
	if len(ids) < 50 {
		t.Fatalf("found only %d message ids: the scan is broken", len(ids))
	}
	for k := clue.Kind(1); k.String() != "unknown"; k++ {
		ids["clueWarning."+k.String()] = true
	}
	for r := 1; r <= 7; r++ {
		ids["rating."+strconv.Itoa(r)] = true
	}
	for _, id := range []game.Identity{game.Bystander, game.RedAgent, game.BlueAgent, game.Assassin} {
		ids["identity."+id.String()] = true
	}
	for _, lang := range translations.Languages {
		tr, err := translations.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for id := range ids {
			if tr.T(id, nil) == id && tr.N(id, 2, nil) == id {
				t.Errorf("%s: message %q is missing", lang, id)
			}
		}
	}
}

func TestTheVersionMatchesFyneAppToml(t *testing.T) {
	b, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `Version = "`+Version+`"`) {
		t.Fatalf("FyneApp.toml does not give version %s", Version)
	}
}
