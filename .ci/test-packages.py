#!/usr/bin/env python3
"""make test-packages: starts every package the way its users will.

1. The Windows zip, unpacked into a fresh Wine prefix under a private Xvfb:
   the real Decknamen.exe starts and draws its board, plays a short game by
   keyboard (clue, guess, undo), is killed and offers to resume at the same
   move, opens the Kodeknacker window, switches the language, keeps its
   files in %APPDATA%, and lives through the turn timer's time-up signal.
2. The installer (NSIS), silently: installs per user, registers its
   uninstaller, the installed app starts and draws, the silent uninstall
   leaves nothing but the player's saves.
3. The .deb: installed with apt-get when CI=true (else unpacked with
   dpkg -x), its program draws a board with --screenshot, then it is
   removed.

Every step asserts what breaks when it breaks: the app's save file and
preferences (JSON), window titles (xdotool search --name) and pixel
statistics of screenshots (ImageMagick). Screenshots are kept in
dist/test-packages/. Go 1.26's runtime needs ProcessPrng, which Debian 12's
Wine 8 lacks: .ci/wine/bcryptprimitives.c supplies it in the test prefix
only (it never ships).

Needs: wine64, xvfb, xdotool, imagemagick, mingw-w64, dpkg
(make test-packages installs them). Run from the repository root after the
packages are built: python3 .ci/test-packages.py
"""
import glob, json, os, re, shutil, signal, subprocess, sys, tempfile, time, zipfile

ROOT = os.getcwd()
VERSION = re.search(r'^Version = "(.*)"$', open("FyneApp.toml").read(), re.M).group(1)
APP_ID = re.search(r'^ID = "(.*)"$', open("FyneApp.toml").read(), re.M).group(1)
OLD_ID = "app.decknamen"  # the app ID of versions before 0.2.0
DIST = os.path.join(ROOT, "dist")
SHOTS = os.path.join(DIST, "test-packages")
W, H = 1280, 860

# The board's colours (ui/colors.go).
PAPER = (0xF4, 0xEC, 0xDC)  # an uncovered card
RED = (0xC9, 0x32, 0x26)
BLUE = (0x1F, 0x5F, 0xB0)
FOCUS = (0x7A, 0x2E, 0xD6)  # the keyboard focus ring

failures = []


def step(name):
    print(f"--- {name}", flush=True)


def check(ok, what):
    """Records a failed assertion and goes on, so one run reports them all."""
    if ok:
        print(f"ok    {what}", flush=True)
    else:
        print(f"FAIL  {what}", flush=True)
        failures.append(what)
    return ok


def wait_for(cond, timeout, every=0.25):
    """Polls cond until it returns a true value or the time is up."""
    end = time.monotonic() + timeout
    while True:
        v = cond()
        if v or time.monotonic() > end:
            return v
        time.sleep(every)


# ---------------------------------------------------------------- display


class Display:
    """A private Xvfb: its display number is the first free one."""

    def __init__(self):
        r, w = os.pipe()
        self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", f"{W}x{H}x24", "-nolisten", "tcp"],
                                     pass_fds=(w,), stderr=subprocess.DEVNULL)
        os.close(w)
        with os.fdopen(r) as f:
            self.name = ":" + f.readline().strip()
        if self.name == ":":
            sys.exit("test-packages: Xvfb did not start")

    def env(self, **extra):
        return dict(os.environ, DISPLAY=self.name, **extra)

    def xdotool(self, *args, check=True):
        r = subprocess.run(["xdotool", *args], env=self.env(), capture_output=True, text=True, timeout=30)
        if check and r.returncode != 0:
            raise RuntimeError(f"xdotool {' '.join(args)}: {r.stderr.strip()}")
        return r.stdout

    def windows(self, name):
        """The visible windows whose title is exactly name."""
        out = self.xdotool("search", "--onlyvisible", "--name", f"^{re.escape(name)}$", check=False)
        return out.split()

    def window(self, name, timeout=60):
        ids = wait_for(lambda: self.windows(name), timeout, every=0.5)
        return ids[0] if ids else None

    def geometry(self, wid):
        out = self.xdotool("getwindowgeometry", "--shell", wid)
        g = dict(line.split("=", 1) for line in out.split())
        return int(g["X"]), int(g["Y"]), int(g["WIDTH"]), int(g["HEIGHT"])

    def keys(self, *names, pause=0.3):
        for k in names:
            self.xdotool("key", k)
            time.sleep(pause)

    def type(self, text):
        self.xdotool("type", "--delay", "60", text)

    def click(self, x, y):
        self.xdotool("mousemove", str(x), str(y))
        time.sleep(0.3)
        self.xdotool("click", "1")
        time.sleep(0.6)

    def shot(self, name):
        path = os.path.join(SHOTS, name)
        subprocess.run(["import", "-window", "root", path], env=self.env(), check=True, timeout=60)
        return path

    def close(self):
        self.proc.terminate()
        self.proc.wait()


# ---------------------------------------------------------------- pixels


def pixels(path, crop=None):
    """The RGB bytes of a PNG (or of crop = (x, y, w, h) of it)."""
    args = ["convert", path]
    if crop:
        x, y, w, h = crop
        args += ["-crop", f"{w}x{h}+{x}+{y}", "+repage"]
    return subprocess.run(args + ["-depth", "8", "rgb:-"], check=True, capture_output=True, timeout=60).stdout


def share(px, colour, tol=14, stride=3):
    """The share of pixels (every stride-th) within tol of colour."""
    n = hits = 0
    r0, g0, b0 = colour
    for i in range(0, len(px) - 2, 3 * stride):
        n += 1
        if abs(px[i] - r0) <= tol and abs(px[i + 1] - g0) <= tol and abs(px[i + 2] - b0) <= tol:
            hits += 1
    return hits / max(n, 1)


def distinct(px, stride=7):
    """How many different colours the picture has (every stride-th pixel)."""
    return len({px[i:i + 3] for i in range(0, len(px) - 2, 3 * stride)})


def changed(a, b, tol=40, stride=3):
    """The share of pixels that differ by more than tol in some channel."""
    n = hits = 0
    for i in range(0, min(len(a), len(b)) - 2, 3 * stride):
        n += 1
        if abs(a[i] - b[i]) > tol or abs(a[i + 1] - b[i + 1]) > tol or abs(a[i + 2] - b[i + 2]) > tol:
            hits += 1
    return hits / max(n, 1)


def looks_like_board(path, what):
    """Asserts a screenshot shows the board: many colours, a good share of
    uncovered (paper) cards."""
    px = pixels(path)
    paper, colours = share(px, PAPER), distinct(px)
    check(colours > 40, f"{what}: the screenshot is not blank ({colours} colours, {os.path.basename(path)})")
    check(paper > 0.12, f"{what}: the board's cards cover {paper:.0%} of the screen (over 12%)")
    return px


# ---------------------------------------------------------------- Wine


def find_wine():
    for w in (shutil.which("wine64"), "/usr/lib/wine/wine64", shutil.which("wine")):
        if w and os.access(w, os.X_OK):
            return w
    sys.exit("test-packages: Wine is missing (apt-get install wine64)")


class Wine:
    """A fresh Wine prefix under tmp, on display d."""

    def __init__(self, tmp, d):
        self.d = d
        self.wine = find_wine()
        self.prefix = os.path.join(tmp, "prefix")
        self.home = os.path.join(tmp, "home")  # Wine links the prefix's Desktop and Documents into HOME
        os.makedirs(self.home)
        self.env = d.env(WINEPREFIX=self.prefix, WINEDEBUG="-all", HOME=self.home, XDG_CONFIG_HOME=os.path.join(self.home, ".config"),
                         WINEARCH="win64",
                         # the ProcessPrng shim; no Mono or Gecko prompts; no Linux menu entries
                         WINEDLLOVERRIDES="bcryptprimitives=n;mscoree,mshtml=;winemenubuilder.exe=d")
        server = os.path.join(os.path.dirname(os.path.realpath(self.wine)), "wineserver")
        self.wineserver = server if os.access(server, os.X_OK) else (shutil.which("wineserver") or "wineserver")
        self.logs = []

    def boot(self, dll):
        t = time.monotonic()
        subprocess.run([self.wine, "wineboot", "-i"], env=self.env, check=True, timeout=600,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        subprocess.run([self.wineserver, "-w"], env=self.env, timeout=300)
        shutil.copy(dll, os.path.join(self.prefix, "drive_c", "windows", "system32", "bcryptprimitives.dll"))
        users = [u for u in os.listdir(os.path.join(self.prefix, "drive_c", "users")) if u != "Public"]
        self.user = os.path.join(self.prefix, "drive_c", "users", users[0])
        print(f"Wine prefix ready in {time.monotonic() - t:.0f} s", flush=True)

    def appdata(self, *p):
        return os.path.join(self.user, "AppData", "Roaming", *p)

    def localappdata(self, *p):
        return os.path.join(self.user, "AppData", "Local", *p)

    def start(self, exe, *args):
        log = open(os.path.join(SHOTS, f"wine-{len(self.logs)}.log"), "w")
        self.logs.append(log.name)
        return subprocess.Popen([self.wine, exe, *args], env=self.env, stdout=log, stderr=log)

    def run(self, *args, timeout=300):
        return subprocess.run([self.wine, *args], env=self.env, capture_output=True, text=True, timeout=timeout)

    def unix(self, winpath):
        """The Unix path of a C:\\ path."""
        return os.path.join(self.prefix, "drive_c", *winpath[3:].split("\\"))

    def reg_query(self, key, value=None):
        args = ["reg", "query", key] + (["/v", value] if value else [])
        r = self.run(*args, timeout=120)
        return r.returncode == 0, r.stdout

    def stop(self):
        subprocess.run([self.wineserver, "-k"], env=self.env, timeout=60)
        subprocess.run([self.wineserver, "-w"], env=self.env, timeout=60)


class App:
    """One running Decknamen.exe and its main window."""

    def __init__(self, wine, exe, *args, title="Decknamen"):
        self.wine, self.d = wine, wine.d
        self.proc = wine.start(exe, *args)
        self.wid = self.d.window(title, timeout=120)
        if not self.wid:
            self.kill()
            raise RuntimeError(f"no window named {title} appeared for {exe} {' '.join(args)}; see {wine.logs[-1]}")
        self.x, self.y, self.w, self.h = self.d.geometry(self.wid)
        # The keyboard goes where the pointer is (no window manager).
        self.d.xdotool("mousemove", str(self.x + self.w // 2), str(self.y + self.h - 5))
        self.d.xdotool("windowfocus", self.wid, check=False)
        time.sleep(2.5)  # the first frames

    def alive(self):
        return self.proc.poll() is None

    def click(self, dx, dy):
        """Clicks at (dx, dy) inside the window."""
        self.d.click(self.x + dx, self.y + dy)

    def menu(self, title, item):
        """Raises the window (there is no window manager to do it on a
        click) and picks a menu item."""
        self.d.xdotool("windowraise", self.wid, check=False)
        time.sleep(0.5)
        self.click(*MENU[title])
        self.click(*MENU[item])
        time.sleep(1.5)

    def kill(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=60)
        wait_for(lambda: not self.d.windows("Decknamen"), 20)


# ---------------------------------------------------------------- the save


def read_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def saved_moves(wine):
    s = read_json(wine.appdata("fyne", APP_ID, "current-game.json"))
    return s["moves"] if s else None


def saved_game(wine):
    return read_json(wine.appdata("fyne", APP_ID, "current-game.json"))


def wait_moves(wine, cond, timeout=15):
    return wait_for(lambda: (m := saved_moves(wine)) is not None and cond(m) and m, timeout)


def guess(d, card, cols=5):
    """Keyboard play: Esc clears, an arrow puts the focus on card 0, the
    arrows move it to card, Enter selects and Enter confirms."""
    d.keys("Escape", "Right")
    d.keys(*(["Right"] * (card % cols) + ["Down"] * (card // cols)))
    d.keys("Return", "Return")


def agents(setup, team):
    return [i for i, x in enumerate(setup["key"]["identities"]) if x == team]


# ---------------------------------------------------------------- the tests


def test_zip(wine, zip_path):
    """The Windows zip: unpack, start, play, resume, Kodeknacker, language,
    files, time-up."""
    d = wine.d
    step(f"Windows zip: {os.path.basename(zip_path)} under Wine")
    folder = wine.unix("C:\\decknamen")
    with zipfile.ZipFile(zip_path) as z:
        z.extractall(folder)
        names = sorted(n for n in z.namelist() if not n.endswith("/"))
    exe_dir = os.path.dirname(glob.glob(os.path.join(folder, "*", "Decknamen.exe"))[0])
    exe = os.path.join(exe_dir, "Decknamen.exe")
    check(os.path.exists(os.path.join(exe_dir, "LICENSE.txt")), "the zip holds the MIT licence (LICENSE.txt)")

    # 1. It starts and draws its board.
    app = App(wine, exe, "--lang", "de", "--seed", "4711", "--board", "words")
    board = d.shot("wine-1-board.png")
    looks_like_board(board, "start")
    save = saved_game(wine)
    check(save is not None and save["setup"]["seed"] == 4711, "start: the deal is saved in %APPDATA%\\fyne\\io.github.decknamen.decknamen\\current-game.json")
    setup = save["setup"]
    team = setup["key"]["start"]
    mine = agents(setup, team)

    # 2. A clue by keyboard: C, the word and its number, Enter.
    d.keys("c")
    d.type("Zeitreise 2")
    d.keys("Return")
    moves = wait_moves(wine, lambda m: any(x["type"] == "clue" for x in m))
    check(bool(moves) and moves[-1].get("word", "").lower() == "zeitreise", f"keyboard: the clue typed after C is saved ({moves and moves[-1]})")

    # 3. A guess by keyboard: arrows, Enter, Enter.
    before = pixels(d.shot("wine-2-clue.png"))
    guess(d, mine[0])
    moves = wait_moves(wine, lambda m: m[-1]["type"] == "guess")
    check(bool(moves) and moves[-1].get("card") == mine[0], f"keyboard: arrows and Enter, Enter guess card {mine[0]} ({moves and moves[-1]})")
    after = pixels(d.shot("wine-3-guessed.png"))
    colour = RED if team == "red" else BLUE
    check(share(after, colour) > share(before, colour) + 0.004,
          f"the guessed card turns {team} on the screen ({share(before, colour):.2%} → {share(after, colour):.2%} of the pixels)")

    # 4. Undo (Ctrl+Z) asks first, since it turns a card face down: Enter.
    n = len(moves or [])
    d.keys("ctrl+z")
    time.sleep(1)
    d.keys("Return")
    undone = wait_moves(wine, lambda m: len(m) == n - 1, timeout=10)
    check(bool(undone), f"keyboard: Ctrl+Z and Enter undo the guess ({n} moves before, {len(saved_moves(wine) or [])} after)")
    if not undone:
        # Tells the shortcut apart from undo itself: Spiel → Rückgängig.
        d.keys("Escape")
        app.menu("game", "undo")
        d.keys("Return")  # the question: turn the card face down again
        undone = wait_moves(wine, lambda m: len(m) == n - 1, timeout=10)
        check(bool(undone), "menu Spiel → Rückgängig (and Enter) undoes the guess")

    # The state to resume: the guess again (when undone), then kill the app.
    if undone:
        guess(d, mine[0])
        wait_moves(wine, lambda m: len(m) == n)
    moves_at_kill = saved_moves(wine)
    killed = pixels(d.shot("wine-4-before-kill.png"))
    app.kill()

    # 5. The next start (no --seed) shows the saved board and offers to go on,
    # here as the first start after an update: the files are in the folder of
    # the app ID of versions before 0.2.0, and the new build moves them to its
    # own folder before it reads them.
    step("killed; the files put in the old app ID's folder; started again")
    new_dir, old_dir = wine.appdata("fyne", APP_ID), wine.appdata("fyne", OLD_ID)
    shutil.move(new_dir, old_dir)
    app = App(wine, exe, "--lang", "de")  # no --seed: the saved game
    check(not os.path.exists(old_dir) and os.path.isfile(os.path.join(new_dir, "current-game.json")) and os.path.isfile(os.path.join(new_dir, "preferences.json")),
          f"update: the save and the settings in %APPDATA%\\fyne\\{OLD_ID} move to %APPDATA%\\fyne\\{APP_ID}")
    resumed_path = d.shot("wine-5-resumed.png")
    resumed = pixels(resumed_path)
    check(saved_moves(wine) == moves_at_kill, "restart: the save still holds every move made before the kill")
    check(abs(share(resumed, colour) - share(killed, colour)) < 0.004 and share(resumed, colour) > share(before, colour) + 0.004,
          f"restart: the saved board shows, with the guessed card ({share(killed, colour):.2%} → {share(resumed, colour):.2%} {team})")
    # Enter answers the offer with yes (the board takes no guess while it is
    # open); the next guess extends the same game.
    d.keys("Return")
    time.sleep(1)
    guess(d, mine[1])
    moves = wait_moves(wine, lambda m: len(m) == len(moves_at_kill) + 1)
    check(bool(moves) and moves[:-1] == moves_at_kill and moves[-1].get("card") == mine[1]
          and saved_game(wine)["setup"]["seed"] == 4711,
          "restart: the game goes on at the same move (game 4711, one more guess)")

    # 6. The Kodeknacker window: Spiel → Kodeknacker…, then Los geht's.
    step("Kodeknacker window, language, About")
    german_path = d.shot("wine-6-german.png")
    german = pixels(german_path)
    app.menu("game", "kodeknacker")
    kk = d.window("Kodeknacker", timeout=20)
    check(bool(kk), "menu Spiel → Kodeknacker… opens a window named Kodeknacker")
    if kk:
        x, y, _, _ = d.geometry(kk)
        d.click(x + KK_START[0], y + KK_START[1])
        kk_save = wait_for(lambda: read_json(wine.appdata("fyne", APP_ID, "current-kodeknacker.json")), 10)
        check(bool(kk_save), "Los geht's starts a Kodeknacker game, saved as current-kodeknacker.json")
        px = pixels(d.shot("wine-7-kodeknacker.png"))
        check(distinct(px) > 20 and changed(german, px) > 0.2, "the Kodeknacker window draws over the board")

    # 7. Language: Sprache → Nederlands. The choice is saved, the window's
    # texts change, and the rules window opens with its Dutch title.
    app.menu("language", "nederlands")
    prefs = wait_for(lambda: (p := read_json(wine.appdata("fyne", APP_ID, "preferences.json"))) and p.get("lang") == "nl" and p, 10)
    check(bool(prefs), "menu Sprache → Nederlands saves the language nl in preferences.json")
    menubar = (app.x, app.y, 400, 80)
    dutch_path = os.path.join(SHOTS, "wine-8-dutch.png")
    menu_change = wait_for(lambda: changed(pixels(d.shot("wine-8-dutch.png"), menubar), pixels(german_path, menubar)), 10, every=1)
    dutch = pixels(dutch_path)
    check(menu_change > 0.02,
          "the menu bar and the toolbar change their words with the language")
    app.menu("help_nl", "rules")
    check(bool(d.window("Spelregels", timeout=20)), "menu Help → Spelregels opens the rules window named Spelregels")
    d.shot("wine-9-rules-nl.png")
    # The About dialog names the licences (MIT for the app's own code).
    app.menu("help_nl", "about")
    about = pixels(d.shot("wine-9-about-nl.png"))
    check(share(about, PAPER) < share(dutch, PAPER) / 2, "Help → Over Decknamen shows the About dialog over the board")
    app.kill()

    # 8. The files: the saves in %APPDATA%, nothing beside the program.
    step("files")
    data = wine.appdata("fyne", APP_ID)
    for f in ("current-game.json", "preferences.json", "current-kodeknacker.json"):
        check(os.path.isfile(os.path.join(data, f)), f"%APPDATA%\\fyne\\io.github.decknamen.decknamen\\{f} exists")
    now = sorted(os.path.relpath(p, folder) for p in glob.glob(os.path.join(folder, "**"), recursive=True) if os.path.isfile(p))
    check(now == names, f"the program's folder holds only what the zip brought ({len(now)} files)")

    # 9. The turn timer runs out (5 s, set in the saved settings): the turn
    # ends, the time-up signal plays through winmm, the app goes on.
    step("turn timer")
    prefs = read_json(os.path.join(data, "preferences.json")) or {}
    prefs["lastDeal"] = json.dumps({"pictures": False, "words": True, "size": "5x5", "decks": ["en"], "variants": {"turnTimer": 5}})
    prefs["timerSound"] = True
    with open(os.path.join(data, "preferences.json"), "w") as f:
        json.dump(prefs, f)
    app = App(wine, exe, "--lang", "en", "--seed", "77")
    check(saved_game(wine)["setup"]["variants"].get("turnTimer") == 5, "the new deal has the 5 s turn timer of the saved settings")
    out = wait_moves(wine, lambda m: any(x["type"] == "timeout" for x in m), timeout=30)
    check(bool(out), "the turn timer runs out: a time-out is saved")
    time.sleep(3)
    check(app.alive(), "the app is still running 3 s after the time-up signal")
    d.shot("wine-10-time-up.png")
    app.kill()
    return exe


def test_installer(wine, setup_exe):
    """The installer: silent install, the installed app starts, silent
    uninstall leaves only the player's saves."""
    d = wine.d
    step(f"installer: {os.path.basename(setup_exe)}")
    # An earlier version (before 0.2.0) was installed elsewhere, under the
    # registry keys named "Decknamen": the update goes where it was and
    # takes the place of its keys.
    old_key, old_uninst = r"HKCU\Software\Decknamen", r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Decknamen"
    wine.run("reg", "add", old_key, "/v", "InstallDir", "/d", r"C:\Spiele\Decknamen", "/f", timeout=120)
    wine.run("reg", "add", old_uninst, "/v", "DisplayName", "/d", "Decknamen", "/f", timeout=120)
    r = wine.run(setup_exe, "/S", timeout=300)
    check(r.returncode == 0, f"the silent install (/S) succeeds (exit {r.returncode})")
    inst = wine.unix(r"C:\Spiele\Decknamen")
    check(os.path.isfile(os.path.join(inst, "Decknamen.exe")), "an update installs where the earlier version was (C:\\Spiele\\Decknamen, from HKCU\\Software\\Decknamen)")
    check(not wine.reg_query(old_key)[0] and not wine.reg_query(old_uninst)[0], "the update removes the earlier version's registry keys (one entry in Apps)")
    exe = os.path.join(inst, "Decknamen.exe")
    check(os.path.isfile(exe), "Decknamen.exe is in the install folder")
    for f in ("LICENSE.txt", "NOTICE.txt", "THIRD-PARTY-LICENSES.txt", "uninstall.exe"):
        check(os.path.isfile(os.path.join(inst, f)), f"{f} is installed beside it")
    start_menu = wine.appdata("Microsoft", "Windows", "Start Menu", "Programs", "Decknamen.lnk")
    check(os.path.isfile(start_menu), "the Start-menu entry exists")
    desktop = glob.glob(os.path.join(wine.user, "Desktop", "Decknamen.lnk")) + glob.glob(os.path.join(wine.home, "Desktop", "Decknamen.lnk"))
    check(bool(desktop), "the desktop shortcut exists (its box is ticked by default)")
    key = rf"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\{APP_ID}"
    ok, out = wine.reg_query(key)
    check(ok and "DisplayName" in out and VERSION in out and "uninstall.exe" in out,
          "the uninstaller is registered under HKCU (Apps): name, version, uninstall command")

    app = App(wine, exe, "--lang", "nl", "--seed", "2024")
    looks_like_board(d.shot("wine-installed-board.png"), "the installed app")
    app.kill()

    saves = sorted(os.listdir(wine.appdata("fyne", APP_ID)))
    r = wine.run(os.path.join(inst, "uninstall.exe"), "/S", timeout=300)
    # The uninstaller runs on from a copy in %TEMP%: wait until it is done.
    gone = wait_for(lambda: not os.path.exists(inst), 60)
    subprocess.run([wine.wineserver, "-w"], env=wine.env, timeout=120)
    check(gone, "the silent uninstall removes the install folder")
    check(not os.path.exists(start_menu) and not any(os.path.exists(p) for p in desktop), "the uninstall removes the shortcuts")
    ok, _ = wine.reg_query(key)
    check(not ok, "the uninstall removes its registry entry")
    ok, _ = wine.reg_query(rf"HKCU\Software\{APP_ID}")
    check(not ok, f"the uninstall removes HKCU\\Software\\{APP_ID}")
    check(sorted(os.listdir(wine.appdata("fyne", APP_ID))) == saves,
          f"the player's saves stay ({', '.join(saves)})")


def test_deb(deb):
    """The .deb: installed (CI) or unpacked, it starts and draws."""
    step(f".deb: {os.path.basename(deb)}")
    info = subprocess.run(["dpkg-deb", "-f", deb, "Package", "Version", "Depends"], capture_output=True, text=True, check=True).stdout
    check(f"Version: {VERSION}" in info and "libgl1" in info and "libx11-6" in info, "the .deb names its version and depends on libgl1 and libx11-6")
    files = subprocess.run(["dpkg-deb", "-c", deb], capture_output=True, text=True, check=True).stdout
    for f in ("./usr/bin/decknamen", "./usr/share/applications/io.github.decknamen.decknamen.desktop", "./usr/share/metainfo/io.github.decknamen.decknamen.metainfo.xml",
              "./usr/share/icons/hicolor/256x256/apps/io.github.decknamen.decknamen.png", "./usr/share/doc/decknamen/copyright", "./usr/share/doc/decknamen/LICENSE.txt"):
        check(f in files, f"the .deb holds {f[1:]}")
    tmp = tempfile.mkdtemp(prefix="decknamen-deb-")
    installed = os.environ.get("CI") == "true"
    if installed:
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        r = subprocess.run(sudo + ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-o", "DPkg::Lock::Timeout=600", os.path.abspath(deb)],
                           capture_output=True, text=True, timeout=900)
        check(r.returncode == 0, "apt-get install ./" + os.path.basename(deb) + (" succeeds" if r.returncode == 0 else f": {r.stderr[-800:]}"))
        prog = "/usr/bin/decknamen"
    else:
        subprocess.run(["dpkg", "-x", deb, os.path.join(tmp, "root")], check=True)
        prog = os.path.join(tmp, "root", "usr", "bin", "decknamen")
    shot = os.path.join(SHOTS, "deb-board.png")
    home = os.path.join(tmp, "home")
    os.makedirs(home)
    r = subprocess.run(["xvfb-run", "-a", "-s", f"-screen 0 {W}x{H}x24", prog, "--lang", "nl", "--seed", "4711", "--screenshot", shot],
                       env=dict(os.environ, HOME=home, XDG_CONFIG_HOME=home), capture_output=True, text=True, timeout=180)
    check(r.returncode == 0 and os.path.isfile(shot), f"the {'installed' if installed else 'unpacked'} program writes its --screenshot" + (f": {r.stderr[-400:]}" if r.returncode else ""))
    if os.path.isfile(shot):
        looks_like_board(shot, "the .deb's program")
    base = "/" if installed else os.path.join(tmp, "root")
    desktop = os.path.join(base, "usr/share/applications/io.github.decknamen.decknamen.desktop")
    metainfo = os.path.join(base, "usr/share/metainfo/io.github.decknamen.decknamen.metainfo.xml")
    r = subprocess.run(["desktop-file-validate", desktop], capture_output=True, text=True)
    check(r.returncode == 0 and not r.stdout.strip(), f"desktop-file-validate passes on the {'installed' if installed else 'unpacked'} menu entry {r.stdout.strip()}")
    r = subprocess.run(["appstreamcli", "validate", "--no-net", "--pedantic", metainfo], capture_output=True, text=True)
    issues = [l for l in r.stdout.splitlines() if l[:2] in ("E:", "W:", "I:", "P:")]
    check(r.returncode == 0 and not issues, f"appstreamcli validate --pedantic passes on the AppStream file with no remark {issues or ''}")
    if installed:
        r = subprocess.run(sudo + ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "remove", "-y", "-o", "DPkg::Lock::Timeout=600", "decknamen"],
                           capture_output=True, text=True, timeout=600)
        check(r.returncode == 0 and not os.path.exists(prog), "apt-get remove decknamen removes the program")
    shutil.rmtree(tmp)


# Where the menus and their items are, inside the main window (Fyne draws
# its own menu bar; the window is 1200x780, the fonts are the app's own).
MENU = {
    "game": (31, 13), "undo": (56, 120), "kodeknacker": (60, 201),  # Spiel → Rückgängig, Kodeknacker…
    "language": (241, 13), "nederlands": (279, 81),  # Sprache → Nederlands
    "help_nl": (271, 13), "rules": (291, 43), "about": (309, 119),  # Help → Spelregels, Over Decknamen
}
KK_START = (756, 563)  # Los geht's, in the Kodeknacker window (1000x820)


def main():
    t0 = time.monotonic()
    os.makedirs(SHOTS, exist_ok=True)
    zip_path = os.path.join(DIST, f"decknamen-{VERSION}-windows-amd64.zip")
    setup_exe = os.path.join(DIST, f"decknamen-{VERSION}-windows-amd64-setup.exe")
    debs = glob.glob(os.path.join(DIST, f"decknamen_{VERSION}_*.deb"))
    for p in (zip_path, setup_exe):
        if not os.path.isfile(p):
            sys.exit(f"test-packages: {p} is missing (make package-windows makes it)")
    if not debs:
        sys.exit("test-packages: the .deb is missing (make package-deb makes it)")

    tmp = tempfile.mkdtemp(prefix="decknamen-wine-")
    dll = os.path.join(tmp, "bcryptprimitives.dll")
    subprocess.run(["x86_64-w64-mingw32-gcc", "-shared", "-O2", "-s", "-o", dll, ".ci/wine/bcryptprimitives.c", "-ladvapi32"], check=True)
    d = Display()
    wine = Wine(tmp, d)
    try:
        wine.boot(dll)
        test_zip(wine, zip_path)
        test_installer(wine, setup_exe)
    finally:
        wine.stop()
        d.close()
        shutil.rmtree(tmp, ignore_errors=True)
    test_deb(debs[0])

    print(f"\ntest-packages: {time.monotonic() - t0:.0f} s; screenshots in {os.path.relpath(SHOTS)}")
    if failures:
        print(f"{len(failures)} check(s) failed:", *failures, sep="\n  ")
        sys.exit(1)
    print("every check passed")


if __name__ == "__main__":
    main()
