package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/ui/internal/dealform"
	"github.com/decknamen/decknamen/ui/internal/errtext"
	"github.com/decknamen/decknamen/ui/newgame"
)

// wordState is the root's memory for texts and decks: the clue checker's
// lexicon per language (built once from the shipped decks) and the decks
// the next new-game dialog proposes after a language switch.
type wordState struct {
	lexicons  map[game.Language]*clue.Lexicon
	nextDecks []string // nil: propose the current game's decks
}

// errorText says an error in the player's language; no engine text reaches
// the player.
func (a *App) errorText(err error) string { return errtext.Text(a.tr, err, nil) }

// checkClue runs the clue checker with the words of the shipped decks of
// the board's language as its lexicon.
func (a *App) checkClue(word string) []clue.Warning {
	lang := a.deckLanguage()
	return clue.CheckWith(word, a.board.Game().VisibleWords(), lang, clue.Options{Lexicon: a.clueLexicon(lang)})
}

// clueLexicon is the clue checker's lexicon of lang: the words of every
// shipped deck in that language, and as known words those of the computer
// spymaster's lists (to tell compounds). It is built once per language.
func (a *App) clueLexicon(lang game.Language) *clue.Lexicon {
	if l, ok := a.words.lexicons[lang]; ok {
		return l
	}
	words, _ := assets.LanguageWords(lang) // without them the checker still has its own word lists
	if a.words.lexicons == nil {
		a.words.lexicons = map[game.Language]*clue.Lexicon{}
	}
	l := clue.NewLexicon(words).WithKnown(assets.AssociationWords(lang))
	a.words.lexicons[lang] = l
	return l
}

// shortcutLabel shows a shortcut's keys in a menu item, in the interface
// language. It only labels: its name matches no shortcut the window
// sends, so the menu never runs it; the canvas's own shortcuts do the work.
type shortcutLabel struct{ text string }

func (s shortcutLabel) ShortcutName() string  { return "label:" + s.text }
func (s shortcutLabel) Key() fyne.KeyName     { return fyne.KeyName(s.text) }
func (s shortcutLabel) Mod() fyne.KeyModifier { return 0 }

// pictureChoices are the picture decks the new-game dialog offers, named
// in the interface language, the default first.
func (a *App) pictureChoices() []newgame.Deck {
	return dealform.PictureDecks(a.tr.Lang())
}

// cardsIn counts the different cards the decks of c hold (as the deal
// counts them: per kind, ignoring case and spaces around), so that the
// dialog offers only the sizes c can fill.
func (a *App) cardsIn(c dealChoice) int {
	decks, err := a.decksFor(c)
	if err != nil {
		return 0
	}
	seen := map[game.Card]bool{}
	for _, d := range decks {
		for _, text := range d.Cards {
			if t := strings.ToLower(strings.TrimSpace(text)); t != "" {
				seen[game.Card{Kind: d.Kind, Text: t}] = true
			}
		}
	}
	return len(seen)
}

// proposedChoice is what the new-game dialog shows first: the current
// game's choice, with the decks of the interface language after a switch.
func (a *App) proposedChoice() dealChoice {
	c := a.choice
	if a.words.nextDecks != nil {
		c.Decks = a.words.nextDecks
	}
	return c
}

// proposeDecksAfterSwitch replaces, in the decks the next new-game dialog
// proposes, the standard deck of the old interface language by the new
// one's: a German group that switches to Dutch gets Dutch words next.
// The running game keeps its cards.
func (a *App) proposeDecksAfterSwitch(old, lang string) {
	decks := a.proposedChoice().Decks
	infos, _ := assets.Decks()
	standard := func(l string) string {
		for _, info := range infos {
			if string(info.Language) == l && info.FamilySafe && info.ID() == l {
				return info.ID()
			}
		}
		return ""
	}
	from, to := standard(old), standard(lang)
	if from == "" || to == "" || !slices.Contains(decks, from) {
		return
	}
	var next []string
	for _, id := range decks {
		if id == from {
			id = to
		}
		if !slices.Contains(next, id) {
			next = append(next, id)
		}
	}
	a.words.nextDecks = next
}
