package classset

import (
	"bytes"
	"testing"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
)

// BenchmarkWrite12Groups measures a whole class of 12 groups: words on 5×5
// and pictures on 5×4. It reports the PDF's size.
func BenchmarkWrite12Groups(b *testing.B) {
	infos, _ := assets.Decks()
	words, _ := assets.LoadDeck(infos[0])
	tr, _ := translations.New("de")
	fantasy, _ := assets.LoadPictureDeck(assets.FantasyPicturesID)
	for _, bc := range []struct {
		name  string
		size  game.Size
		decks []game.Deck
	}{{"words", game.Size5x5, []game.Deck{words}}, {"pictures", game.Size5x4, []game.Deck{assets.PictureDeck()}},
		{"fantasy", game.Size5x4, []game.Deck{fantasy}}} {
		b.Run(bc.name, func(b *testing.B) {
			var setups []game.Setup
			for seed := uint64(1); seed <= MaxGroups; seed++ {
				s, err := game.Deal(game.DealOptions{Seed: seed, Size: bc.size, Decks: bc.decks})
				if err != nil {
					b.Fatal(err)
				}
				setups = append(setups, s)
			}
			var buf bytes.Buffer
			for b.Loop() {
				buf.Reset()
				if err := Write(&buf, tr, Options{Setups: setups, Picture: assets.Picture}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(buf.Len()), "pdf-bytes")
		})
	}
}
