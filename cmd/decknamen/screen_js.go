//go:build js

package main

// workArea is not known in the browser: the page is the window, and Fyne
// sizes its canvas to it. (A stand-in until the web-store branch's
// version is merged.)
func workArea() (width, height int, ok bool) { return 0, 0, false }
