// Command decknamen starts the Decknamen desktop app.
package main

import (
	"flag"
	"fmt"
	"image"
	"os"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"

	"github.com/decknamen/decknamen/ui"
)

func main() {
	var opts ui.Options
	flag.StringVar(&opts.Lang, "lang", "", "language of the interface and the words: de, nl or en (default: the saved choice, else the system's)")
	flag.Uint64Var(&opts.Seed, "seed", 0, "deal this game number instead of resuming the saved game")
	flag.StringVar(&opts.Board, "board", "", "cards of a new deal: words, pictures or mixed, optionally with -5x5 or -5x4 (e.g. words-5x4)")
	flag.StringVar(&opts.Screenshot, "screenshot", "", "render the main window to this PNG file once it has drawn, then exit")
	flag.Parse()
	if opts.Lang != "" && opts.Lang != "de" && opts.Lang != "nl" && opts.Lang != "en" {
		fmt.Fprintln(os.Stderr, "decknamen: --lang must be de, nl or en")
		os.Exit(2)
	}
	if opts.Board != "" {
		if err := ui.ParseBoard(opts.Board); err != nil {
			fmt.Fprintln(os.Stderr, "decknamen: --board:", err)
			os.Exit(2)
		}
	}
	fa := app.NewWithID("app.decknamen")
	// A plain `go build` carries no FyneApp.toml metadata; `fyne package` does.
	if fa.Metadata().ID == "" {
		app.SetMetadata(fyne.AppMetadata{ID: "app.decknamen", Name: "Decknamen", Version: ui.Version, Build: 1})
	}
	exitAfterFirstFrame(fa)
	if err := ui.Run(fa, opts); err != nil {
		fmt.Fprintln(os.Stderr, "decknamen:", err)
		os.Exit(1)
	}
}

// exitAfterFirstFrame serves `go run ./cmd/bench startup`: with
// DECKNAMEN_BENCH_EXIT_AFTER_FIRST_FRAME=1 the app prints "first-frame" and
// exits as soon as its window's first frame is on the screen. A transparent
// raster laid over each window is painted with that frame; the fyne.Do it
// queues runs on the main loop only after the whole frame is painted and
// swapped. The bench's bare Fyne program (cmd/bench/internal/bare) does the
// same, so both are timed alike.
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
