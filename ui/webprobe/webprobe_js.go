//go:build js

// Package webprobe is a test-only readout of the app in the browser, for
// `make test-web` and the web start-up bench: when the page was opened
// with ?test (index.html sets globalThis.decknamenTest), Set writes
// "key=value" pairs into the page's title, where the harness reads them
// with xdotool from the browser window's name, and into
// globalThis.decknamenProbe. Without ?test it does nothing.
package webprobe

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"syscall/js"
)

var (
	mu     sync.Mutex
	values = map[string]string{}
)

// Enabled reports whether the page asked for the readout.
func Enabled() bool { return js.Global().Get("decknamenTest").Truthy() }

// Set records key=value and rewrites the title: the window's own title,
// then the pairs in key order.
func Set(key string, value any) {
	if !Enabled() {
		return
	}
	mu.Lock()
	defer mu.Unlock()
	values[key] = fmt.Sprint(value)
	keys := make([]string, 0, len(values))
	for k := range values {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	probe := js.Global().Get("Object").New()
	var b strings.Builder
	doc := js.Global().Get("document")
	title, _, _ := strings.Cut(doc.Get("title").String(), " |")
	b.WriteString(title + " |")
	for _, k := range keys {
		b.WriteString(" " + k + "=" + values[k])
		probe.Set(k, values[k])
	}
	js.Global().Set("decknamenProbe", probe)
	doc.Set("title", b.String())
}

// Now is the page's clock: milliseconds since the navigation started.
func Now() float64 { return js.Global().Get("performance").Call("now").Float() }
