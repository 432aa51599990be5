#!/usr/bin/env bash
# Installs what Arbiter needs on Debian 12 (idempotent: does nothing when all is present).
set -euo pipefail
packages=(
    build-essential cmake ninja-build python3 clang-14 libclang-rt-14-dev clang-format-14 lld git
    qt6-base-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools libqt6sql6-sqlite libqt6svg6
    qt6-translations-l10n
    libgl-dev libbenchmark-dev
    fonts-dejavu-core poppler-utils
    tidy chromium
    postgresql-15 libqt6sql6-psql
    time
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}"
    SUDO=""
    [[ $(id -u) -ne 0 ]] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
