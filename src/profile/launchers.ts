import { posix } from 'node:path'

// Programs that only start another program: shells running a wrapper script, version-manager shims,
// package runners, and process supervisors. Their startup execs are part of launching the audited
// command, not behaviour of the server. The list is closed on purpose: an unknown program is the
// server, so anything it spawns is judged.
const LAUNCHERS = new Set([
  'sh',
  'bash',
  'dash',
  'zsh',
  'ksh',
  'env',
  'npx',
  'npm',
  'pnpm',
  'pnpx',
  'yarn',
  'bunx',
  'corepack',
  'uv',
  'uvx',
  'pipx',
  'poetry',
  'pipenv',
  'pdm',
  'hatch',
  'rye',
  'pyenv',
  'nodenv',
  'rbenv',
  'goenv',
  'asdf',
  'mise',
  'rtx',
  'volta',
  'volta-shim',
  'fnm',
  'timeout',
  'nice',
  'nohup',
  'setsid',
  'stdbuf',
  'tini',
  'dumb-init',
  'ionice',
  'taskset'
])
const LAUNCHER_PREFIXES = ['pyenv-', 'nodenv-', 'rbenv-', 'goenv-', 'asdf-']

/** Whether exec'ing this program keeps the process in the "launching the server" stage. */
export function isLauncherExecutable(path: string): boolean {
  // pyenv/rbenv/asdf/mise shims are scripts named like the interpreter they stand for.
  if (path.split('/').slice(0, -1).includes('shims')) return true
  const name = posix.basename(path)
  return LAUNCHERS.has(name) || LAUNCHER_PREFIXES.some((p) => name.startsWith(p))
}
