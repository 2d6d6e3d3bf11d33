package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/wordlist"
	"github.com/decknamen/decknamen/ui/internal/files"
)

// customPrefix marks the deck IDs of the players' own lists in a dealChoice.
const customPrefix = "custom:"

// customList is a word list the players imported, kept across restarts.
type customList struct {
	ID       string        `json:"id"`
	Name     string        `json:"name"`
	Language game.Language `json:"language"`
	Words    []string      `json:"words"`
}

// maxListFile bounds the read of a stored list: its words come from a
// file of at most wordlist.MaxFileSize, and JSON escaping at most sextuples
// a character. A larger file is not one of ours and is skipped.
const maxListFile = 8 << 20

// listStore keeps the players' word lists as JSON files in one folder.
type listStore struct{ dir string }

func (s listStore) path(id string) string { return filepath.Join(s.dir, id+".json") }

// all returns the lists sorted by name; unreadable files are skipped (and
// left where they are, so nothing is lost).
func (s listStore) all() []customList {
	paths, _ := filepath.Glob(filepath.Join(s.dir, "*.json"))
	var lists []customList
	for _, f := range paths {
		b, err := files.ReadAtMost(f, maxListFile)
		var l customList
		if err != nil || len(b) == maxListFile || json.Unmarshal(b, &l) != nil || l.ID == "" || len(l.Words) == 0 {
			continue
		}
		lists = append(lists, l)
	}
	sort.Slice(lists, func(i, j int) bool { return strings.ToLower(lists[i].Name) < strings.ToLower(lists[j].Name) })
	return lists
}

func (s listStore) get(id string) (customList, bool) {
	for _, l := range s.all() {
		if l.ID == id {
			return l, true
		}
	}
	return customList{}, false
}

// save writes a list atomically.
func (s listStore) save(l customList) error {
	b, err := json.MarshalIndent(l, "", " ")
	if err != nil {
		return fmt.Errorf("save word list: %w", err)
	}
	return files.WriteAtomic(s.dir, l.ID+".json", b)
}

func (s listStore) delete(id string) error {
	if err := os.Remove(s.path(id)); err != nil {
		return fmt.Errorf("delete word list: %w", err)
	}
	return nil
}

// customDeck turns a stored list into a deck for dealing.
func (l customList) deck() game.Deck {
	return game.Deck{ID: customPrefix + l.ID, Kind: game.WordCard, Cards: l.Words}
}

// chooseListFile opens the file dialog for a .txt or .csv word list.
func (a *App) chooseListFile(parent fyne.Window, done func()) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		data, err := io.ReadAll(io.LimitReader(r, wordlist.MaxFileSize+1))
		if err != nil {
			a.inform(a.tr.T("lists.importTitle", nil), a.tr.T("lists.readError", map[string]any{"Error": err.Error()}))
			return
		}
		a.importList(r.URI().Name(), data, done)
	}, parent)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".txt", ".csv", ".TXT", ".CSV"}))
	d.SetTitleText(a.tr.T("lists.importTitle", nil))
	d.SetConfirmText(a.tr.T("lists.open", nil))
	d.SetDismissText(a.tr.T("action.cancel", nil))
	d.Show() // Resize only after Show: before it Fyne's file dialog has no content yet
	d.Resize(fyne.NewSize(760, 520))
}

// importList checks a file's words and, when they make a list, asks for
// its name and language before saving it. A bad file is explained and
// nothing is saved.
func (a *App) importList(fileName string, data []byte, done func()) {
	l, err := wordlist.Parse(data)
	if err != nil {
		a.inform(a.tr.T("lists.importTitle", nil), a.listErrorText(err, fileName))
		return
	}
	summary := []string{a.tr.N("lists.found", len(l.Words), map[string]any{"Encoding": l.Encoding})}
	if l.Duplicates > 0 {
		summary = append(summary, a.tr.N("lists.duplicates", l.Duplicates, nil))
	}
	if len(l.TooLong) > 0 {
		summary = append(summary, a.tr.N("lists.tooLong", len(l.TooLong), map[string]any{"Max": wordlist.MaxWordLen}))
	}
	if len(l.Words) < game.Size5x5.Cards() {
		summary = append(summary, a.tr.T("lists.smallBoardOnly", nil))
	}
	name := widget.NewEntry()
	name.SetText(strings.TrimSuffix(fileName, filepath.Ext(fileName)))
	langs := widget.NewRadioGroup([]string{"Deutsch", "Nederlands", "English"}, nil)
	langs.Horizontal = true
	for _, l := range languageNames {
		if l.code == a.tr.Lang() {
			langs.SetSelected(l.name)
		}
	}
	info := widget.NewLabel(strings.Join(summary, "\n"))
	info.Wrapping = fyne.TextWrapWord
	errLabel := widget.NewLabel("")
	errLabel.Importance = widget.DangerImportance
	form := widget.NewForm(widget.NewFormItem(a.tr.T("lists.name", nil), name), widget.NewFormItem(a.tr.T("settings.language", nil), langs))
	content := container.NewVBox(info, form, errLabel)
	var save func()
	save = func() {
		n := strings.TrimSpace(name.Text)
		if n == "" || len([]rune(n)) > 60 {
			errLabel.SetText(a.tr.T("lists.badName", nil))
			a.answer = nil
			a.ask(a.tr.T("lists.importTitle", nil), a.tr.T("lists.save", nil), a.tr.T("action.cancel", nil), content, fyne.NewSize(520, 380), save, nil)
			return
		}
		code := "en"
		for _, l := range languageNames {
			if l.name == langs.Selected {
				code = l.code
			}
		}
		list := customList{ID: fmt.Sprintf("list-%d", time.Now().UnixNano()), Name: n, Language: game.Language(code), Words: l.Words}
		if err := a.lists().save(list); err != nil {
			a.inform(a.tr.T("lists.importTitle", nil), a.tr.T("lists.saveError", map[string]any{"Error": err.Error()}))
			return
		}
		if done != nil {
			done()
		}
	}
	a.ask(a.tr.T("lists.importTitle", nil), a.tr.T("lists.save", nil), a.tr.T("action.cancel", nil), content, fyne.NewSize(520, 380), save, nil)
}

// listErrorText explains in the player's language why a file was refused.
func (a *App) listErrorText(err error, file string) string {
	d := map[string]any{"File": file, "Min": wordlist.MinWords, "MaxKB": wordlist.MaxFileSize / 1024}
	var e *wordlist.Error
	if errors.As(err, &e) {
		d["Words"] = e.Words
	}
	for reason, id := range map[error]string{wordlist.ErrEmpty: "lists.errEmpty", wordlist.ErrTooLarge: "lists.errTooLarge",
		wordlist.ErrBinary: "lists.errBinary", wordlist.ErrTooFew: "lists.errTooFew"} {
		if errors.Is(err, reason) {
			return a.tr.T(id, d)
		}
	}
	return err.Error()
}

// lists is the store of the players' word lists.
func (a *App) lists() listStore { return listStore{dir: filepath.Join(a.store.dir, "wordlists")} }

// showLists lets the players view, rename and delete their word lists.
func (a *App) showLists(changed func()) {
	var d dialog.Dialog
	rows := container.NewVBox()
	var fill func()
	fill = func() {
		rows.RemoveAll()
		lists := a.lists().all()
		if len(lists) == 0 {
			rows.Add(widget.NewLabel(a.tr.T("lists.none", nil)))
		}
		for _, l := range lists {
			l := l
			label := widget.NewLabel(fmt.Sprintf("%s (%s, %s)", l.Name, strings.ToUpper(string(l.Language)), a.tr.N("lists.count", len(l.Words), nil)))
			view := widget.NewButton(a.tr.T("lists.view", nil), func() {
				text := widget.NewLabel(strings.Join(l.Words, ", "))
				text.Wrapping = fyne.TextWrapWord
				v := dialog.NewCustom(l.Name, a.tr.T("action.ok", nil), container.NewVScroll(text), a.win)
				v.Resize(fyne.NewSize(560, 420))
				v.Show()
			})
			rename := widget.NewButton(a.tr.T("lists.rename", nil), func() {
				e := widget.NewEntry()
				e.SetText(l.Name)
				a.ask(a.tr.T("lists.rename", nil), a.tr.T("lists.save", nil), a.tr.T("action.cancel", nil), e, fyne.NewSize(420, 160), func() {
					if n := strings.TrimSpace(e.Text); n != "" && len([]rune(n)) <= 60 {
						l.Name = n
						if err := a.lists().save(l); err != nil {
							a.inform(a.tr.T("lists.title", nil), err.Error())
						}
						fill()
						changed()
					}
				}, nil)
			})
			del := widget.NewButton(a.tr.T("lists.delete", nil), func() {
				a.confirm(a.tr.T("lists.delete", nil), a.tr.T("lists.deleteText", map[string]any{"Name": l.Name}), a.tr.T("lists.delete", nil), func() {
					if err := a.lists().delete(l.ID); err != nil {
						a.inform(a.tr.T("lists.title", nil), err.Error())
					}
					fill()
					changed()
				})
			})
			rows.Add(container.NewBorder(nil, nil, nil, container.NewHBox(view, rename, del), label))
		}
		rows.Refresh()
	}
	fill()
	d = dialog.NewCustom(a.tr.T("lists.title", nil), a.tr.T("action.ok", nil), container.NewVScroll(rows), a.win)
	d.Resize(fyne.NewSize(640, 420))
	d.Show()
}
