// Package kodeknacker is the Kodeknacker window: its start screen, its
// board of peg rows, and the running game against a second person or the
// computer, saved after every move in its own file. The rules are in
// game/kodeknacker; this package only shows them and knows nothing of the
// Codenames board.
//
// Its shape is the board screen's: a controller without widgets
// (controller.go) takes every input through one entry, a pure snapshot
// (snapshot.go) says what shows, and views own their widgets
// (startview.go, boardview.go).
package kodeknacker

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/decknamen/decknamen/game/kodeknacker"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/ask"
	"github.com/decknamen/decknamen/ui/internal/errtext"
	"github.com/decknamen/decknamen/ui/internal/files"
)

// playMode is who plays Kodeknacker.
type playMode int

// The modes.
const (
	modeHotSeat  playMode = iota // two people at one screen
	modeComputer                 // one person (Player1) against the computer (Player2)
)

// computerPlayer is the computer's side against the computer.
const computerPlayer = kodeknacker.Player2

// View is the Kodeknacker window.
type View struct {
	tr      *translations.Translator
	rules   func(id string) // opens the rules at a section
	win     fyne.Window
	lang    string // the language the window was built in
	ctl     *controller
	start   startView
	board   boardView
	showing int // 0 nothing built, 1 the start screen, 2 the board
	dialog  dialog.Dialog
	asked   Question // the dialog on show
}

// Open opens the Kodeknacker window on the app's folder and offers to
// continue an unfinished saved game there. rules opens the rules at a
// section; closed is called when the window is closed.
func Open(fa fyne.App, tr *translations.Translator, folder files.Folder, rules func(id string), closed func()) *View {
	v := &View{tr: tr, rules: rules, ctl: newController(store{folder: folder})}
	v.win = fa.NewWindow(tr.T("kk.title", nil))
	v.win.SetOnClosed(closed)
	v.win.Resize(fyne.NewSize(1000, 820))
	v.win.Canvas().SetOnTypedRune(func(r rune) {
		if r >= '1' && r < '1'+kodeknacker.Colours {
			v.do(colour{kodeknacker.Colour(r - '1')})
		}
	})
	v.win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) { v.do(key{ev.Name}) })
	v.do(nil)
	v.win.Show()

	sv, kept, err := v.ctl.store.load()
	switch {
	case err != nil:
		v.do(inform{tr.T("resume.damagedTitle", nil), tr.T(v.ctl.store.keptID(), map[string]any{"File": kept, "Error": errtext.Text(tr, err, nil)})})
	case sv != nil && !sv.Game.Result().Over():
		v.do(offer{sv})
	}
	return v
}

// Window is the Kodeknacker window.
func (v *View) Window() fyne.Window { return v.win }

// Language is the language the window is shown in.
func (v *View) Language() string { return v.lang }

// SetTranslator shows the window in another language at once; the game
// goes on.
func (v *View) SetTranslator(tr *translations.Translator) {
	v.tr, v.showing = tr, 0
	v.do(nil)
}

// do is the one entry: the controller takes the input, then the window
// draws the new snapshot (building the screen it needs).
func (v *View) do(in any) {
	if in != nil {
		v.ctl.handle(in)
	}
	s := snapshot(v.ctl, v.tr)
	want := 2
	if s.OnStart || v.ctl.g == nil {
		want = 1
	}
	if v.showing != want || v.lang != v.tr.Lang() || want == 2 && len(v.board.columns[0].rows) != v.ctl.g.Setup().Rows {
		v.lang = v.tr.Lang()
		v.win.SetTitle(v.tr.T("kk.title", nil))
		if want == 1 {
			v.win.SetContent(v.start.build(v.tr, s.Start, v.do, v.rules))
		} else {
			v.win.SetContent(v.board.build(v.tr, v.ctl.g.Setup().Rows, v.do, v.rules))
		}
		v.showing = want
	}
	if want == 2 {
		v.board.draw(s)
	}
	v.ask(s.Dialog)
}

// ask shows the snapshot's question, or closes the one on show.
func (v *View) ask(q Question) {
	if q == v.asked {
		return
	}
	old := v.dialog
	v.asked, v.dialog = q, nil // first: the old dialog's callbacks see it is gone
	if old != nil {
		old.Hide()
	}
	if q.Kind == onBoard {
		return
	}
	answer := func(yes bool) func() { return func() { v.do(answered{yes}) } }
	var d dialog.Dialog
	if q.No == "" {
		d = dialog.NewCustom(q.Title, q.Yes, ask.Text(q.Text), v.win)
		d.SetOnClosed(func() {
			if v.asked == q { // closed by its OK, not by the snapshot
				v.do(answered{true})
			}
		})
	} else {
		d = dialog.NewCustomConfirm(q.Title, q.Yes, q.No, ask.Text(q.Text), func(yes bool) {
			if v.asked == q {
				answer(yes)()
			}
		}, v.win)
	}
	d.Resize(fyne.NewSize(480, 230))
	v.dialog = d
	d.Show()
}
