//go:build !windows && !js

package sound

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestPlayUsesTheFirstPlayerFoundAndGivesItTheSound(t *testing.T) {
	bin, out := t.TempDir(), filepath.Join(t.TempDir(), "played.wav")
	script := "#!/bin/sh\nPATH=/usr/bin:/bin\ncp \"$1\" " + out + ".part && mv " + out + ".part " + out + "\n"
	if err := os.WriteFile(filepath.Join(bin, "second"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	p := &Player{commands: [][]string{{"first"}, {"second"}}}
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	want := TimeUp()
	if err := p.Play(want); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		got, err := os.ReadFile(out)
		if err == nil {
			if string(got) != string(want) {
				t.Fatalf("the player got %d bytes, want the %d of the sound", len(got), len(want))
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the player never got the sound")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestPlayWithoutAPlayerSaysSo(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	p := NewPlayer()
	if err := p.Check(); !errors.Is(err, ErrNoPlayer) {
		t.Fatalf("Check = %v, want ErrNoPlayer", err)
	}
	if err := p.Play(TimeUp()); !errors.Is(err, ErrNoPlayer) {
		t.Fatalf("Play = %v, want ErrNoPlayer", err)
	}
}
