#!/usr/bin/env bash
# qtquick-launch (issue 22): our apps against a minimal Qt Quick 6 app of the same screen, in a window under
# Xvfb, Qt with its software renderer and ours on its software path (no GPU here):
#   kiosk : the kiosk example (Examples/KioskMenu, 480 x 800) against kiosk.qml (the same menu);
#   live  : `uikit live --display window --scene screen.scene.json` (a button, a scroll view of buttons and a
#           pan area, 640 x 480) against live.qml.
# measure.py times LAUNCHES launches of each, alternating, from spawn to the "first frame presented" line
# (ours prints it under --stats, launch_peer on QQuickWindow::frameSwapped); then, in one more launch of
# each, the resident set after EVENTS_WARM xdotool pointer events (drags that scroll), its growth over
# EVENTS_MORE more (xdotool processes of LAUNCH_EVENT_BATCH events, default 100), and CPU and wake-ups over
# 10 idle seconds. Rows are appended to the file named by $1.
# Ours is built as a kiosk ships it: release, with the Swift runtime linked statically
# (`--static-swift-stdlib`, docs/runtime.md "Deploying"); LAUNCH_DYNAMIC=1 adds the dynamically linked build
# as ours-kiosk-dynamic / ours-live-dynamic (rows only for pairs, so those appear in the table only).
# Targets: launch <= 1.0 x Qt, resident memory after 10,000 events <= 1.0 x Qt, no growth over 100,000 more
# (<= 1 MB), idle 0 % CPU.
set -euo pipefail
rows="${1:?usage: run.sh ROWS_FILE}"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
launches="${LAUNCHES:-10}"
warm="${EVENTS_WARM:-10000}"
more="${EVENTS_MORE:-100000}"

packages=(qt6-base-dev qt6-declarative-dev qml6-module-qtquick qml6-module-qtqml-workerscript cmake g++ xvfb xdotool fonts-dejavu-core)
"$here/../ensure-packages.sh" qtquick-launch "${packages[@]}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "qtquick-launch: building KioskMenu and uikit (release, static Swift runtime)" >&2
static="$root/.build/release-static"
# The kiosk build of DeployingAKiosk.md: the Swift runtime linked in, relative relocations packed (DT_RELR,
# lld; glibc >= 2.36) and no symbols exported from the executable.
deploy=(-c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
        -Xlinker --no-export-dynamic --scratch-path "$static")
(cd "$root" && swift build "${deploy[@]}" --product KioskMenu >/dev/null &&
    swift build "${deploy[@]}" --product uikit >/dev/null)
ours="$(cd "$root" && swift build "${deploy[@]}" --show-bin-path)"
apps=("ours-kiosk=$ours/KioskMenu --display window --size 480x800 --stats"
      "qt-kiosk=$work/build/launch_peer $here/kiosk.qml"
      "ours-live=$ours/uikit live --display window --scene $here/screen.scene.json --stats"
      "qt-live=$work/build/launch_peer $here/live.qml")
if [ "${LAUNCH_DYNAMIC:-0}" = 1 ]; then
    echo "qtquick-launch: building the dynamically linked release build too" >&2
    (cd "$root" && swift build -c release --product KioskMenu >/dev/null && swift build -c release --product uikit >/dev/null)
    dynamic="$(cd "$root" && swift build -c release --show-bin-path)"
    apps+=("ours-kiosk-dynamic=$dynamic/KioskMenu --display window --size 480x800 --stats"
           "ours-live-dynamic=$dynamic/uikit live --display window --scene $here/screen.scene.json --stats")
fi

echo "qtquick-launch: building the Qt Quick peer" >&2
cmake -S "$here" -B "$work/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$work/build" >/dev/null

# Each side's own software path, without GPU: SDL's renderer is chosen by the machine (no render node:
# software); Qt is told (QT_QUICK_BACKEND=software in measure.py).
unset SDL_RENDER_DRIVER
"$here/measure.py" "$rows" "$launches" "$warm" "$more" -- "${apps[@]}"
