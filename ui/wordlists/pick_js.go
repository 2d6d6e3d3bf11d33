//go:build js

package wordlists

import (
	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/game/wordlist"
	"github.com/decknamen/decknamen/ui/internal/platform"
)

// pickAccept are the files the browser's picker offers: the import's .txt
// and .csv.
const pickAccept = ".txt,.csv,text/plain,text/csv"

// ChooseFile opens the browser's file picker for a .txt or .csv word
// list (the page cannot list the computer's folders) and hands the chosen
// file to the import, as the desktop's chooser does; done gets the new
// list's deck ID.
func (m Manager) ChooseFile(_ fyne.Window, done func(id string)) {
	err := platform.PickFile(pickAccept, wordlist.MaxFileSize+1, func(name string, data []byte, err error) {
		if err != nil {
			m.inform(m.Tr.T("lists.importTitle", nil), m.Tr.T("lists.browserReadError", map[string]any{"File": name}))
			return
		}
		m.Import(name, data, done)
	})
	if err != nil {
		m.inform(m.Tr.T("lists.importTitle", nil), m.Tr.T("lists.pickerRefused", nil))
	}
}
