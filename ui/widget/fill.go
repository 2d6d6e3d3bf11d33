package widget

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2/canvas"
)

// NewFill returns an area of one colour with rounded corners, drawn
// cheaply: a one-pixel image stretched over the area. Drawn as a
// canvas.Rectangle with a corner radius, every pixel runs Fyne's rounded
// rectangle shader, which costs software OpenGL (Mesa's llvmpipe: virtual
// machines, remote desktops, school computers without a graphics driver)
// about twice what the image shader costs (measured on a 5x5 board: a
// card a millisecond per frame as a rectangle, half that as an image; the
// board's table 18 ms of the first frame as a rectangle).
func NewFill(c color.Color, radius float32) *canvas.Image {
	img := canvas.NewImageFromImage(nil)
	img.FillMode, img.ScaleMode = canvas.ImageFillStretch, canvas.ImageScalePixels
	img.CornerRadius = radius
	SetFill(img, c)
	return img
}

// SetFill sets the colour of a fill made by NewFill; it refreshes the
// fill only when the colour changed.
func SetFill(img *canvas.Image, c color.Color) {
	want := color.NRGBAModel.Convert(c)
	if px, ok := img.Image.(*image.NRGBA); ok && px.At(0, 0) == want {
		return
	}
	px := image.NewNRGBA(image.Rect(0, 0, 1, 1))
	px.Set(0, 0, c)
	img.Image = px
	img.Refresh()
}
