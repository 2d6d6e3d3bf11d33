#!/usr/bin/env python3
"""Takes the README's screenshots from the real binary under Xvfb.

It plays as a person at the keyboard would (xdotool sends the keys); the key
is read from the app's own autosave to know which cards to pick. Needs xvfb,
xdotool and imagemagick (apt-get install xvfb xdotool imagemagick). Run from
the repository root after `make build`: python3 .ci/screenshots.py
"""
import os, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xapp  # noqa: E402

OUT = "assets/screenshots"


class Session(xapp.Session):
    """An app under Xvfb whose shots go to the README's folder."""

    def shot(self, name, window="root"):
        path = super().shot(os.path.join(OUT, name), window)
        print("wrote", path, flush=True)
        return path


def words_game():
    s = Session("--lang", "de", "--seed", "4711", "--board", "words")
    try:
        s.shot("words-de.png")
        s.keys("k")               # the key: first the privacy screen
        s.shot("privacy-de.png")
        s.keys("k")               # a spymaster confirms with a second K (Enter would cancel)
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
        s.click(*s.button("spy"))  # Geheimdienstchef-Fenster, in the toolbar
        time.sleep(1.5)
        spy = [w for w in s.windows() if w != s.wid]
        if not spy:
            sys.exit("the spymaster window did not open")
        s.x("windowmove", spy[0], "0", "0")
        s.x("windowsize", spy[0], "760", "720")
        time.sleep(1)
        s.shot("spymaster-privacy-de.png", window=spy[0])
        s.click(380, 375)  # its privacy screen's button: a spymaster answers by a click
        s.shot("spymaster-de.png", window=spy[0])
    finally:
        s.close()


def resolutions():
    """The board on the screens a classroom has: windowed and full screen."""
    for w, h, full in ((1024, 768, False), (1024, 768, True), (1280, 720, False), (1280, 720, True),
                       (1366, 768, True), (1920, 1080, True), (3840, 2160, True)):
        s = Session("--lang", "de", "--seed", "4711", "--board", "words", size=(w, h))
        try:
            if full:
                s.keys("F11")
                time.sleep(1.5)
            else:
                s.x("windowsize", s.wid, str(w - 40), str(h - 60))
                time.sleep(1)
            s.clue("Zeitreise", 2)
            s.guess(s.save()["setup"]["key"]["identities"].index("bystander"))
            s.shot(f"screen-{w}x{h}{'-full' if full else ''}.png")
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


def kodeknacker():
    """Kodeknacker against the computer (hard), after three guesses each."""
    s = Session("--lang", "de", "--seed", "3", size=(1000, 820))
    try:
        s.click(31, 13)                  # Spiel
        s.click(60, 201)                 # Kodeknacker…
        time.sleep(1.5)
        kk = s.windows("Kodeknacker")
        if not kk:
            sys.exit("the Kodeknacker window did not open")
        s.x("windowsize", kk[0], "1000", "820")
        time.sleep(1)
        s.click(475, 410)                # Ein Spieler gegen den Computer
        s.click(541, 448)                # Schwer
        s.click(756, 563)                # Los geht's
        time.sleep(1)
        for code in ("64531", "11223", "34456", "14516"):  # the player's own code, then guesses
            s.x("type", "--delay", "60", code)
            s.keys("Return")
            time.sleep(1.5)
        s.keys("6", "2")
        s.shot("kodeknacker-de.png", window=kk[0])
    finally:
        s.close()


def undercover():
    """The German Undercover deck (16+), switched on in the settings."""
    import json, tempfile
    home = tempfile.mkdtemp()
    folder = os.path.join(home, "fyne", "io.github.decknamen.decknamen")
    os.makedirs(folder)
    deal = {"words": True, "pictures": False, "size": "5x5", "decks": ["de-undercover"], "variants": {}}
    with open(os.path.join(folder, "preferences.json"), "w") as f:
        json.dump({"adultDecks": True, "lastDeal": json.dumps(deal), "lang": "de"}, f)
    s = Session("--seed", "1618", home=home)  # no --lang: it would pick the family deck
    try:
        s.shot("undercover-de.png")
    finally:
        s.close()


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
        s.x("mousemove", "490", "430", "click", "1")   # Wortliste importieren…
        time.sleep(1.5)
        s.x("mousemove", "410", "354", "click", "1")   # the file in the home folder
        time.sleep(0.6)
        s.x("mousemove", "885", "652", "click", "1")   # Importieren
        time.sleep(1.2)
        s.shot("import-error-de.png")
    finally:
        s.close()


def computer():
    """A German board with the computer for both teams, a turn in: its clue large
    above the board, the cards it meant in the log, no key anywhere."""
    s = Session("--lang", "de", "--seed", "4711", "--board", "words", "--spymasters", "computer")
    try:
        time.sleep(1)
        setup = s.save()["setup"]
        ids = setup["key"]["identities"]
        team = setup["key"]["start"]
        for _ in range(2):  # each team finds one of its agents, then stops
            guessed = {m["card"] for m in s.save()["moves"] if m.get("type") == "guess"}
            s.guess([i for i, x in enumerate(ids) if x == team and i not in guessed][0])
            s.keys("s")
            time.sleep(0.8)
            team = "blue" if team == "red" else "red"
        s.shot("computer-de.png")
    finally:
        s.close()


def multiword():
    """An imported list with entries of several words: two lines on the card."""
    s = Session("--lang", "de", "--seed", "5")
    try:
        words = ["Brandenburger Tor", "Kölner Dom", "Schwarzer Peter", "Rote Grütze", "Heiliger Abend",
                 "Zugspitze", "Donau", "Elbphilharmonie", "Sandmännchen", "Schultüte", "Adventskranz",
                 "Gummibärchen", "Laterne", "Wattenmeer", "Jägerschnitzel", "Currywurst", "Oktoberfest",
                 "Kuckucksuhr", "Bratwurst", "Nordsee", "Ostsee", "Weihnachtsmarkt", "Hanse", "Mauerfall",
                 "Sauerkraut"]
        with open(os.path.join(s.home, "Deutschland.txt"), "w") as f:
            f.write("\n".join(words) + "\n")
        s.keys("ctrl+n")
        s.x("mousemove", "490", "430", "click", "1")   # Wortliste importieren…
        time.sleep(1.2)
        s.x("mousemove", "405", "354", "click", "--repeat", "2", "--delay", "80", "1")  # a double click on the file
        time.sleep(1)
        s.shot("import-summary-de.png")
        s.keys("Return")                                # Speichern
        time.sleep(1)
        s.x("mousemove", "430", "322", "click", "1")   # untick the standard deck; the new list is ticked
        time.sleep(0.5)
        s.x("mousemove", "981", "771", "click", "1")   # Los geht's
        time.sleep(1.5)
        s.shot("multiword-de.png")
    finally:
        s.close()


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    only = sys.argv[1:]
    for step in (words_game, classroom, resolutions, pictures, undercover, kodeknacker, dutch_words, rules, import_error,
                 computer, multiword):
        if not only or step.__name__ in only:
            step()
