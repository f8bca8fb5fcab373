// A helper program's own business is that program's. A server that runs npm, git, gpg, pip, kubectl,
// docker, uv… sees that program read and write its own config and state: npm reads ~/.npmrc and writes
// its log under ~/.npm/_logs and its cache under ~/.npm/_cacache, git reads ~/.gitconfig, gpg keeps
// ~/.gnupg. Those accesses are marked with the program (ObservedFile.program) when the process that made
// them runs that program and the path is one of its own places (the table below); the rules report them
// once per program (rules/helper-program-rules.ts). The same file opened by the server's own process, or
// by a program that is not its owner, is not marked and is judged as before.
import { posix } from 'node:path'
import { homeRelative } from './path-classify.js'

interface HelperProgram {
  /** the name reports use */
  program: string
  /** executable (or script) names that are this program */
  names: readonly string[]
  /** its own places, relative to the home: a file, or a directory when it ends in `/` */
  places: readonly string[]
}

/** The table: each program, the names it runs under, and the places of the home that are its own. */
export const HELPER_PROGRAMS: readonly HelperProgram[] = [
  { program: 'npm', names: ['npm', 'npx', 'npm-cli.js', 'npx-cli.js'], places: ['.npmrc', '.npm/', '.config/npm/'] },
  { program: 'yarn', names: ['yarn', 'yarn.js', 'yarnpkg'], places: ['.yarnrc', '.yarnrc.yml', '.yarn/', '.cache/yarn/', '.config/yarn/', '.npmrc'] },
  { program: 'pnpm', names: ['pnpm', 'pnpx', 'pnpm.cjs'], places: ['.npmrc', '.config/pnpm/', '.cache/pnpm/', '.local/share/pnpm/', '.local/state/pnpm/'] },
  { program: 'corepack', names: ['corepack'], places: ['.cache/node/corepack/'] },
  { program: 'git', names: ['git'], places: ['.gitconfig', '.config/git/config', '.config/git/ignore', '.config/git/attributes'] },
  { program: 'gpg', names: ['gpg', 'gpg2', 'gpg-agent', 'gpgconf', 'gpgsm', 'dirmngr', 'keyboxd', 'scdaemon'], places: ['.gnupg/'] },
  { program: 'pip', names: ['pip', 'pip3'], places: ['.config/pip/', '.pip/', '.cache/pip/'] },
  { program: 'python', names: ['python', 'python3'], places: ['.python_history', '.cache/pip/'] },
  { program: 'uv', names: ['uv', 'uvx'], places: ['.config/uv/', '.cache/uv/', '.local/share/uv/'] },
  { program: 'kubectl', names: ['kubectl'], places: ['.kube/'] },
  { program: 'helm', names: ['helm'], places: ['.kube/', '.config/helm/', '.cache/helm/', '.local/share/helm/'] },
  { program: 'docker', names: ['docker', 'podman'], places: ['.docker/'] },
  { program: 'gh', names: ['gh'], places: ['.config/gh/'] },
  { program: 'aws', names: ['aws'], places: ['.aws/'] },
  { program: 'gcloud', names: ['gcloud'], places: ['.config/gcloud/'] },
  { program: 'az', names: ['az'], places: ['.azure/'] },
  { program: 'cargo', names: ['cargo', 'rustup', 'rustc'], places: ['.cargo/', '.rustup/'] },
  { program: 'go', names: ['go'], places: ['.config/go/', 'go/', '.cache/go-build/'] },
  { program: 'terraform', names: ['terraform'], places: ['.terraformrc', '.terraform.d/'] }
]

/** Interpreters and launchers that run a program named by an argument: `node /usr/bin/npm`, `python3 -m pip`, `env node`. */
const RUNNERS = /^(?:node|nodejs|python[\d.]*|env|sh|bash|dash)$/

const byName = new Map(HELPER_PROGRAMS.flatMap((entry) => entry.names.map((name) => [name, entry] as const)))

/** The helper program an exec runs, by its executable's name or, for an interpreter, its script's. */
export function helperProgramOf(executable: string, argv: readonly string[]): HelperProgram | null {
  const direct = byName.get(posix.basename(executable))
  if (direct) return direct
  if (!RUNNERS.test(posix.basename(executable))) return null
  const module = argv[1] === '-m' ? argv[2] : undefined
  if (module !== undefined) return byName.get(module) ?? null
  const script = argv.slice(1).find((arg) => !arg.startsWith('-'))
  return script === undefined ? null : (byName.get(posix.basename(script)) ?? null)
}

/** Whether `path` is one of the program's own places in the home `home`. */
export function isOwnPlace(entry: HelperProgram, path: string, home: string): boolean {
  const relative = homeRelative(path, home)
  if (relative === null) return false
  return entry.places.some((place) => (place.endsWith('/') ? relative.startsWith(place) || `${relative}/` === place : relative === place))
}

/**
 * Process listers, and what of another process listing it reads: its command line and state, and its
 * environment too (procps's `ps aux` opens every /proc/N/environ) unless asked to show it (`ps e`,
 * `ps eww`: a BSD-style option with an e) — never its memory.
 */
const PROCESS_LISTERS = new Set(['ps', 'pgrep', 'pkill', 'pidof', 'top', 'htop', 'pstree', 'procs', 'killall'])
const LISTED = /^\/proc\/\d+\/(?:task\/\d+\/)?(?:cmdline|stat|status|comm|environ)$/
const SHOWS_ENVIRONMENT = (argv: readonly string[]): boolean =>
  argv.slice(1).some((arg) => !arg.startsWith('-') && /^[a-zA-Z]+$/.test(arg) && arg.includes('e'))

/** Which helper program each process runs: an exec sets it, a fork inherits it, a script's interpreter keeps it. */
export class HelperPrograms {
  private readonly byPid = new Map<number, HelperProgram>()
  private readonly listers = new Set<number>()

  constructor(private readonly home: string) {}

  exec(pid: number, executable: string, argv: readonly string[], succeeded: boolean): void {
    if (!succeeded) return
    const name = posix.basename(executable)
    if (PROCESS_LISTERS.has(name) && !(name === 'ps' && SHOWS_ENVIRONMENT(argv))) this.listers.add(pid)
    else this.listers.delete(pid)
    const helper = helperProgramOf(executable, argv)
    if (helper) this.byPid.set(pid, helper)
    // `#!/usr/bin/env node` execs env, then node, with the script still the program
    else if (!RUNNERS.test(posix.basename(executable))) this.byPid.delete(pid)
  }

  clone(parent: number, child: number | null): void {
    const helper = this.byPid.get(parent)
    if (child !== null && child > 0 && helper !== undefined) this.byPid.set(child, helper)
  }

  /** `ps aux` reading every /proc/N/cmdline: what listing processes is (the list_processes tool's `ps`), no snooping. */
  listsProcess(pid: number, path: string): boolean {
    return this.listers.has(pid) && LISTED.test(path)
  }

  /** The program whose own place `path` is, when `pid` runs that program; undefined otherwise. */
  ownerOf(pid: number | undefined, path: string): string | undefined {
    const helper = pid === undefined ? undefined : this.byPid.get(pid)
    return helper && isOwnPlace(helper, path, this.home) ? helper.program : undefined
  }
}
