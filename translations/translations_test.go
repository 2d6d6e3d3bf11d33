package translations

import (
	"encoding/json"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
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
		if got := [2]string{tr.N("status.agentsLeft", 1, nil), tr.N("status.agentsLeft", 3, nil)}; got != want {
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
	if got := de.T("resume.text", map[string]any{"Number": 42}); got != "Das Spiel mit der Spielnummer 42 ist noch nicht zu Ende." {
		t.Fatalf("got %q", got)
	}
}

func TestSystemLanguageReadsThePOSIXLocaleVariables(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"LANG": "de_DE.UTF-8"}, "de"},
		{map[string]string{"LANG": "nl_BE.UTF-8"}, "nl"},
		{map[string]string{"LC_ALL": "nl_NL", "LANG": "de_DE"}, "nl"},
		{map[string]string{"LANG": "C"}, "en"},
		{map[string]string{"LC_ALL": "POSIX"}, "en"},
		{map[string]string{"LANG": "C.UTF-8"}, "en"},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, "en"},
		{map[string]string{"LANGUAGE": "fr:nl:en"}, "nl"},
		{map[string]string{}, ""},
	} {
		if got := SystemLanguage(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("%v: got %q, want %q", tc.env, got, tc.want)
		}
	}
}

func TestRulesHaveEverySectionInEveryLanguageInTheSameOrder(t *testing.T) {
	for _, lang := range Languages {
		sections, err := Rules(lang)
		if err != nil {
			t.Fatal(err)
		}
		if len(sections) != len(RuleSectionIDs) {
			t.Fatalf("%s: %d sections, want %d", lang, len(sections), len(RuleSectionIDs))
		}
		for i, s := range sections {
			if s.ID != RuleSectionIDs[i] || !strings.HasPrefix(s.Markdown, "## "+s.Title) || len(s.Markdown) < 200 {
				t.Errorf("%s: section %d is %q (%q, %d bytes), want %q", lang, i, s.ID, s.Title, len(s.Markdown), RuleSectionIDs[i])
			}
			if strings.ContainsAny(s.Markdown, "<|") {
				t.Errorf("%s %s: HTML or a table, which the rules window cannot show", lang, s.ID)
			}
		}
	}
}

// The co-op ratings on the rules page are the very messages the game-over
// text uses, one table for both.
func TestRulesShowTheSameCoOpRatingsAsTheGameOverText(t *testing.T) {
	for _, lang := range Languages {
		sections, err := Rules(lang)
		if err != nil {
			t.Fatal(err)
		}
		tr, _ := New(lang)
		var coop string
		for _, s := range sections {
			if s.ID == "coop" {
				coop = s.Markdown
			}
		}
		if strings.Contains(coop, ratingsMark) {
			t.Errorf("%s: the ratings mark was not replaced", lang)
		}
		for r := 1; r <= MaxRating; r++ {
			if line := tr.T("rating."+strconv.Itoa(r), nil); !strings.Contains(coop, line) {
				t.Errorf("%s: the co-op rules lack rating %d %q", lang, r, line)
			}
		}
		if want := tr.T("rating.scoreOrMore", map[string]any{"Score": MaxRating}); !strings.Contains(coop, "**"+want+":**") {
			t.Errorf("%s: the co-op rules lack %q", lang, want)
		}
	}
}

// The Woordenlijst (and OpenTaal's word list after it) writes "geheim
// agent" as two words; the spymasters' window, the class set and the
// rules must agree with it and with each other.
func TestDutchWritesGeheimAgentAsTwoWordsEverywhere(t *testing.T) {
	texts := map[string]string{}
	b, err := files.ReadFile("nl.json")
	if err != nil {
		t.Fatal(err)
	}
	texts["nl.json"] = string(b)
	sections, err := Rules("nl")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sections {
		texts["rules "+s.ID] = s.Markdown
	}
	seen := 0
	for name, s := range texts {
		low := strings.ToLower(s)
		if strings.Contains(low, "geheimagent") {
			t.Errorf("%s writes \"geheimagent\" as one word", name)
		}
		seen += strings.Count(low, "geheim agent")
	}
	if seen < 3 {
		t.Fatalf("\"geheim agent\" appears %d times; the guessers are named so in the rules and both privacy screens", seen)
	}
}
