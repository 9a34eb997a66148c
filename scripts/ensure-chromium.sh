#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (/usr/bin/chromium, or $CHROMIUM_PATH).
# Installs it from Debian's packages when it is missing; test tools' own browser
# downloads are not used.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
echo "Chromium is missing at $chromium: installing Debian's chromium package."
if [ "$(id -u)" -eq 0 ]; then
  sudo=""
elif command -v sudo >/dev/null; then
  sudo="sudo"
else
  echo "Cannot install Chromium without root. Run: apt-get install -y chromium" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq chromium >/dev/null
"$chromium" --version
