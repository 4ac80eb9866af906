#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Shared by tools/run and tools/test: install what the build needs (Debian 12
# packages only), then configure and build a preset. Sourced, not run.

COSMOS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

COSMOS_PACKAGES=(
    build-essential cmake ninja-build pkg-config ccache
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev libqscintilla2-qt6-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    nlohmann-json3-dev libbenchmark-dev libgraphviz-dev libmimalloc-dev
    xvfb xauth fonts-noto-cjk fonts-noto-core
    clang libclang-rt-14-dev lld
    desktop-file-utils appstream shared-mime-info dpkg-dev file
    openssl qtkeychain-qt6-dev
)

cosmos_log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

cosmos_as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo "$@"
    else
        echo "error: installing packages needs root; run: $*" >&2
        return 1
    fi
}

cosmos_ensure_packages() {
    local missing=()
    for package in "${COSMOS_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        cosmos_log "Installing ${#missing[@]} Debian packages: ${missing[*]}"
        cosmos_as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        cosmos_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
}

# ccache keys on paths relative to the checkout, so a fresh clone elsewhere (CI) reuses
# what an earlier build on the same machine compiled.
export CCACHE_BASEDIR="$COSMOS_ROOT"
export CCACHE_NOHASHDIR=true
# The three builds of the test command (default, ASan/UBSan, fuzz) together outgrow
# ccache's 5 GB default, so each evicted the others' objects; room for all three,
# unless the machine sets its own limit.
export CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-12G}"

# cosmos_build PRESET [TARGET...]: configure once, then build incrementally.
cosmos_build() {
    local preset="$1"; shift
    cd "$COSMOS_ROOT"
    if [ ! -f "build/$preset/build.ninja" ]; then
        cosmos_log "Configuring ($preset)"
        cmake --preset "$preset" >/dev/null
    fi
    cosmos_log "Building ($preset)"
    if [ $# -gt 0 ]; then
        local targets=()
        for target in "$@"; do targets+=(--target "$target"); done
        cmake --build --preset "$preset" "${targets[@]}"
    else
        cmake --build --preset "$preset"
    fi
}
