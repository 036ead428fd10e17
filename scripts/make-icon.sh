#!/usr/bin/env bash
# Renders the application icon from its SVG source. Run after editing
# resources/icon.svg; the PNG is committed so builds need no renderer.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v rsvg-convert >/dev/null; then
	echo "make-icon: rsvg-convert missing (Debian package librsvg2-bin)" >&2
	exit 1
fi
rsvg-convert -w 512 -h 512 resources/icon.svg -o resources/icon.png
