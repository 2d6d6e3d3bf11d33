package translations

import (
	"encoding/json"
	"reflect"
	"regexp"
	"sort"
	"testing"
)

var templateVar = regexp.MustCompile(`{{\s*\.(\w+)\s*}}`)

// messageVars maps each message id to the sorted template variables it uses.
func messageVars(t *testing.T, lang string) map[string][]string {
	b, err := files.ReadFile(lang + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatalf("%s.json: %v", lang, err)
	}
	out := map[string][]string{}
	for id, v := range raw {
		set := map[string]bool{}
		collect := func(s string) {
			for _, m := range templateVar.FindAllStringSubmatch(s, -1) {
				set[m[1]] = true
			}
		}
		switch v := v.(type) {
		case string:
			collect(v)
		case map[string]any:
			for _, form := range v {
				s, _ := form.(string)
				collect(s)
			}
		}
		vars := []string{}
		for name := range set {
			vars = append(vars, name)
		}
		sort.Strings(vars)
		out[id] = vars
	}
	return out
}

func TestEveryMessageExistsInEveryLanguageWithTheSameVariables(t *testing.T) {
	en := messageVars(t, "en")
	for _, lang := range Languages[1:] {
		other := messageVars(t, lang)
		for id, vars := range en {
			got, ok := other[id]
			if !ok {
				t.Errorf("%s lacks %q", lang, id)
			} else if !reflect.DeepEqual(got, vars) {
				t.Errorf("%s %q uses %v, English uses %v", lang, id, got, vars)
			}
		}
		for id := range other {
			if _, ok := en[id]; !ok {
				t.Errorf("%s has %q, English does not", lang, id)
			}
		}
	}
}

func TestPluralFormsFollowTheCount(t *testing.T) {
	for lang, want := range map[string][2]string{
		"en": {"1 agent left", "3 agents left"},
		"de": {"noch 1 Agent", "noch 3 Agenten"},
		"nl": {"nog 1 agent", "nog 3 agenten"},
	} {
		tr, err := New(lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := [2]string{tr.N("board.agentsLeft", 1, nil), tr.N("board.agentsLeft", 3, nil)}; got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

func TestUnknownLanguagesFallBackToEnglishAndMissingIDsShowThemselves(t *testing.T) {
	tr, err := New("fr")
	if err != nil {
		t.Fatal(err)
	}
	if tr.Lang() != "en" || tr.T("team.red", nil) != "Red" || tr.T("no.such.id", nil) != "no.such.id" || tr.N("no.such.id", 2, nil) != "no.such.id" {
		t.Fatal("fallback failed")
	}
	de, _ := New("de")
	if got := de.T("board.gameNumber", map[string]any{"Number": 42}); got != "Spielnummer 42" {
		t.Fatalf("got %q", got)
	}
}
