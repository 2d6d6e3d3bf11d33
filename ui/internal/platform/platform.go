// Package platform tells the desktop build from the browser build
// (GOOS=js, WebAssembly) and does what only the browser can: its file
// picker, a download, its own full screen. The desktop side of each is in
// desktop.go, the browser's in browser_js.go; callers that need the
// browser's picker or download split by build tags too.
package platform
