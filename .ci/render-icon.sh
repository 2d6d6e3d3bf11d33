#!/usr/bin/env bash
# Renders the app icon assets/icon/icon.png (512×512) from the hand-written
# assets/icon/icon.svg. Needs rsvg-convert (Debian: librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v rsvg-convert >/dev/null || { echo "render-icon: install librsvg2-bin (rsvg-convert)" >&2; exit 1; }
rsvg-convert --width 512 --height 512 --format png --output assets/icon/icon.png assets/icon/icon.svg
echo "wrote assets/icon/icon.png"
