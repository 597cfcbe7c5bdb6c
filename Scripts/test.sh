#!/usr/bin/env bash
# The whole test suite: builds everything (refusing compiler warnings), then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bootstrap.sh
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log"
warnings='^(/.*: )?warning: '
if grep -E "$warnings" "$log" >/dev/null; then
    echo "Error: the build has warnings (the project keeps zero):" >&2
    grep -E "$warnings" "$log" | sort -u >&2
    exit 1
fi
swift test --skip-build
