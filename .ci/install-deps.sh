#!/usr/bin/env bash
# Installs what building Decknamen needs, when it is missing: a C compiler
# and the OpenGL/X11/Wayland headers Fyne links against (and Xvfb for the
# smoke test, and xdotool, imagemagick, setxkbmap and xwininfo for the
# keyboard test and the monkey on the real binary). Debian and Ubuntu are
# handled with apt-get (sudo when not root); other systems get a list of
# what to install.
#
# `install-deps.sh web` (make web): what the web bundle needs instead, zip
# and brotli (the wasm build needs no C compiler); `install-deps.sh
# web-test` (make test-web, make bench-web): those and Chromium, Xvfb,
# xdotool, imagemagick, poppler-utils (pdftotext) and python3.
set -euo pipefail

pkgs=(gcc pkg-config libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev xvfb xauth poppler-utils
	xdotool imagemagick x11-xkb-utils x11-utils python3)
case "${1:-}" in
web) pkgs=(zip brotli) ;;
web-test) pkgs=(zip brotli chromium xvfb xauth xdotool imagemagick poppler-utils x11-utils python3) ;;
esac

if ! command -v go >/dev/null 2>&1; then
	echo "Go is not installed. Install Go 1.26 or newer from https://go.dev/dl/ and run make again." >&2
	exit 1
fi

case "$(uname -s)" in
Linux)
	if command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
		missing=()
		for p in "${pkgs[@]}"; do
			dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
		done
		[ ${#missing[@]} -eq 0 ] && exit 0
		echo "Installing the system packages the build needs: ${missing[*]}"
		sudo=()
		if [ "$(id -u)" -ne 0 ]; then
			if ! command -v sudo >/dev/null 2>&1; then
				echo "Please install as root: apt-get install ${missing[*]}" >&2
				exit 1
			fi
			sudo=(sudo)
		fi
		"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
		"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
		echo "Done. Note: the first build compiles the graphics libraries and takes several minutes."
	elif [ "${1:-}" = web ] || [ "${1:-}" = web-test ]; then
		need=(zip)
		[ "$1" = web-test ] && need+=(chromium Xvfb xdotool import pdftotext python3)
		for c in "${need[@]}"; do
			command -v "$c" >/dev/null 2>&1 || { echo "Please install ${pkgs[*]} (or your system's names for them)" >&2; exit 1; }
		done
	elif ! command -v gcc >/dev/null 2>&1 || ! command -v pkg-config >/dev/null 2>&1; then
		cat >&2 <<'MSG'
This is not a Debian or Ubuntu system, so the build's system packages are not installed automatically.
Install a C compiler and the OpenGL/X11 headers, then run make again:
  Fedora:   sudo dnf install gcc pkgconf-pkg-config mesa-libGL-devel libXcursor-devel libXrandr-devel libXinerama-devel libXi-devel libXxf86vm-devel libxkbcommon-devel wayland-devel xorg-x11-server-Xvfb
  Arch:     sudo pacman -S gcc pkgconf mesa libxcursor libxrandr libxinerama libxi libxxf86vm libxkbcommon wayland xorg-server-xvfb
  openSUSE: sudo zypper install gcc pkg-config Mesa-libGL-devel libXcursor-devel libXrandr-devel libXinerama-devel libXi-devel libXxf86vm-devel libxkbcommon-devel wayland-devel xvfb-run
MSG
		exit 1
	fi
	;;
Darwin)
	if ! xcode-select -p >/dev/null 2>&1; then
		echo "Install Apple's command line tools first: xcode-select --install" >&2
		exit 1
	fi
	;;
*)
	command -v gcc >/dev/null 2>&1 || {
		echo "A C compiler is needed for the graphics libraries; on Windows install MSYS2 with mingw-w64-x86_64-gcc." >&2
		exit 1
	}
	;;
esac
