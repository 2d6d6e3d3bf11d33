// Command bare is the baseline of `go run ./cmd/bench startup`: the smallest
// Fyne app, one window with one label. With
// DECKNAMEN_BENCH_EXIT_AFTER_FIRST_FRAME=1 it prints "first-frame" and exits
// once its first frame is on the screen, exactly like cmd/decknamen.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/ui/firstframe"
)

func main() {
	a := app.New()
	w := a.NewWindow("bare")
	w.SetContent(widget.NewLabel("x"))
	// The same size as the app's window: a larger window costs a larger
	// frame buffer and paint, which is the window's size, not the app.
	w.Resize(fyne.NewSize(1200, 780))
	firstframe.ExitAfterFirstFrame(a)
	w.ShowAndRun()
}
