#!/usr/bin/env bash
# Builds the game and opens its window: the one command a player needs on a
# fresh Debian machine with Go installed.
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG="${LANG:-C.UTF-8}"
scripts/install-deps.sh
go build -buildvcs=auto -o othello .
exec ./othello "$@"
