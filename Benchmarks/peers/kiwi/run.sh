#!/usr/bin/env bash
# Auto Layout against Kiwi (the C++ Cassowary solver behind PyPI's kiwisolver), one run, alternately.
# Usage: run.sh ROWS_FILE (appends one JSON row per measurement; see ../run.sh).
#
# Kiwi is header-only: its headers come from kiwisolver's source distribution, downloaded here at run time
# into a temporary folder (never committed). kiwi_layout.cpp (ours) is built on them with g++ -O2; our side
# is Benchmarks' `layout-bench` in release. compare.py runs both on the same constraint systems.
set -euo pipefail
rows_file="${1:?usage: run.sh ROWS_FILE}"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

missing=()
command -v g++ >/dev/null || missing+=(g++)
command -v python3 >/dev/null || missing+=(python3)
python3 -m pip --version >/dev/null 2>&1 || missing+=(python3-pip)
if [ ${#missing[@]} -gt 0 ]; then
    apt-get -o DPkg::Lock::Timeout=600 install -y "${missing[@]}" >&2
fi

echo "kiwi: downloading kiwisolver's source distribution" >&2
python3 -m pip download --quiet --no-deps --no-binary :all: kiwisolver -d "$work/sdist" >&2
tar -xzf "$work"/sdist/kiwisolver-*.tar.gz -C "$work"
kiwi_root="$(find "$work" -maxdepth 1 -type d -name 'kiwisolver-*' | head -n 1)"
[ -f "$kiwi_root/kiwi/kiwi.h" ] || { echo "kiwi: no kiwi/kiwi.h in the sdist" >&2; exit 1; }
g++ -O2 -std=c++17 -I "$kiwi_root" "$here/kiwi_layout.cpp" -o "$work/kiwi_layout"

echo "kiwi: building layout-bench (release)" >&2
(cd "$root/Benchmarks" && swift build -c release --product layout-bench >&2)
ours="$(cd "$root/Benchmarks" && swift build -c release --show-bin-path)/layout-bench"

python3 "$here/compare.py" "$ours" "$work/kiwi_layout" "$(basename "$kiwi_root")" >>"$rows_file"
