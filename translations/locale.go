package translations

import "strings"

// SystemLanguage returns the interface language the environment asks for
// (LC_ALL, LC_MESSAGES, LANG, LANGUAGE, as POSIX orders them) when it is one
// the app speaks. It returns "en" for the C and POSIX locales, and "" when
// the environment names no locale at all. getenv is os.Getenv.
func SystemLanguage(getenv func(string) string) string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"} {
		v := getenv(name)
		if v == "" {
			continue
		}
		if v == "C" || v == "POSIX" || strings.HasPrefix(v, "C.") {
			return "en"
		}
		for _, part := range strings.Split(v, ":") { // LANGUAGE may list several
			if l := Match(part); l != "" {
				return l
			}
		}
		return "en"
	}
	return ""
}

// Match returns the app's language for a locale such as "de_AT.UTF-8",
// "nl-BE" or "en", or "" when the app does not speak it.
func Match(locale string) string {
	l := strings.ToLower(locale)
	if i := strings.IndexAny(l, "_-.@"); i >= 0 {
		l = l[:i]
	}
	for _, known := range Languages {
		if l == known {
			return known
		}
	}
	return ""
}
