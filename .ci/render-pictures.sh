#!/usr/bin/env bash
# Renders the picture deck (assets/pictures/*.png) from OpenMoji SVGs.
#
# Usage:
#   .ci/render-pictures.sh            render into assets/pictures/ (rewrites the
#                                     PNGs and LICENSE, deletes PNGs no longer listed)
#   .ci/render-pictures.sh --check    render into a temp dir and compare with the
#                                     committed files; exit 1 if any differ
#   .ci/render-pictures.sh --out DIR  render into DIR instead
#
# Input: assets/pictures/pictures.txt, one picture per line:
#   <name> TAB <openmoji hexcode> TAB <openmoji annotation>
# <name> is the PNG file name (<name>.png). The script fails if a hexcode is
# not in the pinned OpenMoji release or its annotation does not match.
#
# Pipeline per picture (all Debian tools):
#   rsvg-convert  SVG -> 512x512 RGBA PNG
#   convert       adds a 10 px white halo around the shape (keeps black
#                 outlines readable on the dark theme), drops time chunks
#   pngquant      lossy palette quantisation (--quality 80-100; if that quality
#                 cannot be reached the lossless image is kept)
#   optipng       lossless recompression, strips metadata
# Output is byte-identical on re-runs with the same tool versions (checked with
# Debian 12 packages: librsvg 2.54, ImageMagick 6.9.11, pngquant 2.17,
# optipng 0.7.7); other versions of librsvg/ImageMagick/pngquant may
# produce slightly different bytes.
#
# Needs: node+npm (the npm registry), and rsvg-convert, convert, pngquant,
# optipng (installed with apt-get when missing and running as root).
set -euo pipefail

OPENMOJI_VERSION=17.0.0
OPENMOJI_TGZ_SHA256=55ee7d13485dec86e9f38c1f3a645a13382d33ff97c0cd845ee824b0aef45e68
SIZE=512
HALO=10

die() { echo "render-pictures: $*" >&2; exit 1; }

root=$(cd "$(dirname "$0")/.." && pwd)
list="$root/assets/pictures/pictures.txt"
out="$root/assets/pictures"
check=0
while [ $# -gt 0 ]; do
  case "$1" in
    --check) check=1 ;;
    --out) shift; [ $# -gt 0 ] || die "--out needs a directory"; out=$1 ;;
    -h|--help) sed -n '2,29p' "$0"; exit 0 ;;
    *) die "unknown argument: $1" ;;
  esac
  shift
done
[ -f "$list" ] || die "missing $list"

# --- tools -------------------------------------------------------------------
need=()
command -v rsvg-convert >/dev/null || need+=(librsvg2-bin)
command -v convert >/dev/null && convert -version 2>/dev/null | grep ImageMagick >/dev/null || need+=(imagemagick)
command -v pngquant >/dev/null || need+=(pngquant)
command -v optipng >/dev/null || need+=(optipng)
if [ ${#need[@]} -gt 0 ]; then
  [ "$(id -u)" = 0 ] || die "missing tools; install: apt-get install ${need[*]}"
  echo "render-pictures: installing ${need[*]}" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${need[@]}" >/dev/null \
    || { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${need[@]}" >/dev/null; } \
    || die "apt-get install ${need[*]} failed"
fi
command -v npm >/dev/null || die "npm is needed to fetch openmoji"
command -v node >/dev/null || die "node is needed"

# --- fetch openmoji ----------------------------------------------------------
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "openmoji@$OPENMOJI_VERSION" >/dev/null 2>"$tmp/npm.log") \
  || { cat "$tmp/npm.log" >&2; die "npm pack openmoji@$OPENMOJI_VERSION failed"; }
tgz="$tmp/openmoji-$OPENMOJI_VERSION.tgz"
[ -f "$tgz" ] || die "npm pack did not produce $tgz"
echo "$OPENMOJI_TGZ_SHA256  $tgz" | sha256sum -c --quiet - || die "openmoji tarball checksum mismatch"
tar -xzf "$tgz" -C "$tmp"
pkg="$tmp/package"

# --- validate the list -------------------------------------------------------
# Prints "name<TAB>hexcode" lines; fails on bad names, duplicates, unknown
# hexcodes, annotation mismatches or missing SVGs.
node - "$pkg" "$list" > "$tmp/jobs.tsv" <<'EOF'
const fs = require("fs"), path = require("path");
const [pkg, list] = process.argv.slice(2);
const data = JSON.parse(fs.readFileSync(path.join(pkg, "data/openmoji.json"), "utf8"));
const byHex = new Map(data.map(e => [e.hexcode, e]));
const seenName = new Set(), seenHex = new Set();
let bad = 0, n = 0;
const err = (ln, msg) => { console.error(`pictures.txt:${ln}: ${msg}`); bad++; };
fs.readFileSync(list, "utf8").split("\n").forEach((line, i) => {
  const ln = i + 1;
  if (line === "") return;
  const f = line.split("\t");
  if (f.length !== 3) return err(ln, "want 3 tab-separated fields");
  const [name, hex, ann] = f;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) err(ln, `bad name ${JSON.stringify(name)}`);
  if (seenName.has(name)) err(ln, `duplicate name ${name}`);
  if (seenHex.has(hex)) err(ln, `duplicate hexcode ${hex}`);
  seenName.add(name); seenHex.add(hex);
  const e = byHex.get(hex);
  if (!e) return err(ln, `hexcode ${hex} (${name}) is not in openmoji`);
  if (e.annotation !== ann) err(ln, `annotation for ${hex} is ${JSON.stringify(e.annotation)}, list says ${JSON.stringify(ann)}`);
  if (!fs.existsSync(path.join(pkg, "color/svg", hex + ".svg"))) err(ln, `missing SVG color/svg/${hex}.svg`);
  console.log(`${name}\t${hex}`); n++;
});
if (bad) { console.error(`${bad} error(s) in ${list}`); process.exit(1); }
if (n === 0) { console.error("empty list"); process.exit(1); }
EOF
count=$(wc -l < "$tmp/jobs.tsv")

# --- render ------------------------------------------------------------------
dest="$out"
[ $check = 1 ] && dest="$tmp/out"
mkdir -p "$dest"
render_one() { # name hexcode pkgdir destdir workroot
  local name=$1 hex=$2 pkg=$3 dest=$4 work="$5/$1" rc
  mkdir -p "$work"
  rsvg-convert -w "$SIZE" -h "$SIZE" -f png -o "$work/a.png" "$pkg/color/svg/$hex.svg" \
    || { echo "render-pictures: rsvg-convert failed on $hex ($name)" >&2; return 1; }
  convert "$work/a.png" \
    \( +clone -alpha extract -morphology Dilate "Disk:$HALO" -background white -alpha shape \) \
    +swap -compose over -composite -strip -define png:exclude-chunks=date,time,tIME \
    "PNG32:$work/b.png" || { echo "render-pictures: convert failed on $name" >&2; return 1; }
  rc=0
  pngquant --quality=80-100 --speed 1 --strip --force --output "$work/c.png" -- "$work/b.png" || rc=$?
  case $rc in
    0) ;;
    98|99) cp "$work/b.png" "$work/c.png" ;;   # quality not reachable: keep lossless
    *) echo "render-pictures: pngquant failed ($rc) on $name" >&2; return 1 ;;
  esac
  optipng -quiet -o2 -strip all "$work/c.png" || { echo "render-pictures: optipng failed on $name" >&2; return 1; }
  mv "$work/c.png" "$dest/$name.png"
  rm -rf "$work"
}
export -f render_one
export SIZE HALO
mkdir -p "$tmp/work"
jobs=$(nproc 2>/dev/null || echo 2)
tr '\t' '\n' < "$tmp/jobs.tsv" \
  | xargs -d '\n' -n 2 -P "$jobs" bash -c 'render_one "$4" "$5" "$1" "$2" "$3"' _ "$pkg" "$dest" "$tmp/work" \
  || die "rendering failed"
# every listed picture must exist now
while IFS=$'\t' read -r name hex; do
  [ -s "$dest/$name.png" ] || die "no output for $name ($hex)"
done < "$tmp/jobs.tsv"

# --- licence -----------------------------------------------------------------
{
  cat <<EOF
Pictures in this directory (*.png)
==================================

The pictures are from OpenMoji (https://openmoji.org), the open-source emoji
and icon project by the OpenMoji project (HfG Schwäbisch Gmünd and
contributors), version $OPENMOJI_VERSION (npm package "openmoji@$OPENMOJI_VERSION").

They are licensed under the Creative Commons Attribution-ShareAlike 4.0
International licence (CC BY-SA 4.0):
https://creativecommons.org/licenses/by-sa/4.0/

Modifications: the original colour SVG files were rasterised to ${SIZE}x${SIZE} px
PNG, given a ${HALO} px white outline (halo), colour-quantised and recompressed.
The modified pictures are distributed under the same licence, CC BY-SA 4.0.
They are reproduced with .ci/render-pictures.sh from the list in
pictures.txt (name, OpenMoji hexcode, OpenMoji annotation).

Attribution: "All emojis designed by OpenMoji – the open-source emoji and icon
project. License: CC BY-SA 4.0"

Files ($count), as <file>  <OpenMoji hexcode>  <OpenMoji annotation>:

EOF
  awk -F'\t' '$0 != "" { printf "%s.png  %s  %s\n", $1, $2, $3 }' "$list"
} > "$dest/LICENSE"

# Remove PNGs that are no longer listed.
if [ $check = 0 ]; then
  for f in "$dest"/*.png; do
    [ -e "$f" ] || continue
    b=$(basename "$f" .png)
    cut -f1 "$tmp/jobs.tsv" | grep -qxF "$b" || { echo "render-pictures: removing stale $f" >&2; rm -f "$f"; }
  done
  echo "render-pictures: rendered $count pictures into $dest (openmoji $OPENMOJI_VERSION)"
  exit 0
fi

# --check: compare with the committed files.
diffs=0
while IFS=$'\t' read -r name hex; do
  cmp -s "$dest/$name.png" "$out/$name.png" || { echo "differs: $name.png" >&2; diffs=$((diffs+1)); }
done < "$tmp/jobs.tsv"
cmp -s "$dest/LICENSE" "$out/LICENSE" || { echo "differs: LICENSE" >&2; diffs=$((diffs+1)); }
for f in "$out"/*.png; do
  [ -e "$f" ] || continue
  [ -e "$dest/$(basename "$f")" ] || { echo "not listed: $(basename "$f")" >&2; diffs=$((diffs+1)); }
done
if [ $diffs -gt 0 ]; then
  echo "render-pictures: $diffs file(s) differ from a fresh render" >&2
  exit 1
fi
echo "render-pictures: all $count pictures match a fresh render"
