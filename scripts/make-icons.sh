#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Renders the game's icon (assets/icons/nonet.svg, the one drawing) to the PNG sizes the
# desktop and the window use: assets/icons/nonet-{48,64,128,256}.png. The PNGs are committed, so
# building needs no SVG renderer; run this after changing the SVG. Needs rsvg-convert
# (Debian: librsvg2-bin, installed by scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/../assets/icons"
for size in 48 64 128 256; do
  rsvg-convert --width "$size" --height "$size" --format png --output "nonet-$size.png" nonet.svg
done
echo "make-icons: wrote nonet-{48,64,128,256}.png"
