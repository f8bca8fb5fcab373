import { spawnSync } from 'node:child_process'
import { CLI } from './run-cli.js'

// The one place that decides what a test does when this machine lacks something it needs (the
// sandbox, a tool, the unprivileged user). On a developer's machine it is skipped with a line saying
// why. Where the sandbox is required (MCP_BEHAVE_REQUIRE_SANDBOX=1, which .ci/run sets, or CI=true)
// it fails: a runner that lost user namespaces, bubblewrap or nftables must not go green.

/** Why something a test needs is missing here, or null when it is there. */
export type Need = () => string | null

const onPath = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0

function sandboxMissing(): string | null {
  const probe = spawnSync(process.execPath, [CLI, '--version'], { encoding: 'utf8' })
  if (probe.status !== 0) return `dist/cli/index.js does not run (build first): ${probe.stderr}`
  const namespaces = [
    ['-n', '--pid', '--fork', '--mount-proc', 'true'],
    ['-rn', '--pid', '--fork', '--mount-proc', 'true']
  ].some((args) => spawnSync('unshare', args, { stdio: 'ignore' }).status === 0)
  if (!namespaces) return 'no network namespace can be created here (needs root, unprivileged user namespaces, or sudo)'
  if (spawnSync('strace', ['-V'], { stdio: 'ignore' }).status !== 0) return 'strace is not installed'
  // Filesystem containment is the default: without bubblewrap every audit exits 2.
  if (!onPath('bwrap')) return 'bubblewrap (bwrap) is not installed'
  if (!onPath('ip')) return 'ip (iproute2) is not installed'
  // Without these the sandbox still starts, but the sink's redirect and the canary watch are gone.
  if (!onPath('nft')) return 'nft (nftables) is not installed'
  if (!onPath('inotifywait')) return 'inotifywait (inotify-tools) is not installed'
  return null
}

function nobodyMissing(): string | null {
  if (process.getuid?.() !== 0) return 'not root: cannot switch to the nobody user'
  if (spawnSync('su', ['nobody', '-s', '/bin/sh', '-c', `test -r '${CLI}'`]).status !== 0) return 'nobody cannot read the checkout'
  if (spawnSync('su', ['nobody', '-s', '/bin/sh', '-c', 'unshare -rn true']).status !== 0) return 'unprivileged user namespaces are not allowed here'
  return null
}

const once = (need: Need): Need => {
  let answer: string | null | undefined
  return () => (answer === undefined ? (answer = need()) : answer)
}

/** What tests may need, each checked at most once per test file. */
export const needs = {
  /** the bundled CLI, namespaces, strace, bubblewrap, iproute2, nftables and inotify-tools */
  sandbox: once(sandboxMissing),
  /** audits as nobody, whose namespaces come from an unprivileged user namespace (runCli's asNobody) */
  nobody: once(nobodyMissing),
  root: once(() => (process.getuid?.() === 0 ? null : 'not root')),
  inotifywait: once(() => (onPath('inotifywait') ? null : 'inotifywait (inotify-tools) is not installed')),
  python: once(() => (onPath('python3') ? null : 'python3 is not installed (.ci/run installs it)')),
  pip: once(() =>
    spawnSync('python3', ['-m', 'pip', '--version'], { stdio: 'ignore' }).status === 0 ? null : 'python3 -m pip is not installed (.ci/run installs python3-pip)'
  )
} satisfies Record<string, Need>

/** The first of `wanted` that is missing here, or null when all are there. */
export function missing(...wanted: Need[]): string | null {
  for (const need of wanted) {
    const why = need()
    if (why !== null) return why
  }
  return null
}

/** Why a test that cannot run here must fail rather than skip; null when skipping is allowed. */
export function skipForbiddenBy(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.MCP_BEHAVE_REQUIRE_SANDBOX === '1') return 'MCP_BEHAVE_REQUIRE_SANDBOX=1'
  if (env.CI === 'true') return 'CI=true'
  return null
}

/**
 * Whether `suite` runs: true when nothing is missing (`why` null); false, with a SKIPPED line, when
 * something is and skipping is allowed; throws when it is not.
 */
export function mayRun(suite: string, why: string | null, env: NodeJS.ProcessEnv = process.env): boolean {
  if (why === null) return true
  const forbidden = skipForbiddenBy(env)
  if (forbidden !== null) throw new Error(`${suite} cannot run here, and ${forbidden} forbids skipping it: ${why}`)
  // Not console.warn: jest prints no console output of a file whose tests were all skipped.
  process.stderr.write(`SKIPPED ${suite}: ${why}\n`)
  return false
}

/** `describe` when `suite` may run, else `describe.skip` (see mayRun). */
export function describeWhere(suite: string, why: string | null): typeof describe {
  return mayRun(suite, why) ? describe : describe.skip
}

/** `it` when `suite` may run, else `it.skip` (see mayRun). */
export function itWhere(suite: string, why: string | null): typeof it {
  return mayRun(suite, why) ? it : it.skip
}
