#!/usr/bin/env bash
# gui-sizes-check.sh checks the real game window on a board other than
# 8x8: it opens a 6x6 game saved as a transcript file ("6x6 c2") under
# Xvfb, finds the 6x6 board on screen with the computer's reply, plays the
# whole game by clicking the first legal square, and checks that the
# game-over dialog comes and that the board held 6x6 squares to the end.
#
# Usage: scripts/gui-sizes-check.sh [--out DIR] [BINARY]
#   BINARY  the othello binary to run; built from the module when omitted
#   --out   where the screenshots go (default: a temporary directory, removed
#           when the check passes and kept, with its path printed, when not)
# Needs: Xvfb, xdotool, ImageMagick (import, convert).
set -euo pipefail
export LANG=C.UTF-8 LC_ALL=

out="" bin=""
while [ $# -gt 0 ]; do
	case "$1" in
	--out) out="$2"; shift ;;
	-h|--help) sed -n '2,12p' "$0"; exit 0 ;;
	*) bin="$1" ;;
	esac
	shift
done

name=gui-sizes-check display=95
. "$(dirname "$0")/gui-lib.sh"
gui_start
printf '6x6 c2\n' >"$work/six.txt"
HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" "$bin" --mute --open "$work/six.txt" >"$out/app.log" 2>&1 &
app_pid=$!
moves=1
alive() { kill -0 "$app_pid" 2>/dev/null || fail "the game process died after $moves moves of ours: $(tail -3 "$out/app.log")"; }

win=""
for _ in $(seq 150); do
	win=$(xdotool search --onlyvisible --name '^Othello$' 2>/dev/null | awk 'NR == 1' || true)
	[ -n "$win" ] && break
	kill -0 "$app_pid" 2>/dev/null || fail "the game exited at start: $(tail -5 "$out/app.log")"
	sleep 0.2
done
[ -n "$win" ] || fail "no Othello window appeared"
sleep 1.5

shot() { import -window root "$out/$1.png"; }
away() { xdotool mousemove 1275 1019; }

# The felt is the one area of exactly this green; its bounding box is the
# grid, whatever the window and board size.
felt="rgb(46,139,74)"
locate() {
	local geo
	geo=$(convert "$1" -fill black +opaque "$felt" -fill white -opaque "$felt" -format '%@' info: 2>/dev/null || true)
	[[ "$geo" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] || return 1
	local w=${BASH_REMATCH[1]} h=${BASH_REMATCH[2]}
	[ "$w" -gt 200 ] && [ $((w - h)) -le 4 ] && [ $((h - w)) -le 4 ] || return 1
	bw=$w bh=$h bx=${BASH_REMATCH[3]} by=${BASH_REMATCH[4]}
}

# board FILE N prints N*N letters a1.. row by row: B black, W white, L
# legal-move dot, . empty; discs sampled off centre, dots at the centre.
board() {
	local fmt="" i col row cx cy size=$2
	for i in $(seq 0 $((size * size - 1))); do
		col=$((i % size)) row=$((i / size))
		cx=$(((bx * 100 + (col * 100 + 50) * bw / size) / 100))
		cy=$(((by * 100 + (row * 100 + 50) * bh / size) / 100))
		fmt+="%[pixel:p{$((cx + bw * 22 / (100 * size))),$((cy + bh * 18 / (100 * size)))}] %[pixel:p{$cx,$cy}]\n"
	done
	convert "$1" -format "$fmt" info: | tr -d 'srgba()' | tr ',' ' ' | awk '
		function lum(r, g, b) { return 0.3 * r + 0.59 * g + 0.11 * b }
		{
			d = lum($1, $2, $3); c = lum($4, $5, $6)
			if (d < 90 && $2 < 80) s = s "B"
			else if (d > 190) s = s "W"
			else if ($4 < 40 && $5 > 70 && $5 < 110) s = s "L"
			else s = s "."
		}
		END { print s }'
}
count() { local s="${1//[^$2]/}"; echo "${#s}"; }
square() { # square INDEX N prints the screen position of its centre
	echo "$(((bx * 100 + ($1 % $2 * 100 + 50) * bw / $2) / 100)) $(((by * 100 + ($1 / $2 * 100 + 50) * bh / $2) / 100))"
}
# lines FILE counts the grid lines that cross the felt from top to bottom,
# along a row of pixels just inside its top edge, above every disc and dot.
lines() {
	convert "$1" -crop "${bw}x1+${bx}+$((by + 2))" +repage txt:- | awk -F'[(),]' 'NR > 1 {
		g = ($4 + 0 < 120) # the grid green is darker than the felt
		if (g && !in_line) n++
		in_line = g
	} END { print n + 0 }'
}

away
sleep 0.3
alive
# after c2 the computer answers: six discs and Black's legal-move dots
now=""
for _ in $(seq 100); do
	sleep 0.2
	alive
	shot 1-opened
	if locate "$out/1-opened.png"; then
		now=$(board "$out/1-opened.png" 6)
		[ "$(count "$now" BW)" = 6 ] && [ "$(count "$now" L)" -gt 0 ] && break
	fi
done
[ "$(count "$now" BW)" = 6 ] && [ "$(count "$now" L)" -gt 0 ] ||
	fail "the 6x6 game with the computer's reply is not on screen: $now (see $out/1-opened.png)"
[ "${now:8:1}" = B ] || fail "c2 (row 2, column 3) is not black: $now"
inner=$(lines "$out/1-opened.png")
[ "$inner" = 5 ] || fail "the board has $inner inner grid lines across, want 5 for 6x6 (see $out/1-opened.png)"
echo "gui-sizes-check: OK: the 6x6 game opened, board ${bw}x${bh}+${bx}+${by}, the computer answered: $now"

# Play on to the game-over dialog, which covers the board's middle.
idle=0 last=""
while :; do
	sleep 0.25
	alive
	shot 2-game
	locate "$out/2-game.png" || break
	now=$(board "$out/2-game.png" 6)
	legal="" pre=${now%%L*}
	[ ${#pre} -eq ${#now} ] || legal=${#pre}
	if [ -z "$legal" ] || [ "$now" = "$last" ]; then
		idle=$((idle + 1))
		[ $idle -lt 120 ] || fail "no legal move to click and no game-over dialog for 30 s after $moves moves: $now (see $out/2-game.png)"
		continue
	fi
	idle=0 last=$now
	read -r x y < <(square "$legal" 6)
	xdotool mousemove "$x" "$y" click 1
	away
	moves=$((moves + 1))
done
final=$now
[ "$moves" -ge 4 ] || fail "the board was covered after only $moves moves of ours: $final (see $out/2-game.png)"
blue="rgb(41,111,246)"
sleep 1
shot 3-end
geo=$(convert "$out/3-end.png" -crop "${bw}x${bh}+${bx}+${by}" +repage -fill black +opaque "$blue" -fill white -opaque "$blue" -format '%@' info: 2>/dev/null || true)
[[ "$geo" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] && [ "${BASH_REMATCH[1]}" -gt 40 ] ||
	fail "the board is covered but no game-over dialog is over it (see $out/3-end.png)"
if grep -q "Error parsing user locale\|panic" "$out/app.log"; then
	fail "the game logged errors: $(head -3 "$out/app.log")"
fi
passed=1
echo "gui-sizes-check: OK: played 6x6 to the game-over dialog after $moves moves of ours: $(count "$final" B) black, $(count "$final" W) white"
