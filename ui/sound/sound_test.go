package sound

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"testing"
)

func TestTimeUpIsAPlayableWAV(t *testing.T) {
	w := TimeUp()
	if string(w[0:4]) != "RIFF" || string(w[8:16]) != "WAVEfmt " || string(w[36:40]) != "data" {
		t.Fatalf("not a RIFF WAVE file: % x", w[:44])
	}
	le := binary.LittleEndian
	if size := le.Uint32(w[4:]); int(size) != len(w)-8 {
		t.Fatalf("RIFF size %d, file %d bytes", size, len(w))
	}
	if format, ch, rate, bits := le.Uint16(w[20:]), le.Uint16(w[22:]), le.Uint32(w[24:]), le.Uint16(w[34:]); format != 1 || ch != 1 || rate != Rate || bits != 16 {
		t.Fatalf("format %d, %d channels, %d Hz, %d bits; want PCM mono %d Hz 16 bits", format, ch, rate, bits, Rate)
	}
	data := le.Uint32(w[40:])
	if int(data) != len(w)-44 {
		t.Fatalf("data size %d, left %d", data, len(w)-44)
	}
	samples := make([]int16, data/2)
	if err := binary.Read(bytes.NewReader(w[44:]), le, samples); err != nil {
		t.Fatal(err)
	}
	secs := float64(len(samples)) / Rate
	if secs < 0.7 || secs > 1.5 {
		t.Fatalf("the signal lasts %.2f s", secs)
	}
	var peak int16
	for _, s := range samples {
		peak = max(peak, s, -s)
	}
	if peak < 8000 {
		t.Fatalf("the signal is nearly silent: peak %d", peak)
	}
	// No click: it starts and ends at (almost) zero.
	for _, s := range []int16{samples[0], samples[1], samples[len(samples)-1], samples[len(samples)-2]} {
		if s > 300 || s < -300 {
			t.Fatalf("the signal starts or ends with a jump: %d", s)
		}
	}
}

func TestReasonIsTheSystemsOwnWordsWithoutOurEnglishContext(t *testing.T) {
	busy := errors.New("device busy")
	for _, err := range []error{
		busy,
		fmt.Errorf("play sound with aplay: %w", busy),
		fmt.Errorf("play sound: %w", errors.Join(busy, errors.New("close failed"))),
	} {
		if got := Reason(err); got != "device busy" {
			t.Errorf("Reason(%q) = %q, want %q", err, got, "device busy")
		}
	}
}
