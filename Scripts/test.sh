#!/usr/bin/env bash
# The whole test suite: checks the code's form (swift format, .swift-format), builds everything
# (refusing compiler warnings), then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bootstrap.sh
# The page tests drive Debian's Chromium through Selenium, with axe-core 4.x from the PyPI package
# axe-playwright-python (only its axe.min.js is used, so without its dependencies: Playwright's
# own browser download cannot work here).
browser=()
command -v chromium >/dev/null 2>&1 || browser+=(chromium)
command -v chromedriver >/dev/null 2>&1 || browser+=(chromium-driver)
if [ ${#browser[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "Installing system packages: ${browser[*]}" >&2
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${browser[@]}" >&2
fi
if ! python3 -c 'import selenium, axe_playwright_python' >/dev/null 2>&1; then
    echo "Installing Python packages: selenium, axe-playwright-python (without dependencies)" >&2
    python3 -m pip install -q selenium >&2
    python3 -m pip install -q --no-deps axe-playwright-python >&2
fi
# Each file takes the nearest .swift-format: the root's for the library, the CLI, the samples and
# the fuzzers (every rule on: documentation, no force unwraps or try!); Tests/.swift-format and
# Benchmarks/.swift-format, the same but allowing force unwraps and try!, for code that stops at
# its first failure.
if ! swift format lint --strict --recursive Sources Tests Benchmarks Samples Fuzz Plugins; then
    echo "Error: the code is not in the project's form; 'swift format format -i -r Sources Tests Benchmarks Samples Fuzz Plugins' puts it there" >&2
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
# The fuzzers are built against the everyday build's modules (type-checked only: Scripts/fuzz.sh
# links and runs them), so that a change of API cannot leave one that no longer compiles.
Scripts/fuzz.sh --check
swift test --skip-build
# In CI, also prove that the Swift-only layers and their tests build and pass with the C
# libraries' headers hidden (Scripts/test-swift-only.sh; its own build folder).
if [ "${CI:-}" = "true" ]; then
    bash Scripts/test-swift-only.sh
fi
