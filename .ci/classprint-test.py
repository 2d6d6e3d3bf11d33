#!/usr/bin/env python3
"""Game → Klassensatz drucken… on the real binary under Xvfb (issue 15).

Opens the menu entry with xdotool, refuses 13 groups with the German
message, makes a 12-group PDF of fantasy pictures into the home folder
(pdfinfo: 25 pages), then saves a 2-group class set with the app's own file
dialog (in German) under a typed name. Screenshots go to the folder given
(default: a temporary one) for a look by eye. Needs `make build` first;
run from the repo root: python3 .ci/classprint-test.py [shot-folder]
"""
import glob, os, re, subprocess, sys, tempfile, time

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
    s.click(30, 12)
    s.click(80, 158)
    groups(s, 2)
    s.click(775, 752)  # Speichern unter…
    s.shot(os.path.join(SHOTS, "save-as-de.png"), settle=2)
    s.keys("ctrl+a")
    s.x("type", "--delay", "40", "Schach-AG.pdf")
    s.keys("Return")
    s.shot(os.path.join(SHOTS, "saved-de.png"), settle=3)
    saved = os.path.join(s.home, "Schach-AG.pdf")
    check(os.path.exists(saved) and pages(saved) == 5, f"Save as: {saved} with 5 pages")
finally:
    s.close()
print("screenshots in", SHOTS)
print(f"{len(failures)} failed" if failures else "all class-set checks passed")
sys.exit(1 if failures else 0)
