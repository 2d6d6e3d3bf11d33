//go:build !ios

package appdata

import (
	"os"
	"path/filepath"
)

// root is Fyne's folder of app folders: Library/Preferences/fyne in the
// home folder.
func root() (string, bool) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", false
	}
	return filepath.Join(home, "Library", "Preferences", "fyne"), true
}
