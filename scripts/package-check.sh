#!/usr/bin/env bash
# Builds the packages and checks them. "linux" (what the README's test
# command runs last): the archive's contents, the .desktop entry
# (desktop-file-validate), the icon sizes, a user install from the archive
# into a scratch HOME, and the .deb installed, validated and removed
# (scripts/deb-check.sh, as root or through sudo). "windows" (CI only: the
# cross-build of Fyne alone takes minutes): the executable's subsystem and
# icon. Default: both. The Linux packages relink the test command's build;
# each stage prints its time.
# Usage: scripts/package-check.sh [linux|windows|all]
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=C.UTF-8 LC_ALL=
target="${1:-all}"
case "$target" in linux | windows | all) ;; *) echo "usage: $0 [linux|windows|all]" >&2; exit 2 ;; esac
fail() { echo "package-check: $*" >&2; exit 1; }

source scripts/stages.sh
version=$(sed -n 's/^[[:space:]]*Version[[:space:]]*=[[:space:]]*"\(.*\)"[[:space:]]*$/\1/p' FyneApp.toml | head -n 1)
linux() { [ "$target" != windows ]; }
windows() { [ "$target" != linux ]; }
if linux; then stage "Linux archive and Debian package" scripts/package.sh linux deb; fi
if windows; then stage "Windows executable, cross-built" scripts/package.sh windows; fi
[ -z "$(git status --porcelain FyneApp.toml)" ] || fail "packaging changed FyneApp.toml"

work=$(mktemp -d)
trap 'rm -rf "$work"; stage_summary' EXIT

check_linux() {
	echo "package-check: dist/Othello.tar.xz holds:"
	tar tJf dist/Othello.tar.xz | sed 's/^/  /'
	tar xJf dist/Othello.tar.xz -C "$work"
	for f in usr/local/bin/othello usr/local/share/applications/org.example.othello.desktop \
		usr/local/share/pixmaps/org.example.othello.png Makefile; do
		[ -e "$work/$f" ] || fail "the archive lacks $f"
	done

	desktop="$work/usr/local/share/applications/org.example.othello.desktop"
	desktop-file-validate "$desktop" || fail "invalid .desktop entry"
	for line in 'Name=Othello' 'Exec=othello' 'Icon=org.example.othello' 'Categories=Game;BoardGame;'; do
		grep -qxF "$line" "$desktop" || fail ".desktop entry lacks $line"
	done
	# the words in each language of the window, as the .deb's entry has them
	for code in $(ls view/i18n/translations | sed -n 's/\.json$//p' | grep -vx en); do
		want="Comment[$code]=$(jq -r '."package|Comment"' "view/i18n/translations/$code.json")"
		grep -qxF "$want" "$desktop" || fail ".desktop entry lacks $want"
	done

	size=$(identify -format '%wx%h' "$work/usr/local/share/pixmaps/org.example.othello.png")
	[ "$size" = 512x512 ] || fail "packaged icon is $size, want 512x512"
	[ "$(identify -format '%wx%h' resources/icon.png)" = 512x512 ] || fail "resources/icon.png is not 512x512"
	# the icon must still show its two discs when scaled down to 16 px: the
	# top-left quarter is dark (black disc), the bottom-right light (white disc)
	dark=$(convert resources/icon.png -resize 16x16 -crop 6x6+3+3 +repage -colorspace Gray -format '%[fx:mean]' info:)
	light=$(convert resources/icon.png -resize 16x16 -crop 5x5+9+9 +repage -colorspace Gray -format '%[fx:mean]' info:)
	awk -v d="$dark" -v l="$light" 'BEGIN { exit !(d < 0.35 && l > 0.6) }' || fail "icon at 16 px: dark part $dark, light part $light"

	[[ "$("$work/usr/local/bin/othello" version)" == "othello "* ]] || fail "packaged binary does not run"

	# "make user-install" from the unpacked archive installs into ~/.local
	(cd "$work" && HOME="$work/home" make user-install >/dev/null)
	for f in .local/bin/othello .local/share/applications/org.example.othello.desktop .local/share/icons/org.example.othello.png; do
		[ -e "$work/home/$f" ] || fail "user-install did not install $f"
	done
	grep -q "^Exec=$work/home/.local/bin/othello" "$work/home/.local/share/applications/org.example.othello.desktop" ||
		fail "user-install did not point Exec at the installed binary"

	# the .deb's entry says what the archive's says, and a little more
	dpkg-deb --fsys-tarfile "dist/othello_${version}_amd64.deb" |
		tar xO ./usr/share/applications/org.example.othello.desktop >"$work/deb.desktop"
	while read -r line; do
		[ -z "$line" ] || grep -qxF "$line" "$work/deb.desktop" || fail "the .deb's .desktop entry lacks the archive's $line"
	done <"$desktop"
	echo "package-check: ok (archive, user install, .desktop entries)"
}

check_windows() {
	kind=$(file -b dist/Othello.exe)
	case "$kind" in
	*"PE32+ executable (GUI) x86-64"*) ;;
	*) fail "dist/Othello.exe is [$kind], want a 64-bit Windows GUI program" ;;
	esac
	LC_ALL=C wrestool -x --type=14 dist/Othello.exe -o "$work/exe.ico" || fail "dist/Othello.exe has no icon resource"
	LC_ALL=C wrestool -x --raw --type=3 dist/Othello.exe -o "$work/exe-icon.png"
	size=$(identify -format '%wx%h' "$work/exe-icon.png")
	[ "$size" = 512x512 ] || fail "the Windows icon is $size, want 512x512"
	echo "package-check: ok ($kind, icon $size)"
}
if linux; then
	stage "checks of the Linux packages" check_linux
	sudo=""
	[ "$(id -u)" -eq 0 ] || sudo="sudo"
	stage "Debian package: lintian, installed with apt-get, validated, run, removed" $sudo scripts/deb-check.sh "dist/othello_${version}_amd64.deb"
fi
if windows; then stage "checks of the Windows executable" check_windows; fi
