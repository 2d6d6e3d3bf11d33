//go:build !js

package classprint

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/decknamen/decknamen/ui/internal/chooser"
)

// pdfFile reports whether name is a PDF, which the Save-as chooser lists
// besides the folders.
func pdfFile(name string) bool { return strings.EqualFold(filepath.Ext(name), ".pdf") }

// saveAs makes the PDF and asks with the app's own chooser, in the app's
// language, where and under which name to save it. A folder that cannot be
// written to is said in the chooser, which stays open for another choice;
// nothing half-written stays, and a file is replaced only when the user
// says so. After the save the class-set dialog closes and says where the
// file is.
func (f *form) saveAs() {
	pdf, pages, ok := f.makePDF()
	if !ok {
		return
	}
	dir, err := f.folder()()
	if err != nil {
		if dir, err = os.UserHomeDir(); err != nil {
			dir = string(filepath.Separator)
		}
	}
	name := f.t("classprint.fileName") + "-" + time.Now().Format("2006-01-02") + ".pdf"
	o := chooser.Options{Tr: f.o.Tr, Parent: f.o.Win, Dir: dir, Title: f.t("classprint.saveTitle"),
		Confirm: f.t("classprint.save"), Match: pdfFile}
	chooser.Save(o, name, ".pdf", func(path string) error { return chooser.WriteFile(path, pdf) }, func(path string) {
		f.errLabel.SetText("")
		f.d.Hide()
		if f.o.Remember != nil {
			f.o.Remember(filepath.Dir(path))
		}
		f.done(filepath.Dir(path), path, pages)
	})
}
