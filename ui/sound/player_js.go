//go:build js

package sound

import (
	"errors"
	"fmt"
	"syscall/js"
)

// Player plays sounds in the browser: an Audio element on a blob URL of
// the WAV file.
type Player struct {
	failed func(error) // called when the browser refuses to play
}

// NewPlayer returns the browser's player.
func NewPlayer() *Player { return &Player{} }

// OnFailure sets what a refused sound calls, on another goroutine: the
// browser answers only after Play has returned (it may refuse sound before
// the player has clicked or typed on the page).
func (p *Player) OnFailure(f func(error)) { p.failed = f }

// Check reports whether the browser can play a sound (ErrNoPlayer if not).
func (p *Player) Check() error {
	g := js.Global()
	for _, name := range []string{"Audio", "Blob", "URL"} {
		if g.Get(name).Type() != js.TypeFunction {
			return ErrNoPlayer
		}
	}
	return nil
}

// Play starts playing the WAV file wav and returns at once.
func (p *Player) Play(wav []byte) (err error) {
	if err := p.Check(); err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil { // a JavaScript exception
			err = fmt.Errorf("play sound in the browser: %v", r)
		}
	}()
	g := js.Global()
	arr := g.Get("Uint8Array").New(len(wav))
	js.CopyBytesToJS(arr, wav)
	blob := g.Get("Blob").New([]any{arr}, map[string]any{"type": "audio/wav"})
	urls := g.Get("URL")
	url := urls.Call("createObjectURL", blob)
	audio := g.Get("Audio").New(url)
	var ended, refused js.Func
	release := func() {
		urls.Call("revokeObjectURL", url)
		ended.Release()
		refused.Release()
	}
	ended = js.FuncOf(func(js.Value, []js.Value) any {
		release()
		return nil
	})
	refused = js.FuncOf(func(_ js.Value, args []js.Value) any {
		reason := "refused"
		if len(args) > 0 {
			reason = args[0].Call("toString").String()
		}
		release()
		if p.failed != nil {
			go p.failed(errors.New(reason))
		}
		return nil
	})
	audio.Call("addEventListener", "ended", ended)
	if promise := audio.Call("play"); promise.Type() == js.TypeObject {
		promise.Call("catch", refused)
	}
	return nil
}
