#!/usr/bin/env bash
# Part qtquick-dispatch of `make bench-peers`: our dispatch core against Qt Quick 6 on the same scene.
#
# Builds uikit-bench (release) and the Qt Quick program in this folder (cmake, software scene graph,
# offscreen platform), then runs them alternately ROUNDS times (default 3) so both see the same machine
# load, and appends one JSON row per measurement to the file named by $1. Each row's median (and p99) is
# the median of the rounds' medians (and p99s). The Qt program checks that its handlers fire and exits
# non-zero otherwise. Method, scene and the handlers' counterparts: docs/benchmarks.md.
#   ROUNDS=5 CYCLES=300 HIT_SAMPLES=40000 Benchmarks/peers/qtquick-dispatch/run.sh rows.jsonl
set -euo pipefail
rows_file="${1:?usage: run.sh ROWS_FILE}"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
rounds="${ROUNDS:-3}"
cycles="${CYCLES:-150}"
hit_samples="${HIT_SAMPLES:-40000}"

# Qt 6 (widgets not needed), the QML modules the handlers load, a C++ compiler and cmake.
packages=(qt6-base-dev qt6-base-private-dev qt6-declarative-dev qml6-module-qtquick qml6-module-qtqml
          qml6-module-qtqml-workerscript qml6-module-qtqml-models cmake g++)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "qtquick-dispatch: installing ${missing[*]}" >&2
    sudo_cmd=(); [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get -o DPkg::Lock::Timeout=600 update >&2
    "${sudo_cmd[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y "${missing[@]}" >&2
fi

# Our side: a mode of uikit-bench. The Qt side: built out of the source tree, never committed.
(cd "$root/Benchmarks" && swift build -c release --disable-build-manifest-caching --product uikit-bench >&2)
ours="$(cd "$root/Benchmarks" && swift build -c release --show-bin-path)/uikit-bench"
peer_build="$root/Benchmarks/.build/qtquick-dispatch-peer"
cmake -S "$here" -B "$peer_build" -DCMAKE_BUILD_TYPE=Release >&2
cmake --build "$peer_build" --parallel 2 >&2
peer="$peer_build/qtquick-dispatch-peer"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software
for round in $(seq 1 "$rounds"); do
    echo "qtquick-dispatch: round $round of $rounds" >&2
    "$ours" --peer qtquick-dispatch --cycles "$cycles" --samples "$hit_samples" | grep '^ROW' >>"$work/ours.tsv"
    "$peer" --cycles "$cycles" --hit-samples "$hit_samples" | grep '^ROW' >>"$work/peer.tsv"
done

# Median over rounds, per measurement; rows in our side's order.
awk -F'\t' -v peer_name="Qt Quick $(dpkg-query -W -f='${Version}' qt6-declarative-dev | sed 's/[+~-].*//')" '
    function median(list,   values, n, i, j, t) {
        n = split(list, values, " ")
        for (i = 2; i <= n; i++) { t = values[i] + 0; for (j = i - 1; j >= 1 && values[j] + 0 > t; j--) values[j + 1] = values[j]; values[j + 1] = t }
        return sprintf("%.3f", values[int((n + 1) / 2)])
    }
    FNR == NR { key = $2 "\t" $3; if (!(key in ours_median)) order[++count] = key; ours_median[key] = ours_median[key] " " $4; ours_p99[key] = ours_p99[key] " " $5; next }
    { key = $2 "\t" $3; peer_median[key] = peer_median[key] " " $4; peer_p99[key] = peer_p99[key] " " $5 }
    END {
        for (i = 1; i <= count; i++) {
            key = order[i]; split(key, parts, "\t")
            if (!(key in peer_median)) { print "qtquick-dispatch: the peer has no row " key > "/dev/stderr"; missing = 1; continue }
            printf "{\"group\": \"%s\", \"measurement\": \"%s\", \"ours_median_us\": %s, \"peer\": \"%s\", \"peer_median_us\": %s, \"ours_p99_us\": %s, \"peer_p99_us\": %s}\n",
                parts[1], parts[2], median(ours_median[key]), peer_name, median(peer_median[key]), median(ours_p99[key]), median(peer_p99[key])
        }
        exit missing
    }
' "$work/ours.tsv" "$work/peer.tsv" >>"$rows_file"
