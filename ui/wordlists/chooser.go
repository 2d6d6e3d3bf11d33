//go:build !js

package wordlists

import (
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/chooser"
)

// wordListFile reports whether name is a file the import reads.
func wordListFile(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	return ext == ".txt" || ext == ".csv"
}

// showChooser opens the app's own file chooser (in the app's language) on
// parent in folder dir, listing folders and .txt or .csv files; chosen
// gets the picked file's path.
func showChooser(tr *translations.Translator, parent fyne.Window, dir string, chosen func(path string)) *chooser.Chooser {
	return chooser.Open(chooser.Options{Tr: tr, Parent: parent, Dir: dir, Title: tr.T("lists.importTitle", nil),
		Confirm: tr.T("lists.open", nil), Match: wordListFile, None: tr.T("files.none", nil)}, chosen)
}
