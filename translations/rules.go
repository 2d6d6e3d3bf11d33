package translations

import (
	"embed"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

//go:embed rules/en.md rules/de.md rules/nl.md rules/sections.json
var ruleFiles embed.FS

// RulesSection is one "##" section of the in-app rules.
type RulesSection struct {
	ID       string // stable id, e.g. "assassin-end"
	Title    string // the heading in the section's language
	Markdown string // the section's text, heading included
}

// RuleSectionIDs are the sections every language has, in order.
var RuleSectionIDs = []string{"overview", "setup", "turn", "clues", "end", "expert-clues", "modified-plus-one",
	"assassin-end", "coop", "three-players", "penalty", "timer", "computer", "pictures-and-mixed", "kodeknacker"}

// Rules returns the rules in lang ("en", "de" or "nl"; anything else gives
// English), split into their sections.
func Rules(lang string) ([]RulesSection, error) {
	if Match(lang) == "" {
		lang = "en"
	}
	raw, err := ruleFiles.ReadFile("rules/sections.json")
	if err != nil {
		return nil, fmt.Errorf("read rule sections: %w", err)
	}
	var titles map[string]map[string]string
	if err := json.Unmarshal(raw, &titles); err != nil {
		return nil, fmt.Errorf("parse rule sections: %w", err)
	}
	ids := map[string]string{} // heading → id
	for id, byLang := range titles {
		ids[byLang[lang]] = id
	}
	md, err := ruleFiles.ReadFile("rules/" + lang + ".md")
	if err != nil {
		return nil, fmt.Errorf("read %s rules: %w", lang, err)
	}
	text, err := fillRatings(string(md), lang)
	if err != nil {
		return nil, err
	}
	var sections []RulesSection
	for _, line := range strings.SplitAfter(text, "\n") {
		if title, ok := strings.CutPrefix(line, "## "); ok {
			title = strings.TrimSpace(title)
			id, known := ids[title]
			if !known {
				return nil, fmt.Errorf("%s rules: section %q is not in sections.json", lang, title)
			}
			sections = append(sections, RulesSection{ID: id, Title: title})
		}
		if len(sections) > 0 {
			sections[len(sections)-1].Markdown += line
		}
	}
	return sections, nil
}

// ratingsMark stands in the rules where the co-op ratings go: they are the
// messages rating.1 to rating.7, so the rules and the game-over text agree.
const ratingsMark = "{{ratings}}"

// fillRatings replaces ratingsMark in md by the co-op rating table, best first.
func fillRatings(md, lang string) (string, error) {
	if !strings.Contains(md, ratingsMark) {
		return md, nil
	}
	tr, err := New(lang)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for r := MaxRating; r >= 1; r-- {
		label := strconv.Itoa(r)
		if r == MaxRating {
			label = tr.T("rating.scoreOrMore", map[string]any{"Score": r})
		}
		fmt.Fprintf(&b, "- **%s:** %s\n", label, tr.T("rating."+strconv.Itoa(r), nil))
	}
	return strings.Replace(md, ratingsMark+"\n", b.String(), 1), nil
}

// MaxRating is the top of the co-op rating scale (game.Game.Rating).
const MaxRating = 7
