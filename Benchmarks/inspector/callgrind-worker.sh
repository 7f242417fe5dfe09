#!/usr/bin/env bash
# Instructions of one batch worker per file (callgrind: stable while the machine is loaded, unlike wall clock).
# Replays COPIES (2) copies of each corpus recording (with its scene and golden) in one `replay --batch-worker`
# process, and the same worker with an empty queue (its start and exit); prints both and their difference per
# file. UIKIT: the binary (default: the release build's `uikit`, which this script does not build); a copy
# without its debug information is run (valgrind 3.19 cannot read the toolchain's DWARF 5).
# Usage: Benchmarks/inspector/callgrind-worker.sh [UIKIT] [COPIES]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
uikit=${1:-$root/.build/release/uikit}
copies=${2:-2}
work=$(mktemp -d /tmp/inspector-callgrind.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/batch"
strip --strip-debug -o "$work/uikit" "$uikit"
uikit=$work/uikit
count=0
for recording in "$root"/Recordings/corpus/*.jsonl; do
    name=$(basename "$recording" .jsonl)
    for copy in $(seq "$copies"); do
        for suffix in .jsonl .scene.json .trace; do cp "$root/Recordings/corpus/$name$suffix" "$work/batch/$name-$copy$suffix"; done
        printf '%s\0' "$work/batch/$name-$copy.jsonl" >> "$work/list"
        count=$((count + 1))
    done
done
# The queue: every index, 4 bytes little-endian, as BatchWorkerPool writes it.
python3 -c 'import struct, sys; sys.stdout.buffer.write(b"".join(struct.pack("<I", i) for i in range(int(sys.argv[1]))))' "$count" > "$work/queue"
: > "$work/empty"
instructions() {  # QUEUE -> instructions of the worker over it
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$uikit" replay --batch-worker --scene gestures \
        --batch-list "$work/list" < "$1" > "$work/rows" 2> "$work/valgrind"
    sed -n 's/^summary: //p' "$work/out"
}
files=$(instructions "$work/queue")
cp "$work/out" "$work/files.callgrind"
# Every file's row must say its golden matched (the count of rows with `"golden" : "match"`).
matched=$(grep -c '"golden" : "match"' "$work/rows" || true)
[ "$matched" = "$count" ] || { echo "only $matched of $count rows match their golden" >&2; exit 1; }
start=$(instructions "$work/empty")
python3 - "$files" "$start" "$count" <<'PY'
import sys
files, start, count = (int(x) for x in sys.argv[1:])
print("worker over %d files: %d instructions; empty queue: %d; per file: %.3f M" % (count, files, start, (files - start) / count / 1e6))
PY
if [ -n "${CALLGRIND_KEEP:-}" ]; then cp "$work/files.callgrind" "$CALLGRIND_KEEP"; fi
