#!/usr/bin/env bash
# Runs the command-line tour of README.md as written, against the built
# binary: every line of its ```sh blocks is a command that starts with
# "othello ", run by bash with othello on the PATH standing for the
# binary, one after the other in an empty folder (a command may write a
# file there for a later one to read), with no standard input and a
# minute each at most. A command that exits non-zero fails the check, and
# so does a ```sh block line that is not an othello command: such blocks
# hold the tour only. The set-up commands are in other blocks; CI runs
# those itself (.ci/run).
#
#   scripts/readme-check.sh [BINARY]   (default ./othello)
set -euo pipefail
export LANG=C.UTF-8 LC_ALL=
fail() { echo "readme-check: $*" >&2; exit 1; }
bin=${1:-./othello}
[ -x "$bin" ] || fail "no binary at $bin; build it first: go build -o othello ."
bin=$(realpath "$bin")
cd "$(dirname "$0")/.."

# the ```sh blocks' lines, a line ending in a backslash joined to the next;
# blank lines and comments dropped
mapfile -t commands < <(awk '
	/^```sh[ \t]*$/ { inblock = 1; next }
	/^```/ { inblock = 0; next }
	!inblock { next }
	/^[ \t]*(#|$)/ { next }
	/\\$/ { line = line substr($0, 1, length($0) - 1); next }
	{ print line $0; line = "" }
' README.md)
[ ${#commands[@]} -gt 0 ] || fail "README.md has no \`\`\`sh block: the tour's commands belong in one"
for cmd in "${commands[@]}"; do
	[[ "$cmd" == "othello "* ]] || fail "a \`\`\`sh line of README.md that is not an othello command: $cmd"
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin" "$work/run"
ln -s "$bin" "$work/bin/othello"
for cmd in "${commands[@]}"; do
	start=$(date +%s%N)
	status=0
	(cd "$work/run" && PATH="$work/bin:$PATH" timeout 60 bash -o pipefail -c "$cmd" </dev/null >"$work/out" 2>&1) || status=$?
	ms=$((($(date +%s%N) - start) / 1000000))
	if [ "$status" -ne 0 ]; then
		tail -n 20 "$work/out" >&2
		[ "$status" -ne 124 ] || fail "timed out after 60 s (the tour's commands should take seconds): $cmd"
		fail "exit status $status: $cmd"
	fi
	printf 'ok %6d ms  %.100s\n' "$ms" "$cmd"
done
echo "readme-check: the README's ${#commands[@]} commands ran"
