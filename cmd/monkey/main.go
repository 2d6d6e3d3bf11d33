// Command monkey hunts for key leaks on the real Decknamen binary: under a
// private Xvfb it sends random but reproducible (seeded) clicks, double
// clicks, drags, held presses, key presses, typing, window resizes, menu
// use and the spymasters' window opened, clicked and closed. After every
// event it decides from its own model of the rules (judge.go), fed with
// the app's test-only state readout, whether each window may show the key,
// and looks for the key's colours in a screenshot of what each window
// shows. A leak leaves the screenshot and the event log in -out.
//
//	go run ./cmd/monkey -events 300 -seed 1
//
// It ends with the line "monkey: N events, K leaks, seed S" and exits 1
// on a leak or when the app dies. It needs Xvfb, xdotool, xwininfo and
// imagemagick's import.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// The screen: the board window at the top left (at most 1280×860), the
// spymasters' window beside it, any other window (rules, Kodeknacker)
// moved below the spymasters' window.
var (
	screenSize = image.Pt(2100, 1000)
	spyPlace   = image.Pt(1290, 0)
	otherPlace = image.Pt(1290, 730)
)

// keepShots keeps every screenshot (-shots).
var keepShots bool

// Thresholds: fewer pixels than this of the key's colours are stray
// anti-aliasing, not a card or a key cell.
const (
	boardThreshold = 400
	spyThreshold   = 1500
)

func main() {
	events := flag.Int("events", envInt("EVENTS", 300), "events to send (env EVENTS)")
	seed := flag.Uint64("seed", uint64(envInt("SEED", int(time.Now().UnixNano()%100000))), "random seed (env SEED)")
	bin := flag.String("bin", "bin/decknamen", "the app binary (as `make build` makes it)")
	out := flag.String("out", "dist/monkey", "where a leak's screenshot and the event log go")
	settle := flag.Duration("settle", 220*time.Millisecond, "wait after each event before looking")
	flag.BoolVar(&keepShots, "shots", false, "keep every screenshot (to watch a run)")
	flag.Parse()
	leaks, err := run(*bin, *out, *events, *seed, *settle)
	fmt.Printf("monkey: %d events, %d leaks, seed %d\n", *events, leaks, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "monkey:", err)
		os.Exit(1)
	}
	if leaks > 0 {
		os.Exit(1)
	}
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// session is one monkey run: the display, the app, the judge and the log.
type session struct {
	d        *display
	j        judge
	g        generator
	state    string
	read     int64 // bytes of the state file read so far
	out      string
	log      []string
	mainID   string
	spyID    string
	placed   map[string]bool
	leaks    int
	restarts int
	quiet    int // events in a row without a refresh
	cover    coverage
	args     []string
}

func run(bin, out string, events int, seed uint64, settle time.Duration) (int, error) {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return 0, err
	}
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	langs, boards := []string{"de", "nl", "en"}, []string{"words", "pictures", "mixed-5x5", "words-5x4"}
	s := &session{g: generator{r: r}, out: out, placed: map[string]bool{},
		args: []string{"--lang", langs[r.IntN(3)], "--seed", strconv.Itoa(1 + r.IntN(99999)), "--board", boards[r.IntN(len(boards))]}}
	d, err := startDisplay(screenSize.X, screenSize.Y)
	if err != nil {
		return 0, err
	}
	s.d = d
	defer d.close()
	s.state = filepath.Join(out, "state.jsonl")
	_ = os.Remove(s.state)
	s.logf("app %s", strings.Join(s.args, " "))
	if err := s.start(bin); err != nil {
		return 0, err
	}
	for range events {
		if err := s.step(bin, settle); err != nil {
			s.writeLog()
			return s.leaks, err
		}
	}
	s.logf("%d restarts (a quit from the menu, or stuck in a dialog)", s.restarts)
	s.logf("%s", s.cover)
	fmt.Println("monkey:", s.cover)
	if img, err := s.d.screenshot(); err == nil {
		s.save(img, "final.png")
	}
	s.writeLog()
	return s.leaks, nil
}

// start starts the app and waits for its window.
func (s *session) start(bin string) error {
	if err := s.d.startApp(bin, s.state, s.args...); err != nil {
		return err
	}
	for range 120 {
		time.Sleep(250 * time.Millisecond)
		if ws, _ := s.d.windows(); len(ws) > 0 {
			if w, ok := findMain(ws); ok {
				s.mainID = w.id
				_, _ = s.d.x("windowmove", w.id, "0", "0")
				_, _ = s.d.x("windowsize", w.id, "1280", "860")
				time.Sleep(700 * time.Millisecond)
				return nil
			}
		}
	}
	return fmt.Errorf("the app's window did not appear (log in %s)", filepath.Join(s.d.home, "app.log"))
}

// findMain finds the board window: its title is the app's name alone.
func findMain(ws []window) (window, bool) {
	for _, w := range ws {
		if w.name == "Decknamen" {
			return w, true
		}
	}
	return window{}, false
}

// findSpy finds the spymasters' window: "Decknamen: " and a word on who
// may look, in every language.
func findSpy(ws []window) (window, bool) {
	for _, w := range ws {
		if strings.HasPrefix(w.name, "Decknamen: ") {
			return w, true
		}
	}
	return window{}, false
}

// step sends one event, then judges what each window shows.
func (s *session) step(bin string, settle time.Duration) error {
	ws, err := s.d.windows()
	if err != nil {
		return err
	}
	main, _ := findMain(ws)
	spyRect := image.Rectangle{}
	s.spyID = ""
	if spy, ok := findSpy(ws); ok {
		s.spyID = spy.id
		spyRect = image.Rect(spy.x, spy.y, spy.x+spy.w, spy.y+spy.h)
	}
	e := s.g.next(image.Rect(main.x, main.y, main.x+main.w, main.y+main.h), spyRect, s.j.last, s.j.mouse)
	s.logf("%s", e)
	if e.kind == press || e.kind == drag {
		s.fresh() // where Peek is as the press goes down
		s.j.pressing(e.at, image.Pt(main.x, main.y))
	}
	if err := s.d.perform(e, s.mainID, s.spyID); err != nil {
		s.logf("  xdotool: %v", err)
	}
	s.j.sent(e, time.Now().UnixMilli())
	time.Sleep(settle)
	if e.kind == menu || e.kind == spyOpen || e.kind == doubleClick {
		time.Sleep(settle) // a window opens, or the double click's wait ends
	}
	if !s.d.alive() {
		return s.restart(bin)
	}
	lines := s.readStates()
	s.j.observe(e, lines)
	s.cover.count(lines)
	if len(lines) == 0 {
		s.quiet++
	} else {
		s.quiet = 0
	}
	if s.quiet >= 30 { // still stuck: start the app again (it offers to resume)
		s.quiet = 0
		s.logf("  stuck for 30 events: the app is killed and started again")
		_ = s.d.app.Process.Kill()
		time.Sleep(300 * time.Millisecond)
		s.restarts++
		s.j = judge{}
		s.args = []string{"--lang", s.args[1]}
		return s.start(bin)
	}
	if s.quiet > 0 && s.quiet%8 == 0 { // a dialog has taken every input for a while: close it
		s.logf("  unstick: a click on the dialog's shade (a focused widget keeps Esc), then Escape")
		_, _ = s.d.x("mousemove", "3", strconv.Itoa(main.h/2), "click", "1")
		time.Sleep(100 * time.Millisecond)
		_, _ = s.d.x("key", "--clearmodifiers", "Escape")
	}
	for _, n := range s.j.notes {
		s.logf("  note: %s", n)
	}
	s.j.notes = nil
	return s.look(e)
}

// restart starts the app again after it quit (the menu's Quit): a crash
// is an error.
func (s *session) restart(bin string) error {
	logText, _ := os.ReadFile(filepath.Join(s.d.home, "app.log"))
	if st := s.d.app.ProcessState; st != nil && !st.Success() && st.ExitCode() != -1 || strings.Contains(string(logText), "panic") {
		return fmt.Errorf("the app died (%v):\n%s", s.d.app.ProcessState, logText)
	}
	s.restarts++
	s.logf("  the app quit; starting it again (it offers to resume)")
	s.j = judge{}
	s.args = []string{"--lang", s.args[1]} // no game number: the saved game is offered
	return s.start(bin)
}

// readStates reads the readout lines written since the last look.
func (s *session) readStates() []state {
	f, err := os.Open(s.state)
	if err != nil {
		return nil
	}
	defer f.Close()
	if _, err := f.Seek(s.read, 0); err != nil {
		return nil
	}
	var out []state
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Bytes()
		s.read += int64(len(line)) + 1
		var st state
		if json.Unmarshal(line, &st) == nil {
			out = append(out, st)
		}
	}
	return out
}

// look takes a screenshot and checks each window against the judge.
func (s *session) look(e event) error {
	ws, err := s.d.windows()
	if err != nil {
		return err
	}
	if s.arrange(ws) { // a window moved: list them where they are now
		time.Sleep(200 * time.Millisecond)
		if ws, err = s.d.windows(); err != nil {
			return err
		}
	}
	s.fresh()
	img, err := s.d.screenshot()
	if err != nil {
		return err
	}
	if keepShots {
		s.save(img, fmt.Sprintf("shot-%04d.png", e.n))
	}
	own := owners(screenSize, ws)
	now := time.Now().UnixMilli()
	for n, w := range ws {
		switch {
		case w.name == "Decknamen":
			px := countColours(img, own, n, w, boardTints)
			if ok, why := s.j.boardMayShow(now, image.Pt(w.x, w.y)); !ok && px > boardThreshold {
				s.leak(img, e, fmt.Sprintf("the board shows %d pixels of the key's tints: %s", px, why))
			}
		case strings.HasPrefix(w.name, "Decknamen: "):
			px := countColours(img, own, n, w, spyColours)
			if ok, why := s.j.spyMayShow(); !ok && px > spyThreshold {
				s.leak(img, e, fmt.Sprintf("the spymasters' window shows %d pixels of the key's colours: %s", px, why))
			}
		}
	}
	return nil
}

// fresh asks the app for a readout of what it shows now (SIGUSR1) and
// takes it: the judge then knows where the buttons are after a resize.
func (s *session) fresh() {
	if s.d.app.Process == nil || s.d.app.Process.Signal(syscall.SIGUSR1) != nil {
		return
	}
	for range 10 {
		time.Sleep(30 * time.Millisecond)
		if lines := s.readStates(); len(lines) > 0 {
			s.j.observe(event{kind: move}, lines) // no input: the lines show what is, nothing came on show
			return
		}
	}
}

// arrange puts a new spymasters' window beside the board and any other
// new window below it, so that no window hides another's key. It reports
// whether it moved one.
func (s *session) arrange(ws []window) bool {
	moved := false
	for _, w := range ws {
		if s.placed[w.id] || w.name == "Decknamen" {
			continue
		}
		at := otherPlace
		if strings.HasPrefix(w.name, "Decknamen: ") {
			at = spyPlace
		}
		_, _ = s.d.x("windowmove", w.id, strconv.Itoa(at.X), strconv.Itoa(at.Y))
		s.placed[w.id] = true
		moved = true
	}
	return moved
}

// leak keeps the screenshot and says what leaked.
func (s *session) leak(img *image.RGBA, e event, what string) {
	s.leaks++
	s.logf("  LEAK %d after %s: %s", s.leaks, e, what)
	if s.leaks > 10 && s.leaks%25 != 0 {
		return
	}
	path := s.save(img, fmt.Sprintf("leak-%d.png", s.leaks))
	fmt.Fprintf(os.Stderr, "monkey: leak after %s: %s (%s)\n", e, what, path)
}

// save writes a screenshot into the output folder.
func (s *session) save(img *image.RGBA, name string) string {
	path := filepath.Join(s.out, name)
	f, err := os.Create(path)
	if err != nil {
		return path
	}
	defer f.Close()
	_ = png.Encode(f, img)
	return path
}

// coverage counts what the run reached, so a run that never showed the
// key is seen to prove little.
type coverage struct {
	states, boardKey, peeking, spyOpen, spyKey, over, maxMoves int
}

func (c *coverage) count(lines []state) {
	for _, s := range lines {
		c.states++
		for _, on := range []struct {
			n  *int
			is bool
		}{{&c.boardKey, s.BoardKey && !s.Over}, {&c.peeking, s.Peeking}, {&c.spyOpen, s.SpyOpen}, {&c.spyKey, s.SpyKey && !s.Over}, {&c.over, s.Over}} {
			if on.is {
				*on.n++
			}
		}
		c.maxMoves = max(c.maxMoves, s.Moves)
	}
}

func (c coverage) String() string {
	return fmt.Sprintf("%d states: key on the board in %d (peeking %d), spymasters' window open in %d (key shown %d), game over in %d, up to %d moves",
		c.states, c.boardKey, c.peeking, c.spyOpen, c.spyKey, c.over, c.maxMoves)
}

func (s *session) logf(format string, args ...any) {
	s.log = append(s.log, fmt.Sprintf(format, args...))
}

// writeLog writes the event log beside the screenshots.
func (s *session) writeLog() {
	_ = os.WriteFile(filepath.Join(s.out, "events.log"), []byte(strings.Join(s.log, "\n")+"\n"), 0o644)
}
