// The attack stage's oracle (issue 42): whether one attack call's hostile value got through, read from
// what the trace and the sandbox's witnesses saw during that call alone (the profile's attack part:
// profile/attack-split.ts), never from the answer's text. Each class has its proof:
// - path: an open, create, delete, rename or mkdir — tried or done — of the attack's target, of anything
//   in a planted sibling or through a planted link, of a canary-home credential the tool's ordinary
//   calls never touched, or of a file named by the marker;
// - shell, code: the marker program executed (a failed exec counts: it need not exist), or its file opened;
// - argv: the value as its own argument of a program with no `--` before it, where it cannot be a flag's
//   value; the marker file written or its program run; a connection or lookup of the marker's host;
// - url: a connection to the metadata address or to the loopback port named, an open of the file:// target;
//   the marker's host reached (what a fetcher is for);
// - sql: a rollback journal or write-ahead log made (a write transaction) in a read-only tool's call.
// What a class shows beyond that — canary bytes in the answer or leaving — raises the severity (attack-rules.ts).

import { posix } from 'node:path'
import type { Attack, CallRecord, Observed, ObservedFile, Phase } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import { markerProgram, METADATA_URL, probeHost, type OutsidePlaces } from '../probe/attack/payloads.js'
import { isCredentialPath, isUnder, normalizeAbsolute } from '../profile/path-classify.js'
import { reachedAudience } from './credential-audience.js'

export interface AttackProof {
  gotThrough: boolean
  /** what showed it, one line each (paths and argv neutralized) */
  proof: string[]
  traceLines: number[]
  /** canaries the call sent out: "~/.ssh/id_rsa to x.invalid:6443" */
  leaked: string[]
  /**
   * argv: the value only stood as an option — no marker file written, no program run, no host reached —
   * unless the option is one the program reads as where to send its credentials (kubectl's --server)
   */
  optionOnly?: boolean
}

export interface OracleContext {
  /** the declared roots: a file the marker names is an escape only outside them */
  roots: readonly string[]
  outside: OutsidePlaces
  loopbackPort: number
  home: string
  /** home paths each tool's ordinary calls read or wrote: not an escape when an attack call does it again */
  ordinaryHomePaths: ReadonlyMap<string, ReadonlySet<string>>
}

const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254'])
const METADATA_HOST = new URL(METADATA_URL).hostname

const inCall = (phases: readonly Phase[], id: number): boolean => phases.some((phase) => phase.kind === 'call' && phase.call.id === id)

/** The call's own slice of the attack part. */
function ofCall(observed: Observed, id: number) {
  return {
    files: observed.files.filter((entry) => inCall(entry.phases, id)),
    processes: observed.processes.filter((entry) => inCall(entry.phases, id)),
    network: observed.network.filter((entry) => inCall(entry.phases, id)),
    dns: observed.dns.filter((entry) => inCall(entry.phases, id)),
    leaks: observed.leaks.filter((entry) => inCall(entry.phases, id)),
    sink: (observed.sink ?? []).filter((record) => inCall([record.phase], id))
  }
}

const shown = (text: string, home: string): string => excerpt(text.split(home).join('~'), 200)
const fileLine = (file: ObservedFile, home: string): string =>
  `${file.access === 'read' ? 'opens' : file.access} ${shown(file.path, home)}${file.succeeded ? '' : ' (tried: it failed)'}`

/** A path access that shows the path value got out. */
function escapes(file: ObservedFile, attack: Attack, tool: string, context: OracleContext): boolean {
  const path = normalizeAbsolute(file.path)
  const { outside } = context
  if (attack.target !== undefined && path === normalizeAbsolute(attack.target)) return true
  if (outside.siblings.some((sibling) => isUnder(path, sibling.dir))) return true
  if (outside.links.some((link) => isUnder(path, posix.join(link.root, link.name)) || isUnder(path, link.pointsTo))) return true
  if ((outside.fileLinks ?? []).some((link) => path === posix.join(link.root, link.name) || path === link.pointsTo)) return true
  if (posix.basename(path).includes(attack.marker) && !context.roots.some((root) => isUnder(path, root))) return true
  return isUnder(path, context.home) && isCredentialPath(path, context.home) && !(context.ordinaryHomePaths.get(tool)?.has(path) ?? false)
}

/**
 * The value as its own argument where a program reads options: no `--` before it, not a flag's value
 * (after `-e` or `--grep`; `-n10` and `--format=x` hold their own values).
 */
function optionAt(argv: readonly string[], value: string): boolean {
  const at = argv.indexOf(value)
  if (at <= 0) return false
  if (argv.slice(0, at).some((arg) => arg === '--' || arg === '--end-of-options')) return false
  const before = argv[at - 1] as string
  return !/^(-[A-Za-z]|--[A-Za-z][\w-]*)$/.test(before)
}

/** A long command line shown by its program and the arguments up to the value, so the value shows. */
function argvAround(argv: readonly string[], value: string): string {
  const line = argv.join(' ')
  if (line.length <= 200) return line
  const at = argv.indexOf(value)
  const before = argv.slice(Math.max(2, at - 2), at).map((arg) => excerpt(arg, 40))
  return [...argv.slice(0, Math.min(2, at)), '…', ...before, excerpt(value, 80)].join(' ')
}

/** Programs that send their credentials to the server a `--server=` option names. */
const CLUSTER_CLIENTS = new Set(['kubectl', 'oc', 'kubecolor'])

export function judgeAttackCall(call: CallRecord & { attack: Attack }, observed: Observed, context: OracleContext): AttackProof {
  const { attack } = call
  const seen = ofCall(observed, call.id)
  const proof: string[] = []
  const lines = new Set<number>()
  const prove = (line: string, traceLines: readonly number[]): void => {
    if (!proof.includes(line)) proof.push(line)
    for (const at of traceLines.slice(0, 5)) lines.add(at)
  }
  const program = markerProgram(attack.marker)
  const host = probeHost(attack.marker)
  let asOption = 0
  let redirect = false
  for (const file of seen.files) {
    if ((attack.class === 'path' || attack.technique === 'file') && escapes(file, attack, call.name, context))
      prove(fileLine(file, context.home), file.traceLines)
    if (attack.class !== 'path' && attack.class !== 'url' && normalizeAbsolute(file.path) === program) prove(fileLine(file, context.home), file.traceLines)
    if (attack.class === 'sql' && /-(journal|wal)$/.test(file.path) && file.access !== 'read')
      prove(`${fileLine(file, context.home)}: a write transaction`, file.traceLines)
  }
  for (const exec of seen.processes) {
    const ran = exec.executable === program || exec.argv[0] === program
    if (ran && attack.class !== 'path' && attack.class !== 'url')
      prove(`executes ${program}${exec.succeeded ? '' : ' (tried: it does not exist)'}`, exec.traceLines)
    if (attack.class === 'argv' && optionAt(exec.argv, attack.value)) {
      const line = `runs ${shown(argvAround(exec.argv, attack.value), context.home)}: the value is an option there`
      if (!proof.includes(line)) asOption++
      prove(line, exec.traceLines)
      redirect ||= attack.technique === 'option-server' && CLUSTER_CLIENTS.has(posix.basename(exec.argv[0] ?? exec.executable))
    }
  }
  const reaches = (address: string, port: number | undefined, names: readonly string[]): string | null => {
    if (attack.technique === 'metadata' && (METADATA_ADDRESSES.has(address) || names.includes(METADATA_HOST))) return `${address}:${port ?? 0}`
    if (attack.technique === 'loopback' && address.startsWith('127.') && port === context.loopbackPort) return `${address}:${port}`
    if ((attack.class === 'argv' || attack.technique === 'probe-host') && names.some((name) => name.includes(host))) return `${host}:${port ?? 0}`
    return null
  }
  for (const entry of seen.network) {
    const reached = reaches(entry.address, entry.port, entry.hostnames)
    if (reached) prove(`connects to ${reached}`, entry.traceLines)
  }
  for (const record of seen.sink) {
    const names = [record.sni, record.http?.host?.replace(/:\d+$/, '')].filter((name): name is string => name !== undefined)
    const reached = reaches(record.address, record.port, names)
    if (reached) prove(`the sink received a connection to ${reached}${record.http ? ` (${record.http.method} ${excerpt(record.http.target, 80)})` : ''}`, [])
  }
  for (const entry of seen.dns)
    if (entry.name.includes(host) && (attack.class === 'argv' || attack.technique === 'probe-host')) prove(`looks up ${entry.name}`, entry.traceLines)
  // A credential its own program sends to its own audience (npm's token to its registry) is that
  // program's business, not what the attack made it do: only a secret that went elsewhere raises the verdict.
  const leaked = seen.leaks
    .filter((leak) => reachedAudience(leak, observed) === null)
    .map((leak) => `${leak.canary} to ${shown(leak.destination, context.home)}`)
  const optionOnly = attack.class === 'argv' && proof.length > 0 && proof.length === asOption && !redirect && leaked.length === 0
  return { gotThrough: proof.length > 0, proof, traceLines: [...lines].sort((a, b) => a - b), leaked, ...(optionOnly ? { optionOnly } : {}) }
}
