package widget

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/decknamen/decknamen/game"
)

// symbol draws an identity's shape with canvas primitives (no font needed):
// red agent a disc, blue agent a square, bystander a bar, assassin a cross.
type symbol struct {
	disc   *canvas.Circle
	square *canvas.Rectangle
	line1  *canvas.Line
	line2  *canvas.Line
}

func newSymbol() *symbol {
	return &symbol{disc: canvas.NewCircle(nil), square: canvas.NewRectangle(nil),
		line1: canvas.NewLine(nil), line2: canvas.NewLine(nil)}
}

func (s *symbol) objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{s.disc, s.square, s.line1, s.line2}
}

// show places the symbol of id in the square at pos with side d, drawn in
// fill with an outline in edge (so it stands out on any background).
func (s *symbol) show(id game.Identity, pos fyne.Position, d float32, fill, edge color.Color) {
	s.hide()
	stroke := max(2, d/7)
	switch id {
	case game.RedAgent:
		s.disc.FillColor, s.disc.StrokeColor, s.disc.StrokeWidth = fill, edge, stroke/2
		s.disc.Move(pos)
		s.disc.Resize(fyne.NewSquareSize(d))
		s.disc.Show()
	case game.BlueAgent:
		inset := d * 0.08
		s.square.FillColor, s.square.StrokeColor, s.square.StrokeWidth = fill, edge, stroke/2
		s.square.Move(pos.AddXY(inset, inset))
		s.square.Resize(fyne.NewSquareSize(d - 2*inset))
		s.square.Show()
	case game.Bystander:
		s.line1.StrokeColor, s.line1.StrokeWidth = fill, stroke*1.4
		s.line1.Position1, s.line1.Position2 = pos.AddXY(d*0.1, d/2), pos.AddXY(d*0.9, d/2)
		s.line1.Show()
	case game.Assassin:
		s.line1.StrokeColor, s.line1.StrokeWidth = fill, stroke
		s.line2.StrokeColor, s.line2.StrokeWidth = fill, stroke
		s.line1.Position1, s.line1.Position2 = pos.AddXY(d*0.1, d*0.1), pos.AddXY(d*0.9, d*0.9)
		s.line2.Position1, s.line2.Position2 = pos.AddXY(d*0.9, d*0.1), pos.AddXY(d*0.1, d*0.9)
		s.line1.Show()
		s.line2.Show()
	}
	for _, o := range s.objects() {
		o.Refresh()
	}
}

func (s *symbol) hide() {
	for _, o := range s.objects() {
		o.Hide()
	}
}
