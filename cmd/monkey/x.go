package main

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// display is a private Xvfb screen with the app under test on it.
type display struct {
	name string // ":N"
	w, h int
	xvfb *exec.Cmd
	app  *exec.Cmd
	env  []string
	home string
}

// startDisplay starts Xvfb on a free display number.
func startDisplay(w, h int) (*display, error) {
	for n := 300; n < 500; n++ {
		lock := fmt.Sprintf("/tmp/.X%d-lock", n)
		if _, err := os.Stat(lock); err == nil {
			if !lockAlive(lock) {
				os.Remove(lock)
				os.Remove(fmt.Sprintf("/tmp/.X11-unix/X%d", n))
			} else {
				continue
			}
		}
		d := &display{name: fmt.Sprintf(":%d", n), w: w, h: h}
		d.xvfb = exec.Command("Xvfb", d.name, "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp")
		if err := d.xvfb.Start(); err != nil {
			return nil, fmt.Errorf("start Xvfb: %w", err)
		}
		time.Sleep(time.Second)
		if d.xvfb.ProcessState == nil {
			return d, nil
		}
	}
	return nil, fmt.Errorf("no free X display")
}

func lockAlive(lock string) bool {
	b, err := os.ReadFile(lock)
	if err != nil {
		return false
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil {
		return false
	}
	return syscall.Kill(pid, 0) == nil
}

// startApp starts the app with a private home (kept across restarts, so a
// restart resumes the saved game) and the state readout.
func (d *display) startApp(bin, stateFile string, args ...string) error {
	if d.home == "" {
		home, err := os.MkdirTemp("", "monkey-home-")
		if err != nil {
			return err
		}
		d.home = home
	}
	home := d.home
	d.env = append(os.Environ(), "DISPLAY="+d.name, "HOME="+home, "XDG_CONFIG_HOME="+home, "DECKNAMEN_STATE_FILE="+stateFile)
	d.app = exec.Command(bin, args...)
	d.app.Env = d.env
	logf, err := os.Create(filepath.Join(home, "app.log"))
	if err != nil {
		return err
	}
	d.app.Stderr = logf
	if err := d.app.Start(); err != nil {
		return fmt.Errorf("start %s: %w", bin, err)
	}
	go func() { _ = d.app.Wait() }()
	return nil
}

// alive reports whether the app still runs.
func (d *display) alive() bool { return d.app.ProcessState == nil }

func (d *display) close() {
	if d.app != nil && d.app.Process != nil {
		_ = d.app.Process.Kill()
	}
	if d.xvfb != nil && d.xvfb.Process != nil {
		_ = d.xvfb.Process.Signal(syscall.SIGTERM) // Xvfb removes its lock and socket
		done := make(chan struct{})
		go func() { _ = d.xvfb.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = d.xvfb.Process.Kill()
		}
	}
}

// x runs xdotool with args.
func (d *display) x(args ...string) (string, error) {
	cmd := exec.Command("xdotool", args...)
	cmd.Env = d.env
	out, err := cmd.Output()
	return string(out), err
}

// window is a top-level window on the screen.
type window struct {
	id         string
	name       string
	x, y, w, h int
}

var childLine = regexp.MustCompile(`^\s+(0x[0-9a-f]+) "(.*?)": .*?\s(\d+)x(\d+)\+(-?\d+)\+(-?\d+)\s`)

// windows lists the named top-level windows, topmost first (the X server's
// stacking order: no window manager runs).
func (d *display) windows() ([]window, error) {
	cmd := exec.Command("xwininfo", "-root", "-children")
	cmd.Env = d.env
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("xwininfo: %w", err)
	}
	var ws []window
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		m := childLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		w := window{id: m[1], name: m[2]}
		w.w, _ = strconv.Atoi(m[3])
		w.h, _ = strconv.Atoi(m[4])
		w.x, _ = strconv.Atoi(m[5])
		w.y, _ = strconv.Atoi(m[6])
		if w.w > 1 && w.h > 1 {
			ws = append(ws, w)
		}
	}
	return ws, nil
}

// screenshot grabs the whole screen.
func (d *display) screenshot() (*image.RGBA, error) {
	cmd := exec.Command("import", "-window", "root", "-depth", "8", "rgba:-")
	cmd.Env = d.env
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("import: %w", err)
	}
	if len(out) != d.w*d.h*4 {
		return nil, fmt.Errorf("screenshot of %d bytes, want %d", len(out), d.w*d.h*4)
	}
	return &image.RGBA{Pix: out, Stride: d.w * 4, Rect: image.Rect(0, 0, d.w, d.h)}, nil
}
