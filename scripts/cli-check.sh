#!/usr/bin/env bash
# Checks the built binary from the outside: the no-display message (no
# DISPLAY, one that does not answer, Wayland only), quiet under Debian's
# locales, help, version, the perft contract, errors that name the problem,
# bounds and progress on long work, and time limits kept.
set -euo pipefail
bin="${1:-./othello}"
export LANG=C.UTF-8 LC_ALL=
fail() { echo "cli-check: $*" >&2; exit 1; }
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$bin" 2>&1) && fail "no display: exit status 0"
want='othello: display: no graphical display found (DISPLAY is not set); sub-commands still work: othello help'
[ "$out" = "$want" ] || fail "no display: printed [$out], want [$want]"

help=$("$bin" help)
grep -q "othello perft" <<<"$help" || fail "help does not list perft"
help=$("$bin" --help)
grep -q "othello nboard" <<<"$help" || fail "--help does not list nboard"
version=$(sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
[[ "$("$bin" version)" == "othello $version ("* ]] || fail "version does not print $version"
[[ "$("$bin" --version)" == "othello $version ("* ]] || fail "--version does not print $version"
# every command answers --help on standard output with status 0, naming its flags
for cmd in perft solve move arena play nboard game analyze picture train; do
	usage=$("$bin" "$cmd" --help) || fail "$cmd --help failed"
	grep -q -- "--" <<<"$usage" || [ "$cmd" = nboard ] || fail "$cmd --help lists no flag"
done
grep -q -- "--threads" <<<"$("$bin" solve --help)" || fail "solve --help omits --threads"

# Whole outputs are captured and the first line taken afterwards: a reader
# that stops early (head) would kill the binary with SIGPIPE under pipefail.
first_line() { local out; out=$("$@" 2>/dev/null); printf '%s\n' "${out%%$'\n'*}"; } # stderr: progress
[ "$(first_line "$bin" perft 6)" = "perft(6) = 8200" ] || fail "perft 6"
[ "$(first_line "$bin" perft --threads 3 8)" = "perft(8) = 390216" ] || fail "perft on 3 threads"
pos='--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--'
a=$(first_line "$bin" perft --pos "$pos X" 4)
b=$(first_line "$bin" perft 4 "$pos" X)
[ "$a" = "$b" ] && [[ "$a" == "perft(4) = "* ]] || fail "perft with a position: [$a] [$b]"

err=$("$bin" perft x 2>&1 >/dev/null) && fail "perft x succeeded"
[[ "$err" == "othello: usage: "* ]] || fail "perft x: [$err]"
err=$("$bin" perft --pos "Z$pos" 3 2>&1 >/dev/null) && fail "bad position succeeded"
[[ "$err" == "othello: position: "* ]] || fail "bad position: [$err]"
[ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "error is not one line: [$err]"
one_line() { [ "$(printf '%s\n' "$2" | wc -l)" -eq 1 ] || fail "$1: not one line: [$2]"; }

# A display that does not answer, or only Wayland's: the same one line.
n=90
while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
out=$(DISPLAY=":$n" "$bin" 2>&1) && fail "unreachable display: exit status 0"
[[ "$out" == "othello: display: no graphical display found (DISPLAY=:$n cannot be reached); sub-commands still work: othello help" ]] ||
	fail "unreachable display: printed [$out]"
out=$(env -u DISPLAY WAYLAND_DISPLAY=wayland-0 "$bin" 2>&1) && fail "Wayland only: exit status 0"
[[ "$out" == "othello: display: no graphical display found ("*"WAYLAND_DISPLAY=wayland-0"*"); sub-commands still work: othello help" ]] ||
	fail "Wayland only: printed [$out]"

# Under Debian's locales, a command prints its own output and nothing else.
for l in C.UTF-8 C POSIX; do
	err=$(LANG=$l LC_ALL= LANGUAGE= "$bin" help 2>&1 >/dev/null) || fail "LANG=$l help failed"
	[ -z "$err" ] || fail "LANG=$l othello help wrote to stderr: [$err]"
	err=$(LANG=$l LC_ALL= LANGUAGE= "$bin" solve x 2>&1 >/dev/null) && fail "LANG=$l solve x succeeded"
	[[ "$err" == "othello: position: "* ]] || fail "LANG=$l solve x: [$err]"
	one_line "LANG=$l solve x" "$err"
done

# Errors that name the problem, in one readable line.
start='---------------------------OX------XO---------------------------'
expect_error() { # expect_error PATTERN ARGS...: the command fails with one matching line
	local pattern=$1 err what
	shift
	what="othello $(printf '%.30s ' "$@")"
	err=$("$bin" "$@" 2>&1 >/dev/null) && fail "$what succeeded"
	one_line "$what" "$err"
	[ ${#err} -lt 400 ] || fail "$what: an error of ${#err} characters"
	[[ "$err" == $pattern ]] || fail "$what: [$err], want $pattern"
}
expect_error "othello: position: side to move missing*" perft --pos "$start" 3
expect_error "othello: usage: perft *depth \"-1\" is not a whole number 0-15*" perft -1
expect_error "othello: usage: perft *depth \"30\" is not a whole number 0-15*" perft 30
expect_error "othello: position: space at character 5 after 4 squares*" solve "---X O"
expect_error "othello: position: character 1 is 'é'*" solve "é${start:1} X"
expect_error "othello: position: side to move \"ZZZZ*\"… (100000 characters) at character 66*" solve "$start $(printf 'Z%.0s' $(seq 100000))"
expect_error "othello: usage: move *--time 1000h0m0s is not between*" move --time 1000h "$start X"
expect_error "othello: usage: unknown command \"*\"… (100000 characters)*" "$(printf 'z%.0s' $(seq 100000))"
# the declared rules: a range with a hole, an open one, one flag above
# another, a repeated flag, a flag that needs another's value, a range on
# the board's size, a book sub-command's own flags
expect_error "othello: usage: train *--search-selectivity 20 is not 0 or 50-99" train --wthor w --search-selectivity 20
expect_error "othello: usage: train *--network-lr 1 is not strictly between 0 and 1" train --wthor w --network-lr 1
expect_error "othello: usage: train *--search-min 40 is above --search-max 30" train --wthor w --search-min 40 --search-max 30
expect_error "othello: usage: tournament *: 2 or more --player, not 1" tournament --player a=easy
expect_error "othello: usage: gomoku arena *: --plies needs --opening free" gomoku arena --black easy --white easy --plies 2 --opening swap
expect_error "othello: usage: arena --size 6 *: --plies 33 is not 0-32" arena --size 6 --black random --white random --plies 33
expect_error "othello: usage: book show *: unknown flag \"--depth\"" book show --depth 3 f5
expect_error "othello: usage: book check *: FILE or --book, not both" book check --book a.gz b.gz

# A picture of the board, drawn with no display: a PNG of the size asked
# for (its header's width and height), an SVG, and errors in one line.
png="$tmp.png"
trap 'rm -f "$tmp" "$png"' EXIT
err=$(printf 'f5d6c3d3c4\n' | env -u DISPLAY -u WAYLAND_DISPLAY "$bin" picture - --move 3 --numbers --size 321 -o "$png" 2>&1) ||
	fail "picture with no display failed: [$err]"
[ -z "$err" ] || fail "picture wrote to stderr: [$err]"
[ "$(od -An -tx1 -j12 -N12 "$png" | tr -d ' \n')" = "494844520000014100000141" ] || fail "picture: not a 321x321 PNG: $(od -An -tx1 -N32 "$png")"
env -u DISPLAY "$bin" picture f5d6 -o - --style walnut | grep -q '^<svg ' && fail "picture -o - wrote SVG for no .svg name"
env -u DISPLAY "$bin" picture f5d6 -o "$tmp.svg" && grep -q '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"' "$tmp.svg" ||
	fail "picture -o FILE.svg: no SVG of 600 px"
rm -f "$tmp.svg"
expect_error "othello: move: --move 9: the game has 2 moves*" picture f5d6 --move 9 -o "$png"
expect_error "othello: style: unknown style \"neon\"*" picture f5d6 --style neon -o "$png"
expect_error "othello: usage: picture *-o is required*" picture f5d6
expect_error "othello: game: *" picture f5f5 -o "$png"
expect_error "othello: file: open /nonexistent/x.png: *" picture f5d6 -o /nonexistent/x.png

# Long work shows progress and keeps to its bounds. FFO #40, 20 empties:
# seconds of exact solving, stopped here after 300 ms.
ffo40='O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X'
out=$("$bin" solve --time 300ms "$ffo40" 2>"$tmp") || fail "solve --time failed"
[[ "$out" == "best: "[a-h][1-8]" score: "*" not exact: stopped after 300ms"* ]] || fail "solve --time: [$out]"
grep -q '^solve: depth 4: ' "$tmp" || fail "solve shows no progress: [$(cat "$tmp")]"
out=$(printf 'set depth 60\ngo\n' | timeout 60 "$bin" nboard) || fail "nboard did not stop at the end of its input (status $?)"
[[ "$out" != *"==="* ]] || fail "nboard answered a search nobody reads: [$out]"
out=$(printf 'score\n%s\nscore\n' "$(head -c 1100000 /dev/zero | tr '\0' Z)" | "$bin" play)
[ "$out" = $'SCORE 0\nERREUR ligne 2 trop longue (1100001 octets, 1 Mio au plus), ignoree\nSCORE 0' ] || fail "play with a long line: [${out:0:300}]"

# A time is a limit: at 22 empties the exact solver may not finish, and
# must give way at the limit. HARD's own time is an average (1 s) spread
# by phase and by how settled the best move is, so one of its moves may
# take up to twice it. The margin, half the limit, is for a loaded
# machine (the search keeps within 10% on a quiet one); a search that
# ignored its time would run on for many seconds.
pos22='--OOOO--O-OOOO--OXXXOOO-OXXOXO--OOXXOXX-OOXXXX--O-XXX-----XX-O-- X'
for check in "--level expert --time 1s:1" "--level hard:2"; do
	args=${check%:*} limit=${check##*:}
	out=$("$bin" move $args "$pos22") || fail "move $args failed"
	t=$(sed -n 's/.* time: \([0-9.]*\)s .*/\1/p' <<<"$out")
	awk -v t="$t" -v l="$limit" 'BEGIN { exit !(t != "" && t <= l * 1.5) }' || fail "move $args took ${t}s, over $limit s + 50%: [$out]"
done
echo "cli-check: ok"
