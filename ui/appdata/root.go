//go:build ((linux || openbsd || freebsd || netbsd) && !android && !wasm) || windows || (darwin && !ios)

package appdata

import (
	"os"
	"path/filepath"
	"runtime"
)

// root is Fyne's folder of app folders on a desktop system:
// AppData\Roaming\fyne in the home folder on Windows,
// Library/Preferences/fyne on macOS, and the user's configuration folder
// ($XDG_CONFIG_HOME or ~/.config), then fyne, elsewhere.
func root() (string, bool) {
	switch runtime.GOOS {
	case "windows", "darwin":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", false
		}
		if runtime.GOOS == "windows" {
			return filepath.Join(home, "AppData", "Roaming", "fyne"), true
		}
		return filepath.Join(home, "Library", "Preferences", "fyne"), true
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", false
	}
	return filepath.Join(dir, "fyne"), true
}
