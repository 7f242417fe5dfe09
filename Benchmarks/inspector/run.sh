#!/usr/bin/env bash
# The replay inspector's targets (docs/benchmarks.md, "Replay inspector"): release build.
#   1. --html for a generated 1-minute 120 Hz two-finger recording: time to write (≤ 3 s), page size (≤ 15 MB),
#      and the time headless Chromium takes to open it (script ready);
#   2. the same for 10 minutes (opens ≤ 2 s);
#   3. --batch over 1,000 recordings (corpus recordings with their scenes and goldens, copied), --jobs 2
#      against --jobs 1 (≥ 1.8 ×).
# INSPECTOR_BENCH_LARGE=1 also replays a generated 1 GB recording (INSPECTOR_BENCH_LARGE_BYTES: another size) with
# --html and reports its peak memory.
# INSPECTOR_BENCH_FLOOR=1 adds to the batch part the machine's floor: two --jobs 1 batches over halves at once
# against one over all, and two sha256sum at once against in turn (a ratio under 1.8 there bounds --jobs 2).
# INSPECTOR_BENCH_ONLY=html or =batch runs only that part (the batch ratio needs an otherwise idle machine:
# it prints the load before and after, and the ratio of the fastest of INSPECTOR_BENCH_REPEAT (3) alternating runs).
# Times are wall clock and CPU (user + system, from /usr/bin/time), with the load average; for the batch, the
# CPU of the parent process apart from its workers' (Benchmarks/inspector/cpu-split.py): the parent's share s
# is the serial fraction, which bounds the two-job speed-up at 2 / (1 + s) whatever the machine's load.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
# INSPECTOR_BENCH_UIKIT=PATH times that binary instead of building this checkout's (to compare two builds in the
# same minutes).
if [ -n "${INSPECTOR_BENCH_UIKIT:-}" ]; then
    uikit=$INSPECTOR_BENCH_UIKIT
else
    swift build -c release --product uikit >/dev/null
    uikit=$(swift build -c release --show-bin-path)/uikit
fi
work=$(mktemp -d /tmp/inspector-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
gen=Benchmarks/inspector/generate-recording.py
seconds() { python3 -c 'import sys; print("%.2f" % (float(sys.argv[2]) - float(sys.argv[1])))' "$1" "$2"; }
now() { date +%s.%N; }

only=${INSPECTOR_BENCH_ONLY:-}
case "$only" in ""|html|batch) ;; *) echo "INSPECTOR_BENCH_ONLY must be html or batch" >&2; exit 2 ;; esac

echo "load: $(uptime)"
if [ "$only" != batch ]; then
for minutes in 1 10; do
    python3 $gen "$work/rec-$minutes.jsonl" --seconds $((minutes * 60))
    start=$(now)
    /usr/bin/time -f "%M %U %S" -o "$work/rss" "$uikit" replay "$work/rec-$minutes.jsonl" --scene gestures --summary \
        --html "$work/report-$minutes.html" >/dev/null
    end=$(now)
    read -r rss user sys < "$work/rss"
    size=$(stat -c %s "$work/report-$minutes.html")
    echo '[]' > "$work/steps.json"
    open=$(python3 Tools/scripts/inspector-browser.py "$work/report-$minutes.html" "$work/steps.json" \
        | python3 -c 'import json,sys; d=json.load(sys.stdin); print("script ready %.0f ms after navigation start, %d ms from launch; errors %d" % (d["openMs"], d["readyMs"], len(d["errors"])))')
    echo "html $minutes min: write $(seconds "$start" "$end") s wall, $user user + $sys sys s CPU, page $((size / 1024)) KiB, peak RSS $rss KiB; open: $open"
done
fi

if [ "$only" != html ]; then
mkdir -p "$work/batch"
names=$(cd Recordings/corpus && ls *.jsonl | sed 's/\.jsonl$//')
i=0
while [ $i -lt 1000 ]; do
    for name in $names; do
        [ $i -lt 1000 ] || break
        for suffix in .jsonl .scene.json .trace; do cp "Recordings/corpus/$name$suffix" "$work/batch/$name-$i$suffix"; done
        i=$((i + 1))
    done
done
echo "load before the batch: $(uptime)"
# Alternating runs, the fastest of each kept: a short burst of other work on the machine then spoils one run, not the ratio.
repeat=${INSPECTOR_BENCH_REPEAT:-3}
for run in $(seq "$repeat"); do
    for jobs in 1 2; do
        python3 Benchmarks/inspector/cpu-split.py "$work/cpu" "$uikit" replay --batch "$work/batch" --jobs $jobs --format json \
            > "$work/batch-$jobs.json" || { echo "batch failed"; exit 1; }
        read -r wall puser psys cuser csys < "$work/cpu"
        echo "$wall" >> "$work/wall-$jobs"
        echo "batch 1000 recordings, --jobs $jobs (run $run): $wall s wall; CPU: parent $puser user + $psys sys s," \
            "workers $cuser user + $csys sys s; parent share $(python3 -c 'import sys; p = float(sys.argv[1]) + float(sys.argv[2]); print("%.3f" % (p / (p + float(sys.argv[3]) + float(sys.argv[4]))))' "$puser" "$psys" "$cuser" "$csys")"
    done
done
cmp -s "$work/batch-1.json" "$work/batch-2.json" && echo "the summaries of --jobs 1 and --jobs 2 are identical"
python3 - "$work/wall-1" "$work/wall-2" <<'PY'
import statistics, sys
walls = [[float(line) for line in open(path)] for path in sys.argv[1:]]
best = [min(w) for w in walls]
median = [statistics.median(w) for w in walls]
print("fastest: --jobs 1 %.2f s, --jobs 2 %.2f s; throughput of --jobs 2 / --jobs 1: %.2f (target >= 1.8); medians %.2f / %.2f s: %.2f"
      % (best[0], best[1], best[0] / best[1], median[0], median[1], median[0] / median[1]))
PY
# The machine's floor (INSPECTOR_BENCH_FLOOR=1): what two independent processes get from the two cores at all.
# Two --jobs 1 batches over disjoint halves of the 1,000 files at once against one over all of them, and as
# a control two sha256sum of one file at once against the two in turn; INSPECTOR_BENCH_REPEAT alternating
# pairs, the ratio of the medians (2.0 would be two full cores).
if [ "${INSPECTOR_BENCH_FLOOR:-0}" = 1 ]; then
    mkdir -p "$work/half-0" "$work/half-1"
    i=0
    for recording in "$work"/batch/*.jsonl; do
        base=${recording%.jsonl}
        for suffix in .jsonl .scene.json .trace; do ln -s "$base$suffix" "$work/half-$((i % 2))/$(basename "$base")$suffix"; done
        i=$((i + 1))
    done
    head -c 100000000 /dev/zero | tr '\0' x > "$work/blob"
    timed() { local start; start=$(now); "$@"; seconds "$start" "$(now)"; }
    halves() { for h in 0 1; do "$uikit" replay --batch "$work/half-$h" --jobs 1 --format json > /dev/null & done; wait; }
    whole() { "$uikit" replay --batch "$work/batch" --jobs 1 --format json > /dev/null; }
    shaPair() { sha256sum "$work/blob" > /dev/null & sha256sum "$work/blob" > /dev/null & wait; }
    shaInTurn() { sha256sum "$work/blob" > /dev/null; sha256sum "$work/blob" > /dev/null; }
    for run in $(seq "$repeat"); do
        echo "$(timed whole) $(timed halves) $(timed shaInTurn) $(timed shaPair)" >> "$work/floor"
    done
    python3 - "$work/floor" <<'PY'
import statistics, sys
runs = [[float(x) for x in line.split()] for line in open(sys.argv[1])]
whole, halves, turn, pair = (statistics.median(r[i] for r in runs) for i in range(4))
print("floor (medians of %d pairs): one --jobs 1 over 1,000 files %.2f s, two over the halves at once %.2f s: %.2f x;"
      " sha256sum twice in turn %.2f s, at once %.2f s: %.2f x" % (len(runs), whole, halves, whole / halves, turn, pair, turn / pair))
PY
fi
# The fixed cost every batch pays whatever its size (the parent's and one worker's start, the listing, the
# summary): a batch of one recording, fastest of five.
mkdir -p "$work/one"
for suffix in .jsonl .scene.json .trace; do cp "Recordings/corpus/tap$suffix" "$work/one/tap$suffix"; done
for run in 1 2 3 4 5; do
    python3 Benchmarks/inspector/cpu-split.py "$work/cpu" "$uikit" replay --batch "$work/one" --format json > /dev/null
    cat "$work/cpu" >> "$work/one-cpu"
done
sort -n "$work/one-cpu" | head -1 | { read -r wall puser psys cuser csys
    echo "batch of 1 recording (fixed cost), fastest of 5: $wall s wall; CPU: parent $puser user + $psys sys s, worker $cuser user + $csys sys s"; }
echo "load after the batch: $(uptime)"
fi

if [ "${INSPECTOR_BENCH_LARGE:-0}" = 1 ] && [ "$only" != batch ]; then
    python3 $gen "$work/large.jsonl" --bytes "${INSPECTOR_BENCH_LARGE_BYTES:-1000000000}"
    start=$(now)
    /usr/bin/time -f "%M %U %S" -o "$work/rss" "$uikit" replay "$work/large.jsonl" --scene gestures --summary --html "$work/large.html" >/dev/null
    end=$(now)
    read -r rss user sys < "$work/rss"
    echo "html large ($(stat -c %s "$work/large.jsonl") bytes): $(seconds "$start" "$end") s wall, $user user + $sys sys s CPU, page $(( $(stat -c %s "$work/large.html") / 1024 )) KiB, peak RSS $rss KiB"
fi
