#!/usr/bin/env bash
# Builds the mcp-behave image from the Containerfile with podman (through scripts/podman.sh).
#   scripts/build-image.sh [IMAGE]                 (default localhost/mcp-behave)
#   BASE=debian:trixie-slim scripts/build-image.sh where a registry is reachable
#   LAUNCH_SPECS=no: without npm and pip (no npx/uvx launch specs), for the base too
#   BUILD_NETWORK=none: the build reaches nothing (a base with every package needs nothing)
# Without BASE, the base is built here from Debian's packages (scripts/build-base-image.sh) unless it exists.
set -euo pipefail
cd "$(dirname "$0")/.."
image="${1:-localhost/mcp-behave}"
network=()
[ -z "${BUILD_NETWORK:-}" ] || network=(--network "$BUILD_NETWORK")
if [ -z "${BASE:-}" ]; then
  BASE=localhost/mcp-behave-base:trixie
  # A base built now has every package: the build needs no network. One built earlier may predate a line of
  # container/*.txt: the Containerfile then fetches what it lacks from Debian's mirror.
  if ! scripts/podman.sh image exists "$BASE"; then
    scripts/build-base-image.sh "$BASE" >/dev/null
    network=(--network none)
  fi
fi
[ -f dist/cli/index.js ] || { echo "build-image: dist/cli/index.js is missing (npm run build)" >&2; exit 1; }
scripts/podman.sh build --quiet "${network[@]}" --build-arg "BASE=$BASE" --build-arg "LAUNCH_SPECS=${LAUNCH_SPECS:-yes}" --tag "$image" --file Containerfile . >/dev/null
echo "$image"
