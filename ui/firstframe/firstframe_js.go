//go:build js

package firstframe

import (
	"image"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/decknamen/decknamen/ui/webprobe"
)

// ExitAfterFirstFrame, in the browser, serves `make test-web` and the web
// bench (cmd/bench web): with the page opened with ?test, the first frame
// painted sets the readout "ff" to the page's clock then, in ms since the
// navigation started (see ui/webprobe). Nothing exits: the page stays. The
// frame is caught as on the desktop (firstframe.go): a transparent raster
// over each window, and a fyne.Do queued from its first paint, which then
// takes the rasters away again: an overlay takes every click and key (it
// is where Fyne puts pop-ups), so left there it would freeze the page.
func ExitAfterFirstFrame(fa fyne.App) {
	if !webprobe.Enabled() {
		return
	}
	go fyne.Do(func() {
		var once sync.Once
		type laid struct {
			c fyne.Canvas
			r *canvas.Raster
		}
		var rasters []laid
		for _, w := range fa.Driver().AllWindows() {
			r := canvas.NewRaster(func(int, int) image.Image {
				once.Do(func() {
					go fyne.Do(func() {
						webprobe.Set("ff", int(math.Round(webprobe.Now())))
						for _, l := range rasters {
							l.c.Overlays().Remove(l.r)
						}
					})
				})
				return image.NewNRGBA(image.Rect(0, 0, 1, 1))
			})
			w.Canvas().Overlays().Add(r)
			rasters = append(rasters, laid{w.Canvas(), r})
		}
	})
}
