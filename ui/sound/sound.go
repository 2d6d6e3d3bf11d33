// Package sound makes and plays the app's few sounds: the signal when a
// turn's time is up. The sounds are computed (no recordings to license)
// and played by the system: winmm on Windows, afplay on macOS and a
// PipeWire, PulseAudio or ALSA player on Linux. It does not import Fyne.
package sound

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"time"
)

// Rate is the sample rate of the sounds, in samples per second.
const Rate = 22050

// ErrNoPlayer means the system has no way to play a sound that the
// package knows.
var ErrNoPlayer = errors.New("no sound player found")

// TimeUp is the signal for a turn whose time is up: three short rising
// beeps, about a second in all.
func TimeUp() []byte {
	var samples []int16
	for i, f := range []float64{784, 880, 1047} { // G5, A5, C6
		if i > 0 {
			samples = append(samples, make([]int16, Rate/10)...) // 100 ms of silence
		}
		samples = append(samples, tone(f, 220*time.Millisecond, 0.5)...)
	}
	return WAV(samples)
}

// tone is a sine of frequency f (Hz) lasting d at volume (0–1), faded in
// and out over 10 ms so that it starts and ends without a click.
func tone(f float64, d time.Duration, volume float64) []int16 {
	n := int(d.Seconds() * Rate)
	fade := Rate / 100
	out := make([]int16, n)
	for i := range out {
		env := 1.0
		if i < fade {
			env = float64(i) / float64(fade)
		} else if n-1-i < fade {
			env = float64(n-1-i) / float64(fade)
		}
		out[i] = int16(math.Round(volume * env * math.MaxInt16 * math.Sin(2*math.Pi*f*float64(i)/Rate)))
	}
	return out
}

// WAV encodes 16-bit mono samples at Rate as a RIFF WAVE file.
func WAV(samples []int16) []byte {
	var b bytes.Buffer
	data := uint32(2 * len(samples))
	b.WriteString("RIFF")
	_ = binary.Write(&b, binary.LittleEndian, 36+data)
	b.WriteString("WAVEfmt ")
	_ = binary.Write(&b, binary.LittleEndian, struct {
		Size          uint32
		Format        uint16 // 1 = PCM
		Channels      uint16
		Rate          uint32
		ByteRate      uint32
		BlockAlign    uint16
		BitsPerSample uint16
	}{16, 1, 1, Rate, Rate * 2, 2, 16})
	b.WriteString("data")
	_ = binary.Write(&b, binary.LittleEndian, data)
	_ = binary.Write(&b, binary.LittleEndian, samples)
	return b.Bytes()
}

// Reason is the system's own words inside a playing error, without this
// package's English context ("play sound with aplay: …"): the innermost
// error, for the player to see beside a translated sentence.
func Reason(err error) string {
	for err != nil {
		switch u := err.(type) {
		case interface{ Unwrap() error }:
			if next := u.Unwrap(); next != nil {
				err = next
				continue
			}
		case interface{ Unwrap() []error }:
			if errs := u.Unwrap(); len(errs) > 0 {
				err = errs[0]
				continue
			}
		}
		return err.Error()
	}
	return ""
}
