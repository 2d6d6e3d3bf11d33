// Command decknamen starts the Decknamen desktop app.
package main

import (
	"flag"
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/ui"
	"github.com/decknamen/decknamen/ui/appdata"
	"github.com/decknamen/decknamen/ui/firstframe"
)

func main() {
	// Only a saving of memory: a failure (a Go whose embed.FS looks
	// different; its test says so) leaves the pictures mapped as before.
	_, _ = assets.ReadOnDemand()
	gcDone := startupGC()
	var opts ui.Options
	flag.StringVar(&opts.Lang, "lang", "", "language of the interface and the words: de, nl or en (default: the saved choice, else the system's)")
	flag.Uint64Var(&opts.Seed, "seed", 0, "deal this game number instead of resuming the saved game")
	flag.StringVar(&opts.Board, "board", "", "cards of a new deal: words, pictures or mixed, optionally with -5x5 or -5x4 (e.g. words-5x4)")
	flag.StringVar(&opts.Spymasters, "spymasters", "", "who gives the clues of a new deal: people, computer (both teams) or computer-coop")
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
	if opts.Spymasters != "" {
		if err := ui.ParseSpymasters(opts.Spymasters); err != nil {
			fmt.Fprintln(os.Stderr, "decknamen: --spymasters:", err)
			os.Exit(2)
		}
	}
	// Versions before 0.2.0 kept their files under another app ID: move
	// them before Fyne reads the settings from the new folder.
	if old, now, ok := appdata.Folders(); ok {
		opts.Moved, opts.MoveErr = appdata.Move(old, now)
		if opts.Moved.Any() {
			fmt.Fprintf(os.Stderr, "decknamen: moved %d files of %s to %s (%d kept there: the new folder had their names)\n",
				len(opts.Moved.Files), old, now, len(opts.Moved.Kept))
		}
	}
	fa := app.NewWithID(appdata.ID)
	// A plain `go build` carries no FyneApp.toml metadata; `fyne package` does.
	if fa.Metadata().ID == "" {
		app.SetMetadata(fyne.AppMetadata{ID: appdata.ID, Name: "Decknamen", Version: ui.Version, Build: 2})
	}
	firstframe.ExitAfterFirstFrame(fa)
	opts.Screen = workArea
	opts.Started = gcDone
	if err := ui.Run(fa, opts); err != nil {
		fmt.Fprintln(os.Stderr, "decknamen:", err)
		os.Exit(1)
	}
}
