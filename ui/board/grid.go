package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// gridView is the cards of the board.
type gridView struct {
	cards []*uiwidget.Card
	pics  uiwidget.Pictures // read once per picture
}

// build makes n cards in cols columns; a tap on one is sent as tapCard.
func (v *gridView) build(n, cols int, send func(any)) fyne.CanvasObject {
	v.cards = make([]*uiwidget.Card, n)
	cells := make([]fyne.CanvasObject, n)
	for i := range v.cards {
		v.cards[i] = uiwidget.NewCard("", nil, func() { send(tapCard{i}) })
		cells[i] = v.cards[i]
	}
	return container.NewGridWithColumns(cols, cells...)
}

// draw shows every card's face.
func (v *gridView) draw(s Snapshot) {
	for i, c := range v.cards {
		f := s.Cards[i]
		c.Text, c.Picture = f.Text, v.pics.Get(f.Picture)
		c.Identity, c.Covered, c.ShowKey, c.Selected, c.Focused, c.Zoom = f.Identity, f.Covered, f.ShowKey, f.Selected, f.Focused, s.Zoom
		c.Refresh()
	}
}
