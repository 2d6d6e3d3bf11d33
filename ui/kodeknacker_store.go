package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/decknamen/decknamen/game/kodeknacker"
)

// kkStore keeps the running Kodeknacker game on disk, written after every
// move, in the folder of the Codenames store.
type kkStore struct{ dir string }

const kkCurrentFile = "current-kodeknacker.json"

// kkSaved is a Kodeknacker game with what the engine does not know: who
// plays. Against the computer, the person is Player1 and the computer
// Player2.
type kkSaved struct {
	Mode  kkMode
	Level kodeknacker.Level
	Game  *kodeknacker.Game
}

// kkSaveFile is the file's JSON: the mode and level around the engine's
// own save format.
type kkSaveFile struct {
	Format int             `json:"format"`
	Mode   string          `json:"mode"`            // "hotseat" or "computer"
	Level  string          `json:"level,omitempty"` // the computer's level
	Game   json.RawMessage `json:"game"`
}

const kkSaveFormat = 1

// Errors of loading a Kodeknacker save file, besides the engine's.
var errKKBadSave = errors.New("malformed Kodeknacker save file")

// save writes the game atomically: a new file, then a rename over the old one.
func (s kkStore) save(sv kkSaved) error {
	data, err := sv.Game.Save()
	if err != nil {
		return err
	}
	f := kkSaveFile{Format: kkSaveFormat, Mode: "hotseat", Game: data}
	if sv.Mode == kkComputer {
		f.Mode, f.Level = "computer", sv.Level.String()
	}
	out, err := json.Marshal(f)
	if err != nil {
		return fmt.Errorf("save game: %w", err)
	}
	return writeFileAtomic(s.dir, kkCurrentFile, out)
}

// load reads the saved game. It returns (nil, "", nil) when there is none.
// A damaged file is moved aside (kept, never deleted) and reported with the
// name it was kept under.
func (s kkStore) load() (sv *kkSaved, kept string, err error) {
	kept, err = readKeepingDamaged(s.dir, kkCurrentFile, "damaged-kodeknacker", func(data []byte) (err error) {
		sv, err = decodeKKSave(data)
		return err
	})
	return sv, kept, err
}

// decodeKKSave reads a file written by save; the engine replays and so
// checks every move.
func decodeKKSave(data []byte) (*kkSaved, error) {
	var f kkSaveFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%w: %w", errKKBadSave, err)
	}
	if f.Format != kkSaveFormat {
		return nil, fmt.Errorf("%w: format %d", errKKBadSave, f.Format)
	}
	sv := &kkSaved{}
	switch f.Mode {
	case "hotseat":
	case "computer":
		sv.Mode = kkComputer
		l, err := kodeknacker.ParseLevel(f.Level)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", errKKBadSave, err)
		}
		sv.Level = l
	default:
		return nil, fmt.Errorf("%w: mode %q", errKKBadSave, f.Mode)
	}
	g, err := kodeknacker.Load(f.Game)
	if err != nil {
		return nil, err
	}
	sv.Game = g
	return sv, nil
}
