# gui-lib.sh holds the set-up the real-window checks share; each sources it
# with name (for its messages), display (the first display number to try)
# and, if it wants another, screen set, then reads its arguments with
# gui_args (or into out, the screenshot folder or empty, and bin, the
# binary or empty, itself).
#
# gui_start checks the tools, makes the work folder, builds the binary when
# none was given, starts Xvfb on a free display and arranges the clean-up:
# the work folder goes when the check sets passed=1, and is kept and named
# otherwise. It leaves work, out, bin and DISPLAY set; the check sets
# app_pid once it starts the game, so that the clean-up stops it, and
# defines alive, which fails if the game has died.
#
# The helpers after gui_start find the window and the board on screenshots,
# read the squares, click them, and play a game to its end.

fail() { echo "$name: FAIL: $*" >&2; exit 1; }

# gui_args reads the arguments the checks share into out and bin:
# [--out DIR] [BINARY]; -h or --help prints the script's opening comment.
gui_args() {
	out="" bin=""
	while [ $# -gt 0 ]; do
		case "$1" in
		--out) out="$2"; shift ;;
		-h | --help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
		*) bin="$1" ;;
		esac
		shift
	done
}

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
	# -noreset: the server stays up when its last client goes (the game
	# killed, before its next launch), where a reset under load refused
	# the next launch its display
	Xvfb "$DISPLAY" -screen 0 "${screen:-1280x1024x24}" -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
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

# gui_window waits for the game's window, sets win, and lets the first
# frames draw.
gui_window() {
	win=""
	for _ in $(seq 150); do
		win=$(xdotool search --onlyvisible --name '^Othello$' 2>/dev/null | awk 'NR == 1' || true)
		[ -n "$win" ] && break
		kill -0 "$app_pid" 2>/dev/null || fail "the game exited at start: $(tail -n 5 "$out/app.log")"
		sleep 0.2
	done
	[ -n "$win" ] || fail "no Othello window appeared"
	sleep 1.5
}

shot() { import -window root "$out/$1.png"; }
away() { xdotool mousemove 1275 1019; } # off the window, so no hover preview shows

# locate FILE finds the board: the felt is the one area of exactly this
# green, and its bounding box is the grid, whatever the window and board
# size. Only a board found replaces the last one (bw, bh, bx, by).
felt="rgb(46,139,74)"
locate() {
	local geo
	geo=$(convert "$1" -fill black +opaque "$felt" -fill white -opaque "$felt" -format '%@' info: 2>/dev/null || true)
	[[ "$geo" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] || return 1
	local w=${BASH_REMATCH[1]} h=${BASH_REMATCH[2]}
	[ "$w" -gt 200 ] && [ $((w - h)) -le 4 ] && [ $((h - w)) -le 4 ] || return 1
	bw=$w bh=$h bx=${BASH_REMATCH[3]} by=${BASH_REMATCH[4]}
}

# board FILE [N] prints the N*N squares (8 unless given) a1.. row by row:
# B black, W white, L legal-move dot, . empty. Discs are sampled off centre
# (clear of the last-move and preview marks), dots at the centre.
board() {
	local fmt="" i col row cx cy size=${2:-8}
	for i in $(seq 0 $((size * size - 1))); do
		col=$((i % size)) row=$((i / size))
		cx=$(((bx * 100 + (col * 100 + 50) * bw / size) / 100))
		cy=$(((by * 100 + (row * 100 + 50) * bh / size) / 100))
		fmt+="%[pixel:p{$((cx + bw * 22 / (100 * size))),$((cy + bh * 18 / (100 * size)))}] %[pixel:p{$cx,$cy}]\n"
	done
	convert "$1" -format "$fmt" info: | tr -d 'srgba()' | tr ',' ' ' | awk '
		function lum(r, g, b) { return 0.3 * r + 0.59 * g + 0.11 * b }
		{
			d = lum($1, $2, $3)
			if (d < 90 && $2 < 80) s = s "B"
			else if (d > 190) s = s "W"
			else if ($4 < 40 && $5 > 70 && $5 < 110) s = s "L"
			else s = s "."
		}
		END { print s }'
}
discs() { echo "${1//L/.}"; }                 # discs BOARD: the discs alone, dots as empty squares
count() { local s="${1//[^$2]/}"; echo "${#s}"; } # count BOARD LETTERS
at() { echo "${1:$2:1}"; }                    # at BOARD INDEX
square() { # square INDEX [N] prints the screen position of its centre on an N*N board
	local n=${2:-8}
	echo "$(((bx * 100 + ($1 % n * 100 + 50) * bw / n) / 100)) $(((by * 100 + ($1 / n * 100 + 50) * bh / n) / 100))"
}

# steady TAG TRIES LOCATE READ OK WHAT waits until the board that LOCATE
# finds in a screenshot, read by READ, passes OK (a function given the
# board) and stays the same over four screenshots a quarter of a second
# apart, and prints it; it fails after TRIES screenshots, saying the board
# did not settle WHAT.
steady() {
	local tag=$1 tries=$2 locator=$3 reader=$4 ok=$5 what=$6 last="" now="" same=0
	for _ in $(seq "$tries"); do
		sleep 0.25
		alive
		shot "$tag"
		"$locator" "$out/$tag.png" || { same=0; continue; }
		now=$("$reader" "$out/$tag.png")
		if [ "$now" = "$last" ] && "$ok" "$now"; then
			same=$((same + 1))
			[ $same -lt 4 ] || { echo "$now"; return; }
		else
			same=0
		fi
		last=$now
	done
	fail "the board did not settle $what: $now (see $out/$tag.png)"
}

# settled TAG [WANT] waits until the 8x8 board shows legal-move dots (our
# turn) and stays the same over four screenshots, with the discs WANT
# when given (as discs writes them), and prints it; it fails after 30 s.
settled() {
	want=${2:-}
	steady "$1" 120 locate board our_turn "on our turn${2:+ with the discs $2}"
}

# our_turn BOARD: legal-move dots on the board, and the discs $want when
# set.
our_turn() { [ "$(count "$1" L)" -gt 0 ] && { [ -z "$want" ] || [ "$(discs "$1")" = "$want" ]; }; }

# play_to_end SHOT N IDLE clicks the first legal square of the N*N board
# whenever dots show, until the board is covered or the game-over box
# stands over it with its blue Play again button (the box leaves the rest
# of the board in sight; the caller then checks it); it fails after IDLE
# quarter-seconds with nothing to click. It counts moves, and leaves the
# last board in final.
play_to_end() {
	local idle=0 last="" now legal pre
	while :; do
		sleep 0.25
		alive
		shot "$1"
		locate "$out/$1.png" || break
		now=$(board "$out/$1.png" "$2")
		if dialog_button "$out/$1.png"; then
			break
		fi
		legal="" pre=${now%%L*}
		[ ${#pre} -eq ${#now} ] || legal=${#pre}
		if [ -z "$legal" ] || [ "$now" = "$last" ]; then
			idle=$((idle + 1))
			[ $idle -lt "$3" ] || fail "no legal move to click and no game-over dialog for $(($3 / 4)) s after $moves moves: $now (see $out/$1.png)"
			continue
		fi
		idle=0 last=$now
		read -r x y < <(square "$legal" "$2")
		xdotool mousemove "$x" "$y" click 1
		away
		moves=$((moves + 1))
	done
	final=$now
}

# dialog_button FILE finds a dialog's default button (the theme's primary
# blue) over the board only, as the side panel has a blue New game button
# of its own, and sets x and y to its centre.
dialog_button() {
	local geo blue="rgb(41,111,246)"
	geo=$(convert "$1" -crop "${bw}x${bh}+${bx}+${by}" +repage -fill black +opaque "$blue" -fill white -opaque "$blue" -format '%@' info: 2>/dev/null || true)
	[[ "$geo" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] && [ "${BASH_REMATCH[1]}" -gt 40 ] || return 1
	x=$((bx + BASH_REMATCH[3] + BASH_REMATCH[1] / 2)) y=$((by + BASH_REMATCH[4] + BASH_REMATCH[2] / 2))
}
