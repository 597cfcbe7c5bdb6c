#!/usr/bin/env bash
# The test suite under AddressSanitizer and ThreadSanitizer, each in its own build folder so
# the everyday debug build is left alone. Usage: Scripts/sanitize.sh [address|thread ...]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bootstrap.sh
# Foundation's own leaks are listed in lsan-suppressions.txt; any other leak fails the run.
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0"
sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)
for sanitizer in "${sanitizers[@]}"; do
    scratch=".build/sanitize-$sanitizer"
    echo "== $sanitizer sanitizer ($scratch)" >&2
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" >&2
    # The end-to-end tests run the programs built with the same sanitizer.
    AUDIOGRAPH_SANITIZER="$sanitizer" AUDIOGRAPH_PRODUCTS="$PWD/$scratch/debug" swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch"
done
