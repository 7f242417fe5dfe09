#!/usr/bin/env bash
# The replay inspector's targets (docs/benchmarks.md, "Replay inspector"): release build.
#   1. --html for a generated 1-minute 120 Hz two-finger recording: time to write (≤ 3 s), page size (≤ 15 MB),
#      and the time headless Chromium takes to open it (script ready);
#   2. the same for 10 minutes (opens ≤ 2 s);
#   3. --batch over 1,000 recordings (corpus recordings with their scenes and goldens, copied), --jobs 2
#      against --jobs 1 (≥ 1.8 ×).
# INSPECTOR_BENCH_LARGE=1 also replays a generated 1 GB recording with --html and reports its peak memory.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift build -c release --product uikit >/dev/null
uikit=$(swift build -c release --show-bin-path)/uikit
work=$(mktemp -d /tmp/inspector-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
gen=Benchmarks/inspector/generate-recording.py
seconds() { python3 -c 'import sys; print("%.2f" % (float(sys.argv[2]) - float(sys.argv[1])))' "$1" "$2"; }
now() { date +%s.%N; }

echo "load: $(uptime)"
for minutes in 1 10; do
    python3 $gen "$work/rec-$minutes.jsonl" --seconds $((minutes * 60))
    start=$(now)
    /usr/bin/time -f "%M" -o "$work/rss" "$uikit" replay "$work/rec-$minutes.jsonl" --scene gestures --summary \
        --html "$work/report-$minutes.html" >/dev/null
    end=$(now)
    size=$(stat -c %s "$work/report-$minutes.html")
    echo '[]' > "$work/steps.json"
    open=$(python3 Tools/scripts/inspector-browser.py "$work/report-$minutes.html" "$work/steps.json" \
        | python3 -c 'import json,sys; d=json.load(sys.stdin); print("script ready %.0f ms after navigation start, %d ms from launch; errors %d" % (d["openMs"], d["readyMs"], len(d["errors"])))')
    echo "html $minutes min: write $(seconds "$start" "$end") s, page $((size / 1024)) KiB, peak RSS $(cat "$work/rss") KiB; open: $open"
done

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
for jobs in 1 2; do
    start=$(now)
    "$uikit" replay --batch "$work/batch" --jobs $jobs --format json > "$work/batch-$jobs.json" || { echo "batch failed"; exit 1; }
    end=$(now)
    echo "batch 1000 recordings, --jobs $jobs: $(seconds "$start" "$end") s"
done
cmp -s "$work/batch-1.json" "$work/batch-2.json" && echo "the summaries of --jobs 1 and --jobs 2 are identical"
echo "load: $(uptime)"

if [ "${INSPECTOR_BENCH_LARGE:-0}" = 1 ]; then
    python3 $gen "$work/large.jsonl" --bytes 1000000000
    start=$(now)
    /usr/bin/time -f "%M" -o "$work/rss" "$uikit" replay "$work/large.jsonl" --scene gestures --summary --html "$work/large.html" >/dev/null
    end=$(now)
    echo "html 1 GB ($(stat -c %s "$work/large.jsonl") bytes): $(seconds "$start" "$end") s, page $(( $(stat -c %s "$work/large.html") / 1024 )) KiB, peak RSS $(cat "$work/rss") KiB"
fi
