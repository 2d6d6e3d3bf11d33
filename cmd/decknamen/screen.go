//go:build !js && !wasm

package main

import "github.com/go-gl/glfw/v3.4/glfw"

// workArea is the primary display's work area in pixels: the screen less
// the task bar. The window system must be running (call it once the app
// has started, on the main goroutine).
func workArea() (width, height int, ok bool) {
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return 0, 0, false
	}
	_, _, width, height = m.GetWorkarea()
	return width, height, width > 0 && height > 0
}
