#!/usr/bin/env bash
# Builds the distributable packages into dist/:
#   dist/Othello.tar.xz  Linux: the binary, the .desktop entry, the icon and a
#                        Makefile ("make user-install" installs into ~/.local)
#   dist/othello_VERSION_amd64.deb
#                        Debian: /usr/bin/othello, the .desktop entry, the
#                        hicolor icons, the AppStream metainfo, the man pages
#                        and shell completions the binary writes itself, the
#                        copyright and changelog; Depends computed by
#                        dpkg-shlibdeps (VERSION is FyneApp.toml's Version)
#   dist/Othello.exe     Windows: a GUI program (no console) with the icon embedded
# Usage: scripts/package.sh [linux|deb|windows|all]...   (all by default;
# the archive and the .deb built together share one link of the binary)
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=C.UTF-8 LC_ALL=
targets=" ${*:-all} "
for target in $targets; do
	case "$target" in
	linux | deb | windows | all) ;;
	*)
		echo "usage: scripts/package.sh [linux|deb|windows|all]..." >&2
		exit 2
		;;
	esac
done
# wanted TARGET: was TARGET (or all) asked for
wanted() { [[ "$targets" == *" $1 "* || "$targets" == *" all "* ]]; }
mkdir -p dist

# FyneApp.toml keeps the metadata: KEY = "value" lines, and lists
# KEY = ["a", "b"], read here as a;b; (the .desktop form).
toml() { sed -n "s/^[[:space:]]*$1[[:space:]]*=[[:space:]]*\"\(.*\)\"[[:space:]]*$/\1/p" FyneApp.toml | head -n 1; }
toml_list() {
	sed -n "s/^[[:space:]]*$1[[:space:]]*=[[:space:]]*\[\(.*\)\][[:space:]]*$/\1/p" FyneApp.toml | head -n 1 |
		sed 's/"[[:space:]]*,[[:space:]]*"/;/g; s/^[[:space:]]*"//; s/"[[:space:]]*$/;/'
}

# fyne package counts builds up in FyneApp.toml; a package build should not
# change the source tree, so the file is put back afterwards.
metadata=$(mktemp)
tmp=$(mktemp -d)
cp FyneApp.toml "$metadata"
trap 'cp "$metadata" FyneApp.toml; rm -rf "$metadata" "$tmp"' EXIT

# The Linux binary, built once for the archive and the .deb. The compile
# flags of the test command's build, so that this only links (-trimpath
# would compile everything again); -s -w strips the symbols. -buildvcs=true
# whatever GOFLAGS says: "othello version" names the commit packaged.
binary="$tmp/bin/othello"
build_binary() {
	[ -e "$binary" ] || go build -buildvcs=true -ldflags "-s -w" -o "$binary" .
}


# The man pages and shell completions, written by the binary itself from
# its flag definitions, into $1.
generate_docs() {
	local out=$1 shell
	mkdir -p "$out/man"
	if ! "$binary" man "$out/man" >"$out/log" 2>&1 || [ ! -s "$out/man/othello.1" ]; then
		{
			echo "package: the .deb needs the man pages, and this binary does not write them:"
			echo "  'othello man DIR' must write othello.1 and othello-COMMAND.1 into DIR; it printed:"
			sed 's/^/    /' "$out/log"
		} >&2
		exit 1
	fi
	for shell in bash zsh fish; do
		if ! "$binary" completion "$shell" >"$out/completion.$shell" 2>"$out/log" || [ ! -s "$out/completion.$shell" ]; then
			{
				echo "package: the .deb needs the shell completions, and this binary does not print them:"
				echo "  'othello completion $shell' must print the $shell completion script; it printed:"
				sed 's/^/    /' "$out/log"
			} >&2
			exit 1
		fi
	done
}

# Validates the AppStream metainfo $1 offline; warnings are printed, errors
# fail.
validate_metainfo() {
	if command -v appstreamcli >/dev/null; then
		appstreamcli validate --no-net "$1"
	elif command -v appstream-util >/dev/null; then
		appstream-util validate-relax --nonet "$1"
	else
		echo "package: validating the AppStream metainfo needs appstreamcli (Debian package appstream)" >&2
		return 1
	fi
}

# The translations of the package's words: "CODE<TAB>KEY<TAB>TEXT" for
# each language of view/i18n/translations but English, and each "package|KEY"
# message it says otherwise than English.
package_translations() {
	local file code
	for file in view/i18n/translations/*.json; do
		code=$(basename "$file" .json)
		[ "$code" = en ] && continue
		jq -r --arg code "$code" --slurpfile en view/i18n/translations/en.json \
			'to_entries[] | select((.key | startswith("package|")) and (.value | type == "string") and .value != $en[0][.key])
			 | [$code, (.key | ltrimstr("package|")), .value] | @tsv' "$file"
	done
}

# The .desktop entry's translated lines: Comment[fr]=..., and so on.
desktop_translations() {
	local code key text
	package_translations | while IFS=$'\t' read -r code key text; do
		case $key in Name | GenericName | Comment | Keywords) printf '%s[%s]=%s\n' "$key" "$code" "$text" ;; esac
	done | sort
}

# translate_metainfo adds after each English summary, paragraph and list
# item of the metainfo on stdin its translations, as xml:lang elements.
translate_metainfo() {
	local pairs
	pairs=$(mktemp)
	# "ENGLISH<TAB>CODE<TAB>TEXT", the texts escaped for XML
	package_translations | while IFS=$'\t' read -r code key text; do
		english=$(jq -r --arg k "package|$key" '.[$k]' view/i18n/translations/en.json)
		[ "$key" = Name ] || [ "$key" = Comment ] || [ "$key" = Description ] || [ "$key" = Terminal ] || [[ "$key" == Feature* ]] || continue
		printf '%s\t%s\t%s\n' "$english" "$code" "$(printf '%s' "$text" | sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g')"
	done >"$pairs"
	awk -F'\t' 'NR == FNR { tr[$1] = tr[$1] $2 "\t" $3 "\n"; next }
		{ print }
		match($0, /^ *<(name|summary|p|li)>/) {
			tag = substr($0, RSTART, RLENGTH); sub(/^ */, "", tag); gsub(/[<>]/, "", tag)
			indent = $0; sub(/<.*/, "", indent)
			text = $0; sub(/^ *<[a-z]+>/, "", text); sub(/<\/[a-z]+> *$/, "", text)
			n = split(tr[text], lines, "\n")
			for (i = 1; i < n; i++) {
				split(lines[i], f, "\t")
				printf "%s<%s xml:lang=\"%s\">%s</%s>\n", indent, tag, f[1], f[2], tag
			}
		}' "$pairs" -
	rm -f "$pairs"
}

# The Expat (MIT) licence of LICENSE as a machine-readable
# debian/copyright.
copyright_file() {
	local holder
	[ "$(head -n 1 LICENSE)" = "MIT License" ] ||
		{ echo "package: LICENSE is no longer the MIT licence: update copyright_file in $0" >&2; exit 1; }
	holder=$(sed -n 's/^Copyright ([cC]) //p' LICENSE | head -n 1)
	[ -n "$holder" ] || { echo "package: no 'Copyright (c) ...' line in LICENSE" >&2; exit 1; }
	cat <<-EOF
		Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
		Upstream-Name: $name
		Upstream-Contact: $maintainer
		Source: $website

		Files: *
		Copyright: $holder
		License: Expat

		Files: resources/fonts/*
		Copyright: 2010-2012, Google Corporation
		Comment: Noto Sans CJK, cut to the glyphs of the translations by scripts/subset-cjk-font.sh
		License: OFL-1.1

		License: Expat
	EOF
	# the text after the copyright line, indented; blank lines become " ."
	sed '1,/^Copyright /d' LICENSE | sed '/./,$!d' | sed 's/^$/./; s/^/ /'
	echo
	echo "License: OFL-1.1"
	sed '1,/^SIL OPEN FONT LICENSE/{/^SIL OPEN FONT LICENSE/!d}' resources/fonts/LICENSE-NotoSansCJK.txt | sed 's/^$/./; s/^/ /'
}

if wanted linux; then
	command -v jq >/dev/null || { echo "package: the archive's translated .desktop lines need jq" >&2; exit 1; }
	build_binary
	go tool fyne package -os linux --release --exe "$binary" >/dev/null
	# fyne writes the .desktop entry in English: the translated lines go in
	# as they do in the .deb's
	mkdir "$tmp/archive"
	tar -xJf Othello.tar.xz -C "$tmp/archive"
	entry=$(find "$tmp/archive" -name '*.desktop' | head -n 1)
	[ -n "$entry" ] || { echo "package: fyne's archive holds no .desktop entry" >&2; exit 1; }
	{ printf '%s\n' "$(cat "$entry")"; desktop_translations; } >"$tmp/entry" # no blank line between
	mv "$tmp/entry" "$entry"
	(cd "$tmp/archive" && tar --owner=0 --group=0 -cJf "$OLDPWD/dist/Othello.tar.xz" -- *)
	rm Othello.tar.xz
	echo "dist/Othello.tar.xz"
fi

if wanted deb; then
	for tool in dpkg-deb dpkg-shlibdeps desktop-file-validate convert jq; do
		command -v "$tool" >/dev/null || {
			echo "package: the .deb needs $tool (Debian packages dpkg-dev, desktop-file-utils, imagemagick, jq)" >&2
			exit 1
		}
	done
	id=$(toml ID)
	name=$(toml Name)
	version=$(toml Version)
	website=$(toml Website)
	if [ -z "$id" ] || [ -z "$name" ] || [ -z "$version" ] || [ -z "$website" ]; then
		echo "package: FyneApp.toml lacks one of ID, Name, Version, Website" >&2
		exit 1
	fi
	maintainer=${DEB_MAINTAINER:-$(git log -1 --format='%an <%ae>')}
	# dates and file times from the last commit, so that two builds of one
	# commit give the same package
	read -r commit commit_time < <(git log -1 --format='%h %ct')
	[ -z "$(git status --porcelain --untracked-files=no)" ] || commit="$commit, with changes not committed"
	SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$commit_time}
	export SOURCE_DATE_EPOCH
	build_binary
	generate_docs "$tmp/docs"

	root="$tmp/deb/root"
	share="$root/usr/share"
	mkdir -p "$root/DEBIAN" "$root/usr/bin" "$share/applications" "$share/metainfo" \
		"$share/man/man1" "$share/doc/othello" "$share/icons/hicolor/scalable/apps" \
		"$share/bash-completion/completions" "$share/zsh/vendor-completions" "$share/fish/vendor_completions.d"
	cp "$binary" "$root/usr/bin/othello"

	desktop="$share/applications/$id.desktop"
	cat >"$desktop" <<-EOF
		[Desktop Entry]
		Type=Application
		Name=$name
		GenericName=$(toml GenericName)
		Exec=othello
		Icon=$id
		Comment=$(toml Comment)
		Categories=$(toml_list Categories)
		Keywords=$(toml_list Keywords)
		Terminal=false
	EOF
	# the name, comment and keywords in each language of the window
	desktop_translations >>"$desktop"
	desktop-file-validate "$desktop"

	# the icon in the hicolor sizes, scaled from the 512 px PNG; no dates
	# in the PNGs
	for size in 16 22 24 32 48 64 128 256 512; do
		mkdir -p "$share/icons/hicolor/${size}x$size/apps"
		convert resources/icon.png -resize "${size}x$size" -strip -define png:exclude-chunks=date,time \
			"PNG32:$share/icons/hicolor/${size}x$size/apps/$id.png"
	done
	cp resources/icon.svg "$share/icons/hicolor/scalable/apps/$id.svg"

	# the screenshots the metainfo names are the README's images
	while read -r shot; do
		[ -f "view/testdata/$shot" ] || { echo "package: the metainfo names screenshots/$shot, not in view/testdata/" >&2; exit 1; }
	done < <(sed -n 's|.*@WEBSITE@/screenshots/\([^<]*\)<.*|\1|p' resources/linux/metainfo.xml.in)
	metainfo="$share/metainfo/$id.metainfo.xml"
	sed -e "s|@ID@|$id|g; s|@NAME@|$name|g; s|@SUMMARY@|$(toml Comment)|g; s|@WEBSITE@|$website|g" \
		-e "s|@VERSION@|$version|g; s|@DATE@|$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)|g" \
		resources/linux/metainfo.xml.in | translate_metainfo >"$metainfo"
	validate_metainfo "$metainfo"

	for page in "$tmp/docs/man"/*.1; do
		gzip -9n -c "$page" >"$share/man/man1/$(basename "$page").gz"
	done
	cp "$tmp/docs/completion.bash" "$share/bash-completion/completions/othello"
	cp "$tmp/docs/completion.zsh" "$share/zsh/vendor-completions/_othello"
	cp "$tmp/docs/completion.fish" "$share/fish/vendor_completions.d/othello.fish"

	copyright_file >"$share/doc/othello/copyright"
	# Policy puts the binaries of section games in /usr/games; this one is
	# also the engine's command-line tool (perft, solve, the NBoard engine
	# other programs run), so it is in /usr/bin, on every user's PATH.
	mkdir -p "$share/lintian/overrides"
	echo "othello: package-section-games-but-contains-no-game" >"$share/lintian/overrides/othello"
	# A native package (the packaging lives in the project), so its
	# changelog is changelog.gz (Debian policy 12.7).
	{
		echo "othello ($version) unstable; urgency=medium"
		echo
		echo "  * Version $version, built from commit $commit."
		echo
		echo " -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
	} | gzip -9n >"$share/doc/othello/changelog.gz"

	# Depends: the libraries the binary links against, with the versions
	# their symbols need (dpkg-shlibdeps, which wants a debian/control).
	mkdir -p "$tmp/deb/debian"
	printf 'Source: othello\n\nPackage: othello\nArchitecture: any\n' >"$tmp/deb/debian/control"
	depends=$(cd "$tmp/deb" && dpkg-shlibdeps -O -e root/usr/bin/othello 2>"$tmp/shlibdeps.log" | sed -n 's/^shlibs:Depends=//p') ||
		{ cat "$tmp/shlibdeps.log" >&2; exit 1; }
	[ -n "$depends" ] || { echo "package: dpkg-shlibdeps found no dependency" >&2; cat "$tmp/shlibdeps.log" >&2; exit 1; }
	# Recommends: the X11 extension libraries GLFW opens at run time
	# (dlopen: the cursor shapes, monitors, input), named in the binary but
	# not linked, so dpkg-shlibdeps does not see them; the window works
	# without them.
	recommends=""
	needed=$(readelf -d "$binary")
	for lib in $(strings -n 8 "$binary" | grep -xE 'libX[A-Za-z0-9_-]*\.so\.[0-9]+' | sort -u); do
		[[ "$needed" != *"[$lib]"* ]] || continue
		# awk reads to the end: exiting early would kill ldconfig with
		# SIGPIPE, which pipefail makes a failure
		path=$(ldconfig -p | awk -v l="$lib" '$1 == l && /x86-64/ && !found { print $NF; found = 1 }')
		pkg=""
		[ -z "$path" ] || pkg=$(dpkg -S "$path" "/usr${path#/usr}" 2>/dev/null | head -n 1 | cut -d: -f1) || true
		if [ -z "$pkg" ]; then
			echo "package: $lib (opened at run time by the binary) is not installed here: left out of Recommends" >&2
			continue
		fi
		recommends="${recommends:+$recommends, }$pkg"
	done

	find "$root" -type d -exec chmod 0755 {} +
	find "$root" -type f -exec chmod 0644 {} +
	chmod 0755 "$root/usr/bin/othello"
	installed_size=$(find "$root" -path "$root/DEBIAN" -prune -o \( -type f -printf '%s\n' \) -o \( -type d -printf '1024\n' \) |
		awk '{ kb += int(($1 + 1023) / 1024) } END { print kb }')
	(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
	{
		echo "Package: othello"
		echo "Version: $version"
		echo "Architecture: amd64"
		echo "Maintainer: $maintainer"
		echo "Installed-Size: $installed_size"
		echo "Depends: $depends"
		[ -z "$recommends" ] || echo "Recommends: $recommends"
		echo "Section: games"
		echo "Priority: optional"
		echo "Homepage: $website"
		cat <<-EOF
			Description: board game Othello (Reversi) against the computer
			 A desktop Othello (Reversi) game: choose EASY, MEDIUM, HARD or EXPERT
			 and play against the computer, with sound effects, hints, undo, game
			 files, analysis of a game and boards from 4x4 to 10x10.
			 .
			 The same program runs its engine from a terminal: move counting
			 (perft), an exact endgame solver, best moves, matches between levels,
			 game analysis, a line protocol and the NBoard engine protocol.
		EOF
	} >"$root/DEBIAN/control"
	chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
	find "$root" -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +

	deb="dist/othello_${version}_amd64.deb"
	dpkg-deb --build --root-owner-group "$root" "$deb" >/dev/null
	echo "$deb"
fi

if wanted windows; then
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
