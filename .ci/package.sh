#!/usr/bin/env bash
# Packages Decknamen for one operating system with the fyne CLI (v1.7.0,
# built from .ci/fyne into bin/fyne by the Makefile):
#
#   .ci/package.sh linux    dist/decknamen-<version>-linux-<arch>.tar.xz
#   .ci/package.sh windows  dist/decknamen-<version>-windows-amd64.zip (cross-compiled with mingw-w64)
#                           and dist/decknamen-<version>-windows-amd64-setup.exe (NSIS installer)
#   .ci/package.sh darwin   dist/decknamen-<version>-macos-<arch>.dmg  (only on a Mac)
#   .ci/package.sh web      dist/web/ (the page to put on any static host) and
#                           dist/decknamen-<version>-web.zip
#
# `fyne package --release` builds with -trimpath, -ldflags "-s -w" (and
# -H=windowsgui on Windows) and -tags release, embeds FyneApp.toml's metadata
# and icon, and writes the platform's package. It reads FyneApp.toml from the
# directory it builds and rewrites it (Build+1), and it adds generated files
# there while it builds, so it runs on a copy of cmd/decknamen in
# dist/.stage/<os>/decknamen: the source tree stays untouched, and the
# leading dot keeps the copy out of `go ./...`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
os=${1:?usage: .ci/package.sh linux|windows|darwin|web|check}
fyne=$root/bin/fyne

version=$(sed -n 's/^Version = "\(.*\)"$/\1/p' FyneApp.toml)
[ -n "$version" ] || { echo "package: no Version in FyneApp.toml" >&2; exit 1; }
arch=${GOARCH:-$(go env GOARCH)}
mkdir -p dist

stage=dist/.stage/$os/decknamen
rm -rf "dist/.stage/$os"
mkdir -p "$stage"
for f in cmd/decknamen/*.go; do
	case $f in *_test.go) ;; *) cp "$f" "$stage/" ;; esac
done
cp assets/icon/icon.png "$stage/Icon.png"
sed 's|^Icon = .*|Icon = "Icon.png"|' FyneApp.toml >"$stage/FyneApp.toml"

# `check` (part of make test): the staged copy must build as it is, which an
# import that only works from cmd/ (a cmd/internal package) would break.
if [ "$os" = check ]; then
	built=yes
	(cd "$stage" && go build -o /dev/null .) || built=no
	rm -rf dist/.stage/check
	rmdir dist/.stage dist 2>/dev/null || true
	[ $built = yes ] || { echo "package: the staged copy of cmd/decknamen does not build" >&2; exit 1; }
	echo "package check: the staged copy of cmd/decknamen builds"
	exit 0
fi
[ -x "$fyne" ] || { echo "package: $fyne is missing (make builds it)" >&2; exit 1; }

# The licences that go with every package: the pictures (CC BY-SA 4.0), the
# font (OFL 1.1), the app's own notice and licence, and those of the Go
# modules compiled into the binary.
licences=dist/.stage/$os/licences
mkdir -p "$licences"
cp assets/pictures/LICENSE "$licences/LICENSE-pictures-OpenMoji-CC-BY-SA-4.0.txt"
cp assets/pictures/fantasy/LICENSE "$licences/LICENSE-fantasy-pictures-OpenMoji-CC-BY-SA-4.0.txt"
cp assets/fonts/OFL.txt "$licences/LICENSE-font-AtkinsonHyperlegibleNext-OFL.txt"
cp .ci/package/NOTICE.txt "$licences/NOTICE.txt"
cp LICENSE "$licences/LICENSE.txt"
goenv=(CGO_ENABLED=1 GOOS="$os")
[ "$os" = web ] && goenv=(CGO_ENABLED=0 GOOS=js GOARCH=wasm)
env "${goenv[@]}" go list -tags release -deps -f '{{with .Module}}{{.Path}} {{.Version}} {{.Dir}}{{end}}' ./cmd/decknamen |
	sort -u | while read -r path ver dir; do
		[ "$path" = github.com/decknamen/decknamen ] && continue
		lic=$(ls "$dir" 2>/dev/null | grep -iE '^(licen[cs]e|copying)(\.md|\.txt)?$' | head -1 || true)
		{
			printf '==== %s %s ====\n\n' "$path" "$ver"
			if [ -n "$lic" ]; then cat "$dir/$lic"; else echo "(no licence file in the module)"; fi
			printf '\n'
		} >>"$licences/THIRD-PARTY-LICENSES.txt"
	done
{
	printf '==== Go %s (standard library and runtime) ====\n\n' "$(go env GOVERSION)"
	cat "$(go env GOROOT)/LICENSE"
} >>"$licences/THIRD-PARTY-LICENSES.txt"

cd "$stage"
case $os in
linux)
	"$fyne" package --os linux --release
	name=decknamen-$version-linux-$arch
	# Fyne's tarball (usr/local/... and a Makefile with install targets), plus the licences.
	mkdir tar && tar -xJf Decknamen.tar.xz -C tar
	cp "$root/$licences"/* tar/
	tar -cJf "$root/dist/$name.tar.xz" --owner=0 --group=0 --sort=name -C tar .
	;;
windows)
	export CGO_ENABLED=1 GOOS=windows GOARCH=${GOARCH:-amd64}
	export CC=${CC:-x86_64-w64-mingw32-gcc}
	command -v "$CC" >/dev/null || { echo "package: $CC is missing (make deps-windows installs it)" >&2; exit 1; }
	"$fyne" package --os windows --release
	name=decknamen-$version-windows-$GOARCH
	mkdir "$name" && mv Decknamen.exe "$name/" && cp "$root/$licences"/* "$name/"
	rm -f "$root/dist/$name.zip"
	zip -q -X -r "$root/dist/$name.zip" "$name"
	# The installer (NSIS, .ci/package/decknamen.nsi): the same files,
	# installed per user, with the icon as .ico for its own window.
	convert "$root/assets/icon/icon.png" -define icon:auto-resize=256,64,48,32,16 icon.ico
	setup=decknamen-$version-windows-$GOARCH-setup.exe
	makensis -V2 -DVERSION="$version" -DSRC="$PWD/$name" -DICON="$PWD/icon.ico" \
		-DOUTFILE="$root/dist/$setup" "$root/.ci/package/decknamen.nsi"
	ls -l "$root/dist/$setup"
	;;
darwin)
	"$fyne" package --os darwin --release
	# fyne package leaves the App Store category empty; name it.
	perl -pi -e 's|public\.app-category\.</string>|public.app-category.board-games</string>|' Decknamen.app/Contents/Info.plist
	# An ad-hoc signature over the whole bundle (no Apple developer ID): the
	# app opens after right-click → Open instead of being called damaged.
	if command -v codesign >/dev/null; then codesign --force --deep --sign - Decknamen.app; fi
	# A disk image: the app, a link to /Applications to drag it onto, and
	# the licences.
	name=decknamen-$version-macos-$arch
	mkdir "$name" && mv Decknamen.app "$name/" && cp "$root/$licences"/* "$name/"
	ln -s /Applications "$name/Applications"
	command -v hdiutil >/dev/null || { echo "package: hdiutil is missing (the .dmg is made on a Mac)" >&2; exit 1; }
	rm -f "$root/dist/$name.dmg"
	hdiutil create -volname "Decknamen $version" -srcfolder "$name" -fs HFS+ -format UDZO -ov "$root/dist/$name.dmg"
	;;
web)
	# fyne package -os wasm builds with GOOS=js GOARCH=wasm and -tags
	# release, but for the web it adds neither -trimpath nor -ldflags "-s
	# -w" (v1.7.0, only for the desktop systems): GOFLAGS brings them, as
	# fyne passes GOFLAGS' -ldflags= entries on to go build. It writes
	# wasm/ with its own index.html, Go's wasm_exec.js, the icon, the
	# spinners and the colours of the loading page.
	# In the browser Fyne (v2.8.1) delivers clicks and keys on goroutines
	# of their own, not on its main loop as on the desktop. An app not
	# marked as moved to fyne.Do gets every widget call from there sent
	# to the main loop and waited for, one by one: a move then took
	# seconds, and "C" did not reach the clue entry. Decknamen does all
	# its own goroutines' work through fyne.Do, so the web build says so
	# (fyne then also builds with -tags migrated_fynedo).
	printf '\n[Migrations]\nfyneDo = true\n' >>FyneApp.toml
	GOFLAGS="-trimpath -ldflags=-s -ldflags=-w" "$fyne" package --os wasm --release
	"$root/.ci/web/post-process.sh" wasm "$root/dist/web" "$version" "$root/$licences"
	name=decknamen-$version-web
	rm -rf "$name" "$root/dist/$name.zip"
	cp -r "$root/dist/web" "$name"
	zip -q -X -r "$root/dist/$name.zip" "$name"
	;;
*)
	echo "package: unknown OS $os (linux, windows, darwin or web)" >&2
	exit 2
	;;
esac
cd "$root"
rm -rf "dist/.stage/$os"
rmdir dist/.stage 2>/dev/null || true
ls -l "dist/$name".*
