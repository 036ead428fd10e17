#!/usr/bin/env bash
# Builds the distributable packages into dist/:
#   dist/Othello.tar.xz  Linux: the binary, the .desktop entry, the icon and a
#                        Makefile ("make user-install" installs into ~/.local)
#   dist/Othello.exe     Windows: a GUI program (no console) with the icon embedded
# Usage: scripts/package.sh [linux|windows|all]
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=C.UTF-8 LC_ALL=
target="${1:-all}"
mkdir -p dist

# fyne package counts builds up in FyneApp.toml; a package build should not
# change the source tree, so the file is put back afterwards.
metadata=$(mktemp)
cp FyneApp.toml "$metadata"
trap 'cp "$metadata" FyneApp.toml; rm -f "$metadata"' EXIT

if [ "$target" = linux ] || [ "$target" = all ]; then
	# The compile flags of the test command's build, so that this only links
	# (-trimpath would compile everything again); -s -w strips the symbols.
	go build -ldflags "-s -w" -o dist/othello .
	go tool fyne package -os linux --release --exe dist/othello >/dev/null
	rm dist/othello
	mv Othello.tar.xz dist/Othello.tar.xz
	echo "dist/Othello.tar.xz"
fi

if [ "$target" = windows ] || [ "$target" = all ]; then
	if ! command -v x86_64-w64-mingw32-gcc >/dev/null; then
		echo "package: the Windows build needs x86_64-w64-mingw32-gcc (Debian package gcc-mingw-w64-x86-64)" >&2
		exit 1
	fi
	# fyne package sets GOOS itself, builds with -H windowsgui in release mode
	# and embeds the icon and version from FyneApp.toml as a Windows resource.
	# The cross compiler must reach only that inner build, not the build of
	# the tool itself, so the tool is built first and run by its path.
	fyne=$(go tool -n fyne)
	CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc "$fyne" package -os windows --release >/dev/null
	mv Othello.exe dist/Othello.exe
	echo "dist/Othello.exe"
fi
