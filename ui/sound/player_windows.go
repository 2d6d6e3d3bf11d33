package sound

import (
	"fmt"
	"sync"
	"unsafe"

	"golang.org/x/sys/windows"
)

// PlaySound flags (mmsystem.h).
const (
	sndAsync     = 0x0001
	sndNoDefault = 0x0002
	sndMemory    = 0x0004
)

// Player plays sounds with winmm's PlaySound.
type Player struct {
	playSound *windows.LazyProc
	mu        sync.Mutex
	playing   []byte // PlaySound reads an asynchronous sound from memory while it plays
}

// NewPlayer returns the player of this system.
func NewPlayer() *Player {
	return &Player{playSound: windows.NewLazySystemDLL("winmm.dll").NewProc("PlaySoundW")}
}

// Check reports whether the system can play a sound (ErrNoPlayer if not).
func (p *Player) Check() error {
	if err := p.playSound.Find(); err != nil {
		return fmt.Errorf("%w: %w", ErrNoPlayer, err)
	}
	return nil
}

// Play starts playing the WAV file wav and returns at once.
func (p *Player) Play(wav []byte) error {
	if err := p.Check(); err != nil {
		return err
	}
	if len(wav) == 0 {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	// Stop the sound playing first: only then may its buffer go.
	_, _, _ = p.playSound.Call(0, 0, 0)
	p.playing = wav
	ok, _, err := p.playSound.Call(uintptr(unsafe.Pointer(&p.playing[0])), 0, sndMemory|sndAsync|sndNoDefault)
	if ok == 0 {
		return fmt.Errorf("play sound: %w", err)
	}
	return nil
}
