//go:build !windows && !js

package sound

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
)

// Player plays sounds with a command of the system.
type Player struct {
	commands [][]string // candidate players, the first found is used
}

// NewPlayer returns the player of this system.
func NewPlayer() *Player {
	if runtime.GOOS == "darwin" {
		return &Player{commands: [][]string{{"afplay"}}}
	}
	return &Player{commands: [][]string{{"pw-play"}, {"paplay"}, {"aplay", "-q"}}}
}

// command returns the first player command found on the PATH.
func (p *Player) command() ([]string, error) {
	for _, c := range p.commands {
		if path, err := exec.LookPath(c[0]); err == nil {
			return append([]string{path}, c[1:]...), nil
		}
	}
	return nil, ErrNoPlayer
}

// Check reports whether the system can play a sound (ErrNoPlayer if not).
func (p *Player) Check() error {
	_, err := p.command()
	return err
}

// Play starts playing the WAV file wav and returns at once.
func (p *Player) Play(wav []byte) error {
	c, err := p.command()
	if err != nil {
		return err
	}
	f, err := os.CreateTemp("", "decknamen-*.wav")
	if err != nil {
		return fmt.Errorf("play sound: %w", err)
	}
	_, werr := f.Write(wav)
	if cerr := f.Close(); werr != nil || cerr != nil {
		os.Remove(f.Name())
		return fmt.Errorf("play sound: %w", errors.Join(werr, cerr))
	}
	cmd := exec.Command(c[0], append(c[1:], f.Name())...)
	if err := cmd.Start(); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("play sound with %s: %w", c[0], err)
	}
	go func() {
		_ = cmd.Wait()
		os.Remove(f.Name())
	}()
	return nil
}
