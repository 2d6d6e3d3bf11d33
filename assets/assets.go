// Package assets holds the files the app ships: the word decks (words/*.txt
// with their names in words/decks.json), embedded into the binary.
package assets

import (
	"bufio"
	"embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/decknamen/decknamen/game"
)

//go:embed words/*.txt words/decks.json
var files embed.FS

// DeckInfo describes one shipped word deck.
type DeckInfo struct {
	File       string            `json:"file"`
	Language   game.Language     `json:"language"`
	Name       map[string]string `json:"name"` // by interface language: en, de, nl
	FamilySafe bool              `json:"familySafe"`
}

// ID returns the deck's stable identifier: its file name without ".txt".
func (d DeckInfo) ID() string { return strings.TrimSuffix(d.File, ".txt") }

// Decks lists the shipped word decks.
func Decks() ([]DeckInfo, error) {
	b, err := files.ReadFile("words/decks.json")
	if err != nil {
		return nil, fmt.Errorf("read deck list: %w", err)
	}
	var decks []DeckInfo
	if err := json.Unmarshal(b, &decks); err != nil {
		return nil, fmt.Errorf("parse deck list: %w", err)
	}
	return decks, nil
}

// LoadDeck reads the words of a shipped deck as a game.Deck.
func LoadDeck(d DeckInfo) (game.Deck, error) {
	b, err := files.ReadFile("words/" + d.File)
	if err != nil {
		return game.Deck{}, fmt.Errorf("read deck %s: %w", d.File, err)
	}
	deck := game.Deck{ID: d.ID(), Kind: game.WordCard}
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	for sc.Scan() {
		if w := strings.TrimSpace(sc.Text()); w != "" {
			deck.Cards = append(deck.Cards, w)
		}
	}
	return deck, nil
}
