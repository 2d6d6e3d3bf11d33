#!/usr/bin/env python3
"""The web bundle (dist/web, `make web`) in Chromium under Xvfb, played by
xdotool as a person would: `make test-web`.

python3 -m http.server serves dist/web on 127.0.0.1 (a free port), as a
teacher would serve the folder. Chromium (software WebGL: SwiftShader)
opens it in an app window at 1280x860 with ?test, which turns on the app's
readout in the page's title (ui/webprobe: the first frame's time "ff", the
board's "moves", "team", "seq"); xdotool reads it as the window's name.
The page's other parameters (?seed=4711&lang=de&board=words) are the
app's command-line flags, taken out of the address by index.html, so a
reload resumes instead of dealing again.

Checks, in order:
  1. the first frame comes, and the screenshot shows the board's cards;
  2. C, a clue typed, Enter; arrows to a card, Enter, Enter, twice: two
     guesses of the blue agents of game 4711 (moves 1, 2, 3; blue keeps
     guessing);
  3. F5: the game resumes at the same move (the save in the browser's
     storage);
  4. the server stopped, F5: the page, the app and the game come from the
     service worker's cache (offline play);
  5. New game → "Wortliste importieren…" opens the browser's file picker
     (GTK); Ctrl+L, the path of a 25-word list, Alt+O (Open); the app's import
     dialog, Enter; only that list ticked, a new game;
  6. Game → "Klassensatz drucken…", 2 groups, "PDF erstellen": a PDF is
     downloaded (Chromium's Preferences: download.default_directory,
     no prompt) and pdftotext finds words in it, those of the list.

Screenshots go to dist/test-web/ for a look by eye. It prints one line per
check, then "N passed, N failed", and last:
"web: first frame N ms, wasm M MB (gzip G MB)".
Run from the repository root after `make web`: python3 .ci/web-test.py
"""
import glob, json, os, re, shutil, signal, socket, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xapp import count_colour, free_display  # noqa: E402

WEB = os.path.abspath(os.environ.get("DECKNAMEN_WEB", "dist/web"))
SHOTS = os.path.abspath("dist/test-web")
W, H = 1280, 860
CARD = (244, 236, 220)  # a word card's face
BLUE_AGENTS = [5, 11]  # game 4711, German words 5x5: blue starts; card 5 is Dame, 11 Krach
LIST = ["Blubberfisch", "Knusperhaus", "Wolkenschaf", "Zauberbesen", "Sternschnuppe", "Honigbiene",
        "Regenbogen", "Schneckenpost", "Kuschelkissen", "Purzelbaum", "Gummistiefel", "Seifenblase",
        "Luftballon", "Wackelpudding", "Murmelbahn", "Drachenschwanz", "Pfefferminz", "Wirbelwind",
        "Zuckerwatte", "Kletterbaum", "Laternenfest", "Sandburg", "Pustekuchen", "Schatzkarte", "Flaschenpost"]

failures, passed = [], []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    (passed if ok else failures).append(what)
    return ok


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("web-test: no Chromium (Debian: apt-get install chromium; make test-web installs it)")


class Browser:
    """Xvfb, python3 -m http.server on dist/web and Chromium's app window."""

    def __init__(self, tmp):
        self.tmp = tmp
        self.port = free_port()
        self.display = f":{free_display()}"
        self.env = dict(os.environ, DISPLAY=self.display, HOME=tmp)
        for k in ("WAYLAND_DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS"):
            self.env.pop(k, None)
        self.xvfb = subprocess.Popen(["Xvfb", self.display, "-screen", "0", f"{W}x{H}x24", "-nolisten", "tcp"],
                                     stderr=subprocess.DEVNULL)
        time.sleep(1)
        self.serverlog = os.path.join(tmp, "http.log")
        self.server = None
        self.serve()
        self.downloads = os.path.join(tmp, "Downloads")
        os.makedirs(self.downloads)
        profile = os.path.join(tmp, "profile")
        os.makedirs(os.path.join(profile, "Default"))
        with open(os.path.join(profile, "Default", "Preferences"), "w") as f:
            json.dump({"download": {"default_directory": self.downloads, "prompt_for_download": False,
                                    "directory_upgrade": True},
                       "savefile": {"default_directory": self.downloads},
                       "browser": {"has_seen_welcome_page": True}}, f)
        args = [chromium(), "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
                f"--user-data-dir={profile}", "--no-first-run", "--no-default-browser-check",
                "--password-store=basic", "--disable-features=Translate,DownloadBubble",
                "--test-type", "--window-position=0,0", f"--window-size={W},{H}",
                "--enable-logging=stderr", "--v=0"]
        if os.geteuid() == 0:
            args.append("--no-sandbox")  # Chromium refuses to run as root with its sandbox
        self.console = os.path.join(tmp, "chromium.log")
        self.started = time.time()
        self.chrome = subprocess.Popen(
            args + [f"--app=http://127.0.0.1:{self.port}/?test&seed=4711&lang=de&board=words"],
            env=self.env, stdout=subprocess.DEVNULL, stderr=open(self.console, "w"), start_new_session=True)
        self.wid = None

    def serve(self):
        self.server = subprocess.Popen([sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(self.port)],
                                       cwd=WEB, stdout=subprocess.DEVNULL, stderr=open(self.serverlog, "a"))
        for _ in range(50):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.1)
        sys.exit("web-test: http.server did not start")

    def stop_serving(self):
        self.server.terminate()
        self.server.wait(timeout=10)
        self.server = None

    def x(self, *args, check=True):
        r = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20)
        if check and r.returncode != 0:
            raise RuntimeError(f"xdotool {args}: {r.stderr.strip()}")
        return r.stdout

    def windows(self):
        """Every visible window's id and name."""
        out = self.x("search", "--onlyvisible", "--name", ".", check=False).split()
        names = {}
        for w in out:
            names[w] = self.x("getwindowname", w, check=False).strip()
        return names

    def title(self):
        if self.wid is None:
            for w, name in self.windows().items():
                if name.startswith("Decknamen"):
                    self.wid = w
        return self.x("getwindowname", self.wid, check=False).strip() if self.wid else ""

    def probe(self):
        """The readout in the title: {"ff": "1234", "moves": "3", ...}."""
        _, _, pairs = self.title().partition(" | ")
        return dict(p.split("=", 1) for p in pairs.split() if "=" in p)

    def wait(self, cond, seconds):
        end = time.time() + seconds
        while time.time() < end:
            try:
                v = cond()
            except (RuntimeError, subprocess.TimeoutExpired):
                v = None
            if v:
                return v
            time.sleep(0.1)
        return None

    def keys(self, *names):
        for k in names:
            self.x("key", "--clearmodifiers", k)
            time.sleep(0.35)

    def type(self, text):
        self.x("type", "--delay", "40", text)
        time.sleep(0.3)

    def click(self, x, y, settle=0.6):
        self.x("mousemove", str(x), str(y), "click", "1")
        time.sleep(settle)

    def shot(self, name, settle=0.5):
        time.sleep(settle)
        path = os.path.join(SHOTS, name)
        subprocess.run(["import", "-window", "root", path], env=self.env, check=True, timeout=30)
        return path

    def close(self):
        for p in (self.chrome,):
            try:
                os.killpg(p.pid, signal.SIGTERM)
                p.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(p.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
        if self.server:
            self.stop_serving()
        self.xvfb.terminate()
        try:
            self.xvfb.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.xvfb.kill()


def first_frame(b, seconds=120):
    """Waits for a new page's first frame: its readout's ff (ms since the
    navigation started)."""
    ff = b.wait(lambda: b.probe().get("ff"), seconds)
    return int(ff) if ff else None


def reload(b, seconds=120):
    """F5, then the new page's first frame (the old page's title goes first)."""
    b.keys("F5")
    if not b.wait(lambda: " | " not in b.title(), 15):
        return None  # the page did not reload
    return first_frame(b, seconds)


def moves(b):
    m = b.probe().get("moves")
    return int(m) if m is not None else None


def sw_cached(b):
    """Whether the service worker has fetched its files: sw.js and, after
    it, the app (a 200, or a 304 from the browser's own cache)."""
    try:
        with open(b.serverlog) as f:
            log = f.read()
    except OSError:
        return False
    i = log.find("GET /sw.js")
    return i >= 0 and "GET /decknamen.wasm.gz" in log[i:]


def main():
    if not os.path.exists(os.path.join(WEB, "index.html")):
        sys.exit(f"web-test: {WEB} has no index.html; run make web first")
    for tool in ("Xvfb", "xdotool", "import", "pdftotext"):
        if not shutil.which(tool):
            sys.exit(f"web-test: {tool} is missing (make test-web installs it)")
    shutil.rmtree(SHOTS, ignore_errors=True)
    os.makedirs(SHOTS)
    tmp = tempfile.mkdtemp(prefix="decknamen-web-test-")
    b = Browser(tmp)
    ff = None
    try:
        ff = first_frame(b)
        check(ff is not None, f"the first frame is drawn ({ff} ms after the navigation started)")
        if ff is None:
            return
        b.click(W - 20, H - 5, settle=0.2)  # the window takes the keyboard (no window manager here)
        cards = count_colour(b.shot("1-first-frame.png", settle=1), CARD, tolerance=10)
        check(cards > 100000, f"the board's cards are on the screen ({cards} card pixels)")

        # A clue by the keyboard, then two guesses by arrows and Enter Enter.
        b.keys("Escape", "c")
        b.type("Zeitreise 2")
        b.keys("Return")
        check(b.wait(lambda: moves(b) == 1, 10), f"C, a clue typed and Enter give the clue (moves {moves(b)})")
        for n, card in enumerate(BLUE_AGENTS, start=2):
            b.keys("Escape", "Right")  # the focus starts on card 0
            b.keys(*(["Right"] * (card % 5) + ["Down"] * (card // 5)))
            b.keys("Return", "Return")
            check(b.wait(lambda: moves(b) == n, 10) and b.probe().get("team") == "blue",
                  f"arrows to card {card}, Enter, Enter: a guess, blue guesses on (moves {moves(b)}, {b.probe().get('team')})")
        b.shot("2-two-guesses.png")
        before = moves(b)

        # Reload: the game resumes from the browser's storage.
        ff2 = reload(b)
        check(ff2 is not None, f"F5: the page comes back (first frame {ff2} ms)")
        got = b.wait(lambda: moves(b) == before and moves(b), 10)
        b.shot("3-reloaded.png", settle=1)
        check(bool(got), f"F5: the game resumes at the same move (moves {moves(b)}, was {before})")

        # Offline: the service worker serves the page and the app.
        b.wait(lambda: sw_cached(b), 60)
        time.sleep(2)
        b.stop_serving()
        ff3 = reload(b)
        b.shot("4-offline.png", settle=1)
        check(ff3 is not None, f"offline (server stopped), F5: the page starts from the service worker's cache (first frame {ff3} ms)")
        check(ff3 is not None and moves(b) == before, f"offline: the game is still there (moves {moves(b)}, was {before})")
        b.serve()
        b.keys("Return")  # "go on with the saved game?" (or the message about it): yes, OK

        # A word list through the browser's file picker.
        listfile = os.path.join(tmp, "Tierpark.txt")
        with open(listfile, "w", encoding="utf-8") as f:
            f.write("\n".join(LIST) + "\n")
        b.keys("Escape")
        b.click(60, 48)  # Neues Spiel
        b.shot("5-new-game.png")
        app_windows = set(b.windows())
        b.click(485, 429)  # Wortliste importieren…
        picker = b.wait(lambda: [w for w, n in b.windows().items()
                                 if w not in app_windows and re.search(r"(?i)open|öffnen|datei|file|bestand", n)], 10)
        check(bool(picker), f"Wortliste importieren… opens the browser's file picker ({picker and b.windows().get(picker[0])})")
        imported = False
        if picker:
            b.shot("6-picker.png")
            b.keys("ctrl+l")
            b.type(listfile)
            # Alt+O is the picker's Open button. Enter in its location field
            # closed the picker here without handing the file to the page
            # (GTK 3.24, no window manager).
            b.keys("alt+o")
            gone = b.wait(lambda: picker[0] not in b.windows(), 10)
            b.shot("7-import-dialog.png", settle=1.5)
            b.keys("Return")  # the import dialog: save the list under its file's name
            b.shot("8-imported.png", settle=1)
            imported = bool(gone)
            check(imported, "the picker takes the typed path and closes")
            b.click(406, 322)  # only the new list: Standard off
            b.shot("9-list-only.png")
            seq = b.probe().get("seq")
            b.click(980, 771)  # Los geht's
            dealt = lambda: b.probe().get("seq") != seq and moves(b) == 0  # noqa: E731
            if not b.wait(dealt, 3):
                b.shot("10-asked.png")
                b.keys("Return")  # "a game is running: start a new one?"
            check(b.wait(dealt, 10), f"a new game of the imported list (moves {moves(b)})")
            b.shot("10-list-game.png", settle=1)
        else:
            b.keys("Escape")
            b.shot("6-no-picker.png")
            b.keys("Escape")

        # The class set as a download.
        b.click(30, 12)   # Spiel
        b.click(80, 158)  # Klassensatz drucken…
        b.click(680, 194)  # Gruppen
        b.keys("ctrl+a")
        b.type("2")
        b.shot("11-class-set.png")
        b.click(918, 752)  # PDF erstellen
        pdf = b.wait(lambda: [p for p in glob.glob(os.path.join(b.downloads, "*.pdf"))
                              if os.path.getsize(p) > 0], 60)
        b.shot("12-downloaded.png", settle=1)
        check(bool(pdf), f"PDF erstellen downloads a PDF into Chromium's download folder ({pdf or os.listdir(b.downloads)})")
        if pdf:
            time.sleep(1)
            text = subprocess.run(["pdftotext", pdf[0], "-"], capture_output=True, text=True, timeout=60).stdout
            words = re.findall(r"[^\W\d_]{3,}", text)
            check(len(words) >= 25, f"pdftotext finds words in it ({len(words)}: {' '.join(words[:8])} …)")
            if imported:
                found = [w for w in LIST if w.lower() in text.lower()]
                check(len(found) >= 20, f"the class set has the imported list's words ({len(found)} of {len(LIST)})")
    finally:
        b.close()
        try:
            shutil.copy(b.console, os.path.join(SHOTS, "chromium.log"))
        except OSError:
            pass
        shutil.rmtree(tmp, ignore_errors=True)
        print(f"{len(passed)} passed, {len(failures)} failed (screenshots in {SHOTS})")
        size = os.path.getsize(os.path.join(WEB, "decknamen.wasm")) / 1e6
        gz = os.path.getsize(os.path.join(WEB, "decknamen.wasm.gz")) / 1e6
        print(f"web: first frame {ff if ff is not None else '-'} ms, wasm {size:.1f} MB (gzip {gz:.1f} MB)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
