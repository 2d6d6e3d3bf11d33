// Package chooser is the app's own file chooser, with every label in the
// app's language (Fyne's file dialog follows the system's language and
// says "Home" and "(Parent)"). Open picks a file to read; Save picks a
// folder and a file name to write, adds the extension, asks before
// replacing a file and says in the user's language when the folder cannot
// be written to.
package chooser

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/translations"
)

// Options say where the chooser opens and what it shows.
type Options struct {
	Tr      *translations.Translator
	Parent  fyne.Window
	Dir     string                 // the folder shown first
	Title   string                 // the dialog's title
	Confirm string                 // the confirm button's label ("Import", "Save")
	Match   func(name string) bool // the files listed besides the folders (nil: all)
	None    string                 // said when the folder holds no matching file ("": nothing)
}

// Chooser is one open chooser.
type Chooser struct {
	o       Options
	save    *saving // nil in Open mode
	dir     string
	entries []os.DirEntry
	picked  int
	path    *widget.Label
	list    *fileList
	note    *widget.Label
	confirm *widget.Button
	d       dialog.Dialog
	chosen  func(path string) // Open mode: the picked file
	now     func() time.Time  // the clock that tells a double click
	drawn   func(f func())    // runs f once the window has drawn what a click changed
	last    lastClick         // the click before, for double clicks
	clicks  int               // clicks on rows so far
}

// lastClick is a click on a row: on which entry, the folder shown after
// it, whether it opened that folder, and when its result was on screen
// (zero until then).
type lastClick struct {
	at     time.Time
	index  int
	dir    string
	opened bool
}

// Open shows a chooser for a file to read; chosen gets the picked file's
// path.
func Open(o Options, chosen func(path string)) *Chooser {
	c := &Chooser{o: o, picked: -1, chosen: chosen}
	c.show(nil)
	return c
}

func (c *Chooser) t(id string) string { return c.o.Tr.T(id, nil) }

// show builds the dialog around the list (and, in Save mode, the name
// entry below it) and opens it at o.Dir.
func (c *Chooser) show(name fyne.CanvasObject) {
	c.now = time.Now
	c.drawn = func(f func()) { go fyne.Do(f) } // queued behind the frame being drawn
	c.last = lastClick{index: -1}
	c.path = widget.NewLabel("")
	c.path.Truncation = fyne.TextTruncateEllipsis
	c.note = widget.NewLabel("")
	c.note.Wrapping = fyne.TextWrapWord
	c.list = newFileList(c)
	up := widget.NewButtonWithIcon(c.t("files.up"), theme.MoveUpIcon(), func() { c.cd(filepath.Dir(c.dir)) })
	home := widget.NewButtonWithIcon(c.t("files.home"), theme.HomeIcon(), func() {
		if h, err := os.UserHomeDir(); err == nil {
			c.cd(h)
		}
	})
	icon := theme.ConfirmIcon()
	if c.save != nil {
		icon = theme.DocumentSaveIcon()
	}
	c.confirm = widget.NewButtonWithIcon(c.o.Confirm, icon, c.confirmed)
	c.confirm.Importance = widget.HighImportance
	cancel := widget.NewButton(c.t("action.cancel"), func() { c.d.Hide() })
	top := container.NewVBox(container.NewHBox(up, home), container.NewBorder(nil, nil, widget.NewLabel(c.t("files.folder")+":"), nil, c.path))
	bottom := container.NewVBox(c.note, container.NewHBox(layout.NewSpacer(), cancel, c.confirm))
	if name != nil {
		bottom.Objects = append([]fyne.CanvasObject{name}, bottom.Objects...)
	}
	c.d = dialog.NewCustomWithoutButtons(c.o.Title, container.NewBorder(top, bottom, nil, nil, c.list), c.o.Parent)
	c.cd(c.o.Dir)
	c.d.Resize(fyne.NewSize(640, 520))
	c.d.Show()
}

// row shows entry i: a folder with its icon and a trailing separator, a
// file with a document icon.
func (c *Chooser) row(i widget.ListItemID, o fyne.CanvasObject) {
	r := o.(*entryRow)
	r.index = i
	icon, label := r.box.Objects[0].(*widget.Icon), r.box.Objects[1].(*widget.Label)
	e := c.entries[i]
	if e.IsDir() {
		icon.SetResource(theme.FolderIcon())
		label.SetText(e.Name() + string(filepath.Separator))
	} else {
		icon.SetResource(theme.FileTextIcon())
		label.SetText(e.Name())
	}
}

// say shows text under the list; danger marks a problem.
func (c *Chooser) say(text string, danger bool) {
	c.note.Importance = widget.LowImportance
	if danger {
		c.note.Importance = widget.DangerImportance
	}
	c.note.SetText(text)
	if text == "" { // no empty line between the list and the buttons
		c.note.Hide()
	} else {
		c.note.Show()
	}
}

// matches reports whether a file of that name is listed.
func (c *Chooser) matches(name string) bool { return c.o.Match == nil || c.o.Match(name) }

// cd shows folder dir: its folders, then its matching files, each sorted by
// name; hidden ones are left out. A folder that cannot be read is said,
// and the chooser stays where it was.
func (c *Chooser) cd(dir string) {
	all, err := os.ReadDir(dir)
	if err != nil {
		c.say(c.t("files.cannotOpen"), true)
		return
	}
	c.dir, c.entries, c.picked = dir, nil, -1
	files := 0
	for _, e := range all {
		switch {
		case strings.HasPrefix(e.Name(), "."):
		case e.IsDir():
			c.entries = append(c.entries, e)
		case c.matches(e.Name()):
			c.entries = append(c.entries, e)
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
	c.say("", false)
	if files == 0 && c.o.None != "" {
		c.say(c.o.None, false)
	}
	if c.save == nil {
		c.confirm.Disable()
	}
	c.list.UnselectAll()
	c.list.Refresh()
	c.list.ScrollToTop()
}

// selected opens a folder, or picks a file: in Open mode for the confirm
// button, in Save mode as the name to save under.
func (c *Chooser) selected(i widget.ListItemID) {
	if i < 0 || i >= len(c.entries) {
		return
	}
	if c.entries[i].IsDir() {
		c.cd(filepath.Join(c.dir, c.entries[i].Name()))
		return
	}
	c.picked = i
	if c.save != nil {
		c.save.name.SetText(c.entries[i].Name())
		return
	}
	c.confirm.Enable()
}

// confirmed hands the picked file on (Open) or saves (Save).
func (c *Chooser) confirmed() {
	if c.save != nil {
		c.saveTyped()
		return
	}
	if c.picked < 0 {
		return
	}
	c.d.Hide()
	c.chosen(filepath.Join(c.dir, c.entries[c.picked].Name()))
}

// Dir is the folder shown.
func (c *Chooser) Dir() string { return c.dir }

// Names are the folders and files listed, in their order.
func (c *Chooser) Names() []string {
	var names []string
	for _, e := range c.entries {
		names = append(names, e.Name())
	}
	return names
}

// Select clicks the i-th folder or file of the list.
func (c *Chooser) Select(i int) { c.list.Select(i) }

// fileList is the chooser's list: Enter opens the highlighted folder or
// file, as in any file dialog (Fyne's list only selects on Space).
type fileList struct {
	widget.List
	c     *Chooser
	moved bool // the arrow keys moved the highlight since the last pick
}

func newFileList(c *Chooser) *fileList {
	l := &fileList{c: c}
	l.Length = func() int { return len(c.entries) }
	l.CreateItem = func() fyne.CanvasObject { return newEntryRow(c) }
	l.UpdateItem = c.row
	l.OnSelected = c.selected
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey opens on Enter: the highlighted entry when the arrow keys
// moved to it, else the picked file.
func (l *fileList) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if l.moved || l.c.picked < 0 {
			l.moved = false
			l.List.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
		}
		if l.c.picked >= 0 && l.c.save == nil {
			l.c.confirmed()
		}
	case fyne.KeyUp, fyne.KeyDown:
		l.moved = true
		l.List.TypedKey(ev)
	default:
		l.List.TypedKey(ev)
	}
}

// entryRow is one row of the list: a click picks it, a double click
// opens it (a folder, or the file: the chooser's confirm).
type entryRow struct {
	widget.BaseWidget
	c     *Chooser
	box   *fyne.Container
	index int
}

func newEntryRow(c *Chooser) *entryRow {
	r := &entryRow{c: c, box: container.NewHBox(widget.NewIcon(theme.FolderIcon()), widget.NewLabel("template.csv"))}
	r.ExtendBaseWidget(r)
	return r
}

func (r *entryRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.box) }

// Tapped picks the row, as the list's own rows do, and gives the list the
// keyboard. A second click on the same row is a double click when it comes
// before the first click's result is on screen or within the double-click
// time after: it opens the file, or is the end of the double click that
// already opened a folder. Timing from the screen, not from the first
// click, keeps a double click one even where drawing a frame takes longer
// than the double-click time (software rendering on an old laptop).
//
// The row tells double clicks itself: Fyne holds back every click on a
// fyne.DoubleTappable for the double-click time, and drops it when the
// next click lands elsewhere first (a folder clicked and then the name
// entry, quickly).
func (r *entryRow) Tapped(*fyne.PointEvent) {
	c := r.c
	prev := c.last
	c.clicks++
	c.last = lastClick{index: r.index}
	if prev.index == r.index && prev.dir == c.dir && (prev.at.IsZero() || c.now().Sub(prev.at) <= doubleClickTime()) {
		c.last = lastClick{index: -1} // a third click starts anew
		if !prev.opened && r.index < len(c.entries) && !c.entries[r.index].IsDir() {
			c.confirmed()
		}
		return
	}
	if cv := fyne.CurrentApp().Driver().CanvasForObject(c.list); cv != nil {
		cv.Focus(c.list)
	}
	dir := c.dir
	c.list.moved = false
	c.list.Select(r.index)
	c.last.dir, c.last.opened = c.dir, c.dir != dir
	n := c.clicks
	c.drawn(func() {
		if c.clicks == n {
			c.last.at = c.now()
		}
	})
}

// doubleClickTime is the longest time between the two clicks of a double
// click: the toolkit's (the system's setting on Windows and macOS).
func doubleClickTime() time.Duration { return fyne.CurrentApp().Driver().DoubleTapDelay() }
