package appdata

import (
	"os"
	"path/filepath"
)

// root is Fyne's folder of app folders: AppData\Roaming\fyne in the home
// folder.
func root() (string, bool) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", false
	}
	return filepath.Join(home, "AppData", "Roaming", "fyne"), true
}
