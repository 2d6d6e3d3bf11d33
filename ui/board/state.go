// Package board is the board screen of the main window: the cards, the
// key card, the header and banner, the phase and the action bar, the log,
// the turn timer and keyboard play. It owns the running game and draws
// what game decides; the root hands it a game to show and, through Hooks,
// saves it and opens the windows and dialogs the board's buttons name.
package board

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/errtext"
	"github.com/decknamen/decknamen/ui/screen"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// The board's zoom range.
const (
	MinZoom = 0.6
	MaxZoom = 1.8
)

// Settings are the players' choices the board follows (the root keeps them).
type Settings interface {
	Zoom() float32
	SetZoom(z float32)
	ConfirmGuess() bool // the misclick guard
	TeacherMode() bool  // every guess asks first
	KeyAutoHide() bool
	KeyHideSeconds() int
	TimerSound() bool
}

// Hooks are what the board asks of the root. Every field must be set.
type Hooks struct {
	Save      func(g *game.Game) error             // keeps the game on disk after every move
	NewGame   func()                               // opens the new-game dialog
	Rematch   func()                               // deals fresh cards with the same choice
	Rules     func(section string)                 // opens the rules at a section ("" = the first)
	Settings  func()                               // opens the settings dialog
	Spymaster func()                               // opens the spymasters' window
	CheckClue func(word string) []clue.Warning // the clue checker for the board's language
	Play      func(wav []byte) error               // plays a sound without waiting for it
	After     func(time.Duration, func()) func()   // runs f once after d on the UI thread; returns stop
	Every     func(time.Duration, func()) func()   // runs f every d on the UI thread; returns stop
}

// Second is the spymasters' window while it is open: the board hands it
// the clue entry and the key's view.
type Second interface {
	Window() fyne.Window
	Build(tr *translations.Translator, clueRow fyne.CanvasObject)
	Refresh(s SpyState)
}

// SpyState is what the spymasters' window shows (spymaster.State).
type SpyState struct {
	Key      game.Key
	Cols     int
	Covered  []bool
	Labels   []string
	Pictures []fyne.Resource
	Phase    game.Phase
	Text     string
	Log      []string
	// KeyShown: the window's privacy screen was answered (screen.Key).
	KeyShown bool
	// OneDisplay: the app sees one display, so a projector may mirror it.
	OneDisplay bool
}

// Board is the board screen. Its zero value is not usable: call New.
type Board struct {
	win      fyne.Window
	tr       *translations.Translator
	settings Settings
	hooks    Hooks

	g           *game.Game
	key         screen.Key // the shared-screen policy: may the board draw the key?
	resumeOffer bool       // the saved game is on show; the players have not yet chosen to go on
	selected    int        // card waiting for the confirming tap, or -1
	focus       int        // card with the keyboard focus, or -1
	message     string
	answer      func(yes bool) // answers the open yes/no dialog (Enter, Esc)
	yesKey      fyne.KeyName   // the key that says yes to a deliberate question (the privacy screen), else ""
	clueAnswer  func()         // closes the open clue-check dialog as "change the clue" (Esc)
	turnTick    func()         // stops the turn timer's ticker
	turnLeft    int            // seconds left on the turn timer
	paused      bool           // the turn timer is paused
	after       func(time.Duration, func()) func()
	every       func(time.Duration, func()) func()
	play        func(wav []byte) error

	spy       Second // the spymasters' window while it is open
	secondary bool   // the app sees a second display (a projector)

	tracer *tracer // the test-only state readout (trace.go), nil when off

	look  boardLook // the header, banner, table and log (header.go)
	parts           // the other widgets, rebuilt by Build
}

// parts are the board's widgets other than its look, rebuilt by Build.
type parts struct {
	cards        []*uiwidget.Card
	keyCard      *uiwidget.KeyCard
	turnLabel    *canvas.Text
	turnSwatch   *canvas.Rectangle
	phaseLabel   *widget.Label
	agentsLabel  *widget.Label
	numberLabel  *widget.Label
	timerLabel   *canvas.Text
	pauseButton  *widget.Button
	logLines     []string
	actionBar    *fyne.Container
	clueEntry    *widget.Entry
	clueNumber   *widget.Select
	clueRow      fyne.CanvasObject
	guessHint    *widget.Label
	stopButton   *widget.Button
	penaltyBtn   *widget.Button
	guessRow     fyne.CanvasObject
	coverHint    *widget.Label
	coverRow     fyne.CanvasObject
	resultLabel  *widget.Label
	resumeLabel  *widget.Label
	resumeRow    fyne.CanvasObject
	overRow      fyne.CanvasObject
	keyButton    *widget.Button
	peekButton   *uiwidget.PeekButton
	qrButton     *widget.Button
	spyButton    *widget.Button
	spyWaitRow   fyne.CanvasObject
	undoButton   *widget.Button
	messageLabel *widget.Label
}

// New makes a board that speaks tr, follows s and asks h. It has no game
// and no window yet: give it a game with Start or Resume, then Attach it.
func New(tr *translations.Translator, s Settings, h Hooks) *Board {
	return &Board{tr: tr, settings: s, hooks: h, selected: -1, focus: -1, after: h.After, every: h.Every, play: h.Play, tracer: openTracer()}
}

// Attach shows the board in win and takes the window's keys.
func (b *Board) Attach(win fyne.Window) {
	b.win = win
	b.Build()
	b.addShortcuts()
}

// Game is the running game.
func (b *Board) Game() *game.Game { return b.g }

// Start shows the new game g: nothing selected, no message, the key
// hidden. It saves g and starts its turn timer.
func (b *Board) Start(g *game.Game) {
	b.g, b.selected, b.message = g, -1, ""
	b.hideKey()
	b.persist()
	b.restartTurnTimer()
	if b.cards != nil {
		b.Build()
	}
}

// Resume shows the saved game g with the question whether to go on with
// it in the action bar; its timer starts once the players go on.
func (b *Board) Resume(g *game.Game) { b.g, b.resumeOffer = g, true }

// SetMessage shows text in the board's message line.
func (b *Board) SetMessage(text string) { b.message = text }

// SetTranslator makes the board speak tr from its next Build on.
func (b *Board) SetTranslator(tr *translations.Translator) { b.tr = tr }

// Refresh fills every widget from the game state.
func (b *Board) Refresh() { b.refresh() }

// SetSecond hands the clue entry and the key to the spymasters' window
// s, or takes them back (nil), and rebuilds the board.
func (b *Board) SetSecond(s Second) {
	b.spy = s
	b.key.SetSecondWindow(s != nil) // an open window hides the key on the board
	b.Build()
}

// RevealOnSecond shows the key on the spymasters' window (its privacy
// screen was answered by a click) or hides it there again.
func (b *Board) RevealOnSecond(show bool) {
	if show {
		b.key.ShowOnSecond()
	} else {
		b.key.HideOnSecond()
	}
	b.refresh()
}

// SetDisplays tells the board whether the app sees a second display. When
// one comes or goes while the spymasters' window is open, the key hides
// there until a spymaster answers its privacy screen again.
func (b *Board) SetDisplays(secondary bool) {
	if secondary == b.secondary {
		return
	}
	b.secondary = secondary
	b.key.DisplaysChanged()
	if b.spy != nil {
		b.refresh()
	}
}

// CoverFromKey covers card i, tapped on the spymasters' key card, while a
// card is to be covered.
func (b *Board) CoverFromKey(i int) {
	if b.g.Phase() == game.PhaseCover {
		b.apply(game.Cover{Card: i})
	}
}

// DialogKey gives a key typed on another window to the board's open
// dialog, if any.
func (b *Board) DialogKey(k fyne.KeyName) { b.dialogKey(k) }

// Undo takes back the last move, asking first when that hides a card again.
func (b *Board) Undo() { b.askUndo() }

// Rematch deals a rematch, asking first while a game is running.
func (b *Board) Rematch() { b.askRematch() }

// ToggleKey shows the key after the privacy screen, or hides it.
func (b *Board) ToggleKey() { b.toggleKey() }

// KeyQR shows the key as a QR code after the privacy screen.
func (b *Board) KeyQR() { b.askKeyQR() }

// Shortcuts lists every keyboard shortcut.
func (b *Board) Shortcuts() { b.showShortcuts() }

// askRematch deals a rematch, asking first while a game is running: a
// rematch throws the running game away. After the game (or before its
// first move) it deals at once.
func (b *Board) askRematch() {
	rematch := func() {
		b.resumeOffer = false
		b.hooks.Rematch()
		b.refresh()
	}
	if b.g.Over() || len(b.g.Moves()) == 0 {
		rematch()
		return
	}
	b.confirm(b.tr.T("rematch.title", nil), b.tr.T("rematch.text", nil), b.tr.T("rematch.yes", nil), rematch)
}

// answerResume goes on with the saved game, or deals a new one.
func (b *Board) answerResume(goOn bool) {
	b.resumeOffer = false
	if goOn {
		b.restartTurnTimer()
		b.refresh()
		return
	}
	b.hooks.Rematch()
	b.refresh()
}

// persist saves the game; a failure shows in the message line.
func (b *Board) persist() {
	if err := b.hooks.Save(b.g); err != nil {
		b.message = b.tr.T("error.save", map[string]any{"Error": b.errorText(err)})
	}
}

// errorText says an error in the player's language; no engine text reaches
// the player.
func (b *Board) errorText(err error) string { return errtext.Text(b.tr, err, nil) }

// clueWarningOutro closes the clue checker's warning: who decides about
// the clue. In co-op there is no other spymaster to ask.
func (b *Board) clueWarningOutro() string {
	if b.g.Setup().Variants.CoOp {
		return b.tr.T("clue.warningOutroCoOp", nil)
	}
	return b.tr.T("clue.warningOutro", nil)
}

// Ctrl names the Ctrl key as the keyboards of tr's language say it (Strg
// on German ones), followed by key: "Strg+Z".
func Ctrl(tr *translations.Translator, key string) string { return tr.T("keys.ctrl", nil) + "+" + key }

func (b *Board) ctrl(key string) string { return Ctrl(b.tr, key) }
