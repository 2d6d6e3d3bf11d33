#!/usr/bin/env bash
# Turns the folder `fyne package -os wasm` writes into Decknamen's web bundle
# (called by .ci/package.sh web):
#
#   post-process.sh <fyne's wasm folder> <bundle folder> <version> <licences folder>
#
# The bundle: our index.html (.ci/web/index.html: it loads the gzipped
# app and registers the service worker), Go's wasm_exec.js, the app as
# decknamen.wasm, compressed copies of the big files (.gz always, .br when
# brotli is installed), the icon, the loading page's colours and spinners,
# a web app manifest, the service worker sw.js with a cache named after the
# version and a hash of the files, and the licences.
set -euo pipefail
src=${1:?} out=${2:?} version=${3:?} licences=${4:?}
here=$(cd "$(dirname "$0")" && pwd)
maxgz=$((20 * 1000 * 1000)) # the gzipped app must stay below 20 MB

wasm=$(ls "$src"/*.wasm)
[ "$(echo "$wasm" | wc -l)" = 1 ] || { echo "web: expected one .wasm in $src, found: $wasm" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
cp "$wasm" "$out/decknamen.wasm"
for f in wasm_exec.js icon.png light.css dark.css spinner_light.gif spinner_dark.gif; do
	cp "$src/$f" "$out/$f"
done
sed "s|{{VERSION}}|$version|g" "$here/index.html" >"$out/index.html"
cat >"$out/manifest.webmanifest" <<JSON
{
  "name": "Decknamen",
  "short_name": "Decknamen",
  "description": "Codenames-style word and picture games on one shared screen",
  "start_url": "./",
  "scope": "./",
  "display": "fullscreen",
  "background_color": "#ffffff",
  "icons": [{ "src": "icon.png", "sizes": "512x512", "type": "image/png" }]
}
JSON
sz=$(identify -format '%wx%h' "$out/icon.png" 2>/dev/null || true)
[ -n "$sz" ] && sed -i "s|\"512x512\"|\"$sz\"|" "$out/manifest.webmanifest"
mkdir -p "$out/licences"
cp "$licences"/* "$out/licences/"

# Compressed copies of the big files: .gz is what index.html loads (and
# what a server with precompressed files, e.g. nginx gzip_static, sends);
# .br serves servers that send brotli (brotli_static) for decknamen.wasm
# (quality 9: 15 s here and 17 MB for 49 MB; 11 saves 1.3 MB in 2.5 min).
for f in "$out/decknamen.wasm" "$out/wasm_exec.js"; do
	gzip -9 -n -k -f "$f"
	if command -v brotli >/dev/null 2>&1; then
		brotli -q 9 -w 24 -k -f "$f"
	fi
done
gz=$(stat -c %s "$out/decknamen.wasm.gz")
[ "$gz" -le $maxgz ] || { echo "web: decknamen.wasm.gz is $gz bytes, more than $maxgz" >&2; exit 1; }

# The service worker: what it keeps for offline play, and a cache name
# that changes with any of those files.
files=(./ index.html wasm_exec.js decknamen.wasm.gz icon.png light.css dark.css spinner_light.gif spinner_dark.gif manifest.webmanifest)
hash=$(cd "$out" && cat "${files[@]:1}" | sha256sum | cut -c1-12)
list=$(printf '"%s", ' "${files[@]}")
sed -e "s|{{CACHE}}|decknamen-$version-$hash|" -e "s|{{FILES}}|[${list%, }]|" "$here/sw.js" >"$out/sw.js"

mb() { awk -v b="$(stat -c %s "$1")" 'BEGIN { printf "%.1f MB", b / 1e6 }'; }
echo "web: $out: decknamen.wasm $(mb "$out/decknamen.wasm"), .gz $(mb "$out/decknamen.wasm.gz")$([ -f "$out/decknamen.wasm.br" ] && echo ", .br $(mb "$out/decknamen.wasm.br")"), cache decknamen-$version-$hash"
