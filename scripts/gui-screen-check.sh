#!/usr/bin/env bash
# gui-screen-check.sh checks that the first window fits the screen it opens
# on: the real game, with no saved settings, on a 1024x600 screen (a small
# laptop), must open no larger than the screen, its board whole in view.
#
# Usage: scripts/gui-screen-check.sh [--out DIR] [BINARY]
# Needs: Xvfb, xdotool, ImageMagick (import, convert).
set -euo pipefail
export LANG=C.UTF-8 LC_ALL=

name=gui-screen-check display=97 screen=1024x600x24
. "$(dirname "$0")/gui-lib.sh"
gui_args "$@"
gui_start
HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" "$bin" --mute >"$out/app.log" 2>&1 &
app_pid=$!
alive() { kill -0 "$app_pid" 2>/dev/null || fail "the game died: $(tail -n 3 "$out/app.log")"; }
gui_window
geometry=""
for _ in $(seq 20); do
	alive
	geometry=$(xdotool getwindowgeometry "$win" | awk '/Geometry/ {print $2}')
	w=${geometry%x*} h=${geometry#*x}
	[ "$w" -le 1024 ] && [ "$h" -le 600 ] && break
	sleep 0.25
done
[ "$w" -le 1024 ] && [ "$h" -le 600 ] || fail "on a 1024x600 screen the first window is $geometry"
shot fitted
locate "$out/fitted.png" || fail "the board is not whole in view (see $out/fitted.png)"
[ $((by + bh)) -le 600 ] || fail "the board ends at $((by + bh)), below the screen"
echo "gui-screen-check: OK: on a 1024x600 screen the first window is $geometry, its board ${bw}x${bh}"
passed=1
