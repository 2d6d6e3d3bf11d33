package classprint

import (
	"errors"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// saveAs makes the PDF and asks with the app's file dialog, in the app's
// language, where to save it; a place that cannot be written to is said
// in the dialog, which stays open with the choice.
func (f *form) saveAs() {
	pdf, pages, ok := f.makePDF()
	if !ok {
		return
	}
	name := f.t("classprint.fileName") + "-" + time.Now().Format("2006-01-02") + ".pdf"
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err == nil && w == nil { // cancelled: the class-set dialog stays as it was
			return
		}
		if err == nil {
			_, werr := w.Write(pdf)
			if err = errors.Join(werr, w.Close()); err != nil {
				_ = storage.Delete(w.URI()) // no half-written file stays
			}
		}
		if err != nil {
			f.errLabel.SetText(f.t("classprint.saveAsFailed"))
			return
		}
		file := uriPath(w.URI())
		f.errLabel.SetText("")
		f.d.Hide()
		f.done(filepath.Dir(file), file, pages)
	}, f.o.Win)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".pdf", ".PDF"}))
	d.SetTitleText(f.t("classprint.saveTitle"))
	d.SetConfirmText(f.t("classprint.save"))
	d.SetDismissText(f.t("action.cancel"))
	if dir, err := f.folder()(); err == nil {
		if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			d.SetLocation(l)
		}
	}
	d.Show() // Resize only after Show: before it Fyne's file dialog has no content yet
	d.Resize(fyne.NewSize(760, 520))
}

// uriPath is a file URI's path in the system's own form.
func uriPath(u fyne.URI) string {
	p := u.Path()
	if len(p) > 2 && p[0] == '/' && p[2] == ':' { // /C:/Users/… on Windows
		p = p[1:]
	}
	return filepath.FromSlash(strings.TrimSpace(p))
}
