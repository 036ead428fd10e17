#!/usr/bin/env bash
# Installs the Debian packages the game needs to build, run and be tested
# headless. Uses sudo when not run as root. Go itself (1.26 or later) must be
# on the PATH already.
set -euo pipefail

packages=(
	# build: cgo, OpenGL and X11 headers for Fyne, ALSA headers for sound
	gcc libc6-dev pkg-config libgl1-mesa-dev xorg-dev libasound2-dev
	# run the real window headless and look at it
	xvfb xauth xdotool imagemagick x11-utils
	# record the game's sound without a sound card
	pulseaudio pulseaudio-utils libasound2-plugins sox
	# packaging and its checks (the .deb: dpkg-shlibdeps, AppStream, lintian, man)
	desktop-file-utils xz-utils make file icoutils gcc-mingw-w64-x86-64
	dpkg-dev appstream lintian man-db binutils
	# the package's translated .desktop and metainfo lines, read from view/i18n/translations
	jq
)

missing=()
for p in "${packages[@]}"; do
	[[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" == *"install ok installed" ]] || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
	exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
	sudo="sudo"
fi
echo "installing: ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
