package kodeknacker

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/decknamen/decknamen/game/kodeknacker"
	"github.com/decknamen/decknamen/ui/internal/files"
)

// store keeps the running Kodeknacker game in the app's storage, written
// after every move, in the folder of the Codenames store.
type store struct{ folder files.Folder }

const currentFile = "current-kodeknacker.json"

// saved is a Kodeknacker game with what the engine does not know: who
// plays. Against the computer, the person is Player1 and the computer
// Player2.
type saved struct {
	Mode  playMode
	Level kodeknacker.Level
	Game  *kodeknacker.Game
}

// saveFile is the file's JSON: the mode and level around the engine's
// own save format.
type saveFile struct {
	Format int             `json:"format"`
	Mode   string          `json:"mode"`            // "hotseat" or "computer"
	Level  string          `json:"level,omitempty"` // the computer's level
	Game   json.RawMessage `json:"game"`
}

const saveFormat = 1

// Errors of loading a Kodeknacker save file, besides the engine's.
var errBadSave = errors.New("malformed Kodeknacker save file")

// save writes the game (atomically on the desktop: files.Folder.Write).
func (s store) save(sv saved) error {
	data, err := sv.Game.Save()
	if err != nil {
		return err
	}
	f := saveFile{Format: saveFormat, Mode: "hotseat", Game: data}
	if sv.Mode == modeComputer {
		f.Mode, f.Level = "computer", sv.Level.String()
	}
	out, err := json.Marshal(f)
	if err != nil {
		return fmt.Errorf("save game: %w", err)
	}
	return s.folder.Write(currentFile, out)
}

// load reads the saved game. It returns (nil, "", nil) when there is none.
// A damaged entry is put aside (kept, never deleted) and reported with how
// to find it: its path on the desktop, its name in the browser.
func (s store) load() (sv *saved, kept string, err error) {
	kept, err = s.folder.ReadKeepingDamaged(currentFile, "damaged-kodeknacker", func(data []byte) (err error) {
		sv, err = decodeSave(data)
		return err
	})
	return sv, kept, err
}

// keptID is the message saying where a damaged save was kept: its path on
// the desktop, its name in the browser's storage.
func (s store) keptID() string {
	if s.folder.OnDisk() {
		return "kk.damagedText"
	}
	return "kk.damagedTextBrowser"
}

// decodeSave reads a file written by save; the engine replays and so
// checks every move.
func decodeSave(data []byte) (*saved, error) {
	var f saveFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%w: %w", errBadSave, err)
	}
	if f.Format != saveFormat {
		return nil, fmt.Errorf("%w: format %d", errBadSave, f.Format)
	}
	sv := &saved{}
	switch f.Mode {
	case "hotseat":
	case "computer":
		sv.Mode = modeComputer
		l, err := kodeknacker.ParseLevel(f.Level)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", errBadSave, err)
		}
		sv.Level = l
	default:
		return nil, fmt.Errorf("%w: mode %q", errBadSave, f.Mode)
	}
	g, err := kodeknacker.Load(f.Game)
	if err != nil {
		return nil, err
	}
	sv.Game = g
	return sv, nil
}
