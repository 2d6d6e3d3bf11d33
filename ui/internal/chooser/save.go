package chooser

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// saving is what Save mode adds: the name entry, the extension and what
// writes the file.
type saving struct {
	name     *nameEntry
	proposed string
	ext      string
	write    func(path string) error
	done     func(path string)
}

// Save shows a chooser for where to save a file: the folders and matching
// files of o.Dir, and a name entry preset to name. ext (".pdf") is added
// to a typed name without it; an existing file is replaced only after a
// question. write writes the file at the chosen path; when it fails, the
// chooser says why in the user's language and stays open for another
// choice. After a good write the chooser closes and done gets the path.
func Save(o Options, name, ext string, write func(path string) error, done func(path string)) *Chooser {
	c := &Chooser{o: o, picked: -1}
	c.save = &saving{name: newNameEntry(func() { c.d.Hide() }), proposed: name, ext: ext, write: write, done: done}
	c.save.name.SetText(name)
	c.save.name.OnSubmitted = func(string) { c.saveTyped() }
	row := container.NewBorder(nil, nil, widget.NewLabel(c.t("files.name")+":"), nil, c.save.name)
	c.show(row)
	c.o.Parent.Canvas().Focus(c.save.name)
	return c
}

// nameEntry is the file-name entry: Esc in it closes the chooser, as
// Cancel does.
type nameEntry struct {
	widget.Entry
	cancel func()
}

func newNameEntry(cancel func()) *nameEntry {
	e := &nameEntry{cancel: cancel}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey closes the chooser on Esc and edits the name on any other key.
func (e *nameEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		e.cancel()
		return
	}
	e.Entry.TypedKey(ev)
}

// saveTyped saves under the typed name in the folder shown: a folder's
// name opens that folder, a bad name is said, an existing file is replaced
// only when the user says so.
func (c *Chooser) saveTyped() {
	s := c.save
	name := strings.TrimSpace(s.name.Text)
	switch {
	case name == "":
		c.say(c.t("files.noName"), true)
		return
	case strings.ContainsAny(name, `/\`) || name == "." || name == "..":
		c.say(c.t("files.badName"), true)
		return
	}
	if st, err := os.Stat(filepath.Join(c.dir, name)); err == nil && st.IsDir() {
		c.cd(filepath.Join(c.dir, name))
		s.name.SetText(s.proposed)
		return
	}
	if !strings.EqualFold(filepath.Ext(name), s.ext) {
		name += s.ext
	}
	path := filepath.Join(c.dir, name)
	st, err := os.Stat(path)
	switch {
	case err == nil && st.IsDir():
		c.cd(path)
		s.name.SetText(s.proposed)
	case err == nil:
		c.askReplace(path)
	default:
		c.write(path)
	}
}

// askReplace asks before path is replaced. "Don't replace" is the
// highlighted default with the keyboard focus: Enter and Esc answer it,
// keep the file and return to the chooser; replacing takes a click.
func (c *Chooser) askReplace(path string) {
	q := widget.NewLabel(c.o.Tr.T("files.replaceQuestion", map[string]any{"File": filepath.Base(path)}))
	q.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	answer := func(yes bool) {
		d.Hide()
		if yes {
			c.write(path)
			return
		}
		c.o.Parent.Canvas().Focus(c.save.name)
	}
	keep := newAnswerButton(c.t("files.keep"), theme.CancelIcon(), func() { answer(false) })
	keep.Importance = widget.HighImportance
	replace := widget.NewButtonWithIcon(c.t("files.replace"), theme.ConfirmIcon(), func() { answer(true) })
	replace.Importance = widget.DangerImportance
	d = dialog.NewCustomWithoutButtons(c.t("files.replaceTitle"), q, c.o.Parent)
	d.SetButtons([]fyne.CanvasObject{keep, replace})
	d.Resize(fyne.NewSize(480, 200))
	d.Show()
	c.o.Parent.Canvas().Focus(keep)
}

// answerButton is a question's safe answer: a button that Enter and Esc
// press too, so that no key meant for something else replaces a file.
type answerButton struct{ widget.Button }

func newAnswerButton(label string, icon fyne.Resource, tapped func()) *answerButton {
	b := &answerButton{}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey presses the button on Enter, Esc and the space bar.
func (b *answerButton) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyEscape:
		b.Tapped(nil)
	default:
		b.Button.TypedKey(ev)
	}
}

// write writes path; a failure is said in the chooser, which stays open.
func (c *Chooser) write(path string) {
	if err := c.save.write(path); err != nil {
		id := "files.cannotSave"
		if errors.Is(err, fs.ErrPermission) {
			id = "files.noPermission"
		}
		c.cd(c.dir) // the folder may have changed or gone
		c.say(c.o.Tr.T(id, map[string]any{"Folder": filepath.Dir(path)}), true)
		return
	}
	c.d.Hide()
	c.save.done(path)
}

// WriteFile writes data to path through a new file beside it and a rename:
// a failed write leaves no half-written file, and a file it replaces stays
// as it was until the new one is complete.
func WriteFile(path string, data []byte) error {
	dir, base := filepath.Split(path)
	tmp, err := os.CreateTemp(dir, "."+base+"-*.tmp")
	if err != nil {
		return fmt.Errorf("save %s: %w", base, err)
	}
	_, werr := tmp.Write(data)
	err = errors.Join(werr, tmp.Chmod(0o644), tmp.Close())
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("save %s: %w", base, err)
	}
	return nil
}
