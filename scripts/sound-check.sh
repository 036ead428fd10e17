#!/usr/bin/env bash
# sound-check.sh: end-to-end check of the game's sound with the real window.
#
#   scripts/sound-check.sh [PATH-TO-OTHELLO]     (default ./othello)
#
# 1. With sound: starts a private PulseAudio with a null sink, routes ALSA's
#    default device to it, opens the game under Xvfb, records the sink's
#    monitor, clicks f5 (a legal first move for Black) and checks that the
#    recording is silent before the click and holds sound within about a
#    second after it.
# 2. Without any audio: opens the game again with an ALSA configuration that
#    defines no device and no PulseAudio, clicks f5 and checks that the game
#    is still running, still has its window and redrew the board.
#
# Installs nothing. Needs: pulseaudio, pulseaudio-utils, libasound2-plugins,
# sox, xvfb, xauth, xdotool, imagemagick. Exits non-zero with a message naming
# what failed; on failure the recordings, screenshots and logs are kept.
#
# Where f5 is: the script takes a screenshot of the window and looks for the
# board's felt, the largest area of clearly green pixels (green above red and
# blue by a wide margin). It assumes that area is exactly the 8x8 playing
# grid, columns a-h left to right and rows 1-8 top to bottom, as the board
# widget draws it (coordinates and frame outside the felt, in other colours).
# If the layout ever breaks that assumption, give the point by hand:
#   F5_AT=X,Y scripts/sound-check.sh     (window coordinates, pixels)
set -euo pipefail
export LANG=C.UTF-8 LC_ALL=

bin=${1:-./othello}
rate=44100
# Thresholds on the recording (mono, full scale 1.0).
quiet_rms=0.002  # below this a stretch counts as silence (-54 dBFS)
sound_rms=0.005  # above this a stretch counts as sound (-46 dBFS)
onset_level=0.02 # first sample above this marks where the sound begins

fail() {
	echo "sound-check: FAIL: $*" >&2
	exit 1
}
say() { echo "sound-check: $*"; }

# --- what the check needs ---------------------------------------------------

missing=()
need() { # need COMMAND PACKAGE
	command -v "$1" >/dev/null 2>&1 || missing+=("$1 (Debian package $2)")
}
need pulseaudio pulseaudio
need pactl pulseaudio-utils
need parecord pulseaudio-utils
need sox sox
need Xvfb xvfb
need xdotool xdotool
need import imagemagick
need convert imagemagick
need identify imagemagick
need compare imagemagick
need od coreutils
need awk mawk
if ! compgen -G '/usr/lib/*/alsa-lib/libasound_module_pcm_pulse.so' >/dev/null &&
	! compgen -G '/usr/lib*/alsa-lib/libasound_module_pcm_pulse.so' >/dev/null; then
	missing+=("ALSA's PulseAudio plugin (Debian package libasound2-plugins)")
fi
if ((${#missing[@]})); then
	echo "sound-check: missing:" >&2
	printf '  %s\n' "${missing[@]}" >&2
	exit 2
fi
[[ -x $bin ]] || fail "no game binary at $bin (build it with: go build -o othello .)"
bin=$(realpath "$bin")

# --- scratch space and clean-up ---------------------------------------------

work=$(mktemp -d "${TMPDIR:-/tmp}/sound-check.XXXXXX")
pids=()
ok=0
cleanup() {
	local p
	for p in "${pids[@]}"; do
		kill "$p" 2>/dev/null || true
	done
	for p in "${pids[@]}"; do
		wait "$p" 2>/dev/null || true
	done
	if ((ok)); then
		rm -rf "$work"
	else
		echo "sound-check: recordings, screenshots and logs kept in $work" >&2
	fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# forget PID: it has ended (or been stopped) and needs no clean-up.
forget() {
	local keep=() p
	for p in "${pids[@]}"; do
		[[ $p == "$1" ]] || keep+=("$p")
	done
	pids=("${keep[@]}")
}

stop() { # stop PID: end a process started here and wait for it
	kill "$1" 2>/dev/null || true
	wait "$1" 2>/dev/null || true
	forget "$1"
}

# wait_for SECONDS DESCRIPTION COMMAND...: retry COMMAND until it succeeds.
wait_for() {
	local limit=$1 what=$2
	shift 2
	local end=$((SECONDS + limit))
	until "$@" >/dev/null 2>&1; do
		((SECONDS < end)) || fail "$what did not happen within $limit s"
		sleep 0.2
	done
}

# --- X display ---------------------------------------------------------------

Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
pids+=($!)
wait_for 20 "Xvfb start-up" test -s "$work/display"
export DISPLAY=":$(head -n1 "$work/display")"
say "Xvfb on display $DISPLAY"

# --- game helpers --------------------------------------------------------------

game_pid=
# start_game NAME: run the game in the background with the current
# environment; its output goes to $work/NAME.log.
start_game() {
	"$bin" >"$work/$1.log" 2>&1 &
	game_pid=$!
	pids+=("$game_pid")
}

game_alive() { kill -0 "$game_pid" 2>/dev/null; }

window=
find_window() {
	window=$(xdotool search --onlyvisible --name '^Othello$' 2>/dev/null | awk 'NR == 1')
	[[ -n $window ]]
}

# shot FILE: screenshot of the game window.
shot() { import -window "$window" "$1"; }

# felt_f5 FILE: print the centre of f5 in window coordinates, found from the
# board's felt in screenshot FILE (see the assumption at the top).
felt_f5() {
	local w h
	read -r w h < <(identify -format '%w %h\n' "$1")
	convert "$1" -depth 8 rgb:- | od -An -v -tu1 -w3 | awk -v W="$w" -v H="$h" '
		# Felt: clearly green. Grid lines on it are darker but still green.
		$2 >= 80 && $2 - $1 >= 45 && $2 - $3 >= 35 {
			i = NR - 1; cx[i % W]++; cy[int(i / W)]++
		}
		# span N ARRAY: the widest run of indexes whose count is at least a
		# quarter of the largest, bridging gaps of a few pixels (grid lines
		# drawn in another colour).
		function span(n, a,    i, top, lo, hi, s, last, best) {
			top = 0
			for (i = 0; i < n; i++) if (a[i] > top) top = a[i]
			if (top == 0) return ""
			best = -1; last = -100
			for (i = 0; i < n; i++) {
				if (a[i] < top / 4) continue
				if (i - last > 4) s = i
				last = i
				if (i - s > best) { best = i - s; lo = s; hi = i }
			}
			return lo " " hi
		}
		END {
			split(span(W, cx), x); split(span(H, cy), y)
			if (x[1] == "" || y[1] == "") exit 1
			bw = x[2] - x[1] + 1; bh = y[2] - y[1] + 1
			# The grid is square; anything else is not the board.
			if (bw < 80 || bh < 80 || bw > 1.1 * bh || bh > 1.1 * bw) exit 1
			printf "%d %d %d %d %d %d\n", x[1] + 5.5 * bw / 8, y[1] + 4.5 * bh / 8, x[1], y[1], bw, bh
		}'
}

f5x= f5y= cell=
# locate_f5 NAME: wait until the board is drawn, then set f5x, f5y.
locate_f5() {
	if [[ -n ${F5_AT:-} ]]; then
		IFS=, read -r f5x f5y <<<"$F5_AT"
		say "f5 given at $f5x,$f5y"
		return
	fi
	local end=$((SECONDS + 30)) found=
	while ((SECONDS < end)); do
		game_alive || fail "the game exited before its board appeared (log: $work/$1.log)"
		if shot "$work/$1-board.png" 2>/dev/null && found=$(felt_f5 "$work/$1-board.png"); then
			break
		fi
		found=
		sleep 0.5
	done
	[[ -n $found ]] || fail "no board (a square green area) found in the window; see $work/$1-board.png, or set F5_AT=X,Y"
	local bx by bw bh
	read -r f5x f5y bx by bw bh <<<"$found"
	cell=$((bw / 8))
	say "board ${bw}x${bh} at $bx,$by in the window; f5 at $f5x,$f5y"
}

# open_game NAME: start the game and wait for its window and board.
open_game() {
	start_game "$1"
	local end=$((SECONDS + 60))
	until find_window; do
		game_alive || fail "the game exited before opening its window (log: $work/$1.log)"
		((SECONDS < end)) || fail "the game window did not appear within 60 s (log: $work/$1.log)"
		sleep 0.3
	done
	locate_f5 "$1"
}

click_f5() { xdotool mousemove --window "$window" "$f5x" "$f5y" click 1; }

# ============================================================================
# 1. With sound
# ============================================================================

say "part 1: the placement sound reaches a PulseAudio null sink"
export HOME="$work/home" XDG_RUNTIME_DIR="$work/run"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
sink=othello_check
# -n skips the default configuration (no hardware probing); the socket is
# private to this check so a desktop's own sound server is never touched.
# --system=false keeps the per-user mode even when run as root.
pulseaudio -n --daemonize=no --system=false --exit-idle-time=-1 --disallow-exit \
	--use-pid-file=no --log-target=stderr \
	-L "module-native-protocol-unix socket=$work/pulse.sock auth-anonymous=1" \
	-L "module-null-sink sink_name=$sink" >"$work/pulseaudio.log" 2>&1 &
pa_pid=$!
pids+=("$pa_pid")
export PULSE_SERVER="unix:$work/pulse.sock"
wait_for 20 "PulseAudio start-up" pactl info
pactl set-default-sink "$sink"
# ALSA (which the game's audio library uses) plays through PulseAudio.
cat >"$HOME/.asoundrc" <<'EOF'
pcm.!default { type pulse }
ctl.!default { type pulse }
EOF

# Raw mono 16-bit samples with low latency, so that the file's length when
# the click happens tells where the click falls in the recording.
parecord --raw --device="$sink.monitor" --format=s16le --rate=$rate --channels=1 \
	--latency-msec=20 >"$work/sound.raw" 2>"$work/parecord.log" &
rec_pid=$!
pids+=("$rec_pid")

open_game with-sound
streams() { pactl list short sink-inputs 2>/dev/null | awk 'END { print NR }'; }
# Let any start-up sound end, so that the second before the click is quiet.
sleep 2.5
game_alive || fail "the game exited (log: $work/with-sound.log)"
hint="the game had no audio stream open at the click: is view/sound wired into it?"
(($(streams))) && hint="the game had an audio stream open"
bytes=$(stat -c %s "$work/sound.raw")
click_f5
sleep 2
stop "$rec_pid"
game_alive || fail "the game exited after the click (log: $work/with-sound.log)"

at=$(awk -v b="$bytes" -v r="$rate" 'BEGIN { printf "%.3f", b / 2 / r }')
(($(awk -v a="$at" 'BEGIN { print (a >= 1.05) }'))) || fail "only $at s recorded before the click"
raw=(-t raw -r "$rate" -e signed -b 16 -c 1)
rms() { # rms START LENGTH: RMS amplitude of that stretch of the recording
	sox "${raw[@]}" "$work/sound.raw" -n trim "$1" "$2" stat 2>&1 | awk '/^RMS +amplitude/ { print $3 }'
}
before=$(rms "$(awk -v a="$at" 'BEGIN { print a - 1.0 }')" 0.95)
after=$(rms "$at" 1.0)
[[ -n $before && -n $after ]] || fail "sox could not measure the recording ($work/sound.raw)"
# Where the sound starts, from the click, in milliseconds.
onset=$(sox "${raw[@]}" "$work/sound.raw" "${raw[@]}" - trim "$at" 1.0 |
	od -An -v -td2 -w2 | awk -v l="$onset_level" -v r="$rate" '
		# Reads to the end: leaving early would break the pipe.
		!found { v = $1 < 0 ? -$1 : $1; if (v > l * 32768) found = NR }
		END { if (found) printf "%d\n", (found - 1) * 1000 / r; else print "none" }')
say "RMS in the second before the click: $before; in the second after: $after; sound begins ${onset} ms after the click"
(($(awk -v v="$before" -v t="$quiet_rms" 'BEGIN { print (v < t) }'))) ||
	fail "the second before the click is not silent (RMS $before, want below $quiet_rms)"
(($(awk -v v="$after" -v t="$sound_rms" 'BEGIN { print (v > t) }'))) ||
	fail "no sound within a second after clicking f5 (RMS $after, want above $sound_rms; $hint; recording $work/sound.raw)"
[[ $onset != none ]] || fail "no sample above $onset_level within a second after the click ($hint)"

# After a few seconds of silence the game suspends its audio stream, so
# waiting for the player costs next to nothing; the next sound, a refused
# click on a1, still plays.
hz=$(getconf CLK_TCK)
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$game_pid/stat"; }
sleep 4.5 # beyond the 3 s of silence after which the stream is suspended
t0=$(cpu_ticks)
sleep 3
t1=$(cpu_ticks)
say "idle processor use with sound on, the stream suspended: $(awk -v d=$((t1 - t0)) -v h="$hz" 'BEGIN { printf "%.1f%%", 100 * d / h / 3 }') of one core"
# The figure is reported, and only a busy loop fails: on a shared machine
# the suspended stream (about 4%) and a running one (about 8%) overlap from
# run to run, so the suspension itself is checked by the mixer's tests on
# a fake clock.
(((t1 - t0) * 100 < hz * 3 * 15)) || fail "the game uses $((t1 - t0)) ticks in 3 s while idle with sound on: a busy loop?"
parecord --raw --device="$sink.monitor" --format=s16le --rate=$rate --channels=1 \
	--latency-msec=20 >"$work/sound2.raw" 2>>"$work/parecord.log" &
rec_pid=$!
pids+=("$rec_pid")
sleep 1
bytes=$(stat -c %s "$work/sound2.raw")
xdotool mousemove --window "$window" $((f5x - 5 * cell)) $((f5y - 4 * cell)) click 1
sleep 1.5
stop "$rec_pid"
game_alive || fail "the game exited after the click on a1 (log: $work/with-sound.log)"
at=$(awk -v b="$bytes" -v r="$rate" 'BEGIN { printf "%.3f", b / 2 / r }')
woke=$(sox "${raw[@]}" "$work/sound2.raw" -n trim "$at" 1.0 stat 2>&1 | awk '/^RMS +amplitude/ { print $3 }')
say "RMS in the second after the click on a1, the stream resumed: $woke"
[[ -n $woke ]] && (($(awk -v v="$woke" -v t="$sound_rms" 'BEGIN { print (v > t) }'))) ||
	fail "no sound after the stream was suspended (RMS $woke, want above $sound_rms; recording $work/sound2.raw)"

stop "$game_pid"
stop "$pa_pid"
unset PULSE_SERVER

# ============================================================================
# 2. Without any audio
# ============================================================================

say "part 2: with no audio device at all the game keeps working"
export HOME="$work/home-silent"
mkdir -p "$HOME"
# An ALSA configuration that defines no device, and no PulseAudio to reach.
: >"$work/no-audio.conf"
export ALSA_CONFIG_PATH="$work/no-audio.conf" PULSE_SERVER="unix:$work/no-such-socket"
open_game no-audio
sleep 1
# A busy loop after the failed device would show as processor time while
# the game is idle: a game waiting for its player uses a small fraction.
t0=$(cpu_ticks)
sleep 3
t1=$(cpu_ticks)
say "idle processor use without audio: $(awk -v d=$((t1 - t0)) -v h="$hz" 'BEGIN { printf "%.0f%%", 100 * d / h / 3 }') of one core"
(((t1 - t0) * 10 < hz * 3 * 8)) || fail "the game uses $((t1 - t0)) ticks in 3 s while idle without audio: a busy loop?"
shot "$work/no-audio-before.png"
click_f5
sleep 2
game_alive || fail "the game exited after the click without audio (log: $work/no-audio.log)"
find_window || fail "the game window is gone after the click without audio"
shot "$work/no-audio-after.png"
changed=$(compare -metric AE "$work/no-audio-before.png" "$work/no-audio-after.png" null: 2>&1 || true)
changed=${changed%% *}
say "pixels changed by the click: $changed"
[[ $changed =~ ^[0-9.e+]+$ ]] || fail "could not compare the screenshots: $changed"
(($(awk -v c="$changed" 'BEGIN { print (c > 0) }'))) || fail "the window did not change after clicking f5 without audio"
if grep -qi sound "$work/no-audio.log"; then
	say "the game said: $(grep -i sound "$work/no-audio.log" | awk 'NR <= 3' | tr '\n' ' ')"
fi
stop "$game_pid"

ok=1
say "PASS"
