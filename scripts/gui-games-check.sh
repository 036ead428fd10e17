#!/usr/bin/env bash
# gui-games-check.sh checks the real window's two games under Xvfb, as a
# player goes from one to the other: it starts the game with no saved
# preferences, plays f5 and sees the computer answer; switches to Gomoku
# through the New game dialog (Ctrl+N, the Game choice, Return), sees the
# empty 15x15 board under the title Gomoku, plays h8 and sees the reply;
# switches back to Othello, where the dialog offers the unfinished game
# ("Your Othello game"), which comes back as it was left; then to Gomoku
# again, whose unfinished game ("Your Gomoku game") comes back with its
# stones. Last, a Gomoku game on a fifteen-second clock (set in the
# preferences before a launch): one stone each, then the person waits, the
# flag falls, the game-over box comes over the board and the unfinished
# game's file goes.
#
# The dialog is worked from the keyboard: Tab takes the focus from one
# radio button to the next (the Game choice first), Space chooses the one
# focused and Return presses Start.
#
# Usage: scripts/gui-games-check.sh [--out DIR] [BINARY]
#   BINARY  the othello binary to run; built from the module when omitted
#   --out   where the screenshots go (default: a temporary directory, removed
#           when the check passes and kept, with its path printed, when not)
# Needs: Xvfb, xdotool, ImageMagick (import, convert).
set -euo pipefail
export LANG=C.UTF-8 LC_ALL=

name=gui-games-check display=96
. "$(dirname "$0")/gui-lib.sh"
gui_args "$@"
gui_start

# launch TAG HOME: the game as a fresh process on that home.
launch() {
	HOME="$2" XDG_CONFIG_HOME="$2/.config" "$bin" --mute >"$out/app-$1.log" 2>&1 &
	app_pid=$!
}
alive() { kill -0 "$app_pid" 2>/dev/null || fail "the game process died: $(tail -q -n 3 "$out"/app-*.log)"; }

# titled NAME waits until the game's window is on screen with the title
# NAME (the game on show), and sets win.
titled() {
	local w
	for _ in $(seq 150); do
		alive
		for w in $(xdotool search --onlyvisible --pid "$app_pid" 2>/dev/null || true); do
			if [ "$(xdotool getwindowname "$w" 2>/dev/null)" = "$1" ]; then
				win=$w
				return
			fi
		done
		sleep 0.2
	done
	shot "no-$1"
	fail "no window titled $1 within 30 s (see $out/no-$1.png)"
}

# keys KEY...: typed into the window, one at a time (no window manager
# gives it the keyboard).
keys() {
	xdotool windowfocus --sync "$win" 2>/dev/null || true
	local k
	for k in "$@"; do
		xdotool key "$k"
		sleep 0.15
	done
}

# changed TAG BEFORE waits until the screen differs from the screenshot
# BEFORE, and leaves the new one in TAG.
changed() {
	local diff
	for _ in $(seq 60); do
		sleep 0.25
		alive
		shot "$1"
		diff=$(convert "$out/$2.png" "$out/$1.png" -compose difference -composite -colorspace gray -format '%[max]' info: 2>/dev/null || true)
		[ -n "$diff" ] && [ "$diff" != 0 ] && return
	done
	fail "the window did not change in 15 s after $1 (see $out/$1.png)"
}

# The Gomoku board: the wood of the light or the dark theme, whose lines
# cross at the points. glocate FILE finds the wood (bw, bh, bx, by: the
# area dialog_button looks in), then its lines: the columns and rows of
# pixels mostly dark across it. It sets gn (the lines each way), gx and gy
# (the first line's centre) and gc (the distance between lines, in
# hundredths of a pixel).
glocate() {
	local wood geo cols rows
	for wood in "rgb(168,128,72)" "rgb(222,184,106)"; do
		geo=$(convert "$1" -fill black +opaque "$wood" -fill white -opaque "$wood" -format '%@' info: 2>/dev/null || true)
		[[ "$geo" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] || continue
		[ "${BASH_REMATCH[1]}" -gt 200 ] && [ "${BASH_REMATCH[2]}" -gt 200 ] || continue
		bw=${BASH_REMATCH[1]} bh=${BASH_REMATCH[2]} bx=${BASH_REMATCH[3]} by=${BASH_REMATCH[4]}
		# centres of the runs of lines, as "first last count"
		lines_of() {
			convert "$1" -crop "${bw}x${bh}+${bx}+${by}" +repage -colorspace gray -threshold 25% -negate \
				-scale "$2" -depth 8 txt:- | awk -F'[(),: ]+' -v axis="$3" '
				NR > 1 {
					i = (axis == "x") ? $1 : $2
					on = ($4 + 0 > 128)
					if (on && !run) { start = i; run = 1 }
					if (!on && run) { c[n++] = (start + i - 1) / 2; run = 0 }
				}
				END { if (n > 1) printf "%d %d %d\n", c[0] * 100, c[n - 1] * 100, n }'
		}
		cols=$(lines_of "$1" "${bw}x1!" x)
		rows=$(lines_of "$1" "1x${bh}!" y)
		[ -n "$cols" ] && [ -n "$rows" ] || return 1
		read -r x0 x1 nx <<<"$cols"
		read -r y0 y1 ny <<<"$rows"
		[ "$nx" = "$ny" ] || return 1
		gn=$nx gx=$((bx * 100 + x0)) gy=$((by * 100 + y0)) gc=$(((x1 - x0) / (nx - 1)))
		return 0
	done
	return 1
}

# gpoint COL ROW prints the screen position of a point, counted from a1 at
# the bottom left (a1 is 0 0).
gpoint() { echo "$(((gx + $1 * gc) / 100)) $(((gy + (gn - 1 - $2) * gc) / 100))"; }

# gboard FILE prints the points row by row from the top (the row of gn,
# a to the last column), B black, W white, . empty: each read a quarter of
# a cell down and right of the point, clear of the lines, the last-move
# mark and the keyboard's frame, inside a stone.
gboard() {
	local fmt="" col row cx cy off=$((gc / 4))
	for ((row = 0; row < gn; row++)); do
		for ((col = 0; col < gn; col++)); do
			cx=$(((gx + col * gc + off) / 100)) cy=$(((gy + row * gc + off) / 100))
			fmt+="%[pixel:p{$cx,$cy}]\n"
		done
	done
	convert "$1" -format "$fmt" info: | tr -d 'srgba()' | tr ',' ' ' | awk '
		{
			d = 0.3 * $1 + 0.59 * $2 + 0.11 * $3
			if (d < 70) s = s "B"
			else if (d > 215) s = s "W"
			else s = s "."
		}
		END { print s }'
}
# gindex COL ROW: where the point is in gboard's string
gindex() { echo $(((gn - 1 - $2) * gn + $1)); }

# gsettled TAG WANT waits until the Gomoku board shows WANT stones (a
# count) and the same for a second, and prints it.
gsettled() {
	stones=$2
	steady "$1" 160 glocate gboard has_stones "with $2 stones on the Gomoku board"
}
has_stones() { [ "$(count "$1" BW)" = "$stones" ]; }

# gplay TAG COL ROW clicks the point for Black, and waits for the reply: the
# board with one more stone each, the new black one on the point.
gplay() {
	local before after i
	before=$(gboard "$out/$1-before.png")
	read -r x y < <(gpoint "$2" "$3")
	xdotool mousemove "$x" "$y" click 1
	away
	i=$(gindex "$2" "$3")
	after=$(gsettled "$1" $(($(count "$before" BW) + 2)))
	glocate "$out/$1.png" # in this shell: gsettled ran in its own
	[ "${after:i:1}" = B ] || fail "no black stone on the point clicked: $after (see $out/$1.png)"
	[ "$(count "$after" W)" = $(($(count "$before" W) + 1)) ] || fail "no white reply: $after (see $out/$1.png)"
	echo "$after"
}

home="$work/home"

# 1. Othello: f5, and the computer's answer.
launch first "$home"
titled Othello
away
start=$(settled 1-start "")
[ "$(count "$start" B)$(count "$start" W)$(count "$start" L)" = 224 ] ||
	fail "the start position with four legal-move dots is not on screen: $start (see $out/1-start.png)"
locate "$out/1-start.png"
read -r x y < <(square 37) # f5
xdotool mousemove "$x" "$y" click 1
away
othello=""
for _ in $(seq 120); do
	sleep 0.25
	alive
	shot 2-answered
	now=$(board "$out/2-answered.png")
	if [ "$(at "$now" 37)" = B ] && [ "$(count "$now" BW)" = 6 ] && [ "$(count "$now" W)" = 3 ]; then
		now=$(settled 2-answered "$(discs "$now")")
		othello=$(discs "$now")
		break
	fi
done
[ -n "$othello" ] || fail "f5 was not played and answered: $now (see $out/2-answered.png)"
echo "gui-games-check: OK: Othello f5 answered: $othello"

# 2. To Gomoku: the New game dialog's Game choice (its second radio
# button), and Start.
shot 3-before-dialog
keys ctrl+n
changed 3-dialog 3-before-dialog
keys Tab Tab space
changed 3-gomoku-chosen 3-dialog
keys Return
titled Gomoku
away
gsettled 4-gomoku 0 >/dev/null
glocate "$out/4-gomoku.png" # in this shell: gsettled ran in its own
[ "$gn" = 15 ] || fail "the Gomoku board has $gn lines each way, want 15 (see $out/4-gomoku.png)"
echo "gui-games-check: OK: Gomoku on show, its 15x15 board empty at ${bw}x${bh}+${bx}+${by}"
cp "$out/4-gomoku.png" "$out/5-h8-before.png"
gomoku=$(gplay 5-h8 7 7)
echo "gui-games-check: OK: Gomoku h8 answered"

# 3. Back to Othello: the dialog's Othello choice, whose start is "Your
# Othello game (move 1)" at first, the game waiting behind Gomoku.
shot 6-before-dialog
keys ctrl+n
changed 6-dialog 6-before-dialog
keys Tab space
changed 6-othello-chosen 6-dialog
keys Return
titled Othello
away
settled 7-othello-back "$othello" >/dev/null
echo "gui-games-check: OK: the dialog offered the unfinished Othello game, which came back as it was"

# ...and to Gomoku again, whose start is "Your Gomoku game (move 1)" at
# first.
shot 8-before-dialog
keys ctrl+n
changed 8-dialog 8-before-dialog
keys Tab Tab space
changed 8-gomoku-chosen 8-dialog
keys Return
titled Gomoku
away
back=$(gsettled 9-gomoku-back 2)
[ "$back" = "$gomoku" ] || fail "the Gomoku game came back as $back, was $gomoku (see $out/9-gomoku-back.png)"
echo "gui-games-check: OK: the dialog offered the unfinished Gomoku game, which came back with its stones"
kill "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
app_pid=""

# 4. Gomoku on a clock of fifteen seconds a side, no increment, set in the
# preferences of a fresh home: the launch shows Gomoku, whose clock waits
# for the first stone; one stone each, and then nothing. (Fifteen seconds,
# as seeing the reply settle takes a few on a busy machine.)
home="$work/home-clock"
prefs="$home/.config/fyne/org.example.othello"
mkdir -p "$prefs"
printf '{"game.kind": 1, "gomoku.clock": "0:15+0"}\n' >"$prefs/preferences.json"
launch clock "$home"
titled Gomoku
away
gsettled 10-clock 0 >/dev/null
glocate "$out/10-clock.png"
cp "$out/10-clock.png" "$out/11-h8-before.png"
t0=$SECONDS
timed=$(gplay 11-h8 7 7)
kept=$(find "$home" -name unfinished-gomoku.txt | head -1)
[ -n "$kept" ] && grep -q '^# clock .*15+0 left ' "$kept" ||
	fail "the timed game's file has no clock of 15 s, $((SECONDS - t0)) s after our stone: $(cat "$kept" 2>/dev/null)"
over=""
while [ $((SECONDS - t0)) -lt 60 ]; do
	sleep 0.25
	alive
	shot 12-flag
	if dialog_button "$out/12-flag.png"; then
		over=1
		break
	fi
	now=$(gboard "$out/12-flag.png")
	[ "$now" = "$timed" ] || fail "the board changed while Black's clock ran: $now, was $timed (see $out/12-flag.png)"
done
[ -n "$over" ] || fail "no game-over box over the board within 60 s of our stone, Black's flag due at 15 s (see $out/12-flag.png)"
waited=$((SECONDS - t0))
[ "$waited" -ge 14 ] || fail "the game ended ${waited} s after our stone, before Black's fifteen seconds could run out (see $out/12-flag.png)"
for _ in $(seq 20); do
	[ -e "$kept" ] || break
	sleep 0.25
done
[ ! -e "$kept" ] || fail "the game is over on time, but its file is still kept: $(cat "$kept")"
if grep -q "panic\|Error parsing user locale" "$out"/app-*.log; then
	fail "the game logged errors: $(grep -h "panic\|Error parsing" "$out"/app-*.log | head -3)"
fi
passed=1
echo "gui-games-check: OK: with Black to move on 15 s, the flag fell: the game-over box over the board ${waited} s after our stone, the game's file gone"
