#!/usr/bin/env bash
# Checks the built binary from the outside: the no-display message, help,
# version, and the perft contract and its errors.
set -euo pipefail
bin="${1:-./othello}"
export LANG=en_US.UTF-8
fail() { echo "cli-check: $*" >&2; exit 1; }

out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$bin" 2>&1) && fail "no display: exit status 0"
want='othello: display: no graphical display found (DISPLAY is not set); sub-commands still work: othello help'
[ "$out" = "$want" ] || fail "no display: printed [$out], want [$want]"

help=$("$bin" help)
grep -q "othello perft" <<<"$help" || fail "help does not list perft"
help=$("$bin" --help)
grep -q "othello nboard" <<<"$help" || fail "--help does not list nboard"
version=$(sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
[ "$("$bin" version)" = "othello $version" ] || fail "version does not print $version"

# Whole outputs are captured and the first line taken afterwards: a reader
# that stops early (head) would kill the binary with SIGPIPE under pipefail.
first_line() { local out; out=$("$@"); printf '%s\n' "${out%%$'\n'*}"; }
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
echo "cli-check: ok"
