package game

// Language is the language of a game's words and clues, as an ISO 639-1 code.
type Language string

// The languages the app plays in.
const (
	German  Language = "de"
	Dutch   Language = "nl"
	English Language = "en"
)

// Valid reports whether l is one of the languages the app plays in.
func (l Language) Valid() bool {
	switch l {
	case German, Dutch, English:
		return true
	}
	return false
}
