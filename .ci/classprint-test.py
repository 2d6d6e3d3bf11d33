#!/usr/bin/env python3
"""Game → Klassensatz drucken… on the real binary under Xvfb (issue 15).

Opens the menu entry with xdotool, refuses 13 groups with the German
message, makes a 12-group PDF of fantasy pictures into the home folder
(pdfinfo: 25 pages), then saves 2-group class sets with Save as…, the
app's own chooser (ui/internal/chooser, in German): under a name typed
without ".pdf"; under the same name again, where Enter at the "replace?"
question keeps the old file and a click on "Ersetzen" replaces it; into a
folder clicked in the list; the next Save as opens in that folder (the one
used last); into a folder that vanished, which writes
nothing (its German message is in the screenshot); Esc then closes only
the chooser. Screenshots go to the
folder given (default: a temporary one) for a look by eye. Needs
`make build` first; run from the repo root:
python3 .ci/classprint-test.py [shot-folder]
"""
import glob, hashlib, os, re, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xapp

SHOTS = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp()
os.makedirs(SHOTS, exist_ok=True)
failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)


def pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, timeout=60).stdout
    m = re.search(r"^Pages:\s+(\d+)", out, re.M)
    return int(m.group(1)) if m else 0


def groups(s, n):
    s.click(680, 194)  # the groups entry
    s.keys("ctrl+a")
    s.x("type", "--delay", "40", str(n))


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def save_as(s, n=2):
    """Opens the class-set dialog for n groups and its Save-as chooser."""
    s.click(30, 12)    # Spiel
    s.click(80, 158)   # Klassensatz drucken…
    groups(s, n)
    s.click(775, 752)  # Speichern unter…
    time.sleep(1)


def name(s, text):
    """Types text into the chooser's name entry and presses Enter."""
    s.click(680, 613)  # Dateiname
    s.keys("ctrl+a")
    s.x("type", "--delay", "40", text)
    s.keys("Return")


ROW = {"fyne": 315, "Klasse 7b": 354, "usb-stick": 393}  # the chooser's folders, sorted
UP = (420, 238)  # the chooser's "Einen Ordner höher"


s = xapp.Session("--lang", "de", "--seed", "4711", "--board", "words")
try:
    s.click(30, 12)    # Spiel
    s.click(80, 158)   # Klassensatz drucken…
    s.shot(os.path.join(SHOTS, "dialog-de.png"))
    groups(s, 13)
    s.click(918, 752)  # PDF erstellen
    s.shot(os.path.join(SHOTS, "13-groups-de.png"))
    check(not glob.glob(os.path.join(s.home, "*.pdf")), "13 groups write no PDF")
    groups(s, 12)
    s.click(550, 232)  # Bilder
    s.click(400, 270)  # Fantasiebilder
    s.shot(os.path.join(SHOTS, "fantasy-12-de.png"))
    s.click(918, 752)  # PDF erstellen
    s.shot(os.path.join(SHOTS, "done-de.png"), settle=3)
    made = glob.glob(os.path.join(s.home, "Decknamen-Klassensatz-*-1.pdf"))
    check(len(made) == 1 and pages(made[0]) == 25, f"12 groups: one PDF of 25 pages in the home folder ({made})")
    s.click(749, 512)  # OK
    for d in ("Klasse 7b", "usb-stick"):
        os.mkdir(os.path.join(s.home, d))
    save_as(s)
    s.shot(os.path.join(SHOTS, "save-as-de.png"), settle=1)
    name(s, "Schach-AG")  # no .pdf: the chooser adds it
    s.shot(os.path.join(SHOTS, "saved-de.png"), settle=3)
    saved = os.path.join(s.home, "Schach-AG.pdf")
    check(os.path.exists(saved) and pages(saved) == 5, f"Save as: {saved} with 5 pages")
    old = digest(saved) if os.path.exists(saved) else ""
    s.click(749, 512)  # OK
    save_as(s)
    name(s, "Schach-AG")
    s.shot(os.path.join(SHOTS, "replace-de.png"), settle=1)
    s.keys("Return")   # Enter at the question: "Nicht ersetzen"
    s.shot(os.path.join(SHOTS, "kept-de.png"), settle=1)
    check(os.path.exists(saved) and digest(saved) == old, "Enter at the replace question keeps the old file")
    s.keys("Return")   # the name entry again: the question again
    s.click(709, 496)  # Ersetzen
    s.shot(os.path.join(SHOTS, "replaced-de.png"), settle=3)
    check(os.path.exists(saved) and digest(saved) != old and pages(saved) == 5, "Ersetzen replaces the file")
    s.click(749, 512)  # OK
    save_as(s)
    s.click(400, ROW["Klasse 7b"])
    name(s, "Gruppe 1")
    s.shot(os.path.join(SHOTS, "subfolder-de.png"), settle=3)
    sub = os.path.join(s.home, "Klasse 7b", "Gruppe 1.pdf")
    check(os.path.exists(sub) and pages(sub) == 5, f"Save as into a folder clicked in the list: {sub}")
    s.click(749, 512)  # OK
    check(s.preferences().get("printFolder") == os.path.join(s.home, "Klasse 7b"),
          f"the folder used last is kept for the next class set ({s.preferences().get('printFolder')!r})")
    save_as(s)         # opens in Klasse 7b, the folder used last
    s.shot(os.path.join(SHOTS, "reopened-de.png"), settle=1)
    s.click(*UP)       # Einen Ordner höher
    s.click(400, ROW["usb-stick"])
    os.rmdir(os.path.join(s.home, "usb-stick"))  # the stick is pulled
    name(s, "Test")
    s.shot(os.path.join(SHOTS, "unwritable-de.png"), settle=2)
    check(not glob.glob(os.path.join(s.home, "**", "Test*"), recursive=True), "a vanished folder: nothing written")
    s.keys("Escape")   # Esc in the name entry closes the chooser, the class-set dialog stays
    s.shot(os.path.join(SHOTS, "esc-de.png"), settle=1)
    s.click(918, 752)  # PDF erstellen
    s.shot(os.path.join(SHOTS, "after-esc-de.png"), settle=3)
    made = glob.glob(os.path.join(s.home, "Klasse 7b", "Decknamen-Klassensatz-*.pdf"))
    check(len(made) == 1, f"Esc closes only the chooser: PDF erstellen still writes, into the folder used last ({made})")
finally:
    s.close()
print("screenshots in", SHOTS)
print(f"{len(failures)} failed" if failures else "all class-set checks passed")
sys.exit(1 if failures else 0)
