// Package ui is the Fyne user interface of Decknamen. It draws what the
// game package decides; it holds no rules of its own.
package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
)

// Options say how the app starts.
type Options struct {
	Lang string // interface and deck language: en, de or nl
	Seed uint64 // game number of the first board
}

// Run fills the main window of app and shows it; it returns when the app quits.
func Run(app fyne.App, opts Options) {
	w := app.NewWindow("Decknamen")
	w.SetContent(Content(opts))
	w.Resize(fyne.NewSize(900, 640))
	w.ShowAndRun()
}

// Content builds the main window's content: a board dealt from the deck of
// the chosen language, as the guessers see it (no key).
func Content(opts Options) fyne.CanvasObject {
	tr, err := translations.New(opts.Lang)
	if err != nil {
		return widget.NewLabel(err.Error())
	}
	g, err := newGame(tr.Lang(), opts.Seed)
	if err != nil {
		return widget.NewLabel(tr.T("error.noDecks", map[string]any{"Error": err}))
	}
	cells := make([]fyne.CanvasObject, 0, g.Size().Cards())
	for i := range g.Size().Cards() {
		cells = append(cells, widget.NewButton(g.Card(i).Text, nil))
	}
	team := map[game.Team]string{game.Red: tr.T("team.red", nil), game.Blue: tr.T("team.blue", nil)}[g.StartingTeam()]
	header := widget.NewLabel(tr.T("board.gameNumber", map[string]any{"Number": opts.Seed}) + " · " +
		tr.T("board.turn", map[string]any{"Team": team}))
	return container.NewBorder(header, nil, nil, nil, container.NewGridWithColumns(g.Size().Cols(), cells...))
}

// newGame deals a standard board from the first family-safe deck of lang.
func newGame(lang string, seed uint64) (*game.Game, error) {
	decks, err := assets.Decks()
	if err != nil {
		return nil, err
	}
	for _, info := range decks {
		if string(info.Language) != lang || !info.FamilySafe {
			continue
		}
		deck, err := assets.LoadDeck(info)
		if err != nil {
			return nil, err
		}
		setup, err := game.Deal(game.DealOptions{Seed: seed, Size: game.Size5x5, Decks: []game.Deck{deck}})
		if err != nil {
			return nil, fmt.Errorf("deal: %w", err)
		}
		return game.New(setup)
	}
	return nil, fmt.Errorf("no deck in language %q", lang)
}
