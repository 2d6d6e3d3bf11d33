//go:build !(((linux || openbsd || freebsd || netbsd) && !android && !wasm) || windows || (darwin && !ios))

package appdata

// root: elsewhere (a browser, a phone) Fyne keeps the app's files in its
// own store, and there is no earlier folder to move.
func root() (string, bool) { return "", false }
