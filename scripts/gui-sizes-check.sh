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

name=gui-sizes-check display=95
. "$(dirname "$0")/gui-lib.sh"
gui_args "$@"
gui_start
printf '6x6 c2\n' >"$work/six.txt"
HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" "$bin" --mute --open "$work/six.txt" >"$out/app.log" 2>&1 &
app_pid=$!
moves=1
alive() { kill -0 "$app_pid" 2>/dev/null || fail "the game process died after $moves moves of ours: $(tail -n 3 "$out/app.log")"; }

gui_window

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
play_to_end 2-game 6 120
[ "$moves" -ge 4 ] || fail "the board was covered after only $moves moves of ours: $final (see $out/2-game.png)"
sleep 1
shot 3-end
dialog_button "$out/3-end.png" ||
	fail "the board is covered but no game-over dialog is over it (see $out/3-end.png)"
if grep -q "Error parsing user locale\|panic" "$out/app.log"; then
	fail "the game logged errors: $(head -3 "$out/app.log")"
fi
passed=1
echo "gui-sizes-check: OK: played 6x6 to the game-over dialog after $moves moves of ours: $(count "$final" B) black, $(count "$final" W) white"
