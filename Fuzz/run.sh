#!/usr/bin/env bash
# Builds the fuzz targets (libFuzzer + AddressSanitizer) and runs each for SECONDS on its corpus.
#   Fuzz/run.sh SECONDS [TARGET...]        (default: every target)
# FUZZ_JOBS targets run at once (default 2, the CI machine's cores), so the short run of every target
# (4 s each in `make test`) stays under a minute.
# The checked-in seeds (Fuzz/Corpus/<target>) are copied to .build/corpus/<target>, where new inputs
# accumulate between runs, so the repository's corpus stays small. A crash stops with exit 1 and prints
# the input's path; turn it into a regression test in the normal suites (docs/reliability.md).
set -euo pipefail
cd "$(dirname "$0")"
SECONDS_PER_TARGET=${1:-30}
shift || true
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then
    TARGETS=(native-recording libinput-record evemu evdev-decoder dispatcher scene input-rules touch-filters vfl png layout-kiwi)
fi
# The Layout differential fuzzer needs Kiwi's headers (header-only C++): they come from kiwisolver's
# source distribution, downloaded once into .build/kiwi (as Benchmarks/peers/kiwi/run.sh does; never
# committed). Package.swift declares the target only when they are there; offline, it is skipped.
if [[ " ${TARGETS[*]} " == *" layout-kiwi "* ]] && [ ! -f .build/kiwi/include/kiwi/kiwi.h ]; then
    rm -rf .build/kiwi && mkdir -p .build/kiwi/sdist .build/kiwi/include
    if python3 -m pip download --quiet --no-deps --no-binary :all: kiwisolver -d .build/kiwi/sdist >/dev/null 2>&1 &&
        tar -xzf .build/kiwi/sdist/kiwisolver-*.tar.gz -C .build/kiwi/sdist &&
        cp -r .build/kiwi/sdist/kiwisolver-*/kiwi .build/kiwi/include/; then
        echo "fuzz: Kiwi headers from $(basename .build/kiwi/sdist/kiwisolver-*.tar.gz)"
    else
        rm -rf .build/kiwi
    fi
fi
if [ ! -f .build/kiwi/include/kiwi/kiwi.h ]; then
    kept=()
    for target in "${TARGETS[@]}"; do
        if [ "$target" = layout-kiwi ]; then echo "fuzz-layout-kiwi: skipped (kiwisolver's source could not be downloaded)"; else kept+=("$target"); fi
    done
    TARGETS=("${kept[@]}")
fi
SWIFT=${SWIFT:-swift}
# Swift 6.3 drops the fuzzer's coverage instrumentation when AddressSanitizer is also on, unless it is
# asked for explicitly (checked with objdump: no __sancov sections otherwise).
FLAGS=(--sanitize=fuzzer --sanitize=address --disable-index-store -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
mkdir -p .build
# A failed build stops here: running the binaries of an earlier build would test old code.
if ! "$SWIFT" build "${FLAGS[@]}" >.build/fuzz-build.log 2>&1; then
    grep -v "ld.gold: warning: Cannot export local symbol" .build/fuzz-build.log | grep -v "^\[" >&2
    echo "fuzz: the build failed (log $(pwd)/.build/fuzz-build.log)" >&2
    exit 1
fi
BIN=$("$SWIFT" build "${FLAGS[@]}" --show-bin-path)
# The Swift runtime's backtracer and AddressSanitizer both want the crash signal; libFuzzer's report is
# the one that names the input.
export SWIFT_BACKTRACE=enable=no
JOBS=${FUZZ_JOBS:-2}
# Runs one target; its verdict goes to .build/fuzz-TARGET.result, printed in order at the end.
run_target() {
    local target=$1
    local work=.build/corpus/$target
    mkdir -p "$work" .build/crashes
    cp -n Corpus/"$target"/* "$work"/ 2>/dev/null || true
    local log=.build/fuzz-$target.log result=.build/fuzz-$target.result
    # LeakSanitizer misreads Swift's weak-reference side tables (the object points to its side table with
    # a tagged, shifted pointer), so every weakly referenced UIKit object still alive at exit reads as a
    # leak. The targets that build UIKit objects run without it; DeallocationTests check those with weak
    # references instead. The parser targets keep it.
    local leaks=1
    case $target in dispatcher|scene|vfl) leaks=0 ;; esac
    # -detect_leaks only governs libFuzzer's per-input check; the exit-time LeakSanitizer pass follows
    # ASAN_OPTIONS, so both are set.
    if ASAN_OPTIONS="detect_leaks=$leaks${ASAN_OPTIONS:+:$ASAN_OPTIONS}" "$BIN/fuzz-$target" -max_total_time="$SECONDS_PER_TARGET" -print_final_stats=1 -max_len=8192 -detect_leaks=$leaks \
        -artifact_prefix=.build/crashes/"$target"- "$work" >"$log" 2>&1; then
        local runs
        runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' | head -1 || echo '?')
        echo "fuzz-$target: ${runs} runs in ${SECONDS_PER_TARGET} s, no crash (corpus $(ls "$work" | wc -l) inputs)" >"$result"
    else
        { echo "fuzz-$target: CRASH — log $(pwd)/$log"
          grep -E 'Fatal error|ERROR: AddressSanitizer|SUMMARY|Test unit written' "$log" | head -5; } >"$result"
        return 1
    fi
}
status=0
running=0
for target in "${TARGETS[@]}"; do
    rm -f .build/fuzz-"$target".result
    run_target "$target" &
    running=$((running + 1))
    if [ "$running" -ge "$JOBS" ]; then
        wait -n || status=1
        running=$((running - 1))
    fi
done
while [ "$running" -gt 0 ]; do
    wait -n || status=1
    running=$((running - 1))
done
for target in "${TARGETS[@]}"; do cat .build/fuzz-"$target".result 2>/dev/null || { echo "fuzz-$target: no result"; status=1; }; done
exit $status
