#!/usr/bin/env bash
# Builds dist/decknamen_<version>_<arch>.deb for Debian and Ubuntu from the
# release binary in the Linux tar.xz (make package-linux makes it first):
#
#   /usr/bin/decknamen
#   /usr/share/applications/io.github.decknamen.decknamen.desktop         (.ci/package/)
#   /usr/share/metainfo/io.github.decknamen.decknamen.metainfo.xml        (.ci/package/)
#   /usr/share/icons/hicolor/<size>/apps/io.github.decknamen.decknamen.png (rendered from assets/icon/icon.svg)
#   /usr/share/doc/decknamen/copyright and the licence files
#
# The dependencies come from dpkg-shlibdeps (the libraries the binary links).
# desktop-file-validate and appstreamcli validate must pass, else no package.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

version=$(sed -n 's/^Version = "\(.*\)"$/\1/p' FyneApp.toml)
arch=$(dpkg --print-architecture)
goarch=${GOARCH:-$(go env GOARCH)}
tarball=dist/decknamen-$version-linux-$goarch.tar.xz
[ -f "$tarball" ] || { echo "package-deb: $tarball is missing (make package-linux makes it)" >&2; exit 1; }
grep -q "<release version=\"$version\"" .ci/package/io.github.decknamen.decknamen.metainfo.xml || {
	echo "package-deb: .ci/package/io.github.decknamen.decknamen.metainfo.xml has no <release> for version $version (FyneApp.toml)" >&2
	exit 1
}

work=dist/.stage/deb
rm -rf "$work"
mkdir -p "$work/tar" "$work/pkg/DEBIAN"
tar -xJf "$tarball" -C "$work/tar"
pkg=$work/pkg
bins=("$work"/tar/usr/local/bin/*)
[ ${#bins[@]} -eq 1 ] && [ -x "${bins[0]}" ] || { echo "package-deb: expected one program in $tarball's usr/local/bin" >&2; exit 1; }

install -D -m 0755 "${bins[0]}" "$pkg/usr/bin/decknamen"
install -D -m 0644 .ci/package/io.github.decknamen.decknamen.desktop "$pkg/usr/share/applications/io.github.decknamen.decknamen.desktop"
install -D -m 0644 .ci/package/io.github.decknamen.decknamen.metainfo.xml "$pkg/usr/share/metainfo/io.github.decknamen.decknamen.metainfo.xml"
for size in 16 24 32 48 64 128 256 512; do
	dir=$pkg/usr/share/icons/hicolor/${size}x$size/apps
	mkdir -p "$dir"
	rsvg-convert -w "$size" -h "$size" assets/icon/icon.svg -o "$dir/io.github.decknamen.decknamen.png"
done
install -D -m 0644 assets/icon/icon.svg "$pkg/usr/share/icons/hicolor/scalable/apps/io.github.decknamen.decknamen.svg"

# The licences: Debian's copyright file names each part; the full texts
# are the same files every package carries.
doc=$pkg/usr/share/doc/decknamen
mkdir -p "$doc"
for f in LICENSE.txt NOTICE.txt LICENSE-pictures-OpenMoji-CC-BY-SA-4.0.txt LICENSE-fantasy-pictures-OpenMoji-CC-BY-SA-4.0.txt LICENSE-font-AtkinsonHyperlegibleNext-OFL.txt THIRD-PARTY-LICENSES.txt; do
	[ -f "$work/tar/$f" ] || { echo "package-deb: $f is missing from $tarball" >&2; exit 1; }
	install -m 0644 "$work/tar/$f" "$doc/$f"
done
gzip -9n "$doc/THIRD-PARTY-LICENSES.txt"
cat >"$doc/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Decknamen
Source: https://github.com/decknamen/decknamen

Files: *
Copyright: 2026 The Decknamen authors
License: MIT
 See /usr/share/doc/decknamen/LICENSE.txt.

Files: pictures (embedded in /usr/bin/decknamen)
Copyright: OpenMoji, the open-source emoji and icon project (https://openmoji.org)
License: CC-BY-SA-4.0
 See /usr/share/doc/decknamen/LICENSE-pictures-OpenMoji-CC-BY-SA-4.0.txt and,
 for the fantasy pictures (two drawings combined in one),
 /usr/share/doc/decknamen/LICENSE-fantasy-pictures-OpenMoji-CC-BY-SA-4.0.txt.

Files: font (embedded in /usr/bin/decknamen)
Copyright: 2020-2024 The Atkinson Hyperlegible Next Project Authors
License: OFL-1.1
 Atkinson Hyperlegible Next.
 See /usr/share/doc/decknamen/LICENSE-font-AtkinsonHyperlegibleNext-OFL.txt.

Files: Go libraries (compiled into /usr/bin/decknamen)
Copyright: their authors
License: various
 Among them the Fyne toolkit (BSD-3-Clause) and Go's standard library
 (BSD-3-Clause). Each module's licence is in
 /usr/share/doc/decknamen/THIRD-PARTY-LICENSES.txt.gz.
EOF
chmod 0644 "$doc/copyright"

# Depends: what dpkg-shlibdeps finds for the libraries the binary links
# (it wants a debian/control to read; a minimal one in a scratch folder).
shlib=$work/shlib
mkdir -p "$shlib/debian"
printf 'Source: decknamen\n\nPackage: decknamen\nArchitecture: any\n' >"$shlib/debian/control"
depends=$(cd "$shlib" && dpkg-shlibdeps -O "$root/$pkg/usr/bin/decknamen" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "package-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# GLFW (in Fyne) opens the X11 and Wayland client libraries at run time
# (dlopen), which dpkg-shlibdeps cannot see: X11 needs libX11, Xcursor,
# Xrandr, Xi and Xinerama; Wayland needs wayland-cursor, wayland-egl and
# xkbcommon.
depends="$depends, libx11-6, libxcursor1, libxrandr2, libxi6, libxinerama1, libwayland-cursor0, libwayland-egl1, libxkbcommon0"
size=$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
cat >"$pkg/DEBIAN/control" <<EOF
Package: decknamen
Version: $version
Architecture: $arch
Maintainer: The Decknamen authors <decknamen@users.noreply.github.com>
Installed-Size: $size
Depends: $depends
Recommends: pipewire-bin | pulseaudio-utils | alsa-utils
Section: games
Priority: optional
Homepage: https://github.com/decknamen/decknamen
Description: Codenames-style word and picture games on one shared screen
 Decknamen plays the Codenames family of party games on one shared screen,
 in German, Dutch and English: the word game (5x5), the picture game (5x4),
 their combinations and variants, and the code-breaking race Kodeknacker.
 Every move is saved at once. A privacy screen, a spymaster window for a
 second screen, a turn timer and keyboard play suit the classroom. It runs
 offline: no server, no account, no network.
 .
 The pulseaudio or pipewire player (or aplay) plays the time-up signal.
EOF

desktop-file-validate "$pkg/usr/share/applications/io.github.decknamen.decknamen.desktop"
# The ID (ui/appdata.ID, reverse DNS of the project's home on GitHub) must
# pass AppStream's checks with no warning, pedantic ones included.
meta="$pkg/usr/share/metainfo/io.github.decknamen.decknamen.metainfo.xml"
appstreamcli validate --no-net --pedantic "$meta" >/dev/null || {
	appstreamcli validate --no-net --pedantic "$meta" >&2
	exit 1
}

out=dist/decknamen_${version}_$arch.deb
rm -f "$out"
find "$pkg" -type d -exec chmod 0755 {} +
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$out" >/dev/null
rm -rf "$work"
rmdir dist/.stage 2>/dev/null || true
ls -l "$out"
