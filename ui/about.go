package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// showAbout names the app, its version and the licences of what it ships.
func (a *App) showAbout() {
	text := widget.NewRichTextFromMarkdown("## " + a.tr.T("app.title", nil) + " " + a.fa.Metadata().Version + "\n\n" +
		a.tr.T("about.text", nil) + "\n\n" + a.tr.T("about.pictures", nil))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(a.tr.T("menu.about", nil), a.tr.T("action.ok", nil), text, a.win)
	d.Resize(fyne.NewSize(520, 340))
	d.Show()
}
