#!/usr/bin/env bash
# Fuzzes the chart-file reader, the CSV reader and the command-line parser with libFuzzer.
#
#   Scripts/fuzz.sh [json|csv|cli ...] [-- LIBFUZZER_OPTIONS...]
#   Scripts/fuzz.sh --check     type-check every fuzzer against the debug build (.build/debug),
#                               as Scripts/test.sh does, so that none can rot unnoticed
#
# Each fuzzer runs for FUZZ_SECONDS (default 600) on its corpus in .build/fuzz/corpus-NAME,
# seeded from the samples and the bad-input corpus. A crash is saved by libFuzzer as
# .build/fuzz/crash-* and the script fails; replay one with `.build/fuzz/fuzz-NAME FILE`.
# Inputs that once crashed live in Fuzz/Regressions (named after their fuzzer), are tests
# too, and start every corpus.
#
# SwiftPM builds the libraries with coverage instrumentation and AddressSanitizer in their own
# build folder (the everyday builds are left alone); each fuzzer is its entry file in Fuzz/
# linked against them, since libFuzzer brings its own `main`.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bootstrap.sh

# Each fuzzer's Swift files, beside its entry file.
entries() {
    case "$1" in
        json) echo Fuzz/JSONReader.swift Fuzz/Charts.swift Tests/TestSupport/OutputChecks.swift ;;
        csv) echo Fuzz/CSVReader.swift Fuzz/Charts.swift Tests/TestSupport/OutputChecks.swift ;;
        cli) echo Fuzz/ArgumentParser.swift ;;
        *) echo "Error: unknown fuzzer '$1'; choose json, csv or cli" >&2; exit 64 ;;
    esac
}
headers=(-I Sources/CAlsa -I Sources/CSndFile -I Sources/CEspeakNG)

if [ "${1:-}" = "--check" ]; then
    for fuzzer in json csv cli; do
        echo "== type-checking the $fuzzer fuzzer against .build/debug" >&2
        # shellcheck disable=SC2046
        swiftc -typecheck -parse-as-library -I .build/debug/Modules "${headers[@]}" $(entries "$fuzzer")
    done
    exit 0
fi

fuzzers=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do fuzzers+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#fuzzers[@]} -gt 0 ] || fuzzers=(json csv cli)
seconds=${FUZZ_SECONDS:-600}

scratch=.build/fuzz
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -use-ld=lld)
echo "== building the libraries for fuzzing ($scratch)" >&2
swift build -c release --scratch-path "$scratch" --target AudioGraphCLI "${flags[@]}" >&2
release="$scratch/release"
objects=$(find "$release/" -path '*.build/*.o' -not -path '*/audiograph.build/*' -not -path '*bench*' -not -path '*AppDescriptorSample*' -not -path '*SwiftChartsSample*' -not -path '*embed_resources*' | sort)

for fuzzer in "${fuzzers[@]}"; do
    read -r -a entry <<< "$(entries "$fuzzer")"
    case "$fuzzer" in
        json) seeds=(Samples/*.json Tests/AudioGraphCLITests/BadInputs/*.json) ;;
        csv) seeds=(Samples/*.csv Tests/AudioGraphCLITests/BadInputs/*.csv) ;;
        *) seeds=() ;;
    esac
    binary="$scratch/fuzz-$fuzzer"
    echo "== linking $binary" >&2
    # gold warns once per AddressSanitizer helper that it cannot export it; nothing is wrong.
    # shellcheck disable=SC2086
    swiftc -O -sanitize=fuzzer,address -parse-as-library -I "$release/Modules" "${headers[@]}" "${entry[@]}" $objects \
        -lsndfile -lespeak-ng -lasound -o "$binary" 2> >(grep -v "Cannot export local symbol" >&2)
    corpus="$scratch/corpus-$fuzzer"
    mkdir -p "$corpus"
    if [ "$fuzzer" = cli ]; then
        # Command lines, one argument per line, from every subcommand's usage.
        printf 'describe\nchart.json\n--level\ndetails\n--format=json' > "$corpus/describe"
        printf 'sonify\na.json\nb.csv\n-o\nout/\n--jobs\n2\n--pitch\n200-1200\n--speak' > "$corpus/sonify"
        printf 'audit\n--severity\nunit-missing=warning\n--disable\ntitle-missing\n-\n--\n--strict' > "$corpus/audit"
        printf 'convert\nx.csv\n--y\nsteps\n--y=2\n--split-by\nregion\n--kind\npie' > "$corpus/convert"
        printf 'explore\nchart.json\n--commands\n-' > "$corpus/explore"
        printf -- '--version' > "$corpus/version"
    else
        cp "${seeds[@]}" "$corpus/"
    fi
    cp Fuzz/Regressions/"$fuzzer"-* "$corpus/" 2>/dev/null || true
    echo "== fuzzing $fuzzer for $seconds seconds" >&2
    # Swift's own backtracer would hide libFuzzer's report of a trap. A unit renders every output
    # of its chart (audio, page, audit) under AddressSanitizer: about 2.5 s for a four-series chart
    # here, so a unit is a finding only past 60 s, whatever else the machine is running.
    SWIFT_BACKTRACE=enable=no "$binary" "$corpus" -max_total_time="$seconds" -max_len=65536 -timeout=60 -rss_limit_mb=4096 \
        -artifact_prefix="$scratch/crash-$fuzzer-" -print_final_stats=1 "$@"
done
