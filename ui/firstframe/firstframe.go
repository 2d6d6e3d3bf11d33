//go:build !js

// Package firstframe lets the startup benchmark time a program to its
// first drawn frame: the app and the bench's bare window share it.
package firstframe

import (
	"fmt"
	"image"
	"os"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// ExitAfterFirstFrame serves `go run ./cmd/bench startup`: with
// DECKNAMEN_BENCH_EXIT_AFTER_FIRST_FRAME=1 the app prints "first-frame" and
// exits as soon as its window's first frame is on the screen. A transparent
// raster laid over each window is painted with that frame; the fyne.Do it
// queues runs on the main loop only after the whole frame is painted and
// swapped. The bench's bare Fyne program (cmd/bench/internal/bare) does the
// same, so both are timed alike.
func ExitAfterFirstFrame(fa fyne.App) {
	if os.Getenv("DECKNAMEN_BENCH_EXIT_AFTER_FIRST_FRAME") != "1" {
		return
	}
	// Queued now, this runs on the main loop as soon as the loop starts,
	// before its first frame (frames come with the loop's 60 Hz ticks). It
	// leaves the app's Lifecycle hooks alone.
	go fyne.Do(func() {
		var once sync.Once
		for _, w := range fa.Driver().AllWindows() {
			w.Canvas().Overlays().Add(canvas.NewRaster(func(int, int) image.Image {
				once.Do(func() {
					go fyne.Do(func() {
						fmt.Println("first-frame")
						os.Exit(0)
					})
				})
				return image.NewNRGBA(image.Rect(0, 0, 1, 1))
			}))
		}
	})
}
