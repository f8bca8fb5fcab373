#!/usr/bin/env bash
# Builds the container image's base from Debian's own packages, for a machine that reaches Debian's mirror
# but no container registry: mmdebstrap makes a root filesystem (Debian trixie: its Node.js is 20, the
# CLI's minimum) with container/packages.txt and launch-specs.txt already installed, and `podman import` turns it into a local
# image. Then `scripts/build-image.sh` builds the Containerfile on it, offline.
#   usage: scripts/build-base-image.sh [IMAGE]      (default localhost/mcp-behave-base:trixie)
#   env:   MIRROR (default http://deb.debian.org/debian), SUITE (default trixie),
#          LAUNCH_SPECS=no: without npm and pip (container/launch-specs.txt), as the e2e test builds it
set -euo pipefail
cd "$(dirname "$0")/.."
image="${1:-localhost/mcp-behave-base:trixie}"
mirror="${MIRROR:-http://deb.debian.org/debian}"
suite="${SUITE:-trixie}"
for tool in mmdebstrap podman; do
  command -v "$tool" >/dev/null || { echo "build-base-image: $tool is missing (apt-get install -y $tool)" >&2; exit 1; }
done
lists=(container/packages.txt)
[ "${LAUNCH_SPECS:-yes}" = no ] || lists+=(container/launch-specs.txt)
packages="$(cat "${lists[@]}" | grep -v '^#' | xargs | tr ' ' ,)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# --variant=apt: only Essential packages and apt (what debian:*-slim has), plus ours; no Recommends, and
# no documentation, manual pages or translations kept.
hooks=()
# eatmydata: dpkg's fsync per file is most of the time on a small VM (a root filesystem is rebuilt, not repaired)
[ -x /usr/bin/eatmydata ] && hooks=(--hook-dir=/usr/share/mmdebstrap/hooks/eatmydata)
mmdebstrap --quiet --variant=apt --include="$packages" "${hooks[@]}" \
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
  --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias' \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
  "$suite" "$work/rootfs.tar" "deb $mirror $suite main"
podman import --change 'CMD ["/bin/bash"]' "$work/rootfs.tar" "$image" >/dev/null
echo "$image"
