#!/usr/bin/env bash
# Fetches the card font, Atkinson Hyperlegible Next (SIL Open Font License
# 1.1), from the npm registry into assets/fonts/. Run from the repository
# root; it reproduces the committed files.
set -euo pipefail
version=0.4.1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "@expo-google-fonts/atkinson-hyperlegible-next@$version" >/dev/null && tar xzf ./*.tgz)
mkdir -p assets/fonts
cp "$tmp/package/400Regular/AtkinsonHyperlegibleNext_400Regular.ttf" assets/fonts/AtkinsonHyperlegibleNext-Regular.ttf
cp "$tmp/package/700Bold/AtkinsonHyperlegibleNext_700Bold.ttf" assets/fonts/AtkinsonHyperlegibleNext-Bold.ttf
cp "$tmp/package/LICENSE_FONT" assets/fonts/OFL.txt
echo "assets/fonts: Atkinson Hyperlegible Next from @expo-google-fonts/atkinson-hyperlegible-next@$version"
