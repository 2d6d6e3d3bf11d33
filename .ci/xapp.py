"""The real Decknamen binary under its own Xvfb, driven like a person would.

Shared by .ci/screenshots.py (the README's pictures) and .ci/keys-test.py
(every keyboard shortcut on the real program). xdotool sends the keys and
clicks; imagemagick's `import` takes the screenshots; the app's own autosave
and preferences tell what happened. Needs xvfb, xdotool and imagemagick.
"""
import json, os, subprocess, sys, tempfile, time

BIN = os.path.abspath(os.environ.get("DECKNAMEN_BIN", "bin/decknamen"))


def free_display():
    """A display number no other X server (nor xvfb-run -a) is using. A lock
    left by an X server that no longer runs is cleared and its number used."""
    for n in range(200, 400):
        lock, sock = f"/tmp/.X{n}-lock", f"/tmp/.X11-unix/X{n}"
        if os.path.exists(lock) and not lock_alive(lock):
            for stale in (lock, sock):
                try:
                    os.remove(stale)
                except OSError:
                    pass
        if not os.path.exists(lock) and not os.path.exists(sock):
            return n
    sys.exit("no free X display number")


def lock_alive(lock):
    """Whether the X server that wrote this lock file still runs."""
    try:
        with open(lock) as f:
            pid = int(f.read().strip())
        os.kill(pid, 0)
        return True
    except (OSError, ValueError):
        return False


class Session:
    """One app on one fresh Xvfb screen, with a private home folder."""

    def __init__(self, *app_args, size=(1280, 860), home=None, layout=None, keep_size=False):
        d = f":{free_display()}"
        self.w, self.h = size
        self.home = home or tempfile.mkdtemp()
        self.state = os.path.join(self.home, "state.jsonl")  # the app's test-only state readout
        self.env = dict(os.environ, DISPLAY=d, HOME=self.home, XDG_CONFIG_HOME=self.home, DECKNAMEN_STATE_FILE=self.state)
        self.xvfb = subprocess.Popen(["Xvfb", d, "-screen", "0", f"{self.w}x{self.h}x24", "-nolisten", "tcp"], stderr=subprocess.DEVNULL)
        time.sleep(1)
        if layout:  # a German family's keyboard: "+" is a key of its own
            subprocess.run(["setxkbmap", "-display", d, layout], check=True, timeout=20)
        self.log = os.path.join(self.home, "app.log")
        self.app = subprocess.Popen([BIN, *app_args], env=self.env, stderr=open(self.log, "w"))
        for _ in range(60):  # the first start builds a font cache
            time.sleep(0.5)
            ids = self.windows()
            if ids:
                break
        else:
            self.close()
            sys.exit(f"the app's window did not appear; see {self.log}")
        self.wid = ids[0]
        if keep_size:  # the window as the app opened it
            time.sleep(1.5)
            return
        for _ in range(10):  # the app may still set its own size at first
            self.x("windowmove", self.wid, "0", "0")
            self.x("windowsize", self.wid, str(self.w), str(self.h))
            time.sleep(0.5)
            if f"Geometry: {self.w}x{self.h}" in self.x("getwindowgeometry", self.wid):
                break
        time.sleep(1)

    def windows(self, name="Decknamen"):
        r = subprocess.run(["xdotool", "search", "--name", name], env=self.env, capture_output=True, text=True, timeout=20)
        return r.stdout.split()

    def x(self, *args):
        r = subprocess.run(["xdotool", *args], env=self.env, check=True, capture_output=True, text=True, timeout=20)
        return r.stdout

    def keys(self, *names):
        for k in names:
            self.x("key", "--clearmodifiers", k)
            time.sleep(0.3)

    def click(self, x, y):
        self.x("mousemove", str(x), str(y), "click", "1")
        time.sleep(0.5)

    def clue(self, word, number=1):
        """C, the word and its number ("Zeitreise 2"), Enter."""
        self.keys("c")
        self.x("type", "--delay", "40", f"{word} {number}")
        self.keys("Return")
        time.sleep(0.5)

    def guess(self, i, cols=5):
        """Moves the keyboard focus to card i and guesses it."""
        self.keys("Escape", "Right")  # the focus starts on card 0
        self.keys(*(["Right"] * (i % cols) + ["Down"] * (i // cols)))
        self.keys("Return", "Return")

    def folder(self):
        return os.path.join(self.home, "fyne", "io.github.decknamen.decknamen")

    def save(self):
        with open(os.path.join(self.folder(), "current-game.json")) as f:
            return json.load(f)

    def last_state(self):
        """The app's last state line (ui/board/trace.go), or {}."""
        try:
            with open(self.state) as f:
                lines = f.read().splitlines()
            return json.loads(lines[-1]) if lines else {}
        except (OSError, ValueError):
            return {}

    def button(self, name):
        """The centre of a toolbar button the state readout places ("peek", "spy").
        Esc first makes the board draw (and report) its laid-out window."""
        self.keys("Escape")
        time.sleep(0.3)
        x, y, w, h = self.last_state()[name]
        return int(x + w / 2), int(y + h / 2)

    def preferences(self):
        try:
            with open(os.path.join(self.folder(), "preferences.json")) as f:
                return json.load(f)
        except (OSError, ValueError):
            return {}

    def shot(self, path, window="root", settle=0.8):
        time.sleep(settle)
        subprocess.run(["import", "-window", window, path], env=self.env, check=True, timeout=30)
        return path

    def geometry(self, wid=None):
        out = self.x("getwindowgeometry", wid or self.wid)
        size = [line for line in out.splitlines() if "Geometry:" in line][0].split()[-1]
        w, h = size.split("x")
        return int(w), int(h)

    def close(self):
        self.app.kill()
        self.app.wait()
        self.xvfb.terminate()  # SIGTERM: Xvfb removes its lock file and socket
        try:
            self.xvfb.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.xvfb.kill()
            self.xvfb.wait()


def pixels(path):
    """The screenshot's pixels as raw RGB bytes, with its width and height."""
    out = subprocess.run(["convert", path, "-depth", "8", "rgb:-"], check=True, capture_output=True, timeout=60).stdout
    ident = subprocess.run(["identify", "-format", "%w %h", path], check=True, capture_output=True, text=True, timeout=30).stdout
    w, h = map(int, ident.split())
    return out, w, h


def count_colour(path, rgb, tolerance=6):
    """How many pixels of the screenshot are within tolerance of rgb."""
    data, _, _ = pixels(path)
    r0, g0, b0 = rgb
    n = 0
    for i in range(0, len(data), 3):
        if abs(data[i] - r0) <= tolerance and abs(data[i + 1] - g0) <= tolerance and abs(data[i + 2] - b0) <= tolerance:
            n += 1
    return n


def changed(a, b):
    """The share of pixels that differ between two screenshots of one size."""
    da, _, _ = pixels(a)
    db, _, _ = pixels(b)
    if len(da) != len(db):
        return 1.0
    diff = sum(1 for i in range(0, len(da), 3) if da[i:i + 3] != db[i:i + 3])
    return diff / (len(da) // 3)
