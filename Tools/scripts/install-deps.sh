#!/usr/bin/env bash
# Installs the Debian packages the project needs, only when some are missing.
# Idempotent and silent when everything is present; works as root or through sudo.
set -euo pipefail

# gcc: the libinput e2e tests compile their umockdev LD_PRELOAD shim with `cc` at test time.
PACKAGES=(pkg-config libinput-dev libudev-dev libevdev-dev umockdev libumockdev-dev evemu-tools gcc)
# The display (docs/display.md): SDL2's headers to build (the library is loaded at run time); Xvfb, xdotool
# and xwd (x11-apps) for the end-to-end test that shows a scene in a real X window and clicks it.
# python3 runs Tools/scripts/x11-close-window.py (the close request of the window-closed test). libx11-dev
# (also a dependency of libsdl2-dev): Xlibint.h, for Xlib's event queue free list (CSDL2/XlibEventFreeList.c).
PACKAGES+=(libsdl2-dev libx11-dev xvfb xdotool x11-apps python3)
# Keyboards (Keyboard module, docs/keyboard.md): libxkbcommon to build, xkb-data for the keymaps and the
# layout list, libx11-data for the locales' Compose tables.
PACKAGES+=(libxkbcommon-dev xkb-data libx11-data)
# Drawing (CoreGraphics module): Cairo, pixman (Cairo's pixel library, called directly for whole-pixel
# composites and fills; libcairo2-dev pulls it in too), Pango with fontconfig, and a font for text.
PACKAGES+=(libcairo2-dev libpixman-1-dev libpango1.0-dev fontconfig fonts-dejavu-core)
# The replay inspector's browser tests (docs/inspector.md): headless Chromium loads the HTML report and is
# driven over the DevTools protocol by Tools/scripts/inspector-browser.py (Python 3 standard library only).
PACKAGES+=(chromium)
# The Layout differential fuzzer (Fuzz/run.sh, fuzz-layout-kiwi): pip downloads kiwisolver's source for
# Kiwi's C++ headers, and the C++ shim needs the C++ standard library's headers (g++ brings them).
PACKAGES+=(python3-pip g++)

missing=()
for pkg in "${PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    SUDO=()
elif command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
else
    echo "install-deps: missing Debian packages: ${missing[*]}" >&2
    echo "install-deps: run this script as root, or install sudo, or install them by hand:" >&2
    echo "    apt-get install ${missing[*]}" >&2
    exit 1
fi

echo "install-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
