package widget

import (
	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/assets"
)

// Pictures holds the pictures of picture cards as resources, each read
// from the assets once; the zero value is ready to use.
type Pictures struct{ byName map[string]fyne.Resource }

// Get is the picture called name, nil for "" (a word card) or a picture
// the assets lack (the card then shows its name).
func (p *Pictures) Get(name string) fyne.Resource {
	if name == "" {
		return nil
	}
	if r, ok := p.byName[name]; ok {
		return r
	}
	var r fyne.Resource
	if png, err := assets.Picture(name); err == nil {
		r = fyne.NewStaticResource(name+".png", png)
	}
	if p.byName == nil {
		p.byName = map[string]fyne.Resource{}
	}
	p.byName[name] = r
	return r
}
