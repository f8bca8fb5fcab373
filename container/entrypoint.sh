#!/bin/sh
# The image's entry point. No arguments: the contrast — the bundled honest and leaky targets audited, their
# table printed, and the leaky one's exit code (3). Otherwise the arguments are the CLI's own:
# `node server.js`, `npx -y PKG@VER`, `uvx PKG`, `--calls 1 -- python3 server.py`, … (out-dir: ./mcp-behave-out
# in the working directory, so in a mounted checkout with -w).
set -eu
app=/opt/mcp-behave
case "${1:-}" in
  -h | --help | --version) exec node "$app/dist/cli/index.js" "$@" ;;
esac
# The full sandbox or nothing: with too few `run` flags, one line naming them and exit 2 (start-check.sh).
"$app/container/start-check.sh" || exit $?
[ "$#" -gt 0 ] && exec node "$app/dist/cli/index.js" "$@"

out="${MCP_BEHAVE_DEMO_OUT:-mcp-behave-out}"
mkdir -p "$out"
code=0
for target in honest leaky; do
  code=0
  node "$app/dist/cli/index.js" --json --out-dir "$out/$target" --state-dir "$out/state" -- \
    python3 "$app/targets/python/$target.py" >"$out/$target.json" || code=$?
  if [ "$code" -ne 0 ] && [ "$code" -ne 3 ]; then
    echo "mcp-behave: the audit of the $target target failed (exit $code); see the messages above" >&2
    exit "$code"
  fi
done
node "$app/scripts/demo-table.mjs" "$out/honest.json" "$out/leaky.json"
echo
echo "Two servers declaring the same harmless tool; reports, traces and manifests: $out/honest/, $out/leaky/"
exit "$code"
