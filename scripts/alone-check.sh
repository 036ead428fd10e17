#!/usr/bin/env bash
# Copies the repository alone into an empty temporary folder, with nothing
# beside it (no reference data), and runs the short test suite there: what
# a plain clone gets. The copy holds the files git tracks, with their
# uncommitted changes, and the untracked ones it does not ignore.
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=C.UTF-8 LC_ALL=
export PATH="$PATH:/usr/local/go/bin"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/othello"
git ls-files -z --cached --others --exclude-standard |
	while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
	tar --null -T - -cf - | tar -xf - -C "$work/othello"
if ls "$work" | grep -qv '^othello$'; then
	echo "alone-check: the copy has company in $work" >&2
	exit 1
fi
cd "$work/othello"
# OTHELLO_DATA names the reference data for the long suite; a plain clone
# has none.
env -u OTHELLO_DATA go test -short -count=1 ./...
