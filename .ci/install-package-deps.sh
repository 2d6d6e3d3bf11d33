#!/usr/bin/env bash
# Installs what `make package-<os>` needs besides the build's own packages
# (.ci/install-deps.sh), when it is missing: xz and zip for the archives, and
# for Windows the mingw-w64 cross compiler. Debian and Ubuntu only (apt-get,
# with sudo when not root); elsewhere it says what is missing.
set -euo pipefail
os=${1:?usage: install-package-deps.sh linux|windows|darwin}
case $os in
linux) pkgs=(xz-utils) tools=(xz) ;;
windows) pkgs=(gcc-mingw-w64-x86-64 zip) tools=(x86_64-w64-mingw32-gcc zip) ;;
darwin) pkgs=() tools=(zip) ;;
*) echo "install-package-deps: unknown OS $os" >&2; exit 2 ;;
esac
missing=()
for t in "${tools[@]}"; do command -v "$t" >/dev/null 2>&1 || missing+=("$t"); done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ ${#pkgs[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "Installing the packages for the $os package: ${pkgs[*]}"
	sudo=()
	if [ "$(id -u)" -ne 0 ]; then
		command -v sudo >/dev/null 2>&1 || { echo "Please install as root: apt-get install ${pkgs[*]}" >&2; exit 1; }
		sudo=(sudo)
	fi
	"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
	"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${pkgs[@]}" >/dev/null
else
	echo "Please install: ${missing[*]}" >&2
	exit 1
fi
