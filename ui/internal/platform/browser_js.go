//go:build js

package platform

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
)

// IsBrowser reports whether the app runs in a web browser.
const IsBrowser = true

// ToggleFullScreen asks the browser to show the page full screen, or to
// leave it (Fyne's web window cannot: its SetFullScreen only notes the
// wish). The browser may refuse, for instance when the request does not
// follow a click or key closely enough; then failed runs on the UI
// goroutine, to tell the player about the browser's own key, F11.
func ToggleFullScreen(_ fyne.Window, failed func()) {
	doc := js.Global().Get("document")
	if isFullScreen(doc) {
		_ = call(doc, "exitFullscreen")
		return
	}
	root := doc.Get("documentElement")
	if root.Get("requestFullscreen").Type() != js.TypeFunction {
		go fyne.Do(failed)
		return
	}
	var promise js.Value
	if err := catch(func() { promise = root.Call("requestFullscreen") }); err != nil || promise.Type() != js.TypeObject {
		go fyne.Do(failed)
		return
	}
	var refused js.Func
	refused = js.FuncOf(func(js.Value, []js.Value) any {
		refused.Release()
		go fyne.Do(failed)
		return nil
	})
	promise.Call("catch", refused)
}

// LeaveFullScreen ends the page's full screen (the browser also ends it on
// Esc by itself).
func LeaveFullScreen(fyne.Window) {
	doc := js.Global().Get("document")
	if isFullScreen(doc) {
		_ = call(doc, "exitFullscreen")
	}
}

// FullScreen reports whether the page is full screen.
func FullScreen(fyne.Window) bool { return isFullScreen(js.Global().Get("document")) }

func isFullScreen(doc js.Value) bool {
	e := doc.Get("fullscreenElement")
	return e.Truthy()
}

// call calls a method of v, the JavaScript exception it throws as an error.
func call(v js.Value, method string, args ...any) error {
	return catch(func() { v.Call(method, args...) })
}

// catch runs f, which calls into JavaScript, and returns a thrown
// exception (a panic in Go) as an error.
func catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("browser: %v", r)
		}
	}()
	f()
	return nil
}

// ErrPickerRefused means the browser did not open its file picker.
var ErrPickerRefused = errors.New("the browser did not open its file picker")

// PickFile opens the browser's file picker for one file of the types in
// accept (".txt,.csv"), reads up to max bytes of the chosen file with
// File.arrayBuffer() and hands its name and bytes to chosen on the UI
// goroutine. A cancelled picker calls nothing. The returned error is
// ErrPickerRefused when the picker did not open (the browser asks for a
// click or key just before). A file that cannot be read reaches chosen
// with the error.
func PickFile(accept string, max int64, chosen func(name string, data []byte, err error)) error {
	doc := js.Global().Get("document")
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", accept)
	style := input.Get("style") // out of sight, but rendered: showPicker wants that
	style.Set("position", "fixed")
	style.Set("left", "-1000px")
	style.Set("opacity", "0")
	body := doc.Get("body")
	body.Call("appendChild", input)
	var onChange, onCancel js.Func
	done := func() {
		onChange.Release()
		onCancel.Release()
		_ = call(body, "removeChild", input)
	}
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		files := input.Get("files")
		if files.Get("length").Int() == 0 {
			done()
			return nil
		}
		file := files.Index(0)
		done()
		readFile(file, max, chosen)
		return nil
	})
	onCancel = js.FuncOf(func(js.Value, []js.Value) any {
		done()
		return nil
	})
	input.Call("addEventListener", "change", onChange)
	input.Call("addEventListener", "cancel", onCancel)
	err := catch(func() {
		if input.Get("showPicker").Type() == js.TypeFunction {
			input.Call("showPicker") // throws when the browser refuses
		} else {
			input.Call("click")
		}
	})
	if err != nil {
		done()
		return fmt.Errorf("%w: %w", ErrPickerRefused, err)
	}
	return nil
}

// readFile reads up to max bytes of a File and hands them to chosen on the
// UI goroutine.
func readFile(file js.Value, max int64, chosen func(name string, data []byte, err error)) {
	name := file.Get("name").String()
	var then, failed js.Func
	release := func() { then.Release(); failed.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		buf := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, buf.Get("length").Int())
		js.CopyBytesToGo(data, buf)
		go fyne.Do(func() { chosen(name, data, nil) })
		return nil
	})
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		err := fmt.Errorf("read %s in the browser: %s", name, args[0].Call("toString").String())
		go fyne.Do(func() { chosen(name, nil, err) })
		return nil
	})
	var promise js.Value
	if err := catch(func() { promise = file.Call("slice", 0, float64(max)).Call("arrayBuffer") }); err != nil {
		release()
		go fyne.Do(func() { chosen(name, nil, err) })
		return
	}
	promise.Call("then", then, failed)
}

// Download offers data to the player as a download named name, of the
// MIME type mime: a Blob, its object URL and a click on an <a download>.
// The browser saves it in its downloads folder or asks where.
func Download(name, mime string, data []byte) error {
	return catch(func() {
		arr := js.Global().Get("Uint8Array").New(len(data))
		js.CopyBytesToJS(arr, data)
		blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": mime})
		urls := js.Global().Get("URL")
		url := urls.Call("createObjectURL", blob)
		doc := js.Global().Get("document")
		a := doc.Call("createElement", "a")
		a.Set("href", url)
		a.Set("download", name)
		a.Get("style").Set("display", "none")
		body := doc.Get("body")
		body.Call("appendChild", a)
		a.Call("click")
		body.Call("removeChild", a)
		time.AfterFunc(time.Minute, func() { urls.Call("revokeObjectURL", url) }) // the download has its copy
	})
}
