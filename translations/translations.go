// Package translations holds every user-visible string of the app in
// English, German and Dutch (en.json, de.json, nl.json, embedded) and a thin
// wrapper over go-i18n to look them up. A Translator is cheap; the UI makes a
// new one when the user switches language.
package translations

import (
	"embed"
	"fmt"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

//go:embed en.json de.json nl.json
var files embed.FS

// Languages are the interface languages, English (the fallback) first.
var Languages = []string{"en", "de", "nl"}

// Translator looks up messages in one language, falling back to English.
type Translator struct {
	lang string
	loc  *i18n.Localizer
}

// New returns a Translator for lang ("en", "de" or "nl"); any other value gives English.
func New(lang string) (*Translator, error) {
	known := false
	for _, l := range Languages {
		known = known || l == lang
	}
	if !known {
		lang = "en"
	}
	bundle := i18n.NewBundle(language.English)
	// Only English (the fallback) and the chosen language: parsing the
	// others would cost start-up time for nothing.
	parse := []string{"en"}
	if lang != "en" {
		parse = append(parse, lang)
	}
	for _, l := range parse {
		b, err := files.ReadFile(l + ".json")
		if err != nil {
			return nil, fmt.Errorf("read %s translations: %w", l, err)
		}
		if _, err := bundle.ParseMessageFileBytes(b, l+".json"); err != nil {
			return nil, fmt.Errorf("parse %s translations: %w", l, err)
		}
	}
	return &Translator{lang: lang, loc: i18n.NewLocalizer(bundle, lang, "en")}, nil
}

// Lang returns the translator's language code.
func (t *Translator) Lang() string { return t.lang }

// T returns message id with its template filled from data (may be nil).
// A missing message shows its id, so a gap is visible rather than fatal.
func (t *Translator) T(id string, data map[string]any) string {
	s, err := t.loc.Localize(&i18n.LocalizeConfig{MessageID: id, TemplateData: data})
	if err != nil {
		return id
	}
	return s
}

// N returns the plural form of message id for count; the template gets
// {{.Count}} and the entries of data.
func (t *Translator) N(id string, count int, data map[string]any) string {
	d := map[string]any{"Count": count}
	for k, v := range data {
		d[k] = v
	}
	s, err := t.loc.Localize(&i18n.LocalizeConfig{MessageID: id, PluralCount: count, TemplateData: d})
	if err != nil {
		return id
	}
	return s
}
