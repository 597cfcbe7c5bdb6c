#!/usr/bin/env bash
# The main job on the bundled samples: `Scripts/demo.sh [OUTDIR]` (default ./audiograph-demo).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bootstrap.sh
swift build --product audiograph >&2
.build/debug/audiograph demo --samples Samples "$@"
