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

// Entry is one line of a shipped deck: the card's word and its meanings,
// short glosses in the deck's language.
type Entry struct {
	Word     string
	Meanings []string
}

// LoadEntries reads a shipped deck with its glosses. A deck file holds one
// card a line: the word, a TAB, then its meanings separated by "; ".
func LoadEntries(d DeckInfo) ([]Entry, error) {
	b, err := files.ReadFile("words/" + d.File)
	if err != nil {
		return nil, fmt.Errorf("read deck %s: %w", d.File, err)
	}
	var entries []Entry
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	for sc.Scan() {
		word, glosses, _ := strings.Cut(sc.Text(), "\t")
		word = strings.TrimSpace(word)
		if word == "" {
			continue
		}
		e := Entry{Word: word}
		for _, g := range strings.Split(glosses, ";") {
			if g = strings.TrimSpace(g); g != "" {
				e.Meanings = append(e.Meanings, g)
			}
		}
		entries = append(entries, e)
	}
	return entries, nil
}

// LoadDeck reads the words of a shipped deck as a game.Deck (the first
// column of each line; the glosses are for the deck's makers).
func LoadDeck(d DeckInfo) (game.Deck, error) {
	entries, err := LoadEntries(d)
	if err != nil {
		return game.Deck{}, err
	}
	deck := game.Deck{ID: d.ID(), Kind: game.WordCard}
	for _, e := range entries {
		deck.Cards = append(deck.Cards, e.Word)
	}
	return deck, nil
}

// LanguageWords are the words of every shipped deck in lang (family and
// Undercover): the clue checker's lexicon for a board in that language.
func LanguageWords(lang game.Language) ([]string, error) {
	infos, err := Decks()
	if err != nil {
		return nil, err
	}
	var words []string
	for _, info := range infos {
		if info.Language != lang {
			continue
		}
		d, err := LoadDeck(info)
		if err != nil {
			return nil, err
		}
		words = append(words, d.Cards...)
	}
	return words, nil
}
