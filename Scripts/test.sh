#!/usr/bin/env bash
# The whole test suite: checks the code's form (swift format, .swift-format), builds everything
# (refusing compiler warnings), then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bootstrap.sh
if ! swift format lint --strict --recursive --configuration .swift-format Sources Tests Benchmarks Samples Fuzz; then
    echo "Error: the code is not in the project's form; 'swift format format -i -r --configuration .swift-format Sources Tests Benchmarks Samples Fuzz' puts it there" >&2
    exit 1
fi
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
