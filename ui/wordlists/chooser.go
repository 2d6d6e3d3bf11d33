package wordlists

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/translations"
)

// chooser is the word-list import's own file chooser: folders and .txt or
// .csv files, with every label in the app's language (Fyne's file dialog
// follows the system's language and says "Home" and "(Parent)").
type chooser struct {
	tr      *translations.Translator
	dir     string
	entries []os.DirEntry
	picked  int
	path    *widget.Label
	list    *widget.List
	note    *widget.Label
	open    *widget.Button
	d       dialog.Dialog
	chosen  func(path string)
}

// wordListFile reports whether name is a file the import reads.
func wordListFile(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	return ext == ".txt" || ext == ".csv"
}

// showChooser opens the chooser on parent in folder dir; chosen gets the
// picked file's path.
func showChooser(tr *translations.Translator, parent fyne.Window, dir string, chosen func(path string)) *chooser {
	c := &chooser{tr: tr, picked: -1, chosen: chosen}
	t := func(id string) string { return tr.T(id, nil) }
	c.path = widget.NewLabel("")
	c.path.Truncation = fyne.TextTruncateEllipsis
	c.note = widget.NewLabel("")
	c.note.Importance = widget.LowImportance
	c.list = widget.NewList(func() int { return len(c.entries) },
		func() fyne.CanvasObject {
			return container.NewHBox(widget.NewIcon(theme.FolderIcon()), widget.NewLabel("template.csv"))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			icon, label := row.Objects[0].(*widget.Icon), row.Objects[1].(*widget.Label)
			e := c.entries[i]
			if e.IsDir() {
				icon.SetResource(theme.FolderIcon())
				label.SetText(e.Name() + string(filepath.Separator))
			} else {
				icon.SetResource(theme.FileTextIcon())
				label.SetText(e.Name())
			}
		})
	c.list.OnSelected = c.selected
	up := widget.NewButtonWithIcon(t("files.up"), theme.MoveUpIcon(), func() { c.cd(filepath.Dir(c.dir)) })
	home := widget.NewButtonWithIcon(t("files.home"), theme.HomeIcon(), func() {
		if h, err := os.UserHomeDir(); err == nil {
			c.cd(h)
		}
	})
	c.open = widget.NewButtonWithIcon(t("lists.open"), theme.ConfirmIcon(), c.confirm)
	c.open.Importance = widget.HighImportance
	cancel := widget.NewButton(t("action.cancel"), func() { c.d.Hide() })
	top := container.NewVBox(container.NewHBox(up, home), container.NewBorder(nil, nil, widget.NewLabel(t("files.folder")+":"), nil, c.path))
	bottom := container.NewVBox(c.note, container.NewHBox(layout.NewSpacer(), cancel, c.open))
	c.d = dialog.NewCustomWithoutButtons(t("lists.importTitle"), container.NewBorder(top, bottom, nil, nil, c.list), parent)
	c.cd(dir)
	c.d.Resize(fyne.NewSize(640, 520))
	c.d.Show()
	return c
}

// cd shows folder dir: its folders, then its word-list files, each by
// name; hidden ones are left out.
func (c *chooser) cd(dir string) {
	all, err := os.ReadDir(dir)
	if err != nil {
		c.note.SetText(c.tr.T("files.cannotOpen", nil))
		return
	}
	c.dir, c.entries, c.picked = dir, nil, -1
	files := 0
	for _, e := range all {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if e.IsDir() || wordListFile(e.Name()) {
			c.entries = append(c.entries, e)
		}
		if !e.IsDir() && wordListFile(e.Name()) {
			files++
		}
	}
	sort.SliceStable(c.entries, func(i, j int) bool {
		if c.entries[i].IsDir() != c.entries[j].IsDir() {
			return c.entries[i].IsDir()
		}
		return strings.ToLower(c.entries[i].Name()) < strings.ToLower(c.entries[j].Name())
	})
	c.path.SetText(dir)
	c.note.SetText("")
	if files == 0 {
		c.note.SetText(c.tr.T("files.none", nil))
	}
	c.open.Disable()
	c.list.UnselectAll()
	c.list.Refresh()
	c.list.ScrollToTop()
}

// selected opens a folder, or picks a file for Import.
func (c *chooser) selected(i widget.ListItemID) {
	if i < 0 || i >= len(c.entries) {
		return
	}
	if c.entries[i].IsDir() {
		c.cd(filepath.Join(c.dir, c.entries[i].Name()))
		return
	}
	c.picked = i
	c.open.Enable()
}

// confirm hands the picked file on.
func (c *chooser) confirm() {
	if c.picked < 0 {
		return
	}
	c.d.Hide()
	c.chosen(filepath.Join(c.dir, c.entries[c.picked].Name()))
}
