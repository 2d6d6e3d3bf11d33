//go:build !js

package classprint

import (
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// actions are the dialog's buttons that make the PDF: Save as… (a folder
// and name of the player's choice) and Make PDF (a new file in the
// documents folder).
func (f *form) actions() []fyne.CanvasObject {
	write := widget.NewButtonWithIcon(f.t("classprint.write"), theme.DocumentSaveIcon(), f.write)
	write.Importance = widget.HighImportance
	saveAs := widget.NewButtonWithIcon(f.t("classprint.saveAs"), theme.FolderOpenIcon(), f.saveAs)
	return []fyne.CanvasObject{saveAs, write}
}

// write makes the PDF and saves it as a new file in the documents folder,
// or says in the dialog what is wrong; then the dialog closes and says
// where the file is.
func (f *form) write() {
	pdf, pages, ok := f.makePDF()
	if !ok {
		return
	}
	dir, file, err := f.save(pdf)
	if err != nil {
		f.errLabel.SetText(f.o.Tr.T("classprint.writeFailed", map[string]any{"Folder": dir}))
		return
	}
	f.done(dir, file, pages)
}

// save writes the PDF as a new file in the folder, never over another one:
// <name>-<date>-<n>.pdf with the first n that is free.
func (f *form) save(pdf []byte) (dir, file string, err error) {
	dir, err = f.folder()()
	if err != nil {
		return dir, "", err
	}
	base := f.t("classprint.fileName") + "-" + time.Now().Format("2006-01-02")
	for n := 1; n < 1000; n++ {
		file = filepath.Join(dir, fmt.Sprintf("%s-%d.pdf", base, n))
		out, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return dir, "", err
		}
		_, werr := out.Write(pdf)
		if err := errors.Join(werr, out.Close()); err != nil {
			os.Remove(file)
			return dir, "", err
		}
		return dir, file, nil
	}
	return dir, "", fs.ErrExist
}

// folder is where the PDF goes first: o.Folder, else DefaultFolder.
func (f *form) folder() func() (string, error) {
	if f.o.Folder != nil {
		return f.o.Folder
	}
	return DefaultFolder
}

// done says where the class set is and offers to open its folder.
func (f *form) done(dir, file string, pages int) {
	f.showDone(f.o.Tr.T("classprint.done", map[string]any{"Pages": pages, "File": file}), func(close func()) *widget.Button {
		open := widget.NewButtonWithIcon(f.t("classprint.openFolder"), theme.FolderOpenIcon(), func() {
			close()
			f.openFolder(dir)
		})
		open.Importance = widget.HighImportance
		return open
	})
}

func (f *form) openFolder(dir string) {
	if f.o.OpenFolder != nil {
		f.o.OpenFolder(dir)
		return
	}
	path := filepath.ToSlash(dir)
	if !strings.HasPrefix(path, "/") {
		path = "/" + path // C:/Users/… on Windows
	}
	_ = fyne.CurrentApp().OpenURL(&url.URL{Scheme: "file", Path: path})
}
