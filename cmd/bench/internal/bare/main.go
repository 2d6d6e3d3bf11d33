// Command bare is the baseline of `go run ./cmd/bench startup`: the smallest
// Fyne app, one window with one label. With
// DECKNAMEN_BENCH_EXIT_AFTER_FIRST_FRAME=1 it prints "first-frame" and exits
// once its first frame is on the screen, exactly like cmd/decknamen.
package main

import (
	"fmt"
	"image"
	"os"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.New()
	w := a.NewWindow("bare")
	w.SetContent(widget.NewLabel("x"))
	// The same size as the app's window: a larger window costs a larger
	// frame buffer and paint, which is the window's size, not the app.
	w.Resize(fyne.NewSize(1200, 780))
	exitAfterFirstFrame(a)
	w.ShowAndRun()
}

// exitAfterFirstFrame is a copy of the one in cmd/decknamen/main.go.
func exitAfterFirstFrame(fa fyne.App) {
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
