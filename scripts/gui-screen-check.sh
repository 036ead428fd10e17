#!/usr/bin/env bash
# gui-screen-check.sh checks that the first window fits the screen it opens
# on: the real game, with no saved settings, on a 1024x600 screen (a small
# laptop), must open no larger than the screen, its board whole in view.
# Then the same with Gomoku on show (set in the preferences of a fresh home
# before the launch): the window no larger than the screen, and the side
# panel's last row of buttons whole in view above the window's bottom (the
# players' rows at the panel's top once pushed it below the screen).
#
# Usage: scripts/gui-screen-check.sh [--out DIR] [BINARY]
# Needs: Xvfb, xdotool, ImageMagick (import, convert).
set -euo pipefail
export LANG=C.UTF-8 LC_ALL=

name=gui-screen-check display=97 screen=1024x600x24
. "$(dirname "$0")/gui-lib.sh"
gui_args "$@"
gui_start

# launch TAG HOME: the game as a fresh process on that home.
launch() {
	HOME="$2" XDG_CONFIG_HOME="$2/.config" "$bin" --mute >"$out/app-$1.log" 2>&1 &
	app_pid=$!
}
alive() { kill -0 "$app_pid" 2>/dev/null || fail "the game died: $(tail -q -n 3 "$out"/app-*.log)"; }

# fits TITLE waits until the window titled TITLE is on screen no larger
# than it, and sets win, geometry, w, h and wy (the window's top).
fits() {
	win=""
	for _ in $(seq 150); do
		alive
		win=$(xdotool search --onlyvisible --name "^$1\$" 2>/dev/null | awk 'NR == 1' || true)
		[ -n "$win" ] && break
		sleep 0.2
	done
	[ -n "$win" ] || fail "no $1 window appeared"
	sleep 1.5
	geometry=""
	for _ in $(seq 20); do
		alive
		geometry=$(xdotool getwindowgeometry "$win" | awk '/Geometry/ {print $2}')
		w=${geometry%x*} h=${geometry#*x}
		[ "$w" -le 1024 ] && [ "$h" -le 600 ] && break
		sleep 0.25
	done
	wy=$(xdotool getwindowgeometry "$win" | awk '/Position/ {split($2, p, ","); print p[2]}')
	[ "$w" -le 1024 ] && [ "$h" -le 600 ] || fail "on a 1024x600 screen the first $1 window is $geometry"
}

# 1. Othello, as a first launch opens it.
launch othello "$work/home"
fits Othello
# a few tries: on a busy machine the first frames may not be drawn yet
for _ in $(seq 20); do
	shot fitted
	locate "$out/fitted.png" && break
	sleep 0.25
done
locate "$out/fitted.png" || fail "the board is not whole in view (see $out/fitted.png)"
[ $((by + bh)) -le 600 ] || fail "the board ends at $((by + bh)), below the screen"
echo "gui-screen-check: OK: on a 1024x600 screen the first window is $geometry, its board ${bw}x${bh}"
kill "$app_pid"
wait "$app_pid" 2>/dev/null || true
app_pid=""
# Xvfb resets as its last client goes: wait until it answers again
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

# 2. Gomoku on show at the launch, as gui-games-check.sh sets its clock game.
home="$work/home-gomoku"
prefs="$home/.config/fyne/org.example.othello"
mkdir -p "$prefs"
printf '{"game.kind": 1}\n' >"$prefs/preferences.json"
launch gomoku "$home"
fits Gomoku
away
# The New game button, the one area of the theme's primary blue (the
# highlighted player's row is a darker blue), tops the buttons. Down a
# column just inside its left edge, each row of buttons is a run of pixels
# off the panel's background (read just above it); the last run must end on
# the background again, inside the window and the screen, or the row is
# cut off. panel_rows FILE sets ny (the buttons' top), rows and last (the
# last row's bottom line, -1 when it runs off the window).
blue="rgb(41,111,246)" bottom=$((wy + h))
panel_rows() {
	local geo nx
	geo=$(convert "$1" -fill black +opaque "$blue" -fill white -opaque "$blue" -format '%@' info: 2>/dev/null || true)
	[[ "$geo" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] && [ "${BASH_REMATCH[1]}" -gt 40 ] || return 1
	nx=$((BASH_REMATCH[3] + 6)) ny=${BASH_REMATCH[4]}
	read -r rows last < <(convert "$1" -crop "1x$((600 - ny + 4))+$nx+$((ny - 4))" +repage -depth 8 txt:- |
		awk -F'[(),: ]+' -v top=$((ny - 4)) -v end=$bottom '
			NR == 1 { next }
			{ y = $2 + top; c = $3 "," $4 "," $5 }
			y == top { bg = c; next }
			y >= end { exit }
			c != bg && !on { on = 1; runs++ }
			c == bg && on { on = 0; last = y - 1 }
			END { if (on) last = -1; print runs + 0, last + 0 }')
	[ "$rows" -ge 2 ]
}
for _ in $(seq 20); do
	shot gomoku
	panel_rows "$out/gomoku.png" && break
	sleep 0.25
done
panel_rows "$out/gomoku.png" || fail "no New game button over rows of buttons in the Gomoku panel (see $out/gomoku.png)"
[ "$last" -ge 0 ] || fail "the Gomoku panel's last row of buttons runs off the window's bottom at $bottom (see $out/gomoku.png)"
echo "gui-screen-check: OK: on a 1024x600 screen the Gomoku window is $geometry, its $rows rows of buttons from $ny to $last, above its bottom at $bottom"
passed=1
