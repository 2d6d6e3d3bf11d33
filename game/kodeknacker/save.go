package kodeknacker

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

const (
	// FormatVersion is the version of the save format written by Save.
	FormatVersion = 1
	// MaxSaveSize is the largest save file Load reads. A finished game
	// is well under a kilobyte.
	MaxSaveSize = 1 << 20
)

// Errors of Load, besides a *MoveError for a move the rules reject.
var (
	ErrBadSave       = errors.New("malformed save file")
	ErrUnknownFormat = errors.New("unknown save format version")
	// ErrMissingMoves: the file has no list of moves ("moves" missing or
	// null). Save always writes one, even an empty list, so the file is
	// damaged and must not load as a fresh game. It comes wrapped together
	// with ErrBadSave.
	ErrMissingMoves = errors.New("save file has no list of moves")
)

type savedMove struct {
	Kind   string `json:"kind"`
	Player Player `json:"player"`
	Code   string `json:"code"`
}

type saveFile struct {
	Format int         `json:"format"`
	Setup  Setup       `json:"setup"`
	Moves  []savedMove `json:"moves"`
}

const (
	kindSetCode = "setCode"
	kindGuess   = "guess"
)

// Save encodes the game as JSON: format version, setup and moves.
func (g *Game) Save() ([]byte, error) {
	f := saveFile{Format: FormatVersion, Setup: g.setup, Moves: make([]savedMove, 0, len(g.moves))}
	for _, m := range g.moves {
		switch m := m.(type) {
		case SetCode:
			f.Moves = append(f.Moves, savedMove{Kind: kindSetCode, Player: m.Player, Code: m.Code.String()})
		case Guess:
			f.Moves = append(f.Moves, savedMove{Kind: kindGuess, Player: m.Player, Code: m.Code.String()})
		}
	}
	b, err := json.Marshal(f)
	if err != nil {
		return nil, fmt.Errorf("save game: %w", err)
	}
	return b, nil
}

// Load decodes a game written by Save and replays its moves, so it is
// checked like a game played live. It fails with ErrBadSave (with
// ErrMissingMoves when the moves are missing),
// ErrUnknownFormat, ErrInvalidSetup or a *MoveError.
func Load(data []byte) (*Game, error) {
	if len(data) > MaxSaveSize {
		return nil, fmt.Errorf("load game: %w: larger than %d bytes", ErrBadSave, MaxSaveSize)
	}
	var f saveFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("load game: %w: %w", ErrBadSave, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("load game: %w: trailing data", ErrBadSave)
	}
	if f.Format != FormatVersion {
		return nil, fmt.Errorf("load game: %w: %d", ErrUnknownFormat, f.Format)
	}
	if f.Moves == nil {
		return nil, fmt.Errorf("load game: %w: %w", ErrBadSave, ErrMissingMoves)
	}
	g, err := New(f.Setup)
	if err != nil {
		return nil, fmt.Errorf("load game: %w", err)
	}
	for i, sm := range f.Moves {
		code, err := ParseCode(sm.Code)
		if err != nil {
			return nil, fmt.Errorf("load game: move %d: %w", i+1, err)
		}
		var m Move
		switch sm.Kind {
		case kindSetCode:
			m = SetCode{Player: sm.Player, Code: code}
		case kindGuess:
			m = Guess{Player: sm.Player, Code: code}
		default:
			return nil, fmt.Errorf("load game: move %d: %w %q", i+1, ErrUnknownMove, sm.Kind)
		}
		if err := g.Apply(m); err != nil {
			return nil, fmt.Errorf("load game: move %d: %w", i+1, err)
		}
	}
	return g, nil
}
