package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Save-file format: JSON with a format name and version, the setup and the moves.
const (
	SaveFormat  = "decknamen-game"
	SaveVersion = 1
	// MaxSaveSize is the largest save file Load reads.
	MaxSaveSize = 1 << 20
	// MaxMoves is the most moves a saved game may hold.
	MaxMoves = 10000
)

// Errors of Load, besides ErrInvalidSetup and *MoveError.
var (
	ErrNotASave           = errors.New("not a Decknamen save file")
	ErrUnsupportedVersion = errors.New("save file version not supported")
	// ErrMissingMoves: the file has no list of moves ("moves" is missing
	// or null). Save always writes one, even an empty list for a new game,
	// so such a file is damaged and must not load as a fresh game. It comes
	// wrapped together with ErrNotASave.
	ErrMissingMoves = errors.New("save file has no list of moves")
)

type saveFile struct {
	Format  string     `json:"format"`
	Version int        `json:"version"`
	Setup   Setup      `json:"setup"`
	Moves   []moveJSON `json:"moves"`
}

// Save encodes the game as JSON: its setup and its moves.
func (g *Game) Save() ([]byte, error) {
	f := saveFile{Format: SaveFormat, Version: SaveVersion, Setup: g.setup, Moves: make([]moveJSON, len(g.moves))}
	for i, m := range g.moves {
		f.Moves[i] = encodeMove(m)
	}
	b, err := json.Marshal(f)
	if err != nil {
		return nil, fmt.Errorf("save game: %w", err)
	}
	return b, nil
}

// Load decodes a save file and replays its moves, which validates each of
// them again. It never panics: a damaged file returns an error that wraps
// ErrNotASave (with ErrMissingMoves when the moves are missing),
// ErrUnsupportedVersion, ErrInvalidSetup or a *MoveError.
func Load(data []byte) (*Game, error) {
	if len(data) > MaxSaveSize {
		return nil, fmt.Errorf("load game: %w: larger than %d bytes", ErrNotASave, MaxSaveSize)
	}
	// One pass over the bytes; setup and moves are decoded only once the
	// format and version are known.
	var f struct {
		Format  string          `json:"format"`
		Version int             `json:"version"`
		Setup   json.RawMessage `json:"setup"`
		Moves   json.RawMessage `json:"moves"`
	}
	if err := json.Unmarshal(data, &f); err != nil || f.Format != SaveFormat {
		return nil, fmt.Errorf("load game: %w", ErrNotASave)
	}
	if f.Version != SaveVersion {
		return nil, fmt.Errorf("load game: %w: version %d (this app reads %d)", ErrUnsupportedVersion, f.Version, SaveVersion)
	}
	var setup Setup
	var rawMoves []moveJSON
	if err := json.Unmarshal(f.Setup, &setup); err != nil {
		return nil, fmt.Errorf("load game: %w: setup: %v", ErrNotASave, err)
	}
	if len(f.Moves) == 0 || string(bytes.TrimSpace(f.Moves)) == "null" {
		return nil, fmt.Errorf("load game: %w: %w", ErrNotASave, ErrMissingMoves)
	}
	if err := json.Unmarshal(f.Moves, &rawMoves); err != nil {
		return nil, fmt.Errorf("load game: %w: moves: %v", ErrNotASave, err)
	}
	if len(rawMoves) > MaxMoves {
		return nil, fmt.Errorf("load game: %w: %d moves", ErrNotASave, len(rawMoves))
	}
	moves := make([]Move, len(rawMoves))
	for i, j := range rawMoves {
		m, err := decodeMove(j)
		if err != nil {
			return nil, fmt.Errorf("load game: move %d: %w: %v", i+1, ErrNotASave, err)
		}
		moves[i] = m
	}
	g, err := New(setup)
	if err != nil {
		return nil, fmt.Errorf("load game: %w", err)
	}
	for i, m := range moves {
		if err := g.Apply(m); err != nil {
			// The moves before it are good: the game goes on from there.
			return g, &SavedMoveError{Move: i + 1, Of: len(moves), Err: err}
		}
	}
	return g, nil
}

// SavedMoveError is a saved move the rules refuse. Load returns it with
// the game up to the move before, which can be played on.
type SavedMoveError struct {
	Move, Of int   // which move (from 1) of how many
	Err      error // why the rules refuse it
}

func (e *SavedMoveError) Error() string {
	return fmt.Sprintf("load game: move %d of %d: %v", e.Move, e.Of, e.Err)
}

func (e *SavedMoveError) Unwrap() error { return e.Err }
