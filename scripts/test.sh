#!/usr/bin/env bash
# Runs every check of the project: formatting, vet, the import rule, the unit
# tests with the race detector, the long tests, and the real binary under
# Xvfb. The test command of README and CI.
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=en_US.UTF-8
export PATH="$PATH:/usr/local/go/bin:$(go env GOPATH 2>/dev/null || echo "$HOME/go")/bin"

step() { printf '\n=== %s\n' "$*"; }

step "Debian packages"
scripts/install-deps.sh

step "gofmt"
unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then
	echo "not gofmt-ed:" >&2
	echo "$unformatted" >&2
	exit 1
fi

step "go vet"
go vet ./...

step "import rule: model, strategy and controller know nothing of Fyne or beep"
if go list -deps ./model/... ./strategy/... ./controller/... | grep -E '^(fyne\.io|github\.com/gopxl|github\.com/ebitengine/oto)'; then
	echo "a forbidden package is imported by model, strategy or controller" >&2
	exit 1
fi

step "go test -race -short"
go test -race -short -count=1 ./...

step "go test (long tests included)"
go test -count=1 -timeout 30m ./...

step "build"
go build -o othello .

step "command line: no display, help, version, perft"
scripts/cli-check.sh ./othello

step "the real window under Xvfb: click f5, the computer answers, then a whole game"
scripts/gui-check.sh --play ./othello

step "sound: the placement sound through a PulseAudio null sink; no audio device"
scripts/sound-check.sh ./othello

step "packages: Linux archive, .desktop entry, icon, Windows executable"
scripts/package-check.sh
echo
echo "all checks passed"
