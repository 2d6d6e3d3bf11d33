//go:build js

package classprint

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/ui/internal/platform"
)

// actions are the dialog's buttons that make the PDF: in the browser one,
// Download, as the page sees no folders.
func (f *form) actions() []fyne.CanvasObject {
	download := widget.NewButtonWithIcon(f.t("classprint.download"), theme.DownloadIcon(), f.download)
	download.Importance = widget.HighImportance
	return []fyne.CanvasObject{download}
}

// download makes the PDF and offers it as a download named like the
// desktop's file, Decknamen-Klassensatz-<date>.pdf in German; then the
// dialog closes and says where the browser puts it.
func (f *form) download() {
	pdf, pages, ok := f.makePDF()
	if !ok {
		return
	}
	name := f.t("classprint.fileName") + "-" + time.Now().Format("2006-01-02") + ".pdf"
	if err := platform.Download(name, "application/pdf", pdf); err != nil {
		f.errLabel.SetText(f.t("classprint.downloadFailed"))
		return
	}
	f.showDone(f.o.Tr.T("classprint.downloaded", map[string]any{"Pages": pages, "File": name}))
}
