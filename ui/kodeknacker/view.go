// Package kodeknacker is the Kodeknacker window: its start screen, its
// board of peg rows, and the running game against a second person or the
// computer, saved after every move in its own file. The rules are in
// game/kodeknacker; this package only shows them and knows nothing of the
// Codenames board.
package kodeknacker

import (
	"math/rand/v2"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game/kodeknacker"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/errtext"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
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

// View is the Kodeknacker window: its start screen, the board
// and the running game. The game lives in the engine; the view keeps only
// what is on the screen (the code being built, the message line).
type View struct {
	tr    *translations.Translator
	rules func(id string) // opens the rules at a section
	win   fyne.Window
	lang  string // the language the window was built in
	store store
	rng   *rand.Rand

	// the start screen's choices
	mode  playMode
	level kodeknacker.Level
	rows  int
	first kodeknacker.Player

	g        *kodeknacker.Game // nil on the start screen
	solver   *kodeknacker.Solver
	entry    []kodeknacker.Colour // the code or guess being built
	entering bool                 // a player is entering their code (after the privacy screen)
	choosing bool                 // the start screen is on show over a game (Cancel goes back to it)
	message  string               // why a move was refused (an error, in red)
	info     string               // news that is no error (the code is set)
	answer   func(yes bool)       // answers the open yes/no dialog (Enter, Esc)

	// widgets of the game screen, nil on the start screen
	status    *widget.Label
	result    *widget.Label
	columns   [2]column
	entryRow  *uiwidget.CodeRow
	palette   []*uiwidget.ColourButton
	submitBtn *widget.Button
	eraseBtn  *widget.Button
	undoBtn   *widget.Button
	enterBtn  *widget.Button
	entryBox  *fyne.Container
	msgLabel  *widget.Label
	infoLabel *widget.Label
}

// column is one player's side of the board: their guesses at the
// opponent's code.
type column struct {
	title       *widget.Label
	left        *widget.Label
	secretLabel *widget.Label // "Code to crack", or against the computer over its side "Your code"
	secret      *uiwidget.CodeRow
	rows        []*uiwidget.CodeRow
}

// Open opens the Kodeknacker window in the app's folder dir and offers to
// continue an unfinished saved game there. rules opens the rules at a
// section; closed is called when the window is closed.
func Open(fa fyne.App, tr *translations.Translator, dir string, rules func(id string), closed func()) *View {
	v := &View{tr: tr, rules: rules, store: store{dir: dir}, level: kodeknacker.Normal,
		rows: kodeknacker.DefaultRows, first: kodeknacker.Player1,
		rng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
	v.win = fa.NewWindow(tr.T("kk.title", nil))
	v.win.SetOnClosed(closed)
	v.win.Resize(fyne.NewSize(1000, 820))
	v.win.Canvas().SetOnTypedRune(v.typedRune)
	v.win.Canvas().SetOnTypedKey(v.typedKey)
	v.build()
	v.win.Show()

	sv, kept, err := v.store.load()
	switch {
	case err != nil:
		v.inform(tr.T("resume.damagedTitle", nil), tr.T("kk.damagedText", map[string]any{"File": kept, "Error": errtext.Text(tr, err, nil)}))
	case sv != nil && !sv.Game.Result().Over():
		v.ask(tr.T("kk.resumeTitle", nil), tr.T("kk.resumeText", map[string]any{"Mode": v.modeText(sv.Mode, sv.Level)}),
			tr.T("resume.continue", nil), tr.T("action.newGame", nil), func() { v.resume(sv) }, nil)
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
	v.tr = tr
	v.build()
}

// t translates a message without data.
func (v *View) t(id string) string { return v.tr.T(id, nil) }

// build makes the window's content: the start screen or the board.
func (v *View) build() {
	v.lang = v.tr.Lang()
	v.win.SetTitle(v.t("kk.title"))
	if v.g == nil || v.choosing {
		v.buildStart()
		return
	}
	v.buildBoard()
	v.refresh()
}

// human reports whether p is played by a person.
func (v *View) human(p kodeknacker.Player) bool {
	return v.mode == modeHotSeat || p != computerPlayer
}
