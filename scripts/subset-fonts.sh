#!/usr/bin/env bash
# Subsets PrimeReact's Inter (lara theme) to the glyphs the portal's German and English texts use,
# keeping the weight axis, as woff2 (shell/src/assets/fonts, committed; shell/src/app/fonts.css
# points the theme's "Inter var" at them). Needs fonttools with brotli:
#   apt-get install -y python3-fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/.."
fonts=$(find node_modules/.pnpm -path '*primereact/resources/themes/lara-light-blue/fonts' -type d | head -1)
# Basic Latin, Latin-1 (ä ö ü ß é ...), Œ œ, typographic quotes and dashes, ellipsis, bullet, €, ™, arrows, minus.
unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212'
for face in InterVariable InterVariable-Italic; do
  /usr/bin/python3 -m fontTools.subset "$fonts/$face.woff2" --unicodes="$unicodes" --layout-features='kern,liga,calt,tnum' \
    --flavor=woff2 --output-file="shell/src/assets/fonts/$face-latin.woff2"
done
ls -l shell/src/assets/fonts
