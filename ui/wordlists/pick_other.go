//go:build !js

package wordlists

import (
	"io"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/game/wordlist"
	"github.com/decknamen/decknamen/ui/internal/chooser"
)

// ChooseFile opens the import's file chooser for a .txt or .csv word
// list, in the folder of the last import (else the home folder); done
// gets the new list's deck ID.
func (m Manager) ChooseFile(parent fyne.Window, done func(id string)) {
	dir := ""
	if m.Folder != nil {
		dir = m.Folder()
	}
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			home = string(filepath.Separator)
		}
		dir = home
	}
	m.chooseIn(parent, dir, done)
}

// chooseIn opens the chooser at folder dir.
func (m Manager) chooseIn(parent fyne.Window, dir string, done func(id string)) *chooser.Chooser {
	return showChooser(m.Tr, parent, dir, func(path string) {
		if m.Remember != nil {
			m.Remember(filepath.Dir(path))
		}
		f, err := os.Open(path)
		if err != nil {
			m.inform(m.Tr.T("lists.importTitle", nil), m.Tr.T("lists.readError", map[string]any{"Error": m.errorText(err, filepath.Base(path))}))
			return
		}
		defer f.Close()
		data, err := io.ReadAll(io.LimitReader(f, wordlist.MaxFileSize+1))
		if err != nil {
			m.inform(m.Tr.T("lists.importTitle", nil), m.Tr.T("lists.readError", map[string]any{"Error": m.errorText(err, filepath.Base(path))}))
			return
		}
		m.Import(filepath.Base(path), data, done)
	})
}
