#!/usr/bin/env bash
# The layers that need no C library, and their tests, built and run with the headers of
# libsndfile, ALSA and espeak-ng hidden (a private mount namespace, so only this command sees them
# gone): proof that an app using those layers needs none of the C libraries. Needs root, as CI
# has; elsewhere it runs without hiding and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
run() { AUDIOGRAPH_SWIFT_ONLY=1 swift test --scratch-path .build/swift-only "$@"; }
if [ "$(id -u)" -ne 0 ] || ! command -v unshare >/dev/null 2>&1; then
    echo "Note: not root, so the C libraries' headers stay visible; the Swift-only package still declares none of them" >&2
    run "$@"
    exit
fi
export -f run
hidden=(/usr/include/sndfile.h /usr/include/sndfile.hh /usr/include/alsa /usr/include/espeak-ng)
exec unshare --mount bash -c '
    set -euo pipefail
    for path in "$@"; do
        if [ -d "$path" ]; then mount -t tmpfs none "$path"
        elif [ -e "$path" ]; then mount --bind /dev/null "$path"; fi
    done
    for path in "$@"; do
        if [ -f "$path" ] && [ -s "$path" ]; then echo "Error: $path is still readable" >&2; exit 1; fi
    done
    run
' hide "${hidden[@]}"
