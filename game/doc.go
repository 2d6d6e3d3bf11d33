// Package game plays the Codenames family ("Decknamen") by the rule books:
// dealing a board and key from a seed, the turn flow of clues and guesses,
// every variant the app offers, the clue checker, and saving a game as its
// setup plus its list of moves.
//
// A Game is its Setup and the moves applied to it. Apply validates a move
// and either applies it or returns a *MoveError and changes nothing. All other
// state is derived from the moves, so Undo replays all but the last move and
// Load replays (and so re-validates) a saved game.
//
// The package is pure Go: it knows nothing of widgets, languages of the user
// interface or pictures. Cards are opaque texts (a word, or a picture's name).
package game
