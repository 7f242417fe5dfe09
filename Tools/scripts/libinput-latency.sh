#!/bin/sh
# Measures libinput-to-view latency through real libinput and emulated kernel devices (umockdev):
# a protocol-B touchscreen plays a one-finger drag of FRAMES motion frames at RATE Hz, and
# libinput-probe (release build) runs every frame through LibinputSource and UIKit.
# Prints one JSON object: {"samples":N,"median_us":…,"p99_us":…,"end_to_end_median_us":…,…}.
#   median_us/p99_us: fd readable → delivered to UIKit's views and recognizers (libinput dispatch,
#   conversion, UIKit dispatch: the part this project and libinput own);
#   uikit_dispatch_*: UIApplication.handle alone for one frame;
#   end_to_end_*: the event's kernel timestamp → delivery (adds umockdev's playback scheduling).
# Usage: Tools/scripts/libinput-latency.sh [FRAMES [RATE]]   (defaults 1200 frames at 240 Hz)
set -eu
frames=${1:-1200}
rate=${2:-240}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
"$root/Tools/scripts/install-deps.sh"

preload=""
for dir in /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib64 /usr/lib /usr/local/lib; do
    if [ -e "$dir/libumockdev-preload.so.0" ]; then preload="$dir/libumockdev-preload.so.0"; break; fi
done
if [ -z "$preload" ]; then
    echo "libinput-latency: umockdev's preload library is not installed (Debian package umockdev); run make deps" >&2
    exit 1
fi

swift build -c release --product libinput-probe >&2
probe="$(swift build -c release --show-bin-path)/libinput-probe"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -shared -fPIC -O2 -o "$work/umockdev-shim.so" Tests/Fixtures/libinput/umockdev-shim.c -ldl

# Playback takes frames / rate seconds; allow three times that plus a margin on a loaded machine.
timeout_ms=$(( (frames * 1000 / rate) * 3 + 5000 ))
output=$(LD_PRELOAD="$work/umockdev-shim.so:libumockdev-preload.so.0" "$probe" \
    --emulate multitouch-screen --emulate-drag "$frames" --emulate-rate "$rate" /dev/input/event40 \
    --uikit --quiet --latency-json --until "up c0" --timeout-ms "$timeout_ms" 2>"$work/stderr") || {
    echo "libinput-latency: libinput-probe failed:" >&2
    cat "$work/stderr" >&2
    exit 1
}
json=$(printf '%s\n' "$output" | grep '^{' | tail -n 1)
if [ -z "$json" ]; then
    echo "libinput-latency: libinput-probe printed no figures; its stderr:" >&2
    cat "$work/stderr" >&2
    exit 1
fi
printf '%s\n' "$json"
