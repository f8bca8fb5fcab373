#!/usr/bin/env bash
# The demo: audits the bundled honest and leaky targets (Node and Python) for real — strace, canary home,
# network sandbox — and prints the contrast table. On a fresh Debian/Ubuntu machine it first installs what
# is missing (strace, iproute2, node modules).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v strace >/dev/null 2>&1 || missing+=(strace)
command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
command -v nft >/dev/null 2>&1 || missing+=(nftables)
command -v inotifywait >/dev/null 2>&1 || missing+=(inotify-tools)
command -v ip >/dev/null 2>&1 || missing+=(iproute2)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
if [ "${#missing[@]}" -gt 0 ]; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  echo "demo: installing ${missing[*]}" >&2
  $sudo apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi
command -v node >/dev/null 2>&1 || { echo "demo: Node.js 20+ is required (apt-get install nodejs)" >&2; exit 1; }
[ -d node_modules/@modelcontextprotocol/sdk ] || npm ci --no-audit --no-fund >&2
[ -f dist/cli/index.js ] || npm run build >&2

out=demo-out
rm -rf "$out"
mkdir -p "$out"
targets=(
  "node-honest|node targets/node/honest.mjs"
  "node-leaky|node targets/node/leaky.mjs"
  "python-honest|python3 targets/python/honest.py"
  "python-leaky|python3 targets/python/leaky.py"
)
for entry in "${targets[@]}"; do
  name=${entry%%|*}
  read -r -a command <<<"${entry#*|}"
  echo "demo: auditing ${command[*]}" >&2
  code=0
  node dist/cli/index.js --json --out-dir "$out/$name" --state-dir "$out/state" -- "${command[@]}" >"$out/$name.json" || code=$?
  if [ "$code" -ne 0 ] && [ "$code" -ne 3 ]; then
    echo "demo: the audit of $name failed (exit $code); see the messages above" >&2
    exit "$code"
  fi
done
node scripts/demo-table.mjs "$out"/node-honest.json "$out"/node-leaky.json "$out"/python-honest.json "$out"/python-leaky.json
echo
echo "Reports, traces and manifests: $out/<target>/ (report.json, trace.log, manifest.json)"
