#!/usr/bin/env python3
"""Composes the fantasy picture deck (assets/pictures/fantasy/*.png): each card
puts two OpenMoji drawings into one picture (a snail carrying a house, a
whale in a teacup).

Usage:
  .ci/compose-pictures.py            render into assets/pictures/fantasy/ (rewrites
                                     the PNGs and LICENSE, deletes PNGs no
                                     longer listed)
  .ci/compose-pictures.py --check    render into a temp dir and compare with the
                                     committed files; exit 1 if any differ
  .ci/compose-pictures.py --out DIR  render into DIR instead
  .ci/compose-pictures.py --only NAME[,NAME...]  render only these cards
                                     (for trying placements; with --out)
  .ci/compose-pictures.py --sheets DIR  also write contact sheets (30 cards a
                                     sheet, on the dark card colour) into DIR

Set OPENMOJI_TGZ=/path/openmoji-<version>.tgz to use a local copy of the npm
tarball instead of fetching it (its checksum is checked all the same).

Input: assets/pictures/fantasy/fantasy.txt, one card a line, tab-separated:
  <name> <hexcode A> <hexcode B> <placement> <caption en> <caption de> <caption nl>
Lines starting with "#" are comments. <name> is the PNG file name
(<name>.png); the card's text in a game is "fantasy/<name>". A drawing may be
in at most two cards (the deal never shows one drawing twice on a board, so a
drawing in many cards would only thin the boards out).

<placement> says where B goes on A, as space-separated words; positions are
fractions of the drawings' bounding boxes (the visible part of the 72x72
OpenMoji grid), so 0,0 is the top left and 1,1 the bottom right corner:
  s=F       size of B: its longer side is F times A's longer side (default 0.5)
  at=X,Y    the point of A where B's anchor goes (default 0.5,0.5)
  by=X,Y    B's anchor, in B's box (default 0.5,0.5)
  r=DEG     rotates B about its anchor, clockwise (default 0)
  fb / fa   mirrors B / A left to right
  back      draws B behind A (default: in front)
The frame is then fitted to both drawings.

Pipeline per card (Debian tools):
  rsvg-convert  renders A and B as two layers of the same frame, 384x384 RGBA
  convert       white halo (8 px) around both, a thinner one (4 px) around the
                front drawing, stacks them, drops time chunks
  pngquant      palette quantisation (--quality 70-100; if that cannot be
                reached the lossless image is kept)
  optipng       lossless recompression, strips metadata
Output is byte-identical on re-runs with the same tool versions (checked with
Debian 12 packages: librsvg 2.54, ImageMagick 6.9.11, pngquant 2.17,
optipng 0.7.7).

Needs: python3 (standard library only), npm, rsvg-convert, convert, montage
(for --sheets), pngquant, optipng.
"""

import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

OPENMOJI_VERSION = "17.0.0"
OPENMOJI_TGZ_SHA256 = "55ee7d13485dec86e9f38c1f3a645a13382d33ff97c0cd845ee824b0aef45e68"
SIZE = 384          # output side in px
HALO = 8            # white halo around the whole picture, px
INNER_HALO = 4      # white halo around the front drawing, px
MARGIN = HALO + 3   # free border in px before the halo
BBOX_SCALE = 10     # px per OpenMoji unit when measuring drawings
SHEET_BG = "#2b2f36"
MAX_USES = 2        # a drawing may be in at most this many cards (boards stay varied)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
DECK = os.path.join(ROOT, "assets", "pictures", "fantasy")
LIST = os.path.join(DECK, "fantasy.txt")
NAME_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def die(msg):
    print("compose-pictures: " + msg, file=sys.stderr)
    sys.exit(1)


def run(args, **kw):
    r = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)
    if r.returncode != 0:
        raise RuntimeError("%s failed (%d): %s" % (args[0], r.returncode, r.stderr.decode(errors="replace").strip()))
    return r.stdout.decode()


def num(s):
    """Formats a float for SVG and the licence: fixed precision, no -0."""
    v = round(s, 4)
    if v == 0:
        v = 0.0
    t = ("%.4f" % v).rstrip("0").rstrip(".")
    return t if t else "0"


class Card:
    def __init__(self, line_no, fields):
        self.line = line_no
        self.name, self.a, self.b, place = fields[0], fields[1], fields[2], fields[3]
        self.captions = {"en": fields[4], "de": fields[5], "nl": fields[6]}
        self.s, self.at, self.by, self.r = 0.5, (0.5, 0.5), (0.5, 0.5), 0.0
        self.fa = self.fb = self.back = False
        for w in place.split():
            k, _, v = w.partition("=")
            if k == "s":
                self.s = float(v)
            elif k in ("at", "by"):
                x, _, y = v.partition(",")
                setattr(self, k, (float(x), float(y)))
            elif k == "r":
                self.r = float(v)
            elif k in ("fa", "fb", "back") and not v:
                setattr(self, k, True)
            else:
                raise ValueError("unknown placement word %r" % w)
        if not 0.05 <= self.s <= 3:
            raise ValueError("s=%g is out of range 0.05..3" % self.s)

    def changes(self):
        """The licence's list of changes to B (and A) for this card."""
        parts = ["combined into one picture", "B scaled to %s of A's size" % num(self.s), "moved"]
        if self.r:
            parts.append("rotated %s deg" % num(self.r))
        if self.fb:
            parts.append("B mirrored")
        if self.fa:
            parts.append("A mirrored")
        parts.append("B behind A" if self.back else "B in front of A")
        return ", ".join(parts)


def read_list(path, emoji):
    cards, errors, names, pairs = [], [], set(), set()
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if "\r" in text or not text.endswith("\n"):
        errors.append("%s: CR or missing final newline" % path)
    for i, line in enumerate(text.split("\n"), 1):
        if line == "" or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 7:
            errors.append("fantasy.txt:%d: want 7 tab-separated fields, got %d" % (i, len(fields)))
            continue
        try:
            c = Card(i, fields)
        except ValueError as e:
            errors.append("fantasy.txt:%d: %s" % (i, e))
            continue
        if not NAME_RE.match(c.name):
            errors.append("fantasy.txt:%d: bad name %r" % (i, c.name))
        if c.name in names:
            errors.append("fantasy.txt:%d: duplicate name %s" % (i, c.name))
        pair = tuple(sorted((c.a, c.b)))
        if pair in pairs:
            errors.append("fantasy.txt:%d: duplicate pair %s+%s" % (i, c.a, c.b))
        if c.a == c.b:
            errors.append("fantasy.txt:%d: A and B are the same drawing" % i)
        names.add(c.name)
        pairs.add(pair)
        for h in (c.a, c.b):
            if h not in emoji:
                errors.append("fantasy.txt:%d: hexcode %s is not in openmoji" % (i, h))
        for lang, cap in c.captions.items():
            if not cap.strip() or cap != cap.strip() or len(cap) > 60:
                errors.append("fantasy.txt:%d: bad %s caption %r" % (i, lang, cap))
        cards.append(c)
    uses = {}
    for c in cards:
        for h in (c.a, c.b):
            uses.setdefault(h, []).append(c.name)
    for h, names in sorted(uses.items()):
        if len(names) > MAX_USES:
            errors.append("fantasy.txt: drawing %s is in %d cards (%s), at most %d" % (
                h, len(names), ", ".join(names), MAX_USES))
    if errors:
        die("\n".join(errors))
    if not cards:
        die("empty list")
    return cards


def fetch_openmoji(tmp):
    tgz = os.environ.get("OPENMOJI_TGZ")
    if not tgz:
        run(["npm", "pack", "--silent", "openmoji@" + OPENMOJI_VERSION], cwd=tmp)
        tgz = os.path.join(tmp, "openmoji-%s.tgz" % OPENMOJI_VERSION)
    with open(tgz, "rb") as f:
        if hashlib.sha256(f.read()).hexdigest() != OPENMOJI_TGZ_SHA256:
            die("openmoji tarball checksum mismatch: " + tgz)
    run(["tar", "-xzf", tgz, "-C", tmp, "package/data/openmoji.json", "package/color/svg"])
    return os.path.join(tmp, "package")


SVG_BODY = re.compile(r"^\s*<svg\b[^>]*>(.*)</svg>\s*$", re.S)


def svg_body(pkg, hexcode):
    with open(os.path.join(pkg, "color", "svg", hexcode + ".svg"), encoding="utf-8") as f:
        m = SVG_BODY.match(f.read())
    if not m:
        raise RuntimeError("unexpected SVG layout in %s.svg" % hexcode)
    return re.sub(r'\sid="[^"]*"', "", m.group(1))


def svg_doc(view, px, layers):
    x, y, side = view
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="%s %s %s %s">'
           % (px, px, num(x), num(y), num(side), num(side))]
    for transform, body in layers:
        out.append('<g transform="%s">%s</g>' % (transform, body))
    out.append("</svg>\n")
    return "".join(out)


def trim_box(png):
    """Bounding box (x, y, w, h) in px of the non-transparent pixels."""
    g = run(["convert", png, "-alpha", "extract", "-threshold", "0", "-format", "%@", "info:"]).strip()
    m = re.match(r"^(\d+)x(\d+)\+(-?\d+)\+(-?\d+)$", g)
    if not m:
        raise RuntimeError("cannot measure %s: %r" % (png, g))
    w, h, x, y = map(int, m.groups())
    return x, y, w, h


def measure(pkg, hexcode, work):
    """The drawing's bounding box in OpenMoji units (x0, y0, x1, y1)."""
    svg = os.path.join(work, "m-%s.svg" % hexcode)
    png = os.path.join(work, "m-%s.png" % hexcode)
    px = 96 * BBOX_SCALE
    with open(svg, "w", encoding="utf-8") as f:
        f.write(svg_doc((-12, -12, 96), px, [("", svg_body(pkg, hexcode))]))
    run(["rsvg-convert", "-f", "png", "-o", png, svg])
    x, y, w, h = trim_box(png)
    return (x / BBOX_SCALE - 12, y / BBOX_SCALE - 12, (x + w) / BBOX_SCALE - 12, (y + h) / BBOX_SCALE - 12)


def transforms(c, box):
    """SVG transforms of A and B in A's units."""
    ax0, ay0, ax1, ay1 = box[c.a]
    bx0, by0, bx1, by1 = box[c.b]
    ta = ""
    if c.fa:
        ta = "matrix(-1 0 0 1 72 0)"
        ax0, ax1 = 72 - ax1, 72 - ax0
    flip_b = ""
    if c.fb:
        flip_b = " matrix(-1 0 0 1 72 0)"
        bx0, bx1 = 72 - bx1, 72 - bx0
    aw, ah, bw, bh = ax1 - ax0, ay1 - ay0, bx1 - bx0, by1 - by0
    k = c.s * max(aw, ah) / max(bw, bh)
    px, py = ax0 + c.at[0] * aw, ay0 + c.at[1] * ah
    qx, qy = bx0 + c.by[0] * bw, by0 + c.by[1] * bh
    tb = "translate(%s %s) rotate(%s) scale(%s) translate(%s %s)%s" % (
        num(px), num(py), num(c.r), num(k), num(-qx), num(-qy), flip_b)
    return ta, tb


def halo(png, r):
    return ["(", png, "-alpha", "extract", "-morphology", "Dilate", "Disk:%d" % r,
            "-background", "white", "-alpha", "shape", ")"]


def compose(c, pkg, box, dest, work):
    w = os.path.join(work, c.name)
    os.makedirs(w, exist_ok=True)
    ta, tb = transforms(c, box)
    body_a, body_b = svg_body(pkg, c.a), svg_body(pkg, c.b)
    # pass 1: measure both drawings together in a generous frame
    view = (-72, -72, 216)
    scale = 6
    with open(os.path.join(w, "all.svg"), "w", encoding="utf-8") as f:
        f.write(svg_doc(view, 216 * scale, [(ta, body_a), (tb, body_b)]))
    run(["rsvg-convert", "-f", "png", "-o", os.path.join(w, "all.png"), os.path.join(w, "all.svg")])
    x, y, bw, bh = trim_box(os.path.join(w, "all.png"))
    if x == 0 or y == 0 or x + bw >= 216 * scale or y + bh >= 216 * scale:
        raise RuntimeError("%s: B is placed too far from A" % c.name)
    x0, y0, x1, y1 = [v / scale - 72 for v in (x, y, x + bw, y + bh)]
    # pass 2: a square frame around both, with room for the halo
    side = max(x1 - x0, y1 - y0) * SIZE / (SIZE - 2 * MARGIN)
    frame = ((x0 + x1 - side) / 2, (y0 + y1 - side) / 2, side)
    back, front = ((tb, body_b), (ta, body_a)) if c.back else ((ta, body_a), (tb, body_b))
    for n, layer in (("back", back), ("front", front)):
        with open(os.path.join(w, n + ".svg"), "w", encoding="utf-8") as f:
            f.write(svg_doc(frame, SIZE, [layer]))
        run(["rsvg-convert", "-w", str(SIZE), "-h", str(SIZE), "-f", "png", "-o",
             os.path.join(w, n + ".png"), os.path.join(w, n + ".svg")])
    bp, fp = os.path.join(w, "back.png"), os.path.join(w, "front.png")
    run(["convert",
         "(", bp, fp, "-compose", "over", "-composite", "-alpha", "extract", "-morphology", "Dilate",
         "Disk:%d" % HALO, "-background", "white", "-alpha", "shape", ")",
         bp, "-compose", "over", "-composite"] + halo(fp, INNER_HALO) +
        ["-compose", "over", "-composite", fp, "-compose", "over", "-composite",
         "-strip", "-define", "png:exclude-chunks=date,time,tIME", "PNG32:" + os.path.join(w, "b.png")])
    out = os.path.join(w, "c.png")
    r = subprocess.run(["pngquant", "--quality=70-100", "--speed", "1", "--strip", "--force",
                        "--output", out, "--", os.path.join(w, "b.png")],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if r.returncode in (98, 99):
        shutil.copy(os.path.join(w, "b.png"), out)
    elif r.returncode != 0:
        raise RuntimeError("pngquant failed (%d) on %s" % (r.returncode, c.name))
    run(["optipng", "-quiet", "-o2", "-strip", "all", out])
    shutil.move(out, os.path.join(dest, c.name + ".png"))
    shutil.rmtree(w)


def licence(cards, emoji):
    lines = [
        "Fantasy pictures in this directory (*.png)",
        "==========================================",
        "",
        "Each picture combines two drawings from OpenMoji (https://openmoji.org), the",
        "open-source emoji and icon project by the OpenMoji project (HfG Schwäbisch",
        "Gmünd and contributors), version %s (npm package \"openmoji@%s\")." % (OPENMOJI_VERSION, OPENMOJI_VERSION),
        "",
        "They are licensed under the Creative Commons Attribution-ShareAlike 4.0",
        "International licence (CC BY-SA 4.0):",
        "https://creativecommons.org/licenses/by-sa/4.0/",
        "",
        "Modifications: for each picture the colour SVG files of two OpenMoji",
        "drawings (A and B) were combined into one picture: B was scaled, moved and",
        "in some pictures rotated or mirrored, and drawn in front of or behind A, as",
        "listed below. The result was rasterised to %dx%d px PNG, given a white" % (SIZE, SIZE),
        "outline (halo) of %d px around both drawings and of %d px around the front" % (HALO, INNER_HALO),
        "drawing, colour-quantised and recompressed. The modified pictures are",
        "distributed under the same licence, CC BY-SA 4.0. They are reproduced with",
        ".ci/compose-pictures.py from the list in fantasy.txt (name, hexcodes,",
        "placement, captions).",
        "",
        "Attribution: \"All emojis designed by OpenMoji – the open-source emoji and icon",
        "project. License: CC BY-SA 4.0\"",
        "",
        "Files (%d), as <file>: A <hexcode> (<annotation>) + B <hexcode> (<annotation>); changes:" % len(cards),
        "",
    ]
    for c in cards:
        lines.append("%s.png: A %s (%s) + B %s (%s); %s" % (
            c.name, c.a, emoji[c.a], c.b, emoji[c.b], c.changes()))
    return "\n".join(lines) + "\n"


def sheets(cards, src, out):
    os.makedirs(out, exist_ok=True)
    for i in range(0, len(cards), 30):
        part = cards[i:i + 30]
        args = ["montage"]
        for c in part:
            args += ["-label", c.name, os.path.join(src, c.name + ".png")]
        args += ["-tile", "6x", "-geometry", "150x150+6+6", "-background", SHEET_BG, "-fill", "white",
                 "-font", os.path.join(ROOT, "assets", "fonts", "AtkinsonHyperlegibleNext-Regular.ttf"),
                 "-pointsize", "12", os.path.join(out, "sheet-%02d.png" % (i // 30 + 1))]
        run(args)


def main():
    args = sys.argv[1:]
    check, out, only, sheet_dir = False, DECK, None, None
    while args:
        a = args.pop(0)
        if a == "--check":
            check = True
        elif a in ("--out", "--only", "--sheets"):
            if not args:
                die(a + " needs a value")
            v = args.pop(0)
            if a == "--out":
                out = v
            elif a == "--only":
                only = set(v.split(","))
            else:
                sheet_dir = v
        elif a in ("-h", "--help"):
            print(__doc__)
            return
        else:
            die("unknown argument: " + a)
    for tool in ("npm", "rsvg-convert", "convert", "pngquant", "optipng") + (("montage",) if sheet_dir else ()):
        if not shutil.which(tool):
            die("missing tool %s (apt-get install librsvg2-bin imagemagick pngquant optipng npm)" % tool)
    if only and (check or out == DECK):
        die("--only needs --out DIR and no --check")

    tmp = tempfile.mkdtemp(prefix="compose-pictures-")
    try:
        pkg = fetch_openmoji(tmp)
        with open(os.path.join(pkg, "data", "openmoji.json"), encoding="utf-8") as f:
            emoji = {e["hexcode"]: e["annotation"] for e in json.load(f)}
        cards = read_list(LIST, emoji)
        todo = [c for c in cards if not only or c.name in only]
        if only and len(todo) != len(only):
            die("--only names a card that is not listed")
        work = os.path.join(tmp, "work")
        os.makedirs(work)
        dest = os.path.join(tmp, "out") if check else out
        os.makedirs(dest, exist_ok=True)
        jobs = os.cpu_count() or 2
        hexes = sorted({h for c in todo for h in (c.a, c.b)})
        with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
            box = dict(zip(hexes, ex.map(lambda h: measure(pkg, h, work), hexes)))
            futures = {ex.submit(compose, c, pkg, box, dest, work): c for c in todo}
            failed = 0
            for fu in concurrent.futures.as_completed(futures):
                try:
                    fu.result()
                except Exception as e:  # report every failing card, then stop
                    print("compose-pictures: %s: %s" % (futures[fu].name, e), file=sys.stderr)
                    failed += 1
        if failed:
            die("%d card(s) failed" % failed)
        lic = licence(cards, emoji)
        if sheet_dir:
            sheets(todo, dest, sheet_dir)
        if only:
            print("compose-pictures: rendered %d card(s) into %s" % (len(todo), dest))
            return
        if not check:
            with open(os.path.join(dest, "LICENSE"), "w", encoding="utf-8") as f:
                f.write(lic)
            names = {c.name + ".png" for c in cards}
            for f in sorted(os.listdir(dest)):
                if f.endswith(".png") and f not in names:
                    print("compose-pictures: removing stale " + f, file=sys.stderr)
                    os.remove(os.path.join(dest, f))
            print("compose-pictures: rendered %d pictures into %s (openmoji %s)" % (len(cards), dest, OPENMOJI_VERSION))
            return
        diffs = 0
        for c in cards:
            if not same(os.path.join(dest, c.name + ".png"), os.path.join(out, c.name + ".png")):
                print("differs: %s.png" % c.name, file=sys.stderr)
                diffs += 1
        try:
            with open(os.path.join(out, "LICENSE"), encoding="utf-8") as f:
                committed = f.read()
        except OSError:
            committed = None
        if committed != lic:
            print("differs: LICENSE", file=sys.stderr)
            diffs += 1
        names = {c.name + ".png" for c in cards}
        for f in sorted(os.listdir(out)):
            if f.endswith(".png") and f not in names:
                print("not listed: " + f, file=sys.stderr)
                diffs += 1
        if diffs:
            die("%d file(s) differ from a fresh render" % diffs)
        print("compose-pictures: all %d pictures match a fresh render" % len(cards))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def same(a, b):
    try:
        with open(a, "rb") as fa, open(b, "rb") as fb:
            return fa.read() == fb.read()
    except OSError:
        return False


if __name__ == "__main__":
    main()
