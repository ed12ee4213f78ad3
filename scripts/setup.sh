#!/bin/sh
# Installs what the package needs to build and test on a fresh machine, then builds it.
# Debian/Ubuntu: libpng and zlib headers, pkg-config, and libdeflate (optional at run time: PNG
# decoding inflates with it when present, about 3x faster than zlib). macOS: libpng and
# libdeflate from Homebrew.
set -eu
cd "$(dirname "$0")/.."

packages="libpng-dev zlib1g-dev pkg-config libdeflate0"
if command -v apt-get >/dev/null 2>&1; then
    missing=""
    for package in $packages; do
        dpkg -s "$package" >/dev/null 2>&1 || missing="$missing $package"
    done
    if [ -n "$missing" ]; then
        sudo=""
        [ "$(id -u)" -ne 0 ] && sudo="sudo"
        $sudo apt-get update -q
        # shellcheck disable=SC2086
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q $missing
    fi
elif command -v brew >/dev/null 2>&1; then
    brew list libpng >/dev/null 2>&1 || brew install libpng
    brew list libdeflate >/dev/null 2>&1 || brew install libdeflate
else
    echo "setup: install libpng (with headers), zlib and pkg-config with your package manager" >&2
fi

swift build
