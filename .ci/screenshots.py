#!/usr/bin/env python3
"""Takes the README's screenshots from the real binary under Xvfb.

It plays as a person at the keyboard would (xdotool sends the keys); the key
is read from the app's own autosave to know which cards to pick. Needs xvfb,
xdotool and imagemagick (apt-get install xvfb xdotool imagemagick). Run from
the repository root after `make build`: python3 .ci/screenshots.py
"""
import json, os, subprocess, sys, tempfile, time

OUT = "assets/screenshots"
BIN = os.path.abspath("bin/decknamen")


class Session:
    display = 88

    def __init__(self, *app_args, size=(1280, 860)):
        Session.display += 1
        d = f":{Session.display}"
        self.w, self.h = size
        self.home = tempfile.mkdtemp()
        self.env = dict(os.environ, DISPLAY=d, HOME=self.home, XDG_CONFIG_HOME=self.home)
        self.xvfb = subprocess.Popen(["Xvfb", d, "-screen", "0", f"{self.w}x{self.h}x24"], stderr=subprocess.DEVNULL)
        time.sleep(1)
        self.app = subprocess.Popen([BIN, *app_args], env=self.env, stderr=open("/tmp/app-shot.log", "w"))
        for _ in range(40):  # the first start builds a font cache
            time.sleep(0.5)
            ids = self.windows()
            if ids:
                break
        else:
            self.close()
            sys.exit("the app's window did not appear; see /tmp/app-shot.log")
        self.wid = ids[0]
        for _ in range(10):  # the app may still set its own size at first
            self.x("windowmove", self.wid, "0", "0")
            self.x("windowsize", self.wid, str(self.w), str(self.h))
            time.sleep(0.5)
            if f"Geometry: {self.w}x{self.h}" in self.x("getwindowgeometry", self.wid):
                break
        time.sleep(1)

    def windows(self):
        r = subprocess.run(["xdotool", "search", "--name", "Decknamen"], env=self.env, capture_output=True, text=True, timeout=20)
        return r.stdout.split()

    def x(self, *args):
        r = subprocess.run(["xdotool", *args], env=self.env, check=True, capture_output=True, text=True, timeout=20)
        return r.stdout

    def keys(self, *names):
        for k in names:
            self.x("key", k)
            time.sleep(0.25)

    def clue(self, word):
        self.keys("c")
        self.x("type", "--delay", "40", word)
        self.keys("Return")
        time.sleep(0.5)

    def guess(self, i):
        """Moves the keyboard focus to card i (five columns) and guesses it."""
        self.keys("Escape", "Right")  # the focus starts on card 0
        self.keys(*(["Right"] * (i % 5) + ["Down"] * (i // 5)))
        self.keys("Return", "Return")

    def save(self):
        with open(os.path.join(self.home, "fyne", "app.decknamen", "current-game.json")) as f:
            return json.load(f)

    def shot(self, name, window="root"):
        time.sleep(0.8)
        path = os.path.join(OUT, name)
        subprocess.run(["import", "-window", window, path], env=self.env, check=True, timeout=30)
        print("wrote", path, flush=True)

    def close(self):
        self.app.kill()
        self.app.wait()
        self.xvfb.kill()
        self.xvfb.wait()


def words_game():
    s = Session("--lang", "de", "--seed", "4711", "--board", "words")
    try:
        s.shot("words-de.png")
        s.keys("k")               # the key: first the privacy screen
        s.shot("privacy-de.png")
        s.keys("Return")          # a spymaster confirms
        s.shot("key-de.png")
        s.keys("k")               # hidden again
        setup = s.save()["setup"]
        ids = setup["key"]["identities"]
        team = setup["key"]["start"]
        agents = {t: [i for i, x in enumerate(ids) if x == t] for t in ("red", "blue")}
        for _ in range(12):       # two agents a turn, each team in turn
            s.clue("Zeitreise")
            for _ in range(2):
                if agents[team]:
                    s.guess(agents[team].pop())
            if not agents[team]:
                break
            team = "blue" if team == "red" else "red"
        guesses = sum(m["type"] == "guess" for m in s.save()["moves"])
        if agents[team] or guesses < 8:
            sys.exit(f"the scripted game did not reach its end ({guesses} guesses)")
        s.shot("gameover-de.png")
    finally:
        s.close()


def classroom():
    s = Session("--lang", "de", "--seed", "4711", size=(1920, 1080))
    try:
        s.keys("F11")
        time.sleep(1.5)
        s.shot("projector-de.png")
        s.x("mousemove", "771", "47", "click", "1")  # Chef-Fenster, in the toolbar under the menu bar
        time.sleep(1.5)
        spy = [w for w in s.windows() if w != s.wid]
        if not spy:
            sys.exit("the spymaster window did not open")
        s.x("windowsize", spy[0], "760", "720")
        time.sleep(1)
        s.shot("spymaster-de.png", window=spy[0])
    finally:
        s.close()


def board_shot(name, *args):
    """A screenshot of a fresh board started with args."""
    s = Session(*args)
    try:
        s.shot(name)
    finally:
        s.close()


def pictures():
    board_shot("pictures-nl.png", "--lang", "nl", "--seed", "4711", "--board", "pictures")


def dutch_words():
    board_shot("words-nl.png", "--lang", "nl", "--seed", "2024", "--board", "words")


def rules():
    for lang, title in (("de", "Spielregeln"), ("nl", "Spelregels"), ("en", "Rules")):
        s = Session("--lang", lang, "--seed", "1")
        try:
            s.x("mousemove", str(s.w - 63), "48", "click", "1")  # the ? in the toolbar
            time.sleep(1.5)
            win = [w for w in s.windows() + s.x("search", "--name", title).split() if w != s.wid]
            if not win:
                sys.exit(f"the {lang} rules window did not open")
            s.x("windowsize", win[0], "900", "640")
            time.sleep(1)
            s.shot(f"rules-{lang}.png", window=win[0])
        finally:
            s.close()


def import_error():
    s = Session("--lang", "de", "--seed", "3")
    try:
        with open(os.path.join(s.home, "Klasse-5b.csv"), "wb") as f:
            f.write(b"PK\x03\x04\x00\x00binary\x00data")  # a zip saved as .csv by mistake
        s.x("mousemove", "63", "48", "click", "1")     # Neues Spiel
        time.sleep(1)
        s.x("mousemove", "542", "331", "click", "1")   # Wortliste importieren…
        time.sleep(1.5)
        s.x("mousemove", "630", "300", "click", "1")   # the file in the home folder
        time.sleep(0.6)
        s.x("mousemove", "969", "668", "click", "1")   # Importieren
        time.sleep(1.2)
        s.shot("import-error-de.png")
    finally:
        s.close()


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    only = sys.argv[1:]
    for step in (words_game, classroom, pictures, dutch_words, rules, import_error):
        if not only or step.__name__ in only:
            step()
