#!/usr/bin/env python3
"""Runs layout-bench (ours) and kiwi_layout (Kiwi) alternately on the same constraint systems and prints
one JSON row per measurement (see ../run.sh). Usage: compare.py OURS KIWI KIWI_VERSION

Each program prints one sample in microseconds per line and then "check VALUE", a checksum of its
solution: a row whose checks differ is reported as an error rather than timed. The first sample of each
run is a warm-up (fresh memory, cold caches) and is dropped when a run has more than one; every size
gets at least two samples per run for that reason. A side that does not
finish within the measurement's budget gets no median (null) and a note with the budget; Kiwi's subject
choice (the lowest-numbered variable) makes chains of equal-width views cubic for it, so its larger
chains and grids do not finish in minutes.
"""
import json
import subprocess
import sys

OURS, KIWI, KIWI_VERSION = sys.argv[1], sys.argv[2], sys.argv[3]

# (group, measurement, case, views, iterations per run, rounds, budget in seconds per run: ours, Kiwi)
MEASUREMENTS = [
    ("layout-build", "chain of 100 views: build + solve", "chain", 100, 10, 3, (120, 120)),
    ("layout-build", "chain of 1,000 views: build + solve", "chain", 1000, 2, 2, (120, 120)),
    ("layout-build", "chain of 10,000 views: build + solve", "chain", 10000, 1, 1, (900, 120)),
    ("layout-build", "grid of 100 views: build + solve", "grid", 100, 20, 3, (120, 120)),
    ("layout-build", "grid of 1,000 views: build + solve", "grid", 1000, 3, 2, (120, 120)),
    ("layout-build", "grid of 10,000 views: build + solve", "grid", 10000, 2, 1, (120, 120)),
    ("layout-build", "100 subtrees of 10 views: build + solve", "subtrees", 1000, 10, 3, (120, 120)),
    ("layout-build", "1,000 subtrees of 10 views: build + solve", "subtrees", 10000, 3, 2, (120, 150)),
    ("layout-update", "change one spacing and re-solve, 1,000 views", "constant", 1000, 200, 3, (120, 120)),
    ("layout-priorities", "row of 100 views, hugging and compression", "hugging", 100, 10, 3, (120, 120)),
    ("layout-priorities", "row of 1,000 views, hugging and compression", "hugging", 1000, 2, 2, (120, 120)),
]


def run(program, case, views, iterations, budget):
    """Samples (warm-up dropped) and checksum; on timeout, whatever samples were printed, and True."""
    timed_out = False
    try:
        done = subprocess.run([program, case, str(views), str(iterations)], capture_output=True, text=True,
                              timeout=budget, check=True)
        output = done.stdout
    except subprocess.TimeoutExpired as expired:
        timed_out = True
        output = expired.stdout.decode() if isinstance(expired.stdout, bytes) else (expired.stdout or "")
    samples, check = [], None
    for line in output.splitlines():
        if line.startswith("check "):
            check = line.split()[1]
        elif line.strip():
            samples.append(float(line))
    if iterations > 1 and samples:
        samples = samples[1:]
    return samples, check, timed_out


def percentile(samples, fraction):
    ordered = sorted(samples)
    index = min(len(ordered) - 1, max(0, int(round(fraction * (len(ordered) - 1)))))
    return round(ordered[index], 3)


for group, measurement, case, views, iterations, rounds, budget in MEASUREMENTS:
    ours, kiwi = [], []
    ours_check = kiwi_check = None
    ours_timed_out = kiwi_timed_out = False
    for _ in range(rounds):
        if not ours_timed_out:
            samples, check, ours_timed_out = run(OURS, case, views, iterations, budget[0])
            ours += samples
            ours_check = check or ours_check
        if not kiwi_timed_out:
            samples, check, kiwi_timed_out = run(KIWI, case, views, iterations, budget[1])
            kiwi += samples
            kiwi_check = check or kiwi_check
    row = {
        "group": group,
        "measurement": measurement,
        "ours_median_us": percentile(ours, 0.5) if ours else None,
        "peer": "kiwi",
        "peer_median_us": percentile(kiwi, 0.5) if kiwi else None,
        "ours_p99_us": percentile(ours, 0.99) if ours else None,
        "peer_p99_us": percentile(kiwi, 0.99) if kiwi else None,
        "peer_version": KIWI_VERSION,
        "samples": [len(ours), len(kiwi)],
    }
    notes = []
    if ours_timed_out:
        notes.append(f"a run of ours did not finish within {budget[0]} s")
    if kiwi_timed_out:
        notes.append(f"a run of kiwi did not finish within {budget[1]} s")
    if ours_check is not None and kiwi_check is not None and ours_check != kiwi_check:
        notes.append(f"solutions differ: ours {ours_check}, kiwi {kiwi_check}")
    if notes:
        row["note"] = "; ".join(notes)
    print(json.dumps(row), flush=True)
    print(f"kiwi: {measurement}: ours {row['ours_median_us']} us, kiwi {row['peer_median_us']} us"
          + (f" ({row['note']})" if notes else ""), file=sys.stderr, flush=True)
