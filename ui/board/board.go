// Package board is the board screen of the main window: the cards, the
// key card, the header and banner, the status and the action bar, the log,
// the turn timer and keyboard play.
//
// It has a spine: a controller without widgets (controller.go) holds the
// running game and one explicit mode and takes every input through one
// entry; a pure function (snapshot.go) turns it into everything the
// screens show, the key's visibility on every window included; views that
// own their widgets (grid.go, header.go, side.go, actionbar.go,
// toolbar.go, dialogview.go) draw the snapshot they are given. The root
// hands the board a Host.
package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/platform"
	"github.com/decknamen/decknamen/ui/screen"
)

// The board's zoom range.
const (
	MinZoom = 0.6
	MaxZoom = 1.8
)

// Command is a menu item the root's menu passes on (Press).
type Command = button

// The commands of the root's menu.
const (
	Undo        = btnUndo
	RematchGame = btnRematch
	ToggleKey   = btnKey
	KeyQR       = btnQR
	Shortcuts   = btnShortcuts
)

// SpyWindow is the spymasters' window while it is open: the board hands
// it the clue entry and draws its view.
type SpyWindow interface {
	Window() fyne.Window
	Build(tr *translations.Translator, clueRow fyne.CanvasObject)
	Draw(v screen.SpyView)
}

// Board is the board screen. Its zero value is not usable: call New.
type Board struct {
	win     fyne.Window
	tr      *translations.Translator
	host    Host
	ctl     *controller
	grid    gridView
	head    headerView
	side    sideView
	bar     barView
	tools   toolbarView
	dialogs dialogView
	spy     SpyWindow
	tracer  *tracer
	stale   bool             // the widgets must be made anew (a language, the spymasters' window, a board size)
	split   *container.Split // between the board and the side panel; a rebuild keeps where it was dragged
}

// New makes a board that speaks tr and asks h. Give it a game with Start
// or Resume, then a window with Attach.
func New(tr *translations.Translator, h Host) *Board {
	b := &Board{tr: tr, host: h, tracer: openTracer()}
	b.ctl = newController(h, b.do)
	b.tracer.listen(func() { b.do(redraw{}) }) // test builds: a fresh readout on SIGUSR1
	return b
}

// Attach shows the board in win and takes the window's keys.
func (b *Board) Attach(win fyne.Window) {
	b.win, b.stale = win, true
	b.shortcuts()
	b.do(redraw{})
}

// build makes the window's content anew.
func (b *Board) build() {
	g := b.ctl.g
	b.dialogs = dialogView{board: b.win, send: b.do}
	if b.spy != nil {
		b.dialogs.spy = b.spy.Window()
	}
	grid := b.grid.build(g.Size().Cards(), g.Size().Cols(), b.do)
	area := b.head.build(grid, b.do)
	clueRow := b.bar.build(b.tr, b.do, b.spy == nil)
	bottom := b.bar.box
	if b.spy != nil {
		b.spy.Build(b.tr, clueRow) // the clue is given on the laptop's window
	}
	split := container.NewHSplit(container.NewPadded(area), container.NewPadded(b.side.build(b.tr, b.do)))
	split.Offset = 0.76
	if b.split != nil {
		split.Offset = b.split.Offset // a language switch leaves the panel where the teacher put it
	}
	b.split = split
	b.win.SetContent(container.NewBorder(b.tools.build(b.tr, b.do), bottom, nil, nil, split))
	b.stale = false
}

// do is the one entry: every input goes to the controller, and what it
// asks of the window is done; then the screens draw the new snapshot.
func (b *Board) do(in any) {
	if _, first := in.(startGame); b.ctl.g == nil && !first {
		return // no game yet
	}
	if b.foreignDialog(in) {
		return
	}
	fx := b.ctl.handle(in, b.host.Prefs())
	if b.win == nil {
		return // not attached yet: Attach draws
	}
	if b.stale || len(b.grid.cards) != b.ctl.g.Size().Cards() {
		b.build()
	}
	b.changed()
	clueWin := b.win
	if b.spy != nil {
		clueWin = b.spy.Window()
	}
	switch {
	case fx.focusClue:
		b.bar.focusClue(clueWin)
	case fx.unfocus: // the keys go back to the board for guessing
		clueWin.Canvas().Unfocus()
		b.win.Canvas().Unfocus()
	case fx.toggleFS:
		platform.ToggleFullScreen(b.win, func() { b.SetMessage(b.tr.T("menu.fullScreenRefused", nil)) })
	case fx.leaveFS:
		platform.LeaveFullScreen(b.win)
	case fx.raiseSpy && b.spy != nil:
		b.spy.Window().RequestFocus()
	}
}

// foreignDialog keeps the keys from the board while a dialog of the
// root's (new game, settings, the class set...) is open on its window:
// Esc presses that dialog's Cancel (or its OK), as in any dialog; other
// keys are the dialog's. It reports whether it took in.
func (b *Board) foreignDialog(in any) bool {
	switch in.(type) {
	case pressKey, typeRune:
	default:
		return false
	}
	if k, ok := in.(pressKey); ok && k.spy || b.win == nil || b.dialogs.d != nil && b.dialogs.shown.Kind != dlgRoot {
		return false
	}
	top := b.win.Canvas().Overlays().Top()
	if top == nil || b.dialogs.d != nil {
		return false
	}
	if k, ok := in.(pressKey); ok && k.name == fyne.KeyEscape {
		for _, id := range []string{"action.cancel", "action.ok"} {
			if btn := dialogButton(top, b.tr.T(id, nil)); btn != nil {
				btn.OnTapped()
				break
			}
		}
	}
	return true
}

// changed draws the snapshot on every view: the one place the screens
// are refreshed.
func (b *Board) changed() {
	p := b.host.Prefs()
	s := snapshot(b.ctl, b.tr, p)
	b.grid.draw(s)
	b.head.draw(s)
	b.side.draw(s)
	b.bar.draw(s)
	b.tools.draw(s)
	if b.spy != nil {
		b.spy.Draw(s.Spy)
	}
	b.dialogs.draw(s)
	b.trace(s, p)
}

// Game is the running game.
func (b *Board) Game() *game.Game { return b.ctl.g }

// Start shows the new game g: nothing selected, no message, the key
// hidden. It saves g and starts its turn timer.
func (b *Board) Start(g *game.Game) { b.do(startGame{g: g}) }

// Resume shows the saved game g with the question whether to go on with
// it in the action bar; its timer starts once the players go on.
func (b *Board) Resume(g *game.Game) { b.do(startGame{g: g, resume: true}) }

// SetTranslator makes the board speak tr and rebuilds it.
func (b *Board) SetTranslator(tr *translations.Translator) {
	b.tr, b.stale = tr, true
	b.do(redraw{})
}

// Refresh draws the board again (after a change of theme).
func (b *Board) Refresh() { b.do(redraw{}) }

// SetMessage shows text in the board's message line.
func (b *Board) SetMessage(text string) { b.do(setMessage{text}) }

// Press plays a command of the root's menu.
func (b *Board) Press(c Command) { b.do(push{c}) }

// SetSpymaster hands the clue entry and the key to the spymasters' window
// w, or takes them back (nil), and rebuilds the board.
func (b *Board) SetSpymaster(w SpyWindow) {
	b.spy, b.stale = w, true
	b.do(spyOpened{open: w != nil})
}

// CoverFromKey covers card i, tapped on the spymasters' key card.
func (b *Board) CoverFromKey(i int) { b.do(coverFromKey{i}) }

// RevealOnSecond shows the key on the spymasters' window (its privacy
// screen was answered by a click) or hides it there again.
func (b *Board) RevealOnSecond(show bool) { b.do(revealSpy{show}) }

// SpyQR shows the key's QR code on the spymasters' window.
func (b *Board) SpyQR() { b.do(push{btnQRSpy}) }

// SetDisplays tells the board whether the app sees a second display. When
// one comes or goes, the key hides on the spymasters' window until a
// spymaster answers its privacy screen again.
func (b *Board) SetDisplays(secondary bool) { b.do(displays{secondary}) }

// DialogKey gives a key typed on the spymasters' window to the board:
// only an open dialog takes it.
func (b *Board) DialogKey(k fyne.KeyName) { b.do(pressKey{name: k, spy: true}) }

// FocusLost ends a peek: the app lost the focus.
func (b *Board) FocusLost() { b.do(focusLost{}) }

// Ask shows a yes/no question of the root's on the board window, with the
// app's own labels; Enter answers yes and Esc no.
func (b *Board) Ask(title, yes, no string, content fyne.CanvasObject, size fyne.Size, onYes, onNo func()) {
	b.do(askRoot{&rootQuestion{title: title, yes: yes, no: no, content: content, size: size, onYes: onYes, onNo: onNo}})
}

// shortcuts takes the window's keys: typed keys and characters go to the
// controller, Ctrl shortcuts become commands.
func (b *Board) shortcuts() {
	c := b.win.Canvas()
	ctrl := func(k fyne.KeyName, cmd button) {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { b.do(push{cmd}) })
	}
	// Fyne's desktop driver turns Ctrl+Z (Cmd+Z) into its own undo
	// shortcut before the app's shortcuts see it: listen for both.
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { b.do(push{btnUndo}) })
	ctrl(fyne.KeyZ, btnUndo)
	ctrl(fyne.KeyN, btnNewGame)
	ctrl(fyne.Key0, btnZoomReset)
	for _, k := range zoomInKeys {
		c.AddShortcut(k, func(fyne.Shortcut) { b.do(push{btnZoomIn}) })
	}
	for _, k := range zoomOutKeys {
		c.AddShortcut(k, func(fyne.Shortcut) { b.do(push{btnZoomOut}) })
	}
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) { b.do(pressKey{name: ev.Name, full: platform.FullScreen(b.win)}) })
	// C is read as a character, not as a key press: the character comes
	// after the key press and would land in the clue entry it focused.
	c.SetOnTypedRune(func(r rune) { b.do(typeRune{r}) })
}

// The zoom shortcuts as the keyboard reports them. Fyne names a key by its
// place on a US keyboard: on a German one the "+" key arrives as "]" and
// the "-" key as "/"; on a US one "+" is Shift and "=". The number pad's
// keys arrive as + and -.
var (
	zoomInKeys = []fyne.Shortcut{
		shortcutKey(fyne.KeyPlus, 0), shortcutKey(fyne.KeyPlus, fyne.KeyModifierShift),
		shortcutKey(fyne.KeyEqual, 0), shortcutKey(fyne.KeyEqual, fyne.KeyModifierShift),
		shortcutKey(fyne.KeyRightBracket, 0),
	}
	zoomOutKeys = []fyne.Shortcut{
		shortcutKey(fyne.KeyMinus, 0), shortcutKey(fyne.KeyMinus, fyne.KeyModifierShift), shortcutKey(fyne.KeySlash, 0),
	}
)

// shortcutKey is Ctrl (Cmd on a Mac) with key k and the extra modifiers.
func shortcutKey(k fyne.KeyName, extra fyne.KeyModifier) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | extra}
}
