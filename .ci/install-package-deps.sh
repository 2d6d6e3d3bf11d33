#!/usr/bin/env bash
# Installs what the packaging targets need besides the build's own packages
# (.ci/install-deps.sh), when it is missing:
#
#   linux    xz for the tar.xz
#   windows  the mingw-w64 cross compiler, zip, NSIS (makensis) for the
#            installer and ImageMagick for its icon
#   deb      dpkg-dev (dpkg-shlibdeps), rsvg-convert for the icons and the
#            validators of the .desktop and AppStream files
#   test     make test-packages: all of the above, plus Wine (64-bit), Xvfb,
#            xdotool and ImageMagick to start the packages and look at them
#
# Debian and Ubuntu only (apt-get, with sudo when not root); elsewhere it
# says what is missing.
set -euo pipefail
what=${1:?usage: install-package-deps.sh linux|windows|darwin|deb|test}

# Each entry is "command:Debian package".
linux=(xz:xz-utils)
windows=(x86_64-w64-mingw32-gcc:gcc-mingw-w64-x86-64 zip:zip makensis:nsis convert:imagemagick)
deb=(dpkg-shlibdeps:dpkg-dev rsvg-convert:librsvg2-bin desktop-file-validate:desktop-file-utils appstreamcli:appstream)
case $what in
linux) need=("${linux[@]}") ;;
windows) need=("${windows[@]}") ;;
darwin) need=(hdiutil:) ;;
deb) need=("${linux[@]}" "${deb[@]}") ;;
test) need=("${linux[@]}" "${windows[@]}" "${deb[@]}" wine64:wine64 xdotool:xdotool import:imagemagick
	Xvfb:xvfb xvfb-run:xvfb unzip:unzip python3:python3) ;;
*) echo "install-package-deps: unknown target $what" >&2; exit 2 ;;
esac

# Debian installs Wine's 64-bit loader as /usr/lib/wine/wine64, not on PATH.
have() {
	case $1 in
	wine64) command -v wine64 >/dev/null 2>&1 || [ -x /usr/lib/wine/wine64 ] ;;
	*) command -v "$1" >/dev/null 2>&1 ;;
	esac
}

missing=() pkgs=()
for entry in "${need[@]}"; do
	tool=${entry%%:*} pkg=${entry#*:}
	have "$tool" && continue
	missing+=("$tool")
	[ -n "$pkg" ] && pkgs+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ ${#pkgs[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "Installing the packages for $what: ${pkgs[*]}"
	sudo=()
	if [ "$(id -u)" -ne 0 ]; then
		command -v sudo >/dev/null 2>&1 || { echo "Please install as root: apt-get install ${pkgs[*]}" >&2; exit 1; }
		sudo=(sudo)
	fi
	"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
	"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 \
		--no-install-recommends "${pkgs[@]}" >/dev/null
else
	echo "Please install: ${missing[*]}" >&2
	exit 1
fi
