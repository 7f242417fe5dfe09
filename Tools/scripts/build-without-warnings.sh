#!/bin/sh
# Builds the package and its tests once (what `make test` then runs with --skip-build) and fails when the
# compiler warned about the project's own code: any `warning:` on a file under Sources/, Tests/, Tools/
# or Examples/ of this package. Warnings in dependencies (.build/checkouts) and the linker's notes about
# pkg-config flags are not ours and are ignored.
#
# Usage: Tools/scripts/build-without-warnings.sh [swift build arguments...]
# The full log is kept in .build/build-warnings.log. Only files the build compiled are seen, so an
# incremental build checks what changed; a fresh clone (CI) checks everything.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
swift=${SWIFT:-swift}
log="$root/.build/build-warnings.log"
mkdir -p "$root/.build"

"$swift" build --build-tests "$@" >"$log" 2>&1
status=$?
cat "$log"
if [ "$status" -ne 0 ]; then
    echo "build failed (exit $status); log: $log" >&2
    exit "$status"
fi

# `path:line:col: warning: text`, for paths inside the package's own folders; each once (the driver can
# print a warning twice, once per emitted module).
ours=$(grep -E "^$root/(Sources|Tests|Tools|Examples)/[^:]+:[0-9]+:[0-9]+: warning: " "$log" | sort -u)
if [ -n "$ours" ]; then
    count=$(printf '%s\n' "$ours" | wc -l)
    echo "" >&2
    echo "error: $count compiler warning(s) in the project's own code (fix them; make test fails on any):" >&2
    printf '%s\n' "$ours" | sed "s|^$root/||" >&2
    exit 1
fi
echo "no compiler warnings in Sources/, Tests/, Tools/ or Examples/"
