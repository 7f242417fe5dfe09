#!/usr/bin/env bash
# Builds the fuzz targets (libFuzzer + AddressSanitizer) and runs each for SECONDS on its corpus.
#   Fuzz/run.sh SECONDS [TARGET...]        (default: every target)
# The checked-in seeds (Fuzz/Corpus/<target>) are copied to .build/corpus/<target>, where new inputs
# accumulate between runs, so the repository's corpus stays small. A crash stops with exit 1 and prints
# the input's path; turn it into a regression test in the normal suites (docs/reliability.md).
set -euo pipefail
cd "$(dirname "$0")"
SECONDS_PER_TARGET=${1:-30}
shift || true
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then
    TARGETS=(native-recording libinput-record evemu evdev-decoder dispatcher scene)
fi
SWIFT=${SWIFT:-swift}
# Swift 6.3 drops the fuzzer's coverage instrumentation when AddressSanitizer is also on, unless it is
# asked for explicitly (checked with objdump: no __sancov sections otherwise).
FLAGS=(--sanitize=fuzzer --sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
"$SWIFT" build "${FLAGS[@]}" 2>&1 | grep -v "ld.gold: warning: Cannot export local symbol" | grep -v "^\[" || true
BIN=$("$SWIFT" build "${FLAGS[@]}" --show-bin-path)
# The Swift runtime's backtracer and AddressSanitizer both want the crash signal; libFuzzer's report is
# the one that names the input.
export SWIFT_BACKTRACE=enable=no
status=0
for target in "${TARGETS[@]}"; do
    work=.build/corpus/$target
    mkdir -p "$work" .build/crashes
    cp -n Corpus/"$target"/* "$work"/ 2>/dev/null || true
    log=.build/fuzz-$target.log
    # LeakSanitizer misreads Swift's weak-reference side tables (the object points to its side table with
    # a tagged, shifted pointer), so every weakly referenced UIKit object still alive at exit reads as a
    # leak. The targets that build UIKit objects run without it; DeallocationTests check those with weak
    # references instead. The parser targets keep it.
    leaks=1
    case $target in dispatcher|scene) leaks=0 ;; esac
    # -detect_leaks only governs libFuzzer's per-input check; the exit-time LeakSanitizer pass follows
    # ASAN_OPTIONS, so both are set.
    if ASAN_OPTIONS="detect_leaks=$leaks${ASAN_OPTIONS:+:$ASAN_OPTIONS}" "$BIN/fuzz-$target" -max_total_time="$SECONDS_PER_TARGET" -print_final_stats=1 -max_len=8192 -detect_leaks=$leaks \
        -artifact_prefix=.build/crashes/"$target"- "$work" >"$log" 2>&1; then
        runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' | head -1 || echo '?')
        echo "fuzz-$target: ${runs} runs in ${SECONDS_PER_TARGET} s, no crash (corpus $(ls "$work" | wc -l) inputs)"
    else
        status=1
        echo "fuzz-$target: CRASH — log $(pwd)/$log"
        grep -E 'Fatal error|ERROR: AddressSanitizer|SUMMARY|Test unit written' "$log" | head -5
    fi
done
exit $status
