#!/usr/bin/env bash
# qtquick-render (issue 16): our Compositor against Qt Quick 6's software renderer on the same scene — the
# dispatch benchmarks' 1,000-view balanced tree, every view an opaque colour, at 1280 × 800 — timing
#   full   : a frame after the whole tree moved by one point (every pixel recomposited);
#   damage : a frame after one 100 × 44 view changed colour (only its rectangle recomposited);
#   nochange, caret (a 2 × 20 view blinking), drag10 (ten views moved 1 pt), scroll (content offset 1 pt).
# Ours is `drawing-bench` (Benchmarks/Sources/drawing-bench, release); it also writes the layout the peer
# (render_peer.cpp, QML Rectangles, built here with cmake) reads. The two run alternately, ROUNDS times
# FRAMES frames each, so both see the same machine load; both idle between frames as a display loop
# does. Rows are appended to the file named by $1.
# Targets (issue 25): one-view change ≤ 50 µs and ≤ 0.2 × Qt; caret ≤ 20 µs; no change ≤ 2 µs; full frame
# ≤ 0.67 × Qt; scroll ≤ 0.5 × our full frame.
set -euo pipefail
rows="${1:?usage: run.sh ROWS_FILE}"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
rounds="${ROUNDS:-5}"
frames="${FRAMES:-100}"

packages=(qt6-base-dev qt6-declarative-dev qt6-base-private-dev qml6-module-qtquick qml6-module-qtqml-workerscript cmake g++ libcairo2-dev libpango1.0-dev fonts-dejavu-core)
"$here/../ensure-packages.sh" qtquick-render "${packages[@]}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "qtquick-render: building drawing-bench (release)" >&2
(cd "$root/Benchmarks" && swift build -c release --disable-build-manifest-caching --product drawing-bench >/dev/null)
ours="$(cd "$root/Benchmarks" && swift build -c release --show-bin-path)/drawing-bench"
"$ours" --layout "$work/layout.txt"

echo "qtquick-render: building the Qt Quick peer" >&2
cmake -S "$here" -B "$work/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$work/build" >/dev/null
peer="$work/build/render_peer"

for round in $(seq "$rounds"); do
    echo "qtquick-render: round $round of $rounds" >&2
    "$ours" --frames "$frames" >>"$work/ours.txt"
    QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software XDG_RUNTIME_DIR="$work" "$peer" "$work/layout.txt" "$frames" >>"$work/peer.txt"
done

# Both must have painted the changed view's last colour (#0080ff): a timing of nothing is no timing.
for side in ours peer; do
    if grep '^check' "$work/$side.txt" | grep -v -q '#0080ffff'; then
        echo "qtquick-render: $side rendered the wrong colour: $(grep '^check' "$work/$side.txt" | sort -u)" >&2
        exit 1
    fi
done

# Median and p99 by the nearest-rank method (an observed sample, as uikit-bench reports them).
stat() { # FILE KIND QUANTILE
    grep "^$2 " "$1" | awk '{print $2}' | sort -n | awk -v q="$3" '{v[NR]=$1} END { r=int(q*NR); if (r<q*NR) r++; if (r<1) r=1; printf "%.1f", v[r] }'
}
row() { # KIND MEASUREMENT
    printf '{"group": "render", "measurement": "%s", "ours_median_us": %s, "peer": "Qt Quick 6 software renderer", "peer_median_us": %s, "ours_p99_us": %s, "peer_p99_us": %s}\n' \
        "$2" "$(stat "$work/ours.txt" "$1" 0.5)" "$(stat "$work/peer.txt" "$1" 0.5)" "$(stat "$work/ours.txt" "$1" 0.99)" "$(stat "$work/peer.txt" "$1" 0.99)" >>"$rows"
}
row full "full frame: 1,000 coloured views at 1280x800, tree moved 1 pt (target <= 0.67x Qt)"
row damage "one 100x44 view changed colour, composite + present-ready (target <= 50 us, <= 0.2x Qt)"
row nochange "a frame with no change (target <= 2 us, no upload)"
row caret "a 2x20 caret blinking (target <= 20 us)"
row drag10 "ten fingers dragging ten 80x80 views 1 pt"
row scroll "scroll view content offset 1 pt, everything moves (target <= 0.5x our full frame)"
tail -n 6 "$rows" >&2
