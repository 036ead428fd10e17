#!/usr/bin/env bash
# gui-analysis-check.sh checks the analysis in the real game window: under
# Xvfb it opens a saved game (GGF, 20 moves, as the window saves it), asks
# for its analysis (Ctrl+Shift+A), waits for the evaluation graph, clicks
# the point of move 6 and checks from the pixels that the board then shows
# the position after move 6, and that the point of move 20 brings back the
# last position.
#
# Usage: scripts/gui-analysis-check.sh [--out DIR] [BINARY]
#   BINARY  the othello binary to run; built from the module when omitted
#   --out   where the screenshots go (default: a temporary directory, removed
#           when the check passes and kept, with its path printed, when not)
# Needs: Xvfb, xdotool, ImageMagick (import, convert).
set -euo pipefail
export LANG=C.UTF-8 LC_ALL=

name=gui-analysis-check display=95
. "$(dirname "$0")/gui-lib.sh"
gui_args "$@"
gui_start

# The first 20 moves of a game, saved as the window saves it.
game="$work/game.ggf"
cat >"$game" <<'EOF'
(;GM[Othello]PC[Othello]DT[2026.11.22_23:05:00.UTC]PB[Ann]PW[Othello (Hard)]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F4]B[C3]W[G6]B[G3]W[E6]B[F7]W[E7]B[F3]W[E3]B[D6]W[C6]B[F2]W[F1]B[C4]W[H3]B[G5]W[F6]B[H5]W[F8];)
EOF
# The positions after 6 and 20 moves, a1..h8: B black, W white, . empty.
after6="..................B...B....BWB.....BWW......W.W................."
after20=".....W.......W....B.BWWW..BBWW.....BBWBB..WWWWB.....WW.......W.."

mkdir -p "$work/home"
HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" "$bin" --mute --open "$game" >"$out/app.log" 2>&1 &
app_pid=$!
alive() { kill -0 "$app_pid" 2>/dev/null || fail "the game process died: $(tail -n 3 "$out/app.log")"; }

gui_window

# The graph's points and lines are the one orange on screen.
orange="rgb(255,140,0)"
graph() {
	local geo
	geo=$(convert "$1" -fill black +opaque "$orange" -fill white -opaque "$orange" -format '%@' info: 2>/dev/null || true)
	[[ "$geo" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] || return 1
	[ "${BASH_REMATCH[1]}" -gt 100 ] || return 1
	gw=${BASH_REMATCH[1]} gh=${BASH_REMATCH[2]} gx=${BASH_REMATCH[3]} gy=${BASH_REMATCH[4]}
}

away
sleep 0.3
alive
shot 1-opened
locate "$out/1-opened.png" || fail "no board on screen after opening $game (see $out/1-opened.png)"
now=$(discs "$(board "$out/1-opened.png")")
[ "$now" = "$after20" ] || fail "the opened game is not on the board: $now, want $after20 (see $out/1-opened.png)"
echo "gui-analysis-check: opened the saved game; board ${bw}x${bh}+${bx}+${by}"

# Keys go to the window under the pointer: rest it on the panel, clear of
# anything that acts on a click, and ask for the analysis.
xdotool mousemove $((bx + bw + 150)) $((by + 5))
xdotool key ctrl+shift+a
away
found=0
for _ in $(seq 240); do
	sleep 0.5
	alive
	shot 2-analysed
	if graph "$out/2-analysed.png"; then
		# the graph's width stops changing once every point is drawn
		sleep 0.5
		shot 2-analysed
		last=$gw
		graph "$out/2-analysed.png" && [ "$gw" = "$last" ] && found=1 && break
	fi
done
[ "$found" = 1 ] || fail "no evaluation graph within 2 minutes of asking for the analysis (see $out/2-analysed.png)"
locate "$out/2-analysed.png" || fail "the board is gone after the analysis (see $out/2-analysed.png)"
echo "gui-analysis-check: graph ${gw}x${gh}+${gx}+${gy}"

# 20 points from the left edge of the orange to its right edge (a point is
# 7 px across), clicked halfway up the graph.
point() { echo $((gx + 3 + (gw - 7) * ($1 - 1) / 19)) $((gy + gh / 2)); }
# review MOVE SHOT WANT clicks the point of MOVE and checks that the board
# then shows the discs WANT.
review() {
	local now
	read -r x y < <(point "$1")
	echo "gui-analysis-check: clicking the point of move $1 at $x,$y"
	xdotool mousemove "$x" "$y" click 1
	away
	sleep 0.5
	alive
	shot "$2"
	locate "$out/$2.png" || fail "no board after the click (see $out/$2.png)"
	now=$(discs "$(board "$out/$2.png")")
	[ "$now" = "$3" ] || fail "after clicking the point of move $1 the board shows $now, want $3 (see $out/$2.png)"
}
review 6 3-move-6 "$after6"
# in review the panel's buttons change, and the graph's width with them
graph "$out/3-move-6.png" || fail "the graph is gone in review (see $out/3-move-6.png)"
review 20 4-move-20 "$after20"
passed=1
echo "gui-analysis-check: OK: opened a saved game, analysed it, and the graph's points review their positions"
