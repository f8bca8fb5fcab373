import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import {
  severityRank,
  type CallRecord,
  type Evidence,
  type Finding,
  type Manifest,
  type Observed,
  type ObservedFile,
  type ObservedLeftover,
  type Phase,
  type RugPull,
  type RuleId,
  type Severity
} from '../report/schema.js'
import { formatEndpoint } from '../profile/net-address.js'
import { callSiteKey } from '../profile/phase-clock.js'
import { displayPath, isSensitivePath, isUnder } from '../profile/path-classify.js'
import { snoopedProcessFile } from '../profile/process-snooping.js'
import type { Policy } from '../settings/policy.js'
import {
  declaredScopes,
  deleteRestriction,
  egressRestriction,
  serverWideRestriction,
  writeRestriction,
  type Restriction,
  type ToolScope
} from './declared-scope.js'
import { excerpt } from './description-claims.js'
import { persistenceKind } from './persistence-paths.js'
import { PolicyMatcher, type PolicyAnswer } from './policy-match.js'

export interface RulesInput {
  observed: Observed
  manifest: Manifest
  calls: CallRecord[]
  policy: Policy | null
  rugPull: RugPull
  /** the canary home (absolute): paths under it are shown and fingerprinted as ~/… */
  home: string
  /** the server's working directory, for `./` globs in the policy */
  cwd?: string
  /** with filesystem containment: where the server can write without changing the host */
  writableRoots?: string[]
  /** the auditor's own places (out-dir, pin store): never the server's to write, even in a workspace */
  auditorPaths?: string[]
}

export const MAX_EVIDENCE_LINES = 20

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'fish', 'csh', 'tcsh', 'busybox'])
const NETWORK_TOOLS = new Set([
  'curl', 'wget', 'nc', 'ncat', 'netcat', 'socat', 'ssh', 'scp', 'sftp', 'rsync', 'telnet', 'ftp', 'tftp',
  'dig', 'nslookup', 'host', 'openssl', 'aria2c', 'lftp'
])

/** One judged piece of behaviour; occurrences with the same rule, subject and call site become one finding. */
interface Occurrence {
  rule: RuleId
  subject: string
  severity: Severity
  message: string
  phase: Phase
  /** trace order of the occurrence: first line, then position among the entry's phases */
  order: [number, number]
  evidence: Omit<Evidence, 'traceLines'>
  traceLines: number[]
  /** only failed attempts (an ENOENT exec while searching PATH): a success speaks better for the finding */
  attempt?: boolean
}

/** The verdict for one phase: what severity, and which declaration (if any) the behaviour contradicts. */
interface Judgement {
  severity: Severity | null
  suffix: string
  declared?: string
}

const callName = (phase: Phase): string | undefined => (phase.kind === 'call' ? phase.call.name : undefined)

class Judge {
  readonly scopes: Map<string, ToolScope>
  readonly policy: PolicyMatcher

  constructor(readonly input: RulesInput) {
    this.scopes = declaredScopes(input.manifest)
    this.policy = new PolicyMatcher(input.policy, input.home, input.cwd)
  }

  /** The tool's own restriction during its call; the server-wide one at startup/shutdown. */
  restriction(phase: Phase, of: (scope: ToolScope) => Restriction | null, what: string): Restriction | null {
    if (phase.kind !== 'call') return serverWideRestriction(this.scopes.values(), of, what)
    if (phase.call.kind !== 'tool') return null
    const scope = this.scopes.get(phase.call.name)
    return scope ? of(scope) : null
  }

  /**
   * Policy first: a policy section that covers the behaviour decides (allowed → no finding, else
   * high). Without one, a contradicted declaration makes it high and anything else `otherwise`.
   */
  decide(policy: PolicyAnswer, policySuffix: string, restriction: Restriction | null, otherwise: Severity | null): Judgement {
    if (policy) {
      if (policy.allowed) return { severity: null, suffix: '' }
      return { severity: 'high', suffix: policySuffix, declared: `policy: ${policy.section}` }
    }
    if (restriction) return { severity: 'high', suffix: restriction.suffix, declared: restriction.declared }
    return { severity: otherwise, suffix: '' }
  }
}

function pushOccurrences(
  out: Occurrence[],
  entry: { phases: Phase[]; traceLines: number[] },
  base: Pick<Occurrence, 'rule' | 'subject' | 'evidence'> & { attempt?: boolean },
  judge: (phase: Phase) => Judgement,
  message: (judgement: Judgement) => string
): void {
  const first = entry.traceLines[0] ?? Number.MAX_SAFE_INTEGER
  entry.phases.forEach((phase, index) => {
    const judgement = judge(phase)
    if (judgement.severity === null) return
    out.push({
      ...base,
      severity: judgement.severity,
      message: message(judgement),
      phase,
      order: [first, index],
      evidence: judgement.declared ? { ...base.evidence, declared: judgement.declared } : base.evidence,
      traceLines: entry.traceLines
    })
  })
}

// ── files ────────────────────────────────────────────────────────────────────────────────────

function isTemporary(path: string, home: string, cwd: string | undefined): boolean {
  // The server's own working directory is never scratch space, even when it sits under /tmp.
  if (isUnder(path, home) || (cwd !== undefined && isUnder(path, cwd))) return false
  return isUnder(path, '/tmp') || isUnder(path, '/var/tmp') || isUnder(path, '/dev/shm')
}

function fileOccurrences(judge: Judge, out: Occurrence[]): void {
  const { observed, home } = judge.input
  const show = (path: string): string => displayPath(path, home)
  const written = new Set(observed.files.filter((f) => f.access === 'write' || f.access === 'create').map((f) => f.path))

  for (const file of observed.files) {
    if (file.noise) continue
    const tried = !file.succeeded
    if (file.access === 'read') readOccurrences(judge, out, file, show(file.path), tried)
    const target = file.access === 'rename' ? file.renamedTo : file.access === 'read' || file.access === 'delete' ? undefined : file.path
    if (target !== undefined) writeOccurrences(judge, out, file, target, tried)
    const removed = file.access === 'delete' ? file.path : file.access === 'rename' && !written.has(file.path) ? file.path : undefined
    if (removed !== undefined) deleteOccurrences(judge, out, file, removed, tried)
  }
}

function readOccurrences(judge: Judge, out: Occurrence[], file: ObservedFile, shown: string, tried: boolean): void {
  const { home } = judge.input
  const verb = tried ? 'tried to read' : 'reads'
  const snooped = file.noise ? null : snoopedProcessFile(file.path)
  if (snooped) {
    pushOccurrences(out, file, { rule: 'process-snooping', subject: file.path, evidence: { paths: [file.path] } }, () => ({ severity: 'high', suffix: '' }), () => `${verb} the ${snooped.file} of another process (pid ${snooped.pid})`)
    return
  }
  const sensitive = isSensitivePath(file.path, home)
  if (file.category === 'host' && !sensitive) {
    // Hidden by the sandbox (another user's home, the runner's or the auditor's files): whether it
    // worked or not, looking there is the finding.
    pushOccurrences(
      out,
      file,
      { rule: 'host-path', subject: shown, evidence: { paths: [shown] } },
      () => ({ severity: 'high', suffix: '' }),
      () => `${tried ? 'tried to read' : 'reads'} ${shown}, a host path the sandbox hides`
    )
    return
  }
  // Failed lookups outside the policy are how runtimes search for modules; only sensitive ones count.
  if (!sensitive && tried) return
  const via = file.via !== undefined ? ` via ${file.via}` : ''
  const what = file.aggregated ? `${shown} (${file.count} accesses to paths below it)` : shown
  pushOccurrences(
    out,
    file,
    { rule: 'sensitive-file-read', subject: shown, evidence: { paths: [shown] } },
    (phase) => {
      const judged = judge.decide(judge.policy.read(callName(phase), file.path), "; outside the policy's read paths", null, sensitive ? 'high' : null)
      return sensitive && judged.severity === 'high' && !judged.declared ? { ...judged, suffix: ', undeclared' } : judged
    },
    (j) => `${verb} ${what}${via}${j.suffix}`
  )
}

function writeOccurrences(judge: Judge, out: Occurrence[], file: ObservedFile, target: string, tried: boolean): void {
  const { home } = judge.input
  const shown = displayPath(target, home)
  const kind = persistenceKind(target, home)
  const verb =
    file.access === 'rename'
      ? `${tried ? 'tried to rename' : 'renames'} ${displayPath(file.path, home)} to`
      : file.access === 'create'
        ? tried ? 'tried to create' : 'creates'
        : file.access === 'mkdir'
          ? tried ? 'tried to create the directory' : 'creates the directory'
          : tried ? 'tried to write' : 'writes'
  if (kind !== null && file.access !== 'mkdir') {
    // Persistence is reported whatever the annotations or the policy say.
    pushOccurrences(out, file, { rule: 'persistence', subject: shown, evidence: { paths: [shown] } }, () => ({ severity: 'critical', suffix: '' }), () => `${verb} ${shown} (${kind})`)
    return
  }
  if (outsideWritable(judge, target, file)) {
    pushOccurrences(out, file, { rule: 'host-write', subject: shown, evidence: { paths: [shown] } }, () => ({ severity: 'high', suffix: '' }), () => `${verb} ${shown}, outside its workspace and temp dirs`)
    return
  }
  const temporary = isTemporary(target, home, judge.input.cwd)
  pushOccurrences(
    out,
    file,
    { rule: 'file-write', subject: shown, evidence: { paths: [shown] } },
    (phase) =>
      judge.decide(
        judge.policy.write(callName(phase), target),
        "; outside the policy's write paths",
        // Temporary files do not modify the environment a read-only tool promises to leave alone.
        temporary ? null : judge.restriction(phase, writeRestriction, 'readOnlyHint: true'),
        temporary ? null : 'info'
      ),
    (j) => `${verb} ${shown}${j.suffix}`
  )
}

function deleteOccurrences(judge: Judge, out: Occurrence[], file: ObservedFile, removed: string, tried: boolean): void {
  const { home } = judge.input
  const shown = displayPath(removed, home)
  const temporary = isTemporary(removed, home, judge.input.cwd)
  const verb = file.access === 'rename' ? (tried ? 'tried to move away' : 'moves away') : tried ? 'tried to delete' : 'deletes'
  if (outsideWritable(judge, removed, file)) {
    pushOccurrences(out, file, { rule: 'host-write', subject: shown, evidence: { paths: [shown] } }, () => ({ severity: 'high', suffix: '' }), () => `${verb} ${shown}, outside its workspace and temp dirs`)
    return
  }
  pushOccurrences(
    out,
    file,
    { rule: 'file-delete', subject: shown, evidence: { paths: [shown] } },
    (phase) =>
      judge.decide(
        judge.policy.write(callName(phase), removed),
        "; outside the policy's write paths",
        temporary ? null : judge.restriction(phase, deleteRestriction, 'it does not delete'),
        temporary ? null : 'info'
      ),
    (j) => `${verb} ${shown}${j.suffix}`
  )
}

/** With containment, a write anywhere but the workspaces, the home and temp dirs would change the host. */
function outsideWritable(judge: Judge, path: string, file: ObservedFile): boolean {
  const roots = judge.input.writableRoots
  if (roots === undefined || !path.startsWith('/')) return false
  // A flood folded into a directory aggregate (even `/`) keeps its entries' category: temp files, the
  // working directory and the home stay writable places whatever the aggregate's path.
  if (file.aggregated && (file.category === 'tmp' || file.category === 'workdir' || file.category === 'canary-home')) return false
  if (judge.input.auditorPaths?.some((root) => isUnder(path, root))) return true
  if (roots.some((root) => isUnder(path, root))) return false
  // Writing to the null device, a terminal or an fd of its own changes nothing.
  return !/^\/dev\/(null|zero|full|tty|pts\/|stdout|stderr|fd\/)|^\/proc\/(self|thread-self|\d+)\/fd\//.test(path)
}

// ── network ──────────────────────────────────────────────────────────────────────────────────

// Sockets glibc's name service switch tries on every lookup (nscd, systemd-resolved and userdb, avahi):
// a failed connect there is how a resolver falls back to plain DNS, not an attempt on the host.
const NAME_SERVICE_SOCKETS = [/^\/(var\/)?run\/nscd\//, /^\/run\/systemd\/(resolve|userdb)\//, /^\/(var\/)?run\/avahi-daemon\//, /^\/run\/dbus\/system_bus_socket$/]
const CONTAINER_SOCKETS = /(^|\/)(docker|containerd|podman|crio|cri-dockerd|buildkitd|dockershim|lxd|incus)(\.sock|\/|$)/

function hostSocketOccurrences(judge: Judge, out: Occurrence[]): void {
  const roots = judge.input.writableRoots
  if (roots === undefined) return
  for (const entry of judge.input.observed.network) {
    if (entry.family !== 'unix' || entry.address.startsWith('@') || !entry.address.startsWith('/')) continue
    // A socket the server made itself in its own scratch space is not the host's.
    if (roots.some((root) => isUnder(entry.address, root))) continue
    if (NAME_SERVICE_SOCKETS.some((pattern) => pattern.test(entry.address))) continue
    const container = CONTAINER_SOCKETS.test(entry.address)
    const verb = entry.succeeded ? (entry.syscall === 'connect' ? 'connects to' : 'sends data to') : 'tried to connect to'
    pushOccurrences(
      out,
      entry,
      { rule: 'host-socket', subject: entry.address, evidence: { addresses: [`unix:${entry.address}`] } },
      () => ({ severity: container ? 'critical' : 'high', suffix: '' }),
      () => `${verb} the host unix socket ${entry.address}${container ? ' (a container runtime: full control of the host)' : ''}`
    )
  }
}

function networkOccurrences(judge: Judge, out: Occurrence[]): void {
  for (const entry of judge.input.observed.network) {
    if (entry.loopback || entry.family === 'unix') continue
    const endpoint = formatEndpoint(entry.address, entry.port)
    const names = entry.hostnames.map((n) => excerpt(n, 60))
    const shownNames = names.length > 0 ? ` (${names.slice(0, 3).join(', ')})` : ''
    const verb = entry.syscall === 'connect' ? (entry.succeeded ? 'connects to' : 'tried to connect to') : entry.succeeded ? 'sends data to' : 'tried to send data to'
    const evidence: Omit<Evidence, 'traceLines'> = { addresses: [endpoint], ...(names.length > 0 ? { dnsNames: names } : {}) }
    pushOccurrences(
      out,
      entry,
      { rule: 'network-egress', subject: `${entry.protocol} ${endpoint}`, evidence },
      (phase) =>
        judge.decide(
          judge.policy.destination(callName(phase), entry.address, entry.port, entry.hostnames),
          "; not in the policy's network allow list",
          judge.restriction(phase, egressRestriction, 'that it stays local'),
          'info'
        ),
      (j) => `${verb} ${endpoint}${shownNames} over ${entry.protocol}${j.suffix}`
    )
  }
  for (const query of judge.input.observed.dns) {
    const name = query.name.replace(/\.$/, '')
    if (name === 'localhost' || name.endsWith('.localhost')) continue
    const shown = excerpt(name)
    pushOccurrences(
      out,
      query,
      { rule: 'dns-query', subject: name, evidence: { dnsNames: [shown] } },
      (phase) =>
        judge.decide(
          judge.policy.dnsName(callName(phase), name),
          "; not in the policy's network allow list",
          judge.restriction(phase, egressRestriction, 'that it stays local'),
          'info'
        ),
      (j) => `looks up ${shown} (${query.type})${j.suffix}`
    )
  }
}

// ── processes ────────────────────────────────────────────────────────────────────────────────

function processOccurrences(judge: Judge, out: Occurrence[]): void {
  for (const proc of judge.input.observed.processes) {
    const name = posix.basename(proc.executable)
    const networkTool = NETWORK_TOOLS.has(name)
    const shell = SHELLS.has(name)
    // Launching the audited command (wrappers, shims) is no behaviour of the server, unless a network
    // tool is part of it. Canaries in argv are reported as exfiltration either way. Any other exec seen
    // only at startup is judged the same way: shims such as pyenv's fork helpers whose parentage the
    // trace can show out of order under load, and an honest server must not fail on that ordering.
    const startupOnly = proc.phases.every((phase) => phase.kind === 'startup')
    if ((proc.isServer || startupOnly) && !networkTool) continue
    const argv = proc.argv.map((a) => a.split(judge.input.home).join('~'))
    const shownArgv = excerpt(argv.join(' '))
    const kind = networkTool ? 'a network tool' : shell ? 'a shell' : null
    const verb = proc.succeeded ? 'runs' : 'tried to run'
    const crontab = name === 'crontab' && !proc.argv.slice(1).some((a) => a === '-l')
    if (crontab) {
      pushOccurrences(out, proc, { rule: 'persistence', subject: `exec ${name}`, evidence: { paths: [proc.executable], argv: [argv] } }, () => ({ severity: 'critical', suffix: '' }), () => `${verb} ${name} ('${shownArgv}') (a crontab)`)
      continue
    }
    pushOccurrences(
      out,
      proc,
      { rule: 'subprocess', subject: name, evidence: { paths: [proc.executable], argv: [argv] }, attempt: !proc.succeeded },
      (phase) =>
        judge.decide(judge.policy.executable(callName(phase), proc.executable), "; not in the policy's executables", null, kind ? 'high' : 'info'),
      (j) => `${verb} ${kind ? `${kind}, ` : ''}${name} ('${shownArgv}')${j.suffix}`
    )
  }
}

const DETACHMENT: Record<ObservedLeftover['detached'], string> = {
  setsid: 'detached with setsid',
  reparented: 'its parent exited first, a double fork',
  outlived: 'the server exited without stopping it'
}

/**
 * A process still running after the server exited is how an implant or a delayed second stage
 * survives the session. High, not critical like persistent files: the audit kills it, and nothing
 * shows that it would have come back.
 */
function leftoverOccurrences(judge: Judge, out: Occurrence[]): void {
  for (const leftover of judge.input.observed.leftovers ?? []) {
    const argv = leftover.argv.map((a) => a.split(judge.input.home).join('~'))
    const shownArgv = excerpt(argv.join(' ') || posix.basename(leftover.executable))
    const end =
      leftover.endedAfterServerMs === null
        ? 'still running when the trace ended'
        : `${leftover.endedBy} ${(leftover.endedAfterServerMs / 1000).toFixed(1)} s after the server exited`
    pushOccurrences(
      out,
      leftover,
      { rule: 'persistence', subject: `left running: ${argv.join('\0')}`, evidence: { paths: [leftover.executable], argv: [argv] } },
      () => ({ severity: 'high', suffix: '' }),
      () => `leaves a process running after the server exited: '${shownArgv}' (${DETACHMENT[leftover.detached]}; ${end})`
    )
  }
}

// ── leaks, io_uring, rug pull ────────────────────────────────────────────────────────────────

function leakOccurrences(judge: Judge, out: Occurrence[]): void {
  for (const leak of judge.input.observed.leaks) {
    const encoded = leak.encoding === 'raw' ? '' : ` (${leak.encoding}-encoded)`
    const destination = excerpt(leak.destination.split(judge.input.home).join('~'))
    const message =
      leak.via === 'socket'
        ? `sends the canary from ${leak.canary}${encoded} to ${destination}`
        : leak.via === 'dns'
          ? `looks up a DNS name carrying the canary from ${leak.canary}${encoded} ('${destination}')`
          : `passes the canary from ${leak.canary}${encoded} to a child process (${posix.basename(destination)})`
    const evidence: Omit<Evidence, 'traceLines'> = {
      canaries: [leak.canary],
      ...(leak.via === 'socket' ? { addresses: [destination] } : leak.via === 'dns' ? { dnsNames: [destination] } : { paths: [destination] })
    }
    // Not suppressible: a planted secret leaving the process is never within any declared scope.
    pushOccurrences(out, leak, { rule: 'canary-exfiltration', subject: `${leak.canary} ${leak.via} ${destination}`, evidence }, () => ({ severity: 'critical', suffix: '' }), () => message)
  }
}

function ioUringOccurrences(judge: Judge, out: Occurrence[]): void {
  for (const entry of judge.input.observed.ioUring) {
    pushOccurrences(
      out,
      entry,
      { rule: 'unobservable-io', subject: 'io_uring', evidence: {} },
      () => ({ severity: 'medium', suffix: '' }),
      () => 'sets up io_uring; file and network I/O submitted through it does not appear in the trace'
    )
  }
}

function changedFields(diff: string | undefined): string[] {
  if (!diff) return []
  const fields = new Set<string>()
  for (const line of diff.split('\n')) {
    const match = /^[+-]\s*"([A-Za-z][A-Za-z0-9_]{0,40})"\s*:/.exec(line)
    if (match && !line.startsWith('+++') && !line.startsWith('---')) fields.add(match[1] as string)
  }
  return [...fields].sort()
}

function rugPullFindings(rugPull: RugPull): Occurrence[] {
  const out: Occurrence[] = []
  const label = (kind: string): string => (kind === 'resourceTemplate' ? 'resource template' : kind)
  const describe = (change: RugPull['changes'][number], when: string): string => {
    const name = excerpt(change.name)
    if (change.kind === 'instructions') return `server instructions ${change.change === 'modified' ? 'changed' : change.change} ${when}`
    if (change.change === 'modified') {
      const fields = changedFields(change.diff)
      return `${label(change.kind)} ${name} ${fields.length > 0 ? `${fields.join(', ')} changed` : 'changed'} ${when}`
    }
    return `${label(change.kind)} ${name} was ${change.change} ${when}`
  }
  const push = (change: RugPull['changes'][number], severity: Severity, when: string, session: boolean, index: number): void => {
    const item = `${change.kind}:${change.name}`
    out.push({
      rule: 'rug-pull',
      subject: `${session ? 'session ' : ''}${item}`,
      severity,
      message: describe(change, when),
      phase: session ? { kind: 'shutdown' } : { kind: 'startup' },
      order: [0, index],
      evidence: { manifestItems: [item] },
      traceLines: []
    })
  }
  if (rugPull.status === 'changed' || rugPull.status === 'accepted') {
    const severity: Severity = rugPull.status === 'changed' ? 'high' : 'info'
    const when = rugPull.status === 'changed' ? 'since the pinned manifest' : 'since the pinned manifest (accepted)'
    rugPull.changes.forEach((change, i) => push(change, severity, when, false, i))
  }
  rugPull.duringSession.forEach((change, i) => push(change, 'high', 'during the session', true, i))
  return out
}

// ── aggregation ──────────────────────────────────────────────────────────────────────────────

/**
 * Stable across runs: rule, subject and call site. A tool's site is its bare name and startup's is
 * empty, as before call sites were part of findings, so those fingerprints did not change.
 */
function fingerprint(rule: RuleId, subject: string, phase: Phase): string {
  const site = phase.kind === 'startup' ? '' : phase.kind === 'shutdown' ? '\0shutdown' : phase.call.kind === 'tool' ? phase.call.name : `${phase.call.name}\0${phase.call.kind}`
  return createHash('sha256').update(`${rule}\0${subject}\0${site}`).digest('hex').slice(0, 16)
}

function mergeEvidence(a: Omit<Evidence, 'traceLines'>, b: Omit<Evidence, 'traceLines'>): Omit<Evidence, 'traceLines'> {
  const merged: Omit<Evidence, 'traceLines'> = { ...a }
  for (const key of ['paths', 'addresses', 'dnsNames', 'canaries', 'manifestItems'] as const) {
    const values = [...(a[key] ?? []), ...(b[key] ?? [])]
    if (values.length > 0) merged[key] = [...new Set(values)].slice(0, 20)
  }
  const argv = [...(a.argv ?? []), ...(b.argv ?? [])]
  if (argv.length > 0) {
    const seen = new Map(argv.map((v) => [JSON.stringify(v), v]))
    merged.argv = [...seen.values()].slice(0, 10)
  }
  if (merged.declared === undefined && b.declared !== undefined) merged.declared = b.declared
  return merged
}

const before = (a: Occurrence, b: Occurrence): boolean =>
  (b.attempt === true && a.attempt !== true) ||
  (!!a.attempt === !!b.attempt && (a.order[0] < b.order[0] || (a.order[0] === b.order[0] && a.order[1] < b.order[1])))

/**
 * One finding per rule, subject and call site (startup, shutdown, or one tool/resource/prompt), so
 * every tool that did something is named, each with its own trace lines. Within a site the most
 * severe occurrence speaks for the finding (its message and phase; the earliest among equals).
 */
function aggregate(occurrences: Occurrence[]): Finding[] {
  const groups = new Map<string, { lead: Occurrence; evidence: Omit<Evidence, 'traceLines'>; lines: Set<number> }>()
  for (const occ of occurrences) {
    const key = `${occ.rule}\0${occ.subject}\0${callSiteKey(occ.phase)}`
    const group = groups.get(key)
    if (!group) {
      groups.set(key, { lead: occ, evidence: occ.evidence, lines: new Set(occ.traceLines) })
      continue
    }
    const rank = severityRank(occ.severity) - severityRank(group.lead.severity)
    const leads = rank > 0 || (rank === 0 && before(occ, group.lead))
    group.evidence = leads ? mergeEvidence(occ.evidence, group.evidence) : mergeEvidence(group.evidence, occ.evidence)
    if (leads) group.lead = occ
    for (const line of occ.traceLines) group.lines.add(line)
  }
  const findings: { finding: Finding; subject: string; order: [number, number] }[] = []
  for (const { lead, evidence, lines } of groups.values()) {
    const tool = callName(lead.phase)
    const finding: Finding = {
      rule: lead.rule,
      severity: lead.severity,
      message: lead.message,
      ...(tool !== undefined ? { tool } : {}),
      phase: lead.phase,
      evidence: { ...evidence, traceLines: [...lines].sort((a, b) => a - b).slice(0, MAX_EVIDENCE_LINES) },
      fingerprint: fingerprint(lead.rule, lead.subject, lead.phase)
    }
    findings.push({ finding, subject: lead.subject, order: lead.order })
  }
  findings.sort(
    (a, b) =>
      severityRank(b.finding.severity) - severityRank(a.finding.severity) ||
      (a.finding.rule < b.finding.rule ? -1 : a.finding.rule > b.finding.rule ? 1 : 0) ||
      (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0) ||
      a.order[0] - b.order[0] ||
      a.order[1] - b.order[1]
  )
  return findings.map((f) => f.finding)
}

/** Declared scope (annotations, descriptions, policy) against the observed profile → findings. */
export function evaluateRules(input: RulesInput): Finding[] {
  const judge = new Judge(input)
  const occurrences: Occurrence[] = []
  fileOccurrences(judge, occurrences)
  networkOccurrences(judge, occurrences)
  hostSocketOccurrences(judge, occurrences)
  processOccurrences(judge, occurrences)
  leftoverOccurrences(judge, occurrences)
  leakOccurrences(judge, occurrences)
  ioUringOccurrences(judge, occurrences)
  occurrences.push(...rugPullFindings(input.rugPull))
  return aggregate(occurrences)
}
