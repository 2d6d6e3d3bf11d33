// Package wordlists keeps the players' own word lists (a class's
// vocabulary, a family's in-jokes) and is their manager: importing a .txt
// or .csv file with a clear message for a bad one, viewing, renaming and
// deleting. The lists live as JSON entries in one folder of the app's
// storage (on the desktop a folder, in the browser its storage).
package wordlists

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/wordlist"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/ask"
	"github.com/decknamen/decknamen/ui/internal/errtext"
	"github.com/decknamen/decknamen/ui/internal/files"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// Prefix marks the deck IDs of the players' own lists in a new game's choice.
const Prefix = "custom:"

// List is a word list the players imported, kept across restarts.
type List struct {
	ID       string        `json:"id"`
	Name     string        `json:"name"`
	Language game.Language `json:"language"`
	Words    []string      `json:"words"`
}

// MaxFile bounds the read of a stored list: its words come from a
// file of at most wordlist.MaxFileSize, and JSON escaping at most sextuples
// a character. A larger file is not one of ours and is skipped.
const MaxFile = 8 << 20

// Store keeps the players' word lists as JSON entries <id>.json in one
// folder.
type Store struct{ Folder files.Folder }

// All returns the lists sorted by name; unreadable entries are skipped (and
// left where they are, so nothing is lost).
func (s Store) All() []List {
	names, _ := s.Folder.Names(".json")
	var lists []List
	for _, f := range names {
		b, err := s.Folder.ReadAtMost(f, MaxFile)
		var l List
		if err != nil || len(b) == MaxFile || json.Unmarshal(b, &l) != nil || l.ID == "" || len(l.Words) == 0 {
			continue
		}
		lists = append(lists, l)
	}
	sort.Slice(lists, func(i, j int) bool { return strings.ToLower(lists[i].Name) < strings.ToLower(lists[j].Name) })
	return lists
}

// Get returns the list with that ID.
func (s Store) Get(id string) (List, bool) {
	for _, l := range s.All() {
		if l.ID == id {
			return l, true
		}
	}
	return List{}, false
}

// Save writes a list (atomically on the desktop: files.Folder.Write).
func (s Store) Save(l List) error {
	b, err := json.MarshalIndent(l, "", " ")
	if err != nil {
		return fmt.Errorf("save word list: %w", err)
	}
	return s.Folder.Write(l.ID+".json", b)
}

// Delete removes a list.
func (s Store) Delete(id string) error {
	if err := s.Folder.Delete(id + ".json"); err != nil {
		return fmt.Errorf("delete word list: %w", err)
	}
	return nil
}

// Deck turns a stored list into a deck for dealing.
func (l List) Deck() game.Deck {
	return game.Deck{ID: Prefix + l.ID, Kind: game.WordCard, Cards: l.Words}
}

// Import checks a file's words and, when they make a list, asks for
// its name and language before saving it; done gets the new list's deck
// ID. A bad file is explained and nothing is saved.
func (m Manager) Import(fileName string, data []byte, done func(id string)) {
	l, err := wordlist.Parse(data)
	if err != nil {
		m.inform(m.Tr.T("lists.importTitle", nil), m.errorText(err, fileName))
		return
	}
	summary := []string{m.Tr.N("lists.found", len(l.Words), map[string]any{"Encoding": l.Encoding}), m.separatorNote(l)}
	if n := len(l.Short); n > 0 {
		summary = append(summary, m.Tr.N("lists.short", n, map[string]any{"Words": sample(l.Short, 8)}))
	}
	var small []string
	for _, w := range l.Words {
		if !uiwidget.WordLegible(w) {
			small = append(small, w)
		}
	}
	if n := len(small); n > 0 {
		summary = append(summary, m.Tr.N("lists.illegible", n, map[string]any{"Words": sample(small, 4)}))
	}
	if l.Duplicates > 0 {
		summary = append(summary, m.Tr.N("lists.duplicates", l.Duplicates, nil))
	}
	if len(l.TooLong) > 0 {
		summary = append(summary, m.Tr.N("lists.tooLong", len(l.TooLong), map[string]any{"Max": wordlist.MaxWordLen}))
	}
	summary = append(summary, m.decodeNotes(l)...)
	if len(l.Words) < game.Size5x5.Cards() {
		summary = append(summary, m.Tr.T("lists.smallBoardOnly", nil))
	}
	name := widget.NewEntry()
	name.SetText(strings.TrimSuffix(fileName, filepath.Ext(fileName)))
	langs := widget.NewRadioGroup([]string{"Deutsch", "Nederlands", "English"}, nil)
	langs.Horizontal = true
	for _, l := range languages {
		if l.code == m.Tr.Lang() {
			langs.SetSelected(l.name)
		}
	}
	info := widget.NewLabel(strings.Join(summary, "\n"))
	info.Wrapping = fyne.TextWrapWord
	errLabel := widget.NewLabel("")
	errLabel.Importance = widget.DangerImportance
	form := widget.NewForm(widget.NewFormItem(m.Tr.T("lists.name", nil), name), widget.NewFormItem(m.Tr.T("settings.language", nil), langs))
	content := container.NewVBox(info, form, errLabel)
	var save func()
	save = func() {
		n := strings.TrimSpace(name.Text)
		if n == "" || len([]rune(n)) > 60 {
			errLabel.SetText(m.Tr.T("lists.badName", nil))
			m.Ask(m.Tr.T("lists.importTitle", nil), m.Tr.T("lists.save", nil), m.Tr.T("action.cancel", nil), content, fyne.NewSize(520, 380), save, nil)
			return
		}
		code := "en"
		for _, l := range languages {
			if l.name == langs.Selected {
				code = l.code
			}
		}
		list := List{ID: fmt.Sprintf("list-%d", time.Now().UnixNano()), Name: n, Language: game.Language(code), Words: l.Words}
		if err := m.Store.Save(list); err != nil {
			m.inform(m.Tr.T("lists.importTitle", nil), m.Tr.T("lists.saveError", map[string]any{"Error": m.errorText(err, "")}))
			return
		}
		if done != nil {
			done(Prefix + list.ID)
		}
	}
	m.Ask(m.Tr.T("lists.importTitle", nil), m.Tr.T("lists.save", nil), m.Tr.T("action.cancel", nil), content, fyne.NewSize(520, 380), save, nil)
}

// errorText explains in the player's language why a file was refused.
func (m Manager) errorText(err error, file string) string {
	return errtext.Text(m.Tr, err, map[string]any{"File": file})
}

// separatorNote says how the file's entries were separated.
func (m Manager) separatorNote(l wordlist.List) string {
	if len(l.Separators) == 0 {
		return m.Tr.T("lists.oneALine", nil)
	}
	var names []string
	for _, r := range l.Separators {
		switch r {
		case ',':
			names = append(names, m.Tr.T("lists.sepComma", nil))
		case ';':
			names = append(names, m.Tr.T("lists.sepSemicolon", nil))
		case '\t':
			names = append(names, m.Tr.T("lists.sepTab", nil))
		default:
			names = append(names, m.Tr.T("lists.sepOther", map[string]any{"Sep": string(r)}))
		}
	}
	return m.Tr.T("lists.separators", map[string]any{"Seps": strings.Join(names, ", ")})
}

// sample lists up to n words, with "…" for the rest.
func sample(words []string, n int) string {
	list := strings.Join(words[:min(len(words), n)], ", ")
	if len(words) > n {
		list += ", …"
	}
	return list
}

// decodeNotes report what the import could not read cleanly: lines of a
// UTF-8 file read as Windows-1252 (their umlauts may be wrong) and entries
// left out for unreadable characters.
func (m Manager) decodeNotes(l wordlist.List) []string {
	var notes []string
	if n := len(l.Windows1252Lines); n > 0 {
		nums := make([]string, 0, n)
		for _, line := range l.Windows1252Lines[:min(n, 10)] {
			nums = append(nums, strconv.Itoa(line))
		}
		if n > 10 {
			nums = append(nums, "…")
		}
		notes = append(notes, m.Tr.N("lists.windows1252", n, map[string]any{"Lines": strings.Join(nums, ", ")}))
	}
	if n := len(l.Unreadable); n > 0 {
		words := l.Unreadable[:min(n, 5)]
		list := strings.Join(words, ", ")
		if n > 5 {
			list += ", …"
		}
		notes = append(notes, m.Tr.N("lists.unreadable", n, map[string]any{"Words": list}))
	}
	return notes
}

// Manager shows the word-list dialogs on a window.
type Manager struct {
	Tr    *translations.Translator
	Win   fyne.Window
	Store Store
	// Ask shows a yes/no question on Win that the keyboard can answer.
	Ask func(title, yes, no string, content fyne.CanvasObject, size fyne.Size, onYes, onNo func())
	// Folder is the folder of the last import ("" or nil: none), and
	// Remember keeps a new one.
	Folder   func() string
	Remember func(dir string)
}

// languages are the languages a list can be in, each named in its own language.
var languages = []struct{ code, name string }{{"de", "Deutsch"}, {"nl", "Nederlands"}, {"en", "English"}}

// confirm asks a yes/no question with the app's own button labels.
func (m Manager) confirm(title, text, yes string, then func()) {
	m.Ask(title, yes, m.Tr.T("action.cancel", nil), ask.Text(text), fyne.NewSize(460, 200), then, nil)
}

// inform shows a message with the app's own OK label.
func (m Manager) inform(title, text string) {
	ask.Inform(m.Win, title, text, m.Tr.T("action.ok", nil), fyne.NewSize(480, 220))
}

// Show lets the players view, rename and delete their word lists.
func (m Manager) Show(changed func()) {
	var d dialog.Dialog
	rows := container.NewVBox()
	var fill func()
	fill = func() {
		rows.RemoveAll()
		lists := m.Store.All()
		if len(lists) == 0 {
			rows.Add(widget.NewLabel(m.Tr.T("lists.none", nil)))
		}
		for _, l := range lists {
			l := l
			label := widget.NewLabel(fmt.Sprintf("%s (%s, %s)", l.Name, strings.ToUpper(string(l.Language)), m.Tr.N("lists.count", len(l.Words), nil)))
			view := widget.NewButton(m.Tr.T("lists.view", nil), func() {
				text := widget.NewLabel(strings.Join(l.Words, ", "))
				text.Wrapping = fyne.TextWrapWord
				v := dialog.NewCustom(l.Name, m.Tr.T("action.ok", nil), container.NewVScroll(text), m.Win)
				v.Resize(fyne.NewSize(560, 420))
				v.Show()
			})
			rename := widget.NewButton(m.Tr.T("lists.rename", nil), func() {
				e := widget.NewEntry()
				e.SetText(l.Name)
				m.Ask(m.Tr.T("lists.rename", nil), m.Tr.T("lists.save", nil), m.Tr.T("action.cancel", nil), e, fyne.NewSize(420, 160), func() {
					if n := strings.TrimSpace(e.Text); n != "" && len([]rune(n)) <= 60 {
						l.Name = n
						if err := m.Store.Save(l); err != nil {
							m.inform(m.Tr.T("lists.title", nil), m.errorText(err, ""))
						}
						fill()
						changed()
					}
				}, nil)
			})
			del := widget.NewButton(m.Tr.T("lists.delete", nil), func() {
				m.confirm(m.Tr.T("lists.delete", nil), m.Tr.T("lists.deleteText", map[string]any{"Name": l.Name}), m.Tr.T("lists.delete", nil), func() {
					if err := m.Store.Delete(l.ID); err != nil {
						m.inform(m.Tr.T("lists.title", nil), m.errorText(err, ""))
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
	d = dialog.NewCustom(m.Tr.T("lists.title", nil), m.Tr.T("action.ok", nil), container.NewVScroll(rows), m.Win)
	d.Resize(fyne.NewSize(640, 420))
	d.Show()
}
