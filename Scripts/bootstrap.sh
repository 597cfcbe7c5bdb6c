#!/usr/bin/env bash
# Installs what AudioGraph needs from the system when it is missing. The Swift toolchain must
# be present. The development files of libsndfile (audio files), espeak-ng (speech) and ALSA
# (sound output) come from Debian's libsndfile1-dev, libespeak-ng-dev and libasound2-dev. The
# tests also use independent programs: espeak-ng (to prove the SSML speakable), sox (to read
# audio files back), tmux (to drive the interactive explorer), node (to check the page's script)
# strace (to see files and folders synced around their renames), jq (to read batch JSON Lines),
# groff (to check the manual page) and zsh and fish (to load the shell completions).
# The benchmark's reading references are C++ programs on simdjson (libsimdjson-dev) and
# fast_float (libfast-float-dev, headers only), built by the system's g++.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swift >/dev/null 2>&1 || { echo "Error: no Swift toolchain on PATH (Swift 6 is required)" >&2; exit 1; }

missing=()
pkg-config --exists sndfile 2>/dev/null || missing+=(libsndfile1-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists espeak-ng 2>/dev/null || missing+=(libespeak-ng-dev)
pkg-config --exists alsa 2>/dev/null || missing+=(libasound2-dev)
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
command -v soxi >/dev/null 2>&1 || missing+=(sox)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v strace >/dev/null 2>&1 || missing+=(strace)
command -v jq >/dev/null 2>&1 || missing+=(jq)
command -v groff >/dev/null 2>&1 || missing+=(groff-base)
command -v zsh >/dev/null 2>&1 || missing+=(zsh)
command -v fish >/dev/null 2>&1 || missing+=(fish)
command -v g++ >/dev/null 2>&1 || missing+=(g++)
pkg-config --exists simdjson 2>/dev/null || missing+=(libsimdjson-dev)
[ -f /usr/include/fast_float/fast_float.h ] || missing+=(libfast-float-dev)

if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "Installing system packages: ${missing[*]}" >&2
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi
