// Bundles the entry points with ncc: the action (dist/index.js), the CLI (dist/cli/index.js), the sandbox
// init that runs inside the namespaces (dist/sandbox-init/index.js), and two worker threads: the canary
// matcher's (dist/canary-worker/index.js) and the one that makes the run's TLS authority
// (dist/authority-worker/index.js), and the static stage's thread (dist/static-worker/index.js, with scan.py).
//
// ncc runs with --transpile-only: `npm run typecheck` checks the types once, and ncc checked them again for
// every entry, at ~1.4 GB and about half of each entry's time. src/tsconfig.json has the lone-file compile
// emit ES modules; the bundles are byte for byte what a type-checking build makes.
//
// Skips the bundling when neither its inputs (src/, the lockfile, this script, tsconfig.json) nor dist/
// changed since the last build here: the stamp records a hash of both, so a dist/ restored from git or
// edited by hand is rebuilt. MCP_BEHAVE_FORCE_BUILD=1 (or --force) always rebuilds.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const entries = [
  ['src/index.ts', 'dist'],
  ['src/cli.ts', 'dist/cli'],
  ['src/sandbox/init-main.ts', 'dist/sandbox-init'],
  ['src/profile/canary-scan-worker.ts', 'dist/canary-worker'],
  ['src/sandbox/authority-worker.ts', 'dist/authority-worker'],
  ['src/static/static-worker.ts', 'dist/static-worker']
]
/** Files the bundle runs as they are: the static stage's Python reader, run by python3. */
const ASSETS = [['src/static/scan.py', 'dist/static-worker/scan.py']]
const INPUTS = ['src', 'package-lock.json', 'package.json', 'tsconfig.json', 'scripts/build.mjs']
const STAMP = 'node_modules/.cache/mcp-behave/build-stamp.json'

function filesUnder(path) {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)))
}

function treeHash(paths) {
  const hash = createHash('sha256')
  for (const file of paths.flatMap(filesUnder)) hash.update(`${file}\0`).update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'))
  } catch {
    return null
  }
}

/**
 * ncc bundles one entry per process (each with its own webpack cache, ncc_<hash of the entry>), mostly on
 * one core: two at a time keep both of a 2-core machine busy.
 */
const BUNDLES_AT_ONCE = 2
/**
 * Before it writes, ncc deletes every .js under its output directory, subdirectories included: the action's
 * (dist) would delete the other bundles written meanwhile. It is bundled here, then copied into dist.
 */
const ACTION_STAGE = 'node_modules/.cache/mcp-behave/action-bundle'

function bundle([entry, out]) {
  const stage = out === 'dist' ? ACTION_STAGE : out
  rmSync(stage, { recursive: true, force: true })
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', entry, '-o', stage, '--license', 'licenses.txt', '-q', '--target', 'es2022', '--transpile-only'],
      { stdio: 'inherit' }
    )
    child.once('error', reject)
    child.once('close', (code, signal) => {
      if (code !== 0) return reject(new Error(`ncc build ${entry}: ${signal ?? `exit ${code}`}`))
      if (stage !== out) cpSync(stage, out, { recursive: true })
      resolve()
    })
  })
}

/** The entries bundled `width` at a time, in order (the action's, the largest by far, first). */
async function bundleAll(list, width) {
  const queue = [...list]
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await bundle(next)
  }
  await Promise.all(Array.from({ length: width }, worker))
}

const force = process.argv.includes('--force') || process.env.MCP_BEHAVE_FORCE_BUILD === '1'
const inputs = treeHash(INPUTS)
const stamp = readStamp()
if (!force && stamp?.inputs === inputs && stamp.dist === treeHash(['dist'])) {
  console.log('dist/ is up to date with src/ (MCP_BEHAVE_FORCE_BUILD=1 rebuilds)')
} else {
  rmSync('dist', { recursive: true, force: true })
  await bundleAll(entries, BUNDLES_AT_ONCE)
  for (const [from, to] of ASSETS) copyFileSync(from, to)
  mkdirSync(dirname(STAMP), { recursive: true })
  writeFileSync(STAMP, JSON.stringify({ inputs, dist: treeHash(['dist']) }) + '\n')
}
