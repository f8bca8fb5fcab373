#!/usr/bin/env bash
# podman as this project's scripts and tests run it: `scripts/podman.sh build|run|rmi …`. Two quirks of some
# machines (small VMs, CI runners) are handled here, once, and nothing else changes:
#  - cgroups v1 or hybrid (v1 controllers beside a v2 hierarchy): crun refuses hybrid, runc takes both;
#  - a root without CAP_SYS_RESOURCE cannot raise RLIMIT_NOFILE/NPROC to podman's defaults: containers
#    then keep the caller's limits (containers.conf default_ulimits = []).
set -euo pipefail
global=()
if [ "$(stat -f -c %T /sys/fs/cgroup)" != cgroup2fs ] && command -v runc >/dev/null; then
  global+=(--runtime runc)
fi
capeff=$((16#$(awk '/^CapEff:/ { print $2 }' /proc/self/status)))
if [ $((capeff >> 24 & 1)) -eq 0 ] && [ -z "${CONTAINERS_CONF:-}" ]; then
  conf="${TMPDIR:-/tmp}/mcp-behave-containers.conf"
  printf '[containers]\ndefault_ulimits = []\n' >"$conf"
  export CONTAINERS_CONF="$conf"
fi
exec podman "${global[@]}" "$@"
