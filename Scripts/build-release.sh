#!/usr/bin/env bash
# The tool as users should install it: `Scripts/build-release.sh` builds an optimized
# `audiograph` with the Swift runtime and Foundation linked in (it starts in about half the
# time, most of what a small chart takes; its C libraries stay shared), and prints its path.
# lld links it: the static Foundation holds a use of mktemp that GNU-style linkers warn about.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bootstrap.sh
swift build -c release --product audiograph --static-swift-stdlib -Xswiftc -use-ld=lld --scratch-path .build/static >&2
echo "$(pwd)/.build/static/release/audiograph"
