# gui-lib.sh holds the set-up the real-window checks share; each sources it
# after reading its arguments into out (the screenshot folder, or empty)
# and bin (the binary, or empty), with name (for its messages) and display
# (the first display number to try) set.
#
# gui_start checks the tools, makes the work folder, builds the binary when
# none was given, starts Xvfb on a free display and arranges the clean-up:
# the work folder goes when the check sets passed=1, and is kept and named
# otherwise. It leaves work, out, bin and DISPLAY set; the check sets
# app_pid once it starts the game, so that the clean-up stops it.

fail() { echo "$name: FAIL: $*" >&2; exit 1; }

gui_start() {
	local tool
	for tool in Xvfb xdotool import convert; do
		command -v "$tool" >/dev/null || fail "$tool is not installed"
	done
	root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
	work=$(mktemp -d)
	user_out=$out
	[ -n "$out" ] || out="$work/shots"
	mkdir -p "$out"
	if [ -z "$bin" ]; then
		bin="$work/othello"
		echo "$name: building $bin"
		(cd "$root" && go build -o "$bin" .)
	fi
	[ -x "$bin" ] || fail "$bin is not an executable"

	local n=${GUI_CHECK_DISPLAY:-$display}
	while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
	export DISPLAY=":$n"
	xvfb_pid="" app_pid="" passed=0
	trap gui_cleanup EXIT
	Xvfb "$DISPLAY" -screen 0 1280x1024x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
	xvfb_pid=$!
	for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
	# a fresh HOME, so that there are no preferences
	mkdir -p "$work/home"
}

gui_cleanup() {
	[ -z "$app_pid" ] || kill "$app_pid" 2>/dev/null || true
	[ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
	wait 2>/dev/null || true
	if [ "$passed" = 1 ]; then
		rm -rf "$work"
	else
		echo "$name: logs and screenshots kept in $work${user_out:+ and $out}" >&2
	fi
}
