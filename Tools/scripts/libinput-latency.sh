#!/bin/sh
# Measures libinput-to-view latency through real libinput and emulated kernel devices (umockdev):
# a protocol-B touchscreen plays a one-finger drag of FRAMES motion frames at RATE Hz, and
# libinput-probe (release build) runs every frame through LibinputSource and UIKit.
# The floor: Tools/scripts/libinput-floor.c, a minimal C libinput client compiled here with cc, reads the
# same emulated device (same fixture files, same playback) the same way and is timed the same way.
# The two run alternately, ROUNDS times each; each figure is the median over the rounds.
# Prints one JSON object: {"samples":N,"median_us":…,"p99_us":…,"floor_median_us":…,"floor_p99_us":…,…}.
#   median_us/p99_us: fd readable → delivered to UIKit's views and recognizers (libinput dispatch,
#   conversion, UIKit dispatch: the part this project and libinput own);
#   backend_median_us/backend_p99_us: the same without UIKit (LibinputSource only);
#   floor_median_us/floor_p99_us: fd readable → the C client has read the frame (libinput's own share);
#   floor_after_dispatch_median_us: per frame, the C client's time minus its wake's libinput_dispatch (what a
#   client that only reads the fields spends after libinput, measured as own_median_us is);
#   own_median_us/own_p99_us: per frame, median_us minus the libinput_dispatch of its wake, measured in
#   the same run: the project's share (conversion + UIKit), our overhead over the floor (target ≤ 50 µs);
#   conversion_median_us: LibinputSource's conversion after libinput_dispatch, per wake;
#   overhead_median_us: median_us − floor_median_us across runs (the same share, noisier: two processes);
#   uikit_dispatch_*: UIApplication.handle alone for one frame;
#   end_to_end_*: the event's kernel timestamp → delivery (adds umockdev's playback scheduling).
# Usage: Tools/scripts/libinput-latency.sh [FRAMES [RATE [ROUNDS [DEVICE]]]]   (defaults 1200 frames at 240 Hz,
# 3 rounds, DEVICE multitouch-screen; DEVICE pen-tablet plays a pen drag with every axis changing instead,
# each libinput tablet tool event a sample, for the pen row: issue 27)
set -eu
frames=${1:-1200}
rate=${2:-240}
rounds=${3:-3}
device=${4:-multitouch-screen}
case "$device" in
    multitouch-screen) node=/dev/input/event40; extra_events=3 ;;  # deviceAdded, down, FRAMES moves, up
    pen-tablet) node=/dev/input/event48; extra_events=7 ;;  # deviceAdded, warm-up in and out, proximity in, tip down, FRAMES axes, tip up, proximity out
    *) echo "libinput-latency: unknown device $device (expected multitouch-screen or pen-tablet)" >&2; exit 64 ;;
esac
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
# The events the run waits for (EmulatedScripts.drag / penDrag).
events=$((frames + extra_events))
preloads="$work/umockdev-shim.so:libumockdev-preload.so.0"

# The floor client, built against the same libinput and libumockdev, reading the probe's own fixture files.
for pkg in libinput umockdev-1.0; do
    pkg-config --exists "$pkg" || { echo "libinput-latency: pkg-config cannot find $pkg (make deps installs libinput-dev, libumockdev-dev)" >&2; exit 1; }
done
cc -O2 -o "$work/libinput-floor" Tools/scripts/libinput-floor.c $(pkg-config --cflags --libs libinput umockdev-1.0) -lm
mkdir -p "$work/fixtures"
"$probe" --emulate "$device" --emulate-drag "$frames" --emulate-rate "$rate" \
    --write-emulated-devices "$work/fixtures" >/dev/null

run_probe() { # $1: extra flags (--uikit or nothing)
    output=$(LD_PRELOAD="$preloads" "$probe" \
        --emulate "$device" --emulate-drag "$frames" --emulate-rate "$rate" "$node" \
        $1 --quiet --latency-json --events "$events" --timeout-ms "$timeout_ms" 2>"$work/stderr") || {
        echo "libinput-latency: libinput-probe failed:" >&2; cat "$work/stderr" >&2; exit 1; }
    printf '%s\n' "$output" | grep '^{' | tail -n 1
}
run_floor() {
    LD_PRELOAD="$preloads" timeout 150 "$work/libinput-floor" "$work/fixtures/${node#/dev/input/}" "$node" 2>"$work/stderr" || {
        echo "libinput-latency: libinput-floor failed:" >&2; cat "$work/stderr" >&2; exit 1; }
}
field() { # $1: JSON object, $2: key → the number
    printf '%s\n' "$1" | sed -n "s/.*\"$2\":\([0-9-]*\).*/\1/p"
}
median_of() { # numbers on stdin → their median
    sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "null"; else print v[int((NR + 1) / 2)] }'
}

: >"$work/ours"; : >"$work/backend"; : >"$work/floor"
i=0
while [ "$i" -lt "$rounds" ]; do
    run_probe --uikit >>"$work/ours"
    run_floor >>"$work/floor"
    run_probe "" >>"$work/backend"
    i=$((i + 1))
done
pick() { # $1: file, $2: key
    while read -r line; do field "$line" "$2"; done <"$1" | median_of
}
ours_median=$(pick "$work/ours" median_us)
floor_median=$(pick "$work/floor" median_us)
printf '{"samples":%s,"median_us":%s,"p99_us":%s,"uikit_dispatch_median_us":%s,"uikit_dispatch_p99_us":%s,"own_median_us":%s,"own_p99_us":%s,"conversion_median_us":%s,"end_to_end_median_us":%s,"end_to_end_p99_us":%s,"backend_median_us":%s,"backend_p99_us":%s,"floor_samples":%s,"floor_median_us":%s,"floor_p99_us":%s,"floor_end_to_end_median_us":%s,"floor_after_dispatch_median_us":%s,"overhead_median_us":%s,"rounds":%s}\n' \
    "$(pick "$work/ours" samples)" "$ours_median" "$(pick "$work/ours" p99_us)" \
    "$(pick "$work/ours" uikit_dispatch_median_us)" "$(pick "$work/ours" uikit_dispatch_p99_us)" \
    "$(pick "$work/ours" own_median_us)" "$(pick "$work/ours" own_p99_us)" "$(pick "$work/ours" conversion_median_us)" \
    "$(pick "$work/ours" end_to_end_median_us)" "$(pick "$work/ours" end_to_end_p99_us)" \
    "$(pick "$work/backend" median_us)" "$(pick "$work/backend" p99_us)" \
    "$(pick "$work/floor" samples)" "$floor_median" "$(pick "$work/floor" p99_us)" "$(pick "$work/floor" end_to_end_median_us)" \
    "$(pick "$work/floor" after_dispatch_median_us)" "$((ours_median - floor_median))" "$rounds"
