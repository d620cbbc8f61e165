#!/usr/bin/env bash
# Subsets PrimeReact's Inter (lara theme) to the glyphs the portal's German and English texts use,
# as woff2 (shell/src/assets/fonts, committed; the build (scripts/rspack) points the theme's
# "Inter var" at them). Of its axes it keeps the weights the portal uses, 400 to 700 (the theme's
# and PrimeFlex's normal, medium, semibold and bold), and sets the optical size to text (14):
# Inter 62 -> 28 kB, the largest file a page loads before its first row after the vendor chunk.
# Needs fonttools with brotli:
#   apt-get install -y python3-fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/.."
fonts=$(find node_modules/.pnpm -path '*primereact/resources/themes/lara-light-blue/fonts' -type d | head -1)
# Basic Latin, Latin-1 (ä ö ü ß é ...), Œ œ, typographic quotes and dashes, ellipsis, bullet, €, ™, arrows, minus.
unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212'
for face in InterVariable InterVariable-Italic; do
  /usr/bin/python3 -m fontTools.subset "$fonts/$face.woff2" --unicodes="$unicodes" --layout-features='kern,liga,calt,tnum' \
    --flavor=woff2 --output-file="shell/src/assets/fonts/$face-latin.woff2"
  /usr/bin/python3 - "shell/src/assets/fonts/$face-latin.woff2" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
font = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {'opsz': 14, 'wght': (400, 700)})
font.flavor = 'woff2'
font.save(sys.argv[1])
PY
done
ls -l shell/src/assets/fonts
