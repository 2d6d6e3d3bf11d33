package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func init() { subcommands["startup"] = runStartup }

// firstFrameEnv makes cmd/decknamen and the bare program print
// "first-frame" and exit once their first frame is on the screen.
const firstFrameEnv = "DECKNAMEN_BENCH_EXIT_AFTER_FIRST_FRAME"

// releaseFlags are the go build flags of the packages (fyne package --release).
var releaseFlags = []string{"-trimpath", "-tags", "release", "-ldflags", "-s -w"}

// startupRun is one timed start of one program.
type startupRun struct {
	ms  float64 // from exec to its "first-frame" line
	rss int64   // max resident set size in KiB
}

// runStartup builds the app and a bare Fyne window program with the release
// flags, starts each several times under a private Xvfb, alternating, until
// its first frame is drawn, and prints last:
//
//	startup: ratio_p50=<x.xx> rss_ratio=<x.xx> app_ms_p50=<x> bare_ms_p50=<x>
func runStartup(args []string) error {
	fs := flag.NewFlagSet("startup", flag.ContinueOnError)
	runs := fs.Int("runs", 15, "timed starts of each program (single starts vary by ±30 ms here)")
	appArgs := fs.String("args", "", "arguments for the app, e.g. \"--lang de\"")
	keep := fs.Bool("keep", false, "keep the temporary folder with the binaries")
	tags := fs.String("tags", "", "extra build tags for both programs, e.g. no_emoji")
	appBin := fs.String("app", "", "time this app binary instead of building ./cmd/decknamen (e.g. a packaged one)")
	bareBin := fs.String("bare", "", "time this bare binary instead of building ./cmd/bench/internal/bare")
	resume := fs.Bool("resume", false, "start the app with a saved game (as every start after the first), not with an empty configuration")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if _, err := exec.LookPath("Xvfb"); err != nil {
		return errors.New("needs Xvfb (Debian: xvfb; make deps installs it)")
	}
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "decknamen-startup-")
	if err != nil {
		return err
	}
	if *keep {
		fmt.Println("startup: binaries in", tmp)
	} else {
		defer os.RemoveAll(tmp)
	}

	app, bare := filepath.Join(tmp, "decknamen"), filepath.Join(tmp, "bare")
	flags := slices.Clone(releaseFlags)
	if *tags != "" {
		flags[slices.Index(flags, "-tags")+1] += "," + *tags
	}
	for _, b := range []struct{ out, pkg, given string }{{app, "./cmd/decknamen", *appBin}, {bare, "./cmd/bench/internal/bare", *bareBin}} {
		if b.given != "" {
			if err := copyFile(b.given, b.out); err != nil {
				return err
			}
			continue
		}
		fmt.Printf("startup: building %s (go build %s)\n", b.pkg, strings.Join(flags, " "))
		cmd := exec.Command("go", append(append([]string{"build"}, flags...), "-o", b.out, b.pkg)...)
		cmd.Dir, cmd.Stdout, cmd.Stderr = root, os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("go build %s: %w", b.pkg, err)
		}
	}
	for _, b := range []string{app, bare} {
		if fi, err := os.Stat(b); err == nil {
			fmt.Printf("startup: %s is %.1f MB\n", filepath.Base(b), float64(fi.Size())/1e6)
		}
	}

	display, stopX, err := startXvfb()
	if err != nil {
		return err
	}
	defer stopX()

	progs := []struct {
		name string
		argv []string
	}{{"app", append([]string{app}, strings.Fields(*appArgs)...)}, {"bare", []string{bare}}}
	// One untimed start each fills the page cache and the font cache. With
	// -resume the app's configuration after its first start (its saved
	// game) is the start of every timed run.
	seed := ""
	if *resume {
		seed = filepath.Join(tmp, "seed-config")
	}
	for _, p := range progs {
		if _, err := startOnce(p.argv, display, tmp, seed); err != nil {
			return fmt.Errorf("%s: %w", p.name, err)
		}
	}
	results := map[string][]startupRun{}
	for i := range *runs {
		order := progs
		if i%2 == 1 {
			order = []struct {
				name string
				argv []string
			}{progs[1], progs[0]}
		}
		for _, p := range order {
			r, err := startOnce(p.argv, display, tmp, seed)
			if err != nil {
				return fmt.Errorf("%s: %w", p.name, err)
			}
			fmt.Printf("startup: run %d %-4s %6.0f ms  maxrss %6.1f MB\n", i+1, p.name, r.ms, float64(r.rss)/1024)
			results[p.name] = append(results[p.name], r)
		}
	}
	appMs, bareMs := median(results["app"], func(r startupRun) float64 { return r.ms }), median(results["bare"], func(r startupRun) float64 { return r.ms })
	appRss, bareRss := median(results["app"], func(r startupRun) float64 { return float64(r.rss) }), median(results["bare"], func(r startupRun) float64 { return float64(r.rss) })
	fmt.Printf("startup: app_rss_p50=%.1fMB bare_rss_p50=%.1fMB\n", appRss/1024, bareRss/1024)
	lo, hi := ratioInterval(results["app"], results["bare"], func(r startupRun) float64 { return r.ms })
	fmt.Printf("startup: ratio_p50 90%% interval %.2f..%.2f (bootstrap over the runs; single starts vary a lot, more -runs narrow it)\n", lo, hi)
	fmt.Printf("startup: ratio_p50=%.2f rss_ratio=%.2f app_ms_p50=%.0f bare_ms_p50=%.0f\n", appMs/bareMs, appRss/bareRss, appMs, bareMs)
	return nil
}

// startOnce starts argv on display with a fresh home and configuration
// (no saved game, no settings) but the shared cache folder of tmp (the
// system font index, which the warm-up runs fill, as on any desktop), waits
// for its "first-frame" line and its exit, and returns the time to that line
// and the process's max RSS. With a seed folder the configuration is a copy
// of it; the first start, which finds no seed, keeps its configuration there.
func startOnce(argv []string, display, tmp, seed string) (startupRun, error) {
	home, err := os.MkdirTemp(tmp, "home-")
	if err != nil {
		return startupRun{}, err
	}
	defer os.RemoveAll(home)
	config := filepath.Join(home, ".config")
	if seed != "" {
		if _, err := os.Stat(seed); err == nil {
			if err := os.CopyFS(config, os.DirFS(seed)); err != nil {
				return startupRun{}, err
			}
		} else {
			config = seed
		}
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = append(cleanEnv(), "DISPLAY="+display, "HOME="+home,
		"XDG_CONFIG_HOME="+config, "XDG_DATA_HOME="+filepath.Join(home, ".local/share"),
		"XDG_CACHE_HOME="+filepath.Join(tmp, "cache"), firstFrameEnv+"=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return startupRun{}, err
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return startupRun{}, err
	}
	timer := time.AfterFunc(60*time.Second, func() { _ = cmd.Process.Kill() })
	defer timer.Stop()
	var took time.Duration
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if sc.Text() == "first-frame" && took == 0 {
			took = time.Since(start)
		}
	}
	err = cmd.Wait()
	if took == 0 {
		return startupRun{}, fmt.Errorf("no first frame (%v): %s", err, stderr.String())
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		return startupRun{}, errors.New("no rusage")
	}
	return startupRun{ms: float64(took.Microseconds()) / 1000, rss: ru.Maxrss}, nil
}

// startXvfb starts a private X server and returns its display.
func startXvfb() (string, func(), error) {
	r, w, err := os.Pipe()
	if err != nil {
		return "", nil, err
	}
	defer r.Close()
	x := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x860x24", "-nolisten", "tcp", "-ac")
	x.ExtraFiles = []*os.File{w}
	if err := x.Start(); err != nil {
		w.Close()
		return "", nil, err
	}
	w.Close()
	stop := func() { _ = x.Process.Kill(); _ = x.Wait() }
	line, err := bufio.NewReader(r).ReadString('\n')
	n, convErr := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || convErr != nil {
		stop()
		return "", nil, fmt.Errorf("no display from Xvfb: %q %v", line, err)
	}
	return ":" + strconv.Itoa(n), stop, nil
}

// cleanEnv is the environment without any display or session of the caller.
func cleanEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR", "DBUS_SESSION_BUS_ADDRESS", firstFrameEnv:
			continue
		}
		env = append(env, kv)
	}
	return env
}

// copyFile copies the executable from to to.
func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o755)
}

// moduleRoot is the folder of the main module's go.mod.
func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("run it inside the decknamen module")
	}
	return filepath.Dir(gomod), nil
}

// median is the middle value of f over rs (the mean of the two middle ones
// for an even count).
// ratioInterval is a 90% bootstrap interval of median(app)/median(bare):
// the ratio of the medians of 2000 resamples of the runs (fixed seed, so a
// result can be recomputed).
func ratioInterval(app, bare []startupRun, f func(startupRun) float64) (lo, hi float64) {
	if len(app) == 0 || len(bare) == 0 {
		return 0, 0
	}
	rng := rand.New(rand.NewPCG(1, 2))
	resample := func(rs []startupRun) float64 {
		s := make([]startupRun, len(rs))
		for i := range s {
			s[i] = rs[rng.IntN(len(rs))]
		}
		return median(s, f)
	}
	ratios := make([]float64, 2000)
	for i := range ratios {
		ratios[i] = resample(app) / resample(bare)
	}
	slices.Sort(ratios)
	return ratios[len(ratios)*5/100], ratios[len(ratios)*95/100]
}

func median(rs []startupRun, f func(startupRun) float64) float64 {
	v := make([]float64, len(rs))
	for i, r := range rs {
		v[i] = f(r)
	}
	slices.Sort(v)
	n := len(v)
	if n == 0 {
		return 0
	}
	if n%2 == 1 {
		return v[n/2]
	}
	return (v[n/2-1] + v[n/2]) / 2
}
