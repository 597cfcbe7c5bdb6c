#!/usr/bin/env bash
# AudioGraph on the bundled samples, for a listener: `Scripts/demo.sh [DIR]` (default ./audiograph-demo)
# builds the tool and writes into DIR, as given from where it was run, a folder per sample (its page,
# its audio graph starting with the spoken title, captions, description and chart file), index.html
# and the playlist audiograph-demo.m3u; its last line names the index page to open.
set -euo pipefail
here=$(pwd)
out=${1:-audiograph-demo}
case "$out" in
/*) ;;
*) out="$here/$out" ;;
esac
cd "$(dirname "$0")/.."
source Scripts/bootstrap.sh
swift build --product audiograph >&2
.build/debug/audiograph demo --samples Samples "$out" "${@:2}"
