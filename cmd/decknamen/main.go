// Command decknamen starts the Decknamen desktop app.
package main

import (
	"flag"
	"math/rand/v2"

	"fyne.io/fyne/v2/app"

	"github.com/decknamen/decknamen/ui"
)

func main() {
	lang := flag.String("lang", "de", "language of the interface and the words: de, nl or en")
	seed := flag.Uint64("seed", 0, "game number of the first board (0: a random one)")
	flag.Parse()
	if *seed == 0 {
		*seed = 1 + rand.Uint64N(999_999) // short enough to read out and type in
	}
	ui.Run(app.NewWithID("app.decknamen"), ui.Options{Lang: *lang, Seed: *seed})
}
