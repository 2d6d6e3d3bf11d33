// Package rules is the rules window: the in-app rules of the current
// language, a list of sections beside the text of the chosen one.
package rules

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/translations"
)

// Window is the rules window while it is open.
type Window struct {
	win   fyne.Window
	list  *widget.List
	lang  string
	shown string // id of the section on show
}

// Show opens the rules in tr's language at section id ("" for the first
// section) and returns the window on show. An open window w (nil when
// none) jumps there instead, unless it shows another language: then it is
// closed and a new one opens. closed is called when the window is closed.
func Show(fa fyne.App, tr *translations.Translator, w *Window, id string, closed func()) (*Window, error) {
	sections, err := translations.Rules(tr.Lang())
	if err != nil {
		return w, err
	}
	if w == nil || w.lang != tr.Lang() {
		if w != nil {
			w.win.Close()
		}
		w = newWindow(fa, tr, sections, closed)
	}
	for i, s := range sections {
		if s.ID == id || (id == "" && i == 0) {
			w.list.Select(i)
		}
	}
	w.win.Show()
	w.win.RequestFocus()
	return w, nil
}

func newWindow(fa fyne.App, tr *translations.Translator, sections []translations.RulesSection, closed func()) *Window {
	w := &Window{win: fa.NewWindow(tr.T("rules.title", nil)), lang: tr.Lang()}
	text := widget.NewRichTextFromMarkdown("")
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(text)
	w.list = widget.NewList(func() int { return len(sections) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(sections[i].Title) })
	w.list.OnSelected = func(i widget.ListItemID) {
		text.ParseMarkdown(sections[i].Markdown)
		scroll.ScrollToTop()
		w.shown = sections[i].ID
	}
	split := container.NewHSplit(w.list, scroll)
	split.Offset = 0.3
	w.win.SetContent(split)
	w.win.Resize(fyne.NewSize(900, 640))
	w.win.SetOnClosed(closed)
	w.addKeys()
	return w
}

// addKeys lets Esc and Ctrl+W (Cmd+W) close the window.
func (w *Window) addKeys() {
	c := w.win.Canvas()
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			w.win.Close()
		}
	})
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { w.win.Close() })
}

// Shown is the id of the section on show.
func (w *Window) Shown() string { return w.shown }

// Window is the rules window.
func (w *Window) Window() fyne.Window { return w.win }
