//go:build js

package main

// workArea is unknown in the browser: the page gives the app its canvas,
// which the web driver sizes to fit, so the first window never needs to
// shrink.
func workArea() (width, height int, ok bool) { return 0, 0, false }
