#!/usr/bin/env python3
"""Takes the README's screenshots from the real binary under Xvfb.

A person's clicks are sent with xdotool; the key is read from the app's own
autosave to know which cards to click. Needs xvfb, xdotool and imagemagick
(apt-get install xvfb xdotool imagemagick). Run from the repository root
after `make build`: python3 .ci/screenshots.py
"""
import json, os, subprocess, sys, tempfile, time

W, H = 1280, 860
OUT = "assets/screenshots"
BIN = os.path.abspath("bin/decknamen")

# Card centres of the 5-column board at 1280×860 (see the screenshots).
COLS = [100, 293, 485, 677, 869]
ROWS5 = [118, 266, 412, 557, 703]


def sh(*args):
    subprocess.run(args, check=True)


class Session:
    display = 88

    def __init__(self, *app_args):
        Session.display += 1
        d = f":{Session.display}"
        self.home = tempfile.mkdtemp()
        self.env = dict(os.environ, DISPLAY=d, HOME=self.home, XDG_CONFIG_HOME=self.home)
        self.xvfb = subprocess.Popen(["Xvfb", d, "-screen", "0", f"{W}x{H}x24"], stderr=subprocess.DEVNULL)
        time.sleep(1)
        self.app = subprocess.Popen([BIN, *app_args], env=self.env, stderr=open("/tmp/app-shot.log", "w"))
        for _ in range(40):  # the first start builds a font cache
            time.sleep(0.5)
            r = subprocess.run(["xdotool", "search", "--name", "Decknamen"], env=self.env, capture_output=True, text=True)
            if r.stdout.strip():
                break
        else:
            sys.exit("the app's window did not appear; see /tmp/app-shot.log")
        wid = r.stdout.split()[0]
        for _ in range(10):  # the app may still set its own size at first
            self.x("windowmove", wid, "0", "0")
            self.x("windowsize", wid, str(W), str(H))
            time.sleep(0.5)
            if f"Geometry: {W}x{H}" in self.x("getwindowgeometry", wid, out=True):
                break
        else:
            sys.exit("could not size the window to %dx%d" % (W, H))
        time.sleep(1)

    def x(self, *args, out=False):
        r = subprocess.run(["xdotool", *args], env=self.env, check=True, capture_output=True, text=True)
        return r.stdout

    def click(self, x, y, times=1):
        for _ in range(times):
            self.x("mousemove", str(x), str(y), "click", "1")
            time.sleep(0.4)

    def type(self, text):
        self.x("type", "--delay", "40", text)
        self.x("key", "Return")
        time.sleep(0.6)

    def save(self):
        with open(os.path.join(self.home, "fyne", "app.decknamen", "current-game.json")) as f:
            return json.load(f)

    def shot(self, name):
        time.sleep(0.8)
        subprocess.run(["import", "-window", "root", os.path.join(OUT, name)], env=self.env, check=True)
        print("wrote", os.path.join(OUT, name))

    def close(self):
        self.app.kill()
        self.app.wait()
        self.xvfb.kill()
        self.xvfb.wait()


def card(i):
    return COLS[i % 5], ROWS5[i // 5]


def main():
    os.makedirs(OUT, exist_ok=True)
    # German words: the guessers' view, then the key behind the privacy screen.
    s = Session("--lang", "de", "--seed", "4711", "--board", "words")
    s.shot("words-de.png")
    s.click(460, 21)          # Schlüssel zeigen
    s.shot("privacy-de.png")
    s.click(718, 505)         # confirm the privacy screen
    s.shot("key-de.png")
    s.click(460, 21)          # hide again
    # Play to the end: two agents a turn, each team in turn.
    setup = s.save()["setup"]
    ids = setup["key"]["identities"]
    team = setup["key"]["start"]
    agents = {t: [i for i, x in enumerate(ids) if x == t] for t in ("red", "blue")}
    turn = 0
    while True:
        s.click(540, 798)     # the clue entry
        s.type("Zeitreise")
        for _ in range(2):
            s.click(*card(agents[team].pop()), times=2)
        if not agents[team]:
            break
        team = "blue" if team == "red" else "red"
        turn += 1
        if turn > 12:
            sys.exit("the scripted game did not end")
    moves = s.save()["moves"]
    if sum(m["type"] == "guess" for m in moves) < 8:
        sys.exit("the scripted game did not reach its end: %d moves" % len(moves))
    s.shot("gameover-de.png")
    s.close()

    # Dutch pictures 5×4.
    s = Session("--lang", "nl", "--seed", "4711", "--board", "pictures")
    s.shot("pictures-nl.png")
    s.close()


if __name__ == "__main__":
    main()
