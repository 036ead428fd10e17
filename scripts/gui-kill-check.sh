#!/usr/bin/env bash
# gui-kill-check.sh checks that a game in progress survives the end of the
# program however it comes: the real window under Xvfb plays a few moves
# against the computer, is killed (kill -9: a crash; kill -TERM: a logout
# or shutdown), and started again, which must bring back exactly those
# moves, with no question in the way: the same discs on the board, the
# same moves in the saved game file. SIGTERM must also end the program cleanly and soon.
#
# Usage: scripts/gui-kill-check.sh [--out DIR] [BINARY]
# Needs: Xvfb, xdotool, ImageMagick (import, convert).
set -euo pipefail
export LANG=C.UTF-8 LC_ALL=

name=gui-kill-check display=94
. "$(dirname "$0")/gui-lib.sh"
gui_args "$@"
gui_start
moves=0

launch() { # launch TAG: the game on the shared home, as a fresh process
	HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" "$bin" --mute >"$out/app-$1.log" 2>&1 &
	app_pid=$!
	gui_window
	away
}
alive() { kill -0 "$app_pid" 2>/dev/null || fail "the game process died: $(tail -n 3 "$out"/app-*.log)"; }

# play_moves N TAG clicks the first legal square N times, each time after
# the computer's reply has settled.
play_moves() {
	local now legal pre
	for i in $(seq "$1"); do
		now=$(settled "$2-$i")
		locate "$out/$2-$i.png" # in this shell: settled ran in its own
		pre=${now%%L*}
		legal=${#pre}
		read -r x y < <(square "$legal")
		xdotool mousemove "$x" "$y" click 1
		away
		moves=$((moves + 1))
	done
}

for sig in KILL TERM; do
	rm -rf "$work/home" && mkdir -p "$work/home"
	launch "$sig-first"
	play_moves 3 "$sig-play"
	before=$(discs "$(settled "$sig-before")")
	saved=$(find "$work/home" -name unfinished-game.txt | head -1)
	[ -n "$saved" ] || fail "no game file after $moves moves"
	moves_saved=$(sed -n 's/^moves: //p' "$saved")
	[ "${#moves_saved}" -eq 12 ] || fail "before kill -$sig the game file holds $moves_saved, want our 3 moves and 3 replies"
	t0=$(date +%s%N)
	kill "-$sig" "$app_pid"
	for _ in $(seq 100); do
		kill -0 "$app_pid" 2>/dev/null || break
		sleep 0.05
	done
	! kill -0 "$app_pid" 2>/dev/null || fail "the game was still running 5 s after kill -$sig"
	if [ "$sig" = TERM ]; then
		status=0
		wait "$app_pid" || status=$?
		[ "$status" -eq 0 ] || fail "after SIGTERM the game exited with status $status: $(tail -n 3 "$out/app-$sig-first.log")"
		echo "gui-kill-check: SIGTERM closed the game cleanly in $((($(date +%s%N) - t0) / 1000000)) ms"
	fi
	app_pid=""
	[ "$(sed -n 's/^moves: //p' "$saved")" = "$moves_saved" ] || fail "kill -$sig changed the game file"

	launch "$sig-again"
	after=$(discs "$(settled "$sig-restored")")
	[ "$after" = "$before" ] || fail "after kill -$sig the restored board is $after, was $before (see $out/$sig-restored.png)"
	echo "gui-kill-check: OK: after kill -$sig the next launch brought the game back ($moves_saved)"
	kill "$app_pid" 2>/dev/null || true
	wait "$app_pid" 2>/dev/null || true
	app_pid=""
done
passed=1
