//go:build !js

package platform

import "fyne.io/fyne/v2"

// IsBrowser reports whether the app runs in a web browser.
const IsBrowser = false

// ToggleFullScreen puts win in or out of full screen. failed is for the
// browser, which may refuse; the desktop never calls it.
func ToggleFullScreen(win fyne.Window, failed func()) { win.SetFullScreen(!win.FullScreen()) }

// LeaveFullScreen ends win's full screen.
func LeaveFullScreen(win fyne.Window) { win.SetFullScreen(false) }

// FullScreen reports whether win is full screen.
func FullScreen(win fyne.Window) bool { return win.FullScreen() }
