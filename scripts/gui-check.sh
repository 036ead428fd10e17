#!/usr/bin/env bash
# gui-check.sh checks the real game window end to end: it starts the game
# under Xvfb with no saved preferences, clicks f5, waits for the computer's
# reply and checks from screenshots that the black disc landed on f5 and
# that a white disc appeared elsewhere; then runs gui-analysis-check.sh
# (open a saved game, analyse it, review through the graph). With --play
# it then plays the whole game, always clicking the first legal square,
# until no legal move is left.
#
# Usage: scripts/gui-check.sh [--play] [--out DIR] [BINARY]
#   BINARY  the othello binary to run; built from the module when omitted
#   --out   where the screenshots go (default: a temporary directory, removed
#           when the check passes and kept, with its path printed, when not)
# Needs: Xvfb, xdotool, ImageMagick (import, convert).
set -euo pipefail
export LANG=C.UTF-8 LC_ALL= # Debian's default locale, which the game must take quietly

play=0 out="" bin=""
while [ $# -gt 0 ]; do
	case "$1" in
	--play) play=1 ;;
	--out) out="$2"; shift ;;
	-h|--help) sed -n '2,14p' "$0"; exit 0 ;;
	*) bin="$1" ;;
	esac
	shift
done

name=gui-check display=91
. "$(dirname "$0")/gui-lib.sh"
gui_start
HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" "$bin" >"$out/app.log" 2>&1 &
app_pid=$!
moves=0
alive() { kill -0 "$app_pid" 2>/dev/null || fail "the game process died after $moves moves of ours: $(tail -n 3 "$out/app.log")"; }

gui_window

away
sleep 0.3
alive
shot 1-start
locate "$out/1-start.png" || fail "could not find the green board in $out/1-start.png"
wx=$(xdotool getwindowgeometry "$win" | awk '/Position/ {print $2}')
echo "gui-check: window $win at $wx, board ${bw}x${bh}+${bx}+${by}"
start=$(board "$out/1-start.png")
[ "$(count "$start" B)$(count "$start" W)$(count "$start" L)" = "224" ] ||
	fail "the start position with four legal-move dots is not on screen: $start"
[ "$(at "$start" 37)" = "." ] || [ "$(at "$start" 37)" = "L" ] || fail "f5 is not empty at the start: $start"

f5=37 # f = column 5, row 5: index 4*8+5
read -r x y < <(square $f5)
echo "gui-check: clicking f5 at $x,$y"
xdotool mousemove "$x" "$y" click 1
away
sleep 0.25
alive
shot 2-after-f5
after=$(board "$out/2-after-f5.png")
[ "$(at "$after" $f5)" = "B" ] || fail "no black disc on f5 after the click: $after (see $out/2-after-f5.png)"
[ "$(at "$after" 36)" = "B" ] || fail "e5 did not turn black: $after"

reply=""
for i in $(seq 100); do
	sleep 0.2
	alive
	shot 3-reply
	now=$(board "$out/3-reply.png")
	for ((j = 0; j < 64; j++)); do
		if [ "${after:j:1}" != "W" ] && [ "${now:j:1}" = "W" ]; then
			reply=$j
		fi
	done
	[ -n "$reply" ] && break
done
[ -n "$reply" ] || fail "the computer did not answer within 20 s: $now (see $out/3-reply.png)"
# the reply's disc shows as soon as it lands; the discs it turns are read
# once their flip has ended (an opening book move comes at once, and the
# board was read mid-flip)
for i in $(seq 20); do
	[ "$(count "$now" BW)" -eq 6 ] && break
	sleep 0.2
	shot 3-reply
	now=$(board "$out/3-reply.png")
done
[ "$(count "$now" BW)" -eq 6 ] || fail "after the reply the board has $(count "$now" BW) discs, want 6: $now"
echo "gui-check: the computer answered on $(printf "\\x$(printf %x $((97 + reply % 8)))")$((reply / 8 + 1))"
echo "gui-check: OK: f5 played and answered"

# Review: Home shows the start position, with no legal-move dots (a review
# is for looking, not playing), Page Down the position after f5, and
# Escape brings the game back, dots and all.
reviewed() { # reviewed KEY NAME WANT: press KEY, and wait for the discs WANT
	local got=""
	xdotool windowfocus --sync "$win" 2>/dev/null || true # no window manager gives it the keyboard
	xdotool key "$1"
	for _ in $(seq 20); do
		sleep 0.15
		alive
		shot "$2"
		got=$(board "$out/$2.png")
		[ "$(discs "$got")" = "$3" ] && break
	done
	[ "$(discs "$got")" = "$3" ] || fail "$1 did not show the $2 position: $got, want $3 (see $out/$2.png)"
	echo "$got"
}
sleep 1 # the reply's discs finish turning
shot 3-settled
now=$(board "$out/3-settled.png")
start_discs=$(discs "$start")
after_discs=$(discs "$after")
game_discs=$(discs "$now")
seen=$(reviewed Home 3a-review-start "$start_discs")
[ "$(count "$seen" L)" = 0 ] || fail "the review of the start shows legal-move dots: $seen"
reviewed Next 3b-review-f5 "$after_discs" >/dev/null
seen=$(reviewed Escape 3c-back "$game_discs")
[ "$(count "$seen" L)" -gt 0 ] || fail "back from the review, no legal-move dots: $seen (see $out/3c-back.png)"
echo "gui-check: OK: reviewed the start and f5 from the keyboard, and came back to the game"

# Opening a saved game, its analysis and the graph: a check of its own, on
# a display of its own, with the same binary.
"$root/scripts/gui-analysis-check.sh" ${user_out:+--out "$out/analysis"} "$bin" ||
	fail "the analysis check failed (see above)"

if [ "$play" != 1 ]; then
	# Quitting mid-game exits at once and keeps the game for next time.
	xdotool windowfocus --sync "$win" 2>/dev/null || true
	xdotool key ctrl+q
	for _ in $(seq 50); do
		kill -0 "$app_pid" 2>/dev/null || break
		sleep 0.1
	done
	! kill -0 "$app_pid" 2>/dev/null || fail "the game was still running 5 s after Ctrl+Q"
	saved=$(find "$work/home" -name unfinished-game.txt | head -1)
	grep -q '^moves: f5' "$saved" 2>/dev/null || fail "quitting did not save the game: $(cat "$saved" 2>/dev/null)"
	app_pid=""
	echo "gui-check: OK: Ctrl+Q quit within 5 s and saved the unfinished game"
	passed=1
	exit 0
fi

# Play on: click the first legal square whenever dots show. The game must
# stay alive and its board in sight until the game-over box comes over it; that
# dialog is then checked positively: its primary button, the blue one over
# the board, must start a new game (the start position is back).
moves=1
play_to_end 4-game 8 80
sleep 1
alive
shot 5-end
dialog_button "$out/5-end.png" ||
	fail "the board is covered but no dialog with a default button is over it (see $out/5-end.png)"
echo "gui-check: game over after $moves moves of ours: $(count "$final" B) black, $(count "$final" W) white; clicking the dialog's Play again at $x,$y"
xdotool mousemove "$x" "$y" click 1
away
fresh=""
for _ in $(seq 20); do
	sleep 0.25
	alive
	shot 6-new-game
	if locate "$out/6-new-game.png"; then
		fresh=$(board "$out/6-new-game.png")
		[ "$(count "$fresh" B)$(count "$fresh" W)$(count "$fresh" L)" = "224" ] && break
	fi
done
[ "$(count "$fresh" B)$(count "$fresh" W)$(count "$fresh" L)" = "224" ] ||
	fail "the game-over dialog's button did not start a new game: $fresh (see $out/6-new-game.png)"
if grep -q "Error parsing user locale" "$out/app.log"; then
	fail "the game logged locale errors under LANG=$LANG: $(head -3 "$out/app.log")"
fi
passed=1
echo "gui-check: OK: played to the game-over dialog, whose Play again button starts a new game"
