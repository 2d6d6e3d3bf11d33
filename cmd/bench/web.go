package main

import (
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func init() { subcommands["web"] = runWeb }

// webFlags build both programs as `make web` builds the app (fyne package
// -os wasm --release, plus -trimpath and -s -w; migrated_fynedo as the
// web build's FyneApp.toml asks, see .ci/package.sh).
var webFlags = []string{"-trimpath", "-tags", "release,migrated_fynedo", "-ldflags", "-s -w"}

// webFF is the first-frame readout in a page's title (ui/webprobe).
var webFF = regexp.MustCompile(`\bff=(\d+)\b`)

// runWeb builds the app and the bare Fyne window for the browser alike,
// each into a folder with the web bundle's page (.ci/web/index.html),
// Go's wasm_exec.js and the gzipped app, serves both on 127.0.0.1, and
// opens each several times, alternating, in Chromium under a private
// Xvfb with a fresh profile (a first visit: nothing cached). Each page's
// own clock times it, from the navigation's start to the first frame
// (the ?test readout of ui/firstframe in the title, read by xdotool).
// It prints last:
//
//	web: ratio_p50=<x.xx> app_ms_p50=<x> bare_ms_p50=<x>
func runWeb(args []string) error {
	fs := flag.NewFlagSet("web", flag.ContinueOnError)
	runs := fs.Int("runs", 7, "timed first visits of each page")
	keep := fs.Bool("keep", false, "keep the temporary folder with both bundles")
	if err := fs.Parse(args); err != nil {
		return err
	}
	browser := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			browser = p
			break
		}
	}
	for _, tool := range []string{"Xvfb", "xdotool"} {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("needs %s (make deps-web installs it)", tool)
		}
	}
	if browser == "" {
		return errors.New("needs Chromium (Debian: chromium; make deps-web installs it)")
	}
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "decknamen-web-bench-")
	if err != nil {
		return err
	}
	if *keep {
		fmt.Println("web: bundles in", tmp)
	} else {
		defer os.RemoveAll(tmp)
	}

	for _, b := range []struct{ name, pkg string }{{"app", "./cmd/decknamen"}, {"bare", "./cmd/bench/internal/bare"}} {
		if err := webBundle(root, b.pkg, filepath.Join(tmp, "www", b.name)); err != nil {
			return err
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(filepath.Join(tmp, "www")))}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()
	base := "http://" + ln.Addr().String()

	display, stopX, err := startXvfb()
	if err != nil {
		return err
	}
	defer stopX()

	// One untimed visit each warms the disk cache and Chromium itself.
	for _, name := range []string{"app", "bare"} {
		if _, err := webVisit(browser, display, tmp, base+"/"+name+"/?test"); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	results := map[string][]startupRun{}
	for i := range *runs {
		order := []string{"app", "bare"}
		if i%2 == 1 {
			order = []string{"bare", "app"}
		}
		for _, name := range order {
			ms, err := webVisit(browser, display, tmp, base+"/"+name+"/?test")
			if err != nil { // once in a while a visit hangs: say so, and visit again
				fmt.Printf("web: run %d %-4s failed: %v\n", i+1, name, err)
				if ms, err = webVisit(browser, display, tmp, base+"/"+name+"/?test"); err != nil {
					return fmt.Errorf("%s: %w", name, err)
				}
			}
			fmt.Printf("web: run %d %-4s %6.0f ms\n", i+1, name, ms)
			results[name] = append(results[name], startupRun{ms: ms})
		}
	}
	f := func(r startupRun) float64 { return r.ms }
	appMs, bareMs := median(results["app"], f), median(results["bare"], f)
	lo, hi := ratioInterval(results["app"], results["bare"], f)
	fmt.Printf("web: ratio_p50 90%% interval %.2f..%.2f (bootstrap over the runs)\n", lo, hi)
	fmt.Printf("web: ratio_p50=%.2f app_ms_p50=%.0f bare_ms_p50=%.0f\n", appMs/bareMs, appMs, bareMs)
	return nil
}

// webBundle builds pkg for the browser into dir with the page, Go's
// loader and the gzipped program (the parts of dist/web a first visit
// loads).
func webBundle(root, pkg, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	wasm := filepath.Join(dir, "decknamen.wasm")
	fmt.Printf("web: building %s (GOOS=js GOARCH=wasm go build %s)\n", pkg, strings.Join(webFlags, " "))
	cmd := exec.Command("go", append(append([]string{"build"}, webFlags...), "-o", wasm, pkg)...)
	cmd.Dir, cmd.Stdout, cmd.Stderr = root, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build %s: %w", pkg, err)
	}
	page, err := os.ReadFile(filepath.Join(root, ".ci", "web", "index.html"))
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(strings.ReplaceAll(string(page), "{{VERSION}}", "bench")), 0o644); err != nil {
		return err
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return err
	}
	for from, to := range map[string]string{
		filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"): "wasm_exec.js",
		filepath.Join(root, "assets", "icon", "icon.png"):                               "icon.png",
	} {
		b, err := os.ReadFile(from)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, to), b, 0o644); err != nil {
			return err
		}
	}
	in, err := os.Open(wasm)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(wasm + ".gz")
	if err != nil {
		return err
	}
	zw, err := gzip.NewWriterLevel(out, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := io.Copy(zw, in); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := out.Close(); err != nil {
		return err
	}
	for _, f := range []string{wasm, wasm + ".gz"} {
		if fi, err := os.Stat(f); err == nil {
			fmt.Printf("web: %s %s is %.1f MB\n", filepath.Base(dir), filepath.Base(f), float64(fi.Size())/1e6)
		}
	}
	return nil
}

// webVisit opens url in a fresh Chromium profile on display and returns
// the page's first-frame time from its title, then closes Chromium.
func webVisit(browser, display, tmp, url string) (float64, error) {
	profile, err := os.MkdirTemp(tmp, "profile-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(profile)
	args := []string{"--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--user-data-dir=" + profile,
		"--no-first-run", "--no-default-browser-check", "--password-store=basic", "--test-type",
		"--window-position=0,0", "--window-size=1280,860", "--app=" + url}
	if os.Geteuid() == 0 {
		args = append(args, "--no-sandbox")
	}
	cmd := exec.Command(browser, args...)
	cmd.Env = append(cleanEnv(), "DISPLAY="+display, "HOME="+profile)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	defer func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()
	}()
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		x := exec.Command("xdotool", "search", "--name", "ff=", "getwindowname", "%@")
		x.Env = append(cleanEnv(), "DISPLAY="+display)
		out, _ := x.Output()
		if m := webFF.FindSubmatch(out); m != nil {
			return strconv.ParseFloat(string(m[1]), 64)
		}
	}
	shot := filepath.Join(tmp, fmt.Sprintf("no-first-frame-%d.png", time.Now().UnixNano()))
	x := exec.Command("import", "-window", "root", shot)
	x.Env = append(cleanEnv(), "DISPLAY="+display)
	_ = x.Run()
	names := exec.Command("xdotool", "search", "--name", ".", "getwindowname", "%@")
	names.Env = x.Env
	out, _ := names.Output()
	return 0, fmt.Errorf("no first frame within 90 s (windows: %q; screenshot %s)", strings.Fields(string(out)), shot)
}
