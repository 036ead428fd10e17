#!/bin/sh
# Cuts Noto Sans CJK (Debian's fonts-noto-cjk), Regular and Bold, down to
# the glyphs the window's translations use, for Japanese and for Simplified
# Chinese, into resources/fonts, where the window's theme takes them for
# those languages (the Bold for bold labels and headings).
# Rerun it after a translation changes: it reads every file under
# view/i18n/translations and the manuals' translations (docs/playing.*.md
# and docs/gomoku-playing.*.md, which Help > Manual shows), so a new ja.json or zh.json is covered.
#
#   apt-get install fonts-noto-cjk fonttools && scripts/subset-cjk-font.sh
set -eu
cd "$(dirname "$0")/.."

ttc=${NOTO_CJK_TTC:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
boldttc=${NOTO_CJK_BOLD_TTC:-/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc}
licence=/usr/share/doc/fonts-noto-cjk/copyright
out=resources/fonts
for f in "$ttc" "$boldttc"; do
	[ -r "$f" ] || { echo "subset-cjk-font: $f missing: apt-get install fonts-noto-cjk" >&2; exit 1; }
done
command -v pyftsubset >/dev/null || { echo "subset-cjk-font: pyftsubset missing: apt-get install fonttools" >&2; exit 1; }

text=$(mktemp)
trap 'rm -f "$text"' EXIT
# every character of every translation (keys and texts alike), and the
# test sentence of resources/fonts.go, so that it is checked against what
# the subset holds
cat view/i18n/translations/*.json docs/playing*.md docs/gomoku-playing*.md > "$text"
sed -n 's/^const CJKSample = "\(.*\)"$/\1/p' resources/fonts.go >> "$text"

# ASCII and Latin-1, general punctuation and the arrows, maths and boxes
# the window draws, the CJK punctuation, kana and full-width forms, so that
# a translator's new sentence seldom lacks a glyph
unicodes="U+0020-007E,U+00A0-00FF,U+2000-206F,U+2190-21FF,U+2212,U+2264-2265,U+25A0-25FF,U+3000-303F,U+3040-309F,U+30A0-30FF,U+FF00-FFEF"

# the numbers are the fonts' places in either collection: 0 JP, 2 SC; both
# weights get the same glyphs, so that a bold label lacks none the regular has
for weight in Regular:"$ttc" Bold:"$boldttc"; do
	name=${weight%%:*} collection=${weight#*:}
	for pair in jp:0 sc:2; do
		lang=${pair%%:*} number=${pair#*:}
		pyftsubset "$collection" --font-number="$number" --text-file="$text" --unicodes="$unicodes" \
			--no-hinting --drop-tables+=vhea,vmtx,VORG --name-IDs='*' --name-languages='*' \
			--output-file="$out/NotoSansCJK$lang-$name-subset.otf"
	done
done
# the licence both weights come under, as Debian ships it
{
	echo "Noto Sans CJK: Copyright 2010-2012, Google Corporation (Debian's fonts-noto-cjk)."
	echo "resources/fonts holds subsets of its Regular and Bold, cut by scripts/subset-cjk-font.sh."
	echo
	# the licence's own paragraph: its indented lines, a lone "." a blank one
	awk 'prev == "" && $0 == "License: SIL-1.1" { on = 1; next } on && !/^ / { on = 0 } on { sub(/^ /, ""); if ($0 == ".") $0 = ""; print } { prev = $0 }' "$licence"
} > "$out/LICENSE-NotoSansCJK.txt"
ls -l "$out"
