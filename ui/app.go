// Package ui is the root of Decknamen's Fyne user interface: the app, the
// translator, the settings, the saved game, the menu, the language and
// theme switches, dealing, and the windows and dialogs it opens. The board
// screen is ui/board; the root hands it each game it deals and answers
// its requests (board.Hooks).
package ui

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/appdata"
	"github.com/decknamen/decknamen/ui/board"
	"github.com/decknamen/decknamen/ui/internal/files"
	kkwindow "github.com/decknamen/decknamen/ui/kodeknacker"
	"github.com/decknamen/decknamen/ui/rules"
	"github.com/decknamen/decknamen/ui/sound"
	"github.com/decknamen/decknamen/ui/spymaster"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// Version is the app's version; FyneApp.toml says the same (a test checks).
const Version = "0.2.0"

// Options say how the app starts (from the command line).
type Options struct {
	Lang       string // interface and deck language: en, de or nl ("" = saved or system choice)
	Seed       uint64 // deal this game number instead of resuming (0 = none)
	Board      string // words, pictures or mixed, optionally with -5x5 or -5x4
	Spymasters string // who gives the clues of a new deal: people, computer or computer-coop ("" = as last time)
	Screenshot string // render the window to this PNG once drawn, then quit
	DataDir    string // where the running game is saved ("" = the app's storage)
	// Storage is where the app keeps its files when DataDir is "" (nil:
	// the Fyne app's storage root).
	Storage fyne.URI
	// Moved is what the move of an earlier version's folder did before
	// the app started (appdata.Move), and MoveErr what went wrong in it.
	Moved   appdata.Moved
	MoveErr error
	// Screen reports the display's work area in pixels once the app has
	// started (nil: unknown); the first window shrinks to fit it.
	Screen func() (width, height int, ok bool)
	// Started is called once the app's loop runs, the first window shown
	// and drawn (nil: nothing).
	Started func()
}

// App is the running user interface: the root of every window. The board
// screen (ui/board) owns the running game; the root deals it, keeps it on
// disk and opens the other windows and dialogs.
type App struct {
	fa       fyne.App
	win      fyne.Window
	tr       *translations.Translator
	settings settings
	store    store
	opts     Options

	board  *board.Board
	choice dealChoice  // how the current game was dealt (for a rematch)
	used   []game.Card // cards of this session's earlier games (a rematch avoids them)

	pending []func() // dialogs to show once the window has content
	after   func(time.Duration, func()) func()
	every   func(time.Duration, func()) func()
	sound   soundPlayer // plays the time-up signal

	spy   *spymaster.Window // the spymasters' window while it is open
	kk    *kkwindow.View    // the Kodeknacker window while it is open
	rules *rules.Window     // the rules window while it is open

	textScale *uiwidget.TextScale // the board window's scaled texts, kept over a theme switch
	words     wordState           // clue lexicons and proposed decks (words.go)
	computer  board.Computer      // the computer spymaster of the running game, nil when people give the clues
}

// soundPlayer plays a WAV file without waiting for it (sound.Player).
type soundPlayer interface {
	Check() error
	Play(wav []byte) error
}

// New creates the main window and its game: the saved one when there is
// one (the player is asked), else a new deal.
func New(fa fyne.App, opts Options) *App {
	a := &App{fa: fa, opts: opts, settings: settings{fa.Preferences()}, sound: sound.NewPlayer()}
	a.after = func(d time.Duration, f func()) func() {
		t := time.AfterFunc(d, func() { fyne.Do(f) })
		return func() { t.Stop() }
	}
	a.every = func(d time.Duration, f func()) func() {
		t := time.NewTicker(d)
		done := make(chan struct{})
		go func() {
			for {
				select {
				case <-t.C:
					fyne.Do(f)
				case <-done:
					return
				}
			}
		}()
		return func() { t.Stop(); close(done) }
	}
	switch {
	case opts.DataDir != "":
		a.store = store{folder: files.Dir(opts.DataDir)}
	case opts.Storage != nil:
		a.store = store{folder: files.NewFolder(opts.Storage)}
	default:
		a.store = store{folder: files.NewFolder(fa.Storage().RootURI())}
	}
	lang := opts.Lang
	if lang == "" {
		lang = a.settings.lang()
	}
	a.setLanguage(startLanguage(lang))
	a.textScale = &uiwidget.TextScale{Header: 1, Side: 1}
	fa.Settings().SetTheme(uiwidget.Theme{Mode: a.settings.themeMode(), Scale: a.textScale})
	a.board = board.New(a.tr, boardHost{a})
	a.soundFailures()
	a.start()
	a.reportMove()
	warm := warmText(a.cardTexts())
	a.win = fa.NewWindow(a.tr.T("app.title", nil))
	a.win.Resize(fyne.NewSize(1200, 780))
	<-warm
	a.board.Attach(a.win)
	fa.Lifecycle().SetOnExitedForeground(a.board.FocusLost) // a peek lets go when the app loses focus
	a.buildMenu()
	for _, f := range a.pending {
		f()
	}
	a.pending = nil
	return a
}

// soundFailures shows a sound the browser refused to play in the board's
// message line: the browser answers only after Play has returned. The
// desktop's players answer at once, through Play's error.
func (a *App) soundFailures() {
	p, ok := a.sound.(interface{ OnFailure(func(error)) })
	if !ok {
		return
	}
	p.OnFailure(func(err error) {
		fyne.Do(func() {
			a.board.SetMessage(a.tr.T("settings.soundFailed", map[string]any{"Error": sound.Reason(err)}))
		})
	})
}

// reportMove tells the player when files of an earlier version's folder
// could not all join this version's folder: which were kept where.
func (a *App) reportMove() {
	m, err := a.opts.Moved, a.opts.MoveErr
	switch {
	case err != nil:
		a.later(func() {
			a.inform(a.tr.T("move.failedTitle", nil), a.tr.T("move.failedText",
				map[string]any{"Old": m.Old, "New": m.New, "Error": a.errorText(err)}))
		})
	case len(m.Kept) > 0:
		a.later(func() {
			a.inform(a.tr.T("move.keptTitle", nil), a.tr.T("move.keptText",
				map[string]any{"Old": m.Old, "New": m.New, "Files": strings.Join(m.Kept, ", ")}))
		})
	}
}

// warmText measures a line in the regular style, and the card texts as the
// cards measure them, on another goroutine while the window system starts
// up (NewWindow waits on the display and leaves a core idle). The first
// text measured in a style makes Fyne load a whole font set: the theme's
// font, its fallbacks and a matching system font, about 25 ms. The board's
// bold texts need no set: they are drawn from the bold font alone
// (uiwidget.SetBold), so the bold set is loaded only when a dialog or a
// word in another script needs it. The caller waits for the returned
// channel before it builds or lays out anything, as Fyne's text shaper is
// not safe for concurrent use.
func warmText(cards []string) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{})
		for _, t := range cards {
			uiwidget.MeasureBold(t, uiwidget.MeasureSize)
		}
	}()
	return done
}

// cardTexts are the texts of the board's word cards.
func (a *App) cardTexts() []string {
	var texts []string
	for _, c := range a.board.Game().Setup().Cards {
		if c.Kind != game.PictureCard {
			texts = append(texts, c.Text)
		}
	}
	return texts
}

// Run shows the window and runs the app until it quits. With
// Options.Screenshot it renders the window to that file once drawn and
// quits; the error says whether that worked.
func Run(fa fyne.App, opts Options) error {
	a := New(fa, opts)
	var shotErr error
	fa.Lifecycle().SetOnStarted(func() {
		if opts.Started != nil {
			opts.Started()
		}
		a.fitScreen()
		if opts.Screenshot == "" {
			return
		}
		go func() {
			time.Sleep(1500 * time.Millisecond) // let the first frames draw
			fyne.Do(func() {
				shotErr = writePNG(opts.Screenshot, a.capture())
				fa.Quit()
				go exitIfQuitHangs(shotErr)
			})
		}()
	})
	a.win.ShowAndRun()
	return shotErr
}

// fitScreen shrinks the first window to the display's work area when it
// would not fit (a 1024×768 projector), and centres it there.
func (a *App) fitScreen() {
	if a.opts.Screen == nil {
		return
	}
	w, h, ok := a.opts.Screen()
	scale := a.win.Canvas().Scale()
	if !ok || scale <= 0 {
		return
	}
	avail := fyne.NewSize(float32(w)/scale, float32(h)/scale)
	size := a.win.Canvas().Size()
	if size.Width <= avail.Width && size.Height <= avail.Height {
		return
	}
	a.win.Resize(fyne.NewSize(min(size.Width, avail.Width*0.96), min(size.Height, avail.Height*0.92)))
	a.win.CenterOnScreen()
}

// exitIfQuitHangs ends a screenshot run whose quit has not finished after
// ten seconds (seen once under a loaded CI machine: the PNG was written,
// the window never closed), so a scripted run cannot hang.
func exitIfQuitHangs(shotErr error) {
	time.Sleep(10 * time.Second)
	fmt.Fprintln(os.Stderr, "decknamen: the screenshot run did not quit within 10 s; exiting")
	if shotErr != nil {
		fmt.Fprintln(os.Stderr, shotErr)
		os.Exit(1)
	}
	os.Exit(0)
}

// capture returns what the window shows. Reading back the GL front buffer
// gives an empty image on some displays (Xvfb with Mesa); then the same
// laid-out content is painted by Fyne's software renderer instead.
func (a *App) capture() image.Image {
	img := a.win.Canvas().Capture()
	if !blank(img) {
		return img
	}
	c := software.NewCanvas()
	c.SetPadded(false)
	c.Resize(a.win.Canvas().Size())
	c.SetContent(a.win.Content())
	return c.Capture()
}

// blank reports whether every pixel of img has the same colour.
func blank(img image.Image) bool {
	b := img.Bounds()
	if b.Empty() {
		return true
	}
	first := img.At(b.Min.X, b.Min.Y)
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			if img.At(x, y) != first {
				return false
			}
		}
	}
	return true
}

// writePNG writes img to path as a PNG file.
func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("screenshot: %w", err)
	}
	return f.Close()
}

// boardHost is the root as the board sees it (board.Host). The timers and
// the sound player are looked up at each call, so tests can swap them.
type boardHost struct{ a *App }

func (h boardHost) Save(g *game.Game) error { return h.a.store.save(g) }

func (h boardHost) Request(r board.Request) {
	switch r.Kind {
	case board.NewGame:
		h.a.showNewGame()
	case board.Rematch:
		h.a.rematch()
	case board.Rules:
		h.a.showRules(r.Section)
	case board.Settings:
		h.a.showSettings()
	case board.Spymaster:
		h.a.openSpymaster()
	}
}

func (h boardHost) CheckClue(word string) []clue.Warning { return h.a.checkClue(word) }
func (h boardHost) Computer() board.Computer             { return h.a.computer }
func (h boardHost) Prefs() board.Prefs                   { return h.a.settings.prefs() }
func (h boardHost) SetZoom(z float32)                    { h.a.settings.SetZoom(z) }
func (h boardHost) Play(wav []byte) error                { return h.a.sound.Play(wav) }
func (h boardHost) After(d time.Duration, f func()) func() {
	return h.a.after(d, f)
}

// Window returns the main window.
func (a *App) Window() fyne.Window { return a.win }

func (a *App) setLanguage(lang string) {
	tr, err := translations.New(lang)
	if err != nil {
		panic(fmt.Sprintf("embedded translations are broken: %v", err)) // a build error, not user data
	}
	a.tr = tr
}

// startLanguage returns lang when the app speaks it, else the system's
// language when it is de, nl or en, else English.
func startLanguage(want string) string {
	for _, l := range translations.Languages {
		if l == want {
			return l
		}
	}
	if l := translations.SystemLanguage(os.Getenv); l != "" {
		return l
	}
	// No locale in the environment (a desktop start on Windows or macOS):
	// ask the system through Fyne.
	if l := translations.Match(lang.SystemLocale().LanguageString()); l != "" {
		return l
	}
	return "en"
}
