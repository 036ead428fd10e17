#!/usr/bin/env bash
# Checks the Debian package as CI does on the test machine (root, Debian
# 12): lintian on the file (errors fail, warnings are printed), then
# installs it with apt-get (which brings in its dependencies), lists it,
# validates the installed .desktop entry and AppStream metainfo, checks the
# icons' sizes, runs "othello help" and "othello version" from /usr/bin,
# reads the man pages, then removes the package and checks that its files
# are gone. An othello package installed before is replaced, then removed.
# Usage: scripts/deb-check.sh [PACKAGE.deb]
#   (default: dist/othello_VERSION_amd64.deb, from scripts/package.sh deb)
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=C.UTF-8 LC_ALL=
fail() { echo "deb-check: $*" >&2; exit 1; }

version=$(sed -n 's/^[[:space:]]*Version[[:space:]]*=[[:space:]]*"\(.*\)"[[:space:]]*$/\1/p' FyneApp.toml | head -n 1)
id=$(sed -n 's/^[[:space:]]*ID[[:space:]]*=[[:space:]]*"\(.*\)"[[:space:]]*$/\1/p' FyneApp.toml | head -n 1)
deb=$(realpath -- "${1:-dist/othello_${version}_amd64.deb}")
[ -f "$deb" ] || fail "no $deb: build it first with scripts/package.sh deb"
[ "$(id -u)" -eq 0 ] || fail "installing the package needs root (CI runs this as root): sudo $0 ${1:-}"
need() { command -v "$1" >/dev/null || fail "needs $1 (Debian package $2; scripts/install-deps.sh installs it)"; }
need apt-get apt
need dpkg-deb dpkg
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
need man man-db
need lintian lintian
need identify imagemagick

[ "$(dpkg-deb -f "$deb" Package)" = othello ] || fail "$deb is not the othello package"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "$deb is version $(dpkg-deb -f "$deb" Version), FyneApp.toml says $version"

work=$(mktemp -d)
installed=""
cleanup() {
	# a check that failed leaves the package installed: remove it
	if [ -n "$installed" ]; then
		apt-get remove -y -qq -o DPkg::Lock::Timeout=120 othello >/dev/null 2>&1 || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT

echo "deb-check: lintian $(basename "$deb")"
# lintian warns about running as root on every run: not about the package
lintian --pedantic "$deb" 2>&1 | grep -v 'running with root privileges' | tee "$work/lintian" || true
if grep -q '^E: ' "$work/lintian"; then
	fail "lintian reports errors"
fi

echo "deb-check: apt-get install $deb"
if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -o DPkg::Lock::Timeout=120 "$deb" >"$work/apt" 2>&1; then
	cat "$work/apt" >&2
	fail "apt-get could not install the package (if a dependency could not be found: apt-get update first)"
fi
installed=yes
[[ "$(dpkg-query -W -f='${db:Status-Abbrev}' othello)" == "ii "* ]] || fail "othello is not installed after apt-get install"

echo "deb-check: dpkg -L othello"
dpkg -L othello >"$work/files"
sed 's/^/  /' "$work/files"
for f in /usr/bin/othello "/usr/share/applications/$id.desktop" "/usr/share/metainfo/$id.metainfo.xml" \
	"/usr/share/icons/hicolor/scalable/apps/$id.svg" /usr/share/man/man1/othello.1.gz \
	/usr/share/bash-completion/completions/othello /usr/share/zsh/vendor-completions/_othello \
	/usr/share/fish/vendor_completions.d/othello.fish /usr/share/doc/othello/copyright /usr/share/doc/othello/changelog.gz; do
	grep -qxF "$f" "$work/files" || fail "the package lacks $f"
	[ -f "$f" ] || fail "$f is not installed (a dpkg path-exclude in /etc/dpkg/dpkg.cfg.d/?)"
done
for size in 16 22 24 32 48 64 128 256 512; do
	icon="/usr/share/icons/hicolor/${size}x$size/apps/$id.png"
	[ -f "$icon" ] || fail "the package lacks $icon"
	[ "$(identify -format '%wx%h' "$icon")" = "${size}x$size" ] || fail "$icon is $(identify -format '%wx%h' "$icon")"
done

echo "deb-check: desktop-file-validate /usr/share/applications/$id.desktop"
desktop-file-validate "/usr/share/applications/$id.desktop" || fail "invalid .desktop entry"
for line in Exec=othello "Icon=$id"; do
	grep -qxF "$line" "/usr/share/applications/$id.desktop" || fail "the .desktop entry lacks $line"
done

echo "deb-check: appstreamcli validate --no-net /usr/share/metainfo/$id.metainfo.xml"
appstreamcli validate --no-net "/usr/share/metainfo/$id.metainfo.xml" || fail "invalid AppStream metainfo"
grep -qF "<launchable type=\"desktop-id\">$id.desktop</launchable>" "/usr/share/metainfo/$id.metainfo.xml" ||
	fail "the metainfo does not launch $id.desktop"
grep -qF "<release version=\"$version\"" "/usr/share/metainfo/$id.metainfo.xml" || fail "the metainfo lacks release $version"

# from another folder, with a user's PATH and nothing else of this shell's
# environment: the installed binary, not the repository's
run() { (cd / && env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$work" LANG=C.UTF-8 "$@"); }
[ "$(run sh -c 'command -v othello')" = /usr/bin/othello ] || fail "othello on the PATH is $(run sh -c 'command -v othello'), not /usr/bin/othello"
echo "deb-check: othello help"
run othello help >"$work/help" || fail "othello help exited $?"
grep -q perft "$work/help" || fail "othello help does not list perft: $(head -n 3 "$work/help")"
echo "deb-check: othello version"
out=$(run othello version) || fail "othello version exited $?"
echo "  $out"
[[ "$out" == "othello $version"* ]] || fail "othello version says [$out], the package is $version"

echo "deb-check: man othello"
zcat /usr/share/man/man1/othello.1.gz | grep -q '^\.SH "\{0,1\}NAME' || fail "othello.1.gz has no NAME section"
page=$(run env MANPAGER=cat MANWIDTH=80 man othello 2>&1) || fail "man othello failed: $page"
grep -qx NAME <<<"$page" || fail "man othello shows no NAME section: $(head -n 5 <<<"$page")"
sed -n '/^NAME$/,/^$/p' <<<"$page" | sed 's/^/  /'
while read -r cmd; do
	run env MANPAGER=cat MANWIDTH=80 man "othello-$cmd" 2>/dev/null | grep -x NAME >/dev/null || fail "man othello-$cmd shows no NAME section"
done < <(sed -n 's|^/usr/share/man/man1/othello-\(.*\)\.1\.gz$|\1|p' "$work/files")
bash -n /usr/share/bash-completion/completions/othello || fail "the bash completion does not parse"

echo "deb-check: apt-get remove othello"
DEBIAN_FRONTEND=noninteractive apt-get remove -y -o DPkg::Lock::Timeout=120 othello >"$work/apt" 2>&1 ||
	{ cat "$work/apt" >&2; fail "apt-get remove failed"; }
installed=""
status=$(dpkg-query -W -f='${db:Status-Abbrev}' othello 2>/dev/null || true)
[[ -z "$status" || "$status" == "un "* || "$status" == "rc "* ]] || fail "othello is still installed after removal ($status)"
left=0
while read -r f; do
	if [ -e "$f" ] && [ ! -d "$f" ]; then
		echo "deb-check: $f is still there after removal" >&2
		left=1
	fi
done <"$work/files"
[ "$left" -eq 0 ] || fail "files left behind after removal"
[ ! -e /usr/share/doc/othello ] || fail "/usr/share/doc/othello is still there after removal"
echo "deb-check: ok ($(dpkg-deb -f "$deb" Depends))"
