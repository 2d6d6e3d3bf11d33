package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/decknamen/decknamen/assets"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// gridView is the cards of the board.
type gridView struct {
	cards []*uiwidget.Card
	pics  map[string]fyne.Resource // decoded once per picture
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
		c.Text, c.Picture = f.Text, v.picture(f.Picture)
		c.Identity, c.Covered, c.ShowKey, c.Selected, c.Focused, c.Zoom = f.Identity, f.Covered, f.ShowKey, f.Selected, f.Focused, s.Zoom
		c.Refresh()
	}
}

// picture is a picture card's picture, or nil for a word or a missing
// picture (the card then shows its name).
func (v *gridView) picture(name string) fyne.Resource {
	if name == "" {
		return nil
	}
	if r, ok := v.pics[name]; ok {
		return r
	}
	var r fyne.Resource
	if png, err := assets.Picture(name); err == nil {
		r = fyne.NewStaticResource(name+".png", png)
	}
	if v.pics == nil {
		v.pics = map[string]fyne.Resource{}
	}
	v.pics[name] = r
	return r
}
