#!/bin/sh
# The container's start check: the full sandbox or nothing. The audit needs, inside the container, what it
# needs on a Linux host (docs/sandbox.md): namespaces made as root (unshare: CAP_SYS_ADMIN), a loopback and
# an nftables redirect in the server's network namespace (CAP_NET_ADMIN), copy-on-write overlay mounts,
# bubblewrap's user namespace, and strace. This does each once, the way the CLI does, and on the first that
# fails prints ONE line naming the `run` flag that is missing and exits 2 (EXIT_CODES.sandbox in
# src/errors.ts) — never an audit in a weaker sandbox. Measured with podman (docs/container.md):
#   --cap-add=SYS_ADMIN --cap-add=NET_ADMIN   is enough; --privileged also works, and grants far more.
set -u
flags='--cap-add=SYS_ADMIN --cap-add=NET_ADMIN'
missing() {
  echo "mcp-behave: the container lacks $1 for the full sandbox (run it with $flags; docs/container.md)" >&2
  exit 2
}
[ "$(id -u)" = 0 ] || missing 'root (drop --user: the sandbox is built as root inside the container)'
capeff=$(awk '/^CapEff:/ { print $2 }' /proc/self/status)
has_cap() { [ $(((0x$capeff >> $1) & 1)) = 1 ]; }
has_cap 21 || missing --cap-add=SYS_ADMIN
has_cap 12 || missing --cap-add=NET_ADMIN
# Past the capabilities, what still refuses is a security profile: AppArmor's (Ubuntu hosts) or seccomp's.
profile() {
  case "$(cat /proc/self/attr/current 2>/dev/null)" in
    '' | unconfined*) ;;
    *) missing --security-opt=apparmor=unconfined ;;
  esac
  grep -q '^Seccomp:[[:space:]]*0' /proc/self/status || missing --security-opt=seccomp=unconfined
  missing --privileged
}
# The run directory holds overlay upper layers, which the image's own overlay filesystem cannot: /tmp becomes
# a tmpfs when it is not one already (a --tmpfs /tmp or a volume is used as it is).
if [ "$(stat -f -c %T /tmp)" = overlayfs ]; then
  mount -t tmpfs -o mode=1777,nosuid,nodev tmpfs /tmp 2>/dev/null || profile
fi
probe=$(mktemp -d) || profile
trap 'rm -rf "$probe"' EXIT
mkdir "$probe/lower" "$probe/upper" "$probe/work" "$probe/merged"
# The launcher's own namespaces (src/sandbox/launcher.ts, method root), then inside them what the init does
# (src/sandbox/init-main.ts) and bubblewrap's view (src/sandbox/containment-plan.ts), each in miniature.
unshare --net --pid --fork --kill-child --mount-proc --propagation private -- sh -c "
  ip link set lo up &&
  nft add table inet mcp_behave_probe &&
  mount -t overlay overlay -o lowerdir=$probe/lower,upperdir=$probe/upper,workdir=$probe/work $probe/merged &&
  bwrap --unshare-user --unshare-pid --unshare-ipc --unshare-uts --ro-bind / / --proc /proc --dev /dev -- true
" >/dev/null 2>&1 || profile
strace -f -qq -o /dev/null -- true >/dev/null 2>&1 || missing --cap-add=SYS_PTRACE
exit 0
