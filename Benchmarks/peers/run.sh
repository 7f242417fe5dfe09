#!/usr/bin/env bash
# `make bench-peers`: runs every peer comparison in Benchmarks/peers/<part>/run.sh and writes
# Benchmarks/results/peers.json as {"rows": [...]}, one row per measurement:
#   {"group", "measurement", "ours_median_us", "peer", "peer_median_us", "ours_p99_us", "peer_p99_us"}
#
# Each part builds and runs our side and its peer alternately in one run (so both see the same machine
# load) and appends its rows, one JSON object per line, to the file named by its first argument. A part
# installs the Debian packages it needs itself. PEER_PARTS="kiwi qtquick-dispatch" runs only those parts.
# Kept out of `make test`: the peers take minutes to build.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
results="$root/Benchmarks/results"
mkdir -p "$results"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

parts=()
if [ -n "${PEER_PARTS:-}" ]; then
    read -r -a parts <<<"$PEER_PARTS"
else
    for script in "$here"/*/run.sh; do
        [ -e "$script" ] && parts+=("$(basename "$(dirname "$script")")")
    done
fi
[ ${#parts[@]} -gt 0 ] || { echo "bench-peers: no parts in $here/*/run.sh" >&2; exit 1; }

status=0
for part in "${parts[@]}"; do
    script="$here/$part/run.sh"
    if [ ! -x "$script" ]; then
        echo "bench-peers: no executable $script" >&2; status=1; continue
    fi
    echo "== $part" >&2
    if ! "$script" "$work/$part.jsonl"; then
        echo "bench-peers: part $part failed" >&2; status=1
    fi
done

# Join the rows into one document, each tagged with its part. A run of some parts (PEER_PARTS) keeps the
# rows of the other parts from the existing file, so one part can be re-measured without losing the rest.
python3 - "$results/peers.json" "$work" "${parts[@]}" <<'PY'
import json, os, sys
out, work, ran = sys.argv[1], sys.argv[2], sys.argv[3:]
kept = []
if os.path.exists(out):
    try:
        with open(out) as f:
            kept = [r for r in json.load(f).get("rows", []) if r.get("part") not in ran]
    except (OSError, ValueError) as error:
        print(f"bench-peers: {out}: not readable JSON ({error}); its old rows are dropped", file=sys.stderr)
rows = []
for part in ran:
    path = os.path.join(work, part + ".jsonl")
    if not os.path.exists(path):
        continue
    with open(path) as f:
        for number, line in enumerate(f, 1):
            if line.strip():
                try:
                    row = json.loads(line)
                except ValueError as error:
                    sys.exit(f"bench-peers: {path}:{number}: not a JSON object ({error})")
                row["part"] = part
                rows.append(row)
with open(out, "w") as f:
    f.write('{"rows": [\n' + ",\n".join(json.dumps(r) for r in kept + rows) + "\n]}\n")
PY
echo "bench-peers: wrote $results/peers.json" >&2

# A table for the terminal: ratio = ours / peer (below 1 means we are faster).
awk '
    function field(line, name,   m) {
        if (match(line, "\"" name "\": *\"[^\"]*\"")) { m = substr(line, RSTART, RLENGTH); sub(/^[^:]*: *"/, "", m); sub(/"$/, "", m); return m }
        if (match(line, "\"" name "\": *[-0-9.eE+]+")) { m = substr(line, RSTART, RLENGTH); sub(/^[^:]*: */, "", m); return m }
        return ""
    }
    /"group"/ {
        ours = field($0, "ours_median_us"); peer = field($0, "peer_median_us")
        ratio = (peer + 0 > 0) ? sprintf("%.2f", ours / peer) : "-"
        printf "%-16s %-52s %12s %10s %12s %7s\n", field($0, "group"), field($0, "measurement"), ours, field($0, "peer"), peer, ratio
    }
' "$results/peers.json"
exit $status
