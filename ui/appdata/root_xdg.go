//go:build (linux || openbsd || freebsd || netbsd) && !android && !wasm

package appdata

import (
	"os"
	"path/filepath"
)

// root is Fyne's folder of app folders: the user's configuration folder
// ($XDG_CONFIG_HOME or ~/.config), then fyne.
func root() (string, bool) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", false
	}
	return filepath.Join(dir, "fyne"), true
}
