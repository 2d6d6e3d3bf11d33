// Package errtext says the engine's errors in the player's language: every
// exported error of game, game/wordlist and game/kodeknacker has its
// message here, so no engine text (which is English, for developers)
// reaches the player.
package errtext

import (
	"errors"
	"io/fs"
	"path/filepath"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/kodeknacker"
	"github.com/decknamen/decknamen/game/wordlist"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/dealform"
	"github.com/decknamen/decknamen/ui/internal/files"
)

// Entry is an engine error the UI translates: its name in its package
// (for the test that finds every exported error), the error and the
// message ID.
type Entry struct {
	Name string
	Err  error
	ID   string
}

// Entries are the sentinel errors, the more specific ones before the
// classes that wrap them (ErrMissingMoves comes wrapped in ErrNotASave).
func Entries() []Entry {
	return []Entry{
		{"game.ErrGameOver", game.ErrGameOver, "error.gameOver"},
		{"game.ErrWrongPhase", game.ErrWrongPhase, "error.wrongPhase"},
		{"game.ErrBadClue", game.ErrBadClue, "error.badClue"},
		{"game.ErrNoSuchCard", game.ErrNoSuchCard, "error.noSuchCard"},
		{"game.ErrCardCovered", game.ErrCardCovered, "error.cardCovered"},
		{"game.ErrNotOwnAgent", game.ErrNotOwnAgent, "error.notOwnAgent"},
		{"game.ErrMustGuessFirst", game.ErrMustGuessFirst, "error.mustGuessFirst"},
		{"game.ErrSuddenDeath", game.ErrSuddenDeath, "error.suddenDeath"},
		{"game.ErrVariantOff", game.ErrVariantOff, "error.variantOff"},
		{"game.ErrUnknownMove", game.ErrUnknownMove, "error.unknownMove"},
		{"game.ErrNothingToUndo", game.ErrNothingToUndo, "error.nothingToUndo"},
		{"game.ErrNotEnoughCards", game.ErrNotEnoughCards, "error.notEnoughCardsShort"},
		{"game.ErrCoOpWithAssassinEnd", game.ErrCoOpWithAssassinEnd, "error.coOpWithAssassinEnd"},
		{"game.ErrTurnTimerRange", game.ErrTurnTimerRange, "newGame.badTimer"},
		{"game.ErrMissingMoves", game.ErrMissingMoves, "error.missingMoves"},
		{"game.ErrUnsupportedVersion", game.ErrUnsupportedVersion, "error.saveVersion"},
		{"game.ErrNotASave", game.ErrNotASave, "error.notASave"},
		{"game.ErrInvalidSetup", game.ErrInvalidSetup, "error.invalidSetup"},

		{"wordlist.ErrEmpty", wordlist.ErrEmpty, "lists.errEmpty"},
		{"wordlist.ErrTooLarge", wordlist.ErrTooLarge, "lists.errTooLarge"},
		{"wordlist.ErrBinary", wordlist.ErrBinary, "lists.errBinary"},
		{"wordlist.ErrTooFew", wordlist.ErrTooFew, "lists.errTooFew"},

		{"kodeknacker.ErrGameOver", kodeknacker.ErrGameOver, "kk.errorGameOver"},
		{"kodeknacker.ErrNotYourTurn", kodeknacker.ErrNotYourTurn, "kk.errorNotYourTurn"},
		{"kodeknacker.ErrCodeAlreadySet", kodeknacker.ErrCodeAlreadySet, "kk.errorCodeSet"},
		{"kodeknacker.ErrCodesNotSet", kodeknacker.ErrCodesNotSet, "kk.errorCodesNotSet"},
		{"kodeknacker.ErrInvalidCode", kodeknacker.ErrInvalidCode, "kk.errorInvalidCode"},
		{"kodeknacker.ErrInvalidPlayer", kodeknacker.ErrInvalidPlayer, "kk.errorInvalidPlayer"},
		{"kodeknacker.ErrUnknownMove", kodeknacker.ErrUnknownMove, "error.unknownMove"},
		{"kodeknacker.ErrNothingToUndo", kodeknacker.ErrNothingToUndo, "error.nothingToUndo"},
		{"kodeknacker.ErrMissingMoves", kodeknacker.ErrMissingMoves, "error.missingMoves"},
		{"kodeknacker.ErrUnknownFormat", kodeknacker.ErrUnknownFormat, "error.saveVersion"},
		{"kodeknacker.ErrBadSave", kodeknacker.ErrBadSave, "kk.errorBadSave"},
		{"kodeknacker.ErrInvalidSetup", kodeknacker.ErrInvalidSetup, "kk.errorInvalidSetup"},
		{"kodeknacker.ErrUnknownLevel", kodeknacker.ErrUnknownLevel, "kk.errorUnknownLevel"},
		{"kodeknacker.ErrInconsistentHistory", kodeknacker.ErrInconsistentHistory, "kk.errorInconsistent"},
		{"kodeknacker.ErrAlreadyCracked", kodeknacker.ErrAlreadyCracked, "kk.errorAlreadyCracked"},

		{"dealform.ErrNoDeck", dealform.ErrNoDeck, "newGame.noDeck"},
	}
}

// Types are the exported error types, each with an example; Text reads
// their fields (NotEnoughCardsError's figures, wordlist.Error's count) or
// the reason they wrap.
func Types() []Entry {
	return []Entry{
		{"game.MoveError", &game.MoveError{Move: game.Stop{}, Err: game.ErrMustGuessFirst}, "error.mustGuessFirst"},
		{"game.NotEnoughCardsError", &game.NotEnoughCardsError{Have: 24, Need: 25}, "error.notEnoughCards"},
		{"game.SavedMoveError", &game.SavedMoveError{Move: 3, Of: 3, Err: game.ErrNoSuchCard}, "error.noSuchCard"},
		{"wordlist.Error", &wordlist.Error{Reason: wordlist.ErrTooFew, Words: 12}, "lists.errTooFew"},
		{"kodeknacker.MoveError", &kodeknacker.MoveError{Err: kodeknacker.ErrNotYourTurn}, "kk.errorNotYourTurn"},
	}
}

// Text is err in tr's language. data may name the File an error is about
// (a word list's or a saved game's). An error of none of the engine's
// kinds (a file system's, say) gets a general message that names the
// file when it knows one.
func Text(tr *translations.Translator, err error, data map[string]any) string {
	d := map[string]any{"File": "", "Min": game.MinTurnTimer, "Max": game.MaxTurnTimer,
		"MaxKB": wordlist.MaxFileSize / 1024}
	for k, v := range data {
		d[k] = v
	}
	var cards *game.NotEnoughCardsError
	if errors.As(err, &cards) {
		d["Have"], d["Need"] = cards.Have, cards.Need
		return tr.T("error.notEnoughCards", d)
	}
	var list *wordlist.Error
	d["Words"] = 0
	if errors.As(err, &list) {
		d["Words"] = list.Words
	}
	for _, e := range Entries() {
		if errors.Is(err, e.Err) {
			if e.Err == wordlist.ErrTooFew {
				d["Min"] = wordlist.MinWords
			}
			return tr.T(e.ID, d)
		}
	}
	var entry *files.Error // the app's own file, in the browser too
	if errors.As(err, &entry) {
		return tr.T("error.file", map[string]any{"File": entry.Name})
	}
	var path *fs.PathError
	if errors.As(err, &path) {
		return tr.T("error.file", map[string]any{"File": filepath.Base(path.Path)})
	}
	return tr.T("error.unexpected", nil)
}
