import { groupPaths, pathGroupText, type PathGroup } from './path-groups.js'
import { CALL_OUTCOMES, type SurfaceKind, type CallRecord, type Phase, type SinkRecord, type Summary } from '../model/index.js'
import { exerciseCalls } from './attack-text.js'
import type { Report } from './schema.js'

export type BehaviourSubjectKind = SurfaceKind | 'install' | 'startup' | 'shutdown'

/** Rows of the session's phases outside any call (lifecycle scripts, startup, shutdown) rather than of a declared item. */
export function isPhaseRow(row: { kind: BehaviourSubjectKind }): row is { kind: 'install' | 'startup' | 'shutdown' } {
  return row.kind === 'install' || row.kind === 'startup' || row.kind === 'shutdown'
}
export type CallOutcome = CallRecord['outcome']

/** What one declared tool/resource/prompt (or startup/shutdown) was seen doing. All strings are untrusted. */
export interface ToolBehaviourRow {
  kind: BehaviourSubjectKind
  /** tool/prompt name, resource URI or URI template; `startup`/`shutdown` for those phases */
  name: string
  /** false for an item that was called but is not in the manifest */
  declared: boolean
  /** how many calls were made to it (each attempt, successful or not) */
  callCount: number
  /** non-zero outcome counts, in CALL_OUTCOMES order */
  outcomes: { outcome: CallOutcome; count: number }[]
  reads: string[]
  writes: string[]
  deletes: string[]
  /** `address:port (hostname, …)`, `[v6]:port`, `unix:path`; `(failed)` when no attempt succeeded */
  contacts: string[]
  /** `name (A)` */
  dnsLookups: string[]
  /** argv joined shell-style; the server process itself is left out */
  executes: string[]
  /** what the network sandbox's sink received and how it answered: `198.51.100.7:443 TLS for a.example: refused with an alert` */
  sink: string[]
  /** median wall time of the calls, endedAt - startedAt; null when not called */
  medianMs: number | null
  findings: Summary
}

function emptySummary(): Summary {
  return { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
}

function subjectKey(kind: BehaviourSubjectKind, name: string): string {
  return `${kind}\u0000${name}`
}

function phaseKey(phase: Phase): string {
  return phase.kind === 'call' ? subjectKey(phase.call.kind, phase.call.name) : subjectKey(phase.kind, phase.kind)
}

export function formatEndpoint(family: string, address: string, port: number | undefined): string {
  if (family === 'unix') return `unix:${address}`
  if (port === undefined) return address
  return family === 'inet6' ? `[${address}]:${port}` : `${address}:${port}`
}

const SHELL_SAFE = /^[\w@%+=:,./-]+$/

/** argv as a reader would type it: plain words bare, anything else single-quoted. */
export function shellJoin(argv: readonly string[]): string {
  return argv.map((arg) => (SHELL_SAFE.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(' ')
}

function pushUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value)
}

/**
 * Per declared item, what its calls did, attributed through the phases the profile recorded. Startup and
 * shutdown get rows only when something happened there. Runtime noise is left out.
 */
export function toolBehaviour(report: Report): ToolBehaviourRow[] {
  const rows = new Map<string, ToolBehaviourRow>()
  const newRow = (kind: BehaviourSubjectKind, name: string, declared: boolean): ToolBehaviourRow => ({
    kind,
    name,
    declared,
    callCount: 0,
    outcomes: [],
    reads: [],
    writes: [],
    deletes: [],
    contacts: [],
    dnsLookups: [],
    executes: [],
    sink: [],
    medianMs: null,
    findings: emptySummary()
  })
  const add = (kind: BehaviourSubjectKind, name: string, declared: boolean): void => {
    const key = subjectKey(kind, name)
    if (!rows.has(key)) rows.set(key, newRow(kind, name, declared))
  }

  add('install', 'install', true)
  add('startup', 'startup', true)
  const { manifest } = report
  for (const tool of manifest.tools) add('tool', tool.name, true)
  for (const resource of manifest.resources) add('resource', resource.uri, true)
  for (const template of manifest.resourceTemplates) add('resourceTemplate', template.uriTemplate, true)
  for (const prompt of manifest.prompts) add('prompt', prompt.name, true)
  for (const call of exerciseCalls(report.calls)) add(call.kind, call.name, false)
  add('shutdown', 'shutdown', true)

  const rowFor = (phase: Phase): ToolBehaviourRow | undefined => rows.get(phaseKey(phase))

  const outcomeCounts = new Map<string, Map<CallOutcome, number>>()
  const durations = new Map<string, number[]>()
  for (const call of exerciseCalls(report.calls)) {
    const key = subjectKey(call.kind, call.name)
    const row = rows.get(key)
    if (!row) continue
    row.callCount += 1
    durations.set(key, [...(durations.get(key) ?? []), Math.max(0, call.endedAt - call.startedAt)])
    const counts = outcomeCounts.get(key) ?? new Map<CallOutcome, number>()
    counts.set(call.outcome, (counts.get(call.outcome) ?? 0) + 1)
    outcomeCounts.set(key, counts)
  }
  for (const [key, counts] of outcomeCounts) {
    const row = rows.get(key)
    if (!row) continue
    row.outcomes = CALL_OUTCOMES.filter((outcome) => counts.has(outcome)).map((outcome) => ({
      outcome,
      count: counts.get(outcome) ?? 0
    }))
  }

  for (const [key, values] of durations) {
    const row = rows.get(key)
    if (row) row.medianMs = median(values)
  }

  const { observed } = report
  const changed = new Map<ToolBehaviourRow, { writes: ChangedPath[]; deletes: ChangedPath[]; createdDirs: Set<string> }>()
  for (const file of observed.files) {
    if (file.noise) continue
    const shown = file.homePath ?? file.path
    const label =
      (file.access === 'rename' && file.renamedTo !== undefined ? `${shown} -> ${file.renamedTo}` : shown) +
      (file.succeeded ? '' : ' (failed)') +
      (file.transient ? ' (transient)' : '')
    for (const phase of file.phases) {
      const row = rowFor(phase)
      if (!row) continue
      if (file.access === 'read') {
        pushUnique(
          row.reads,
          file.lookup ? `${label} (${file.lookup.program}${file.lookup.hosts.length > 0 ? ` for ${file.lookup.hosts.join(', ')}` : ''})` : label
        )
        continue
      }
      const lists = changed.get(row) ?? { writes: [], deletes: [], createdDirs: new Set<string>() }
      changed.set(row, lists)
      const list = file.access === 'delete' ? lists.deletes : lists.writes
      if (!list.some((item) => item.label === label)) list.push({ path: shown, label, transient: file.transient === true })
      if (file.access === 'mkdir' && file.succeeded) lists.createdDirs.add(shown)
    }
  }
  for (const [row, lists] of changed) {
    row.writes = groupedLabels(lists.writes, lists.createdDirs)
    row.deletes = groupedLabels(lists.deletes, lists.createdDirs)
  }
  for (const connection of observed.network) {
    const hostnames = connection.hostnames.length > 0 ? ` (${connection.hostnames.join(', ')})` : ''
    const label = formatEndpoint(connection.family, connection.address, connection.port) + hostnames + (connection.succeeded ? '' : ' (failed)')
    for (const phase of connection.phases) {
      const row = rowFor(phase)
      if (row) pushUnique(row.contacts, label)
    }
  }
  for (const lookup of observed.dns) {
    for (const phase of lookup.phases) {
      const row = rowFor(phase)
      if (row) pushUnique(row.dnsLookups, `${lookup.name} (${lookup.type})`)
    }
  }
  // the name the server looked up for an address, when the sink's record has none of its own
  const lookedUp = new Map<string, string>()
  for (const connection of observed.network) {
    const name = connection.hostnames[0]
    if (name !== undefined && !lookedUp.has(connection.address)) lookedUp.set(connection.address, name)
  }
  for (const record of observed.sink ?? []) {
    // A lookup over UDP is how names are resolved: its names are already in the row's DNS list (from the
    // trace, or from this record: profile/sink-dns.ts), and a line per query would crowd out what was sent.
    if (record.protocol === 'dns' && record.transport === 'udp') continue
    const row = rowFor(record.phase)
    if (row) pushUnique(row.sink, sinkLabel(record, lookedUp))
  }
  for (const started of observed.processes) {
    if (started.isServer) continue
    const argv = started.argv.length > 0 ? started.argv : [started.executable]
    const label = shellJoin(argv) + (started.succeeded ? '' : ' (failed)')
    for (const phase of started.phases) {
      const row = rowFor(phase)
      if (row) pushUnique(row.executes, label)
    }
  }

  for (const finding of report.findings) {
    let row = rowFor(finding.phase)
    // A finding outside any call (e.g. a rug-pull seen at startup) still belongs to the item it names.
    if (finding.phase.kind !== 'call' && finding.tool !== undefined) {
      row = [...rows.values()].find((candidate) => !isPhaseRow(candidate) && candidate.name === finding.tool) ?? row
    }
    if (row) row.findings[finding.severity] += 1
  }

  return [...rows.values()].filter((row) => {
    if (!isPhaseRow(row)) return true
    return hasBehaviour(row) || Object.values(row.findings).some((count) => count > 0)
  })
}

interface ChangedPath {
  path: string
  label: string
  transient: boolean
}

/** Labels of changed paths, those that are many under one directory as one label (`31 paths under /w/repo`). */
function groupedLabels(items: ChangedPath[], createdDirs: ReadonlySet<string>): string[] {
  const { groups } = groupPaths(items, (item) => item.path, createdDirs)
  const groupOf = new Map<ChangedPath, PathGroup<ChangedPath>>()
  for (const group of groups) for (const item of group.items) groupOf.set(item, group)
  const labels: string[] = []
  for (const item of items) {
    const group = groupOf.get(item)
    if (!group) labels.push(item.label)
    else if (group.items[0] === item) {
      const transient = group.items.filter((member) => member.transient).length
      const noun = transient === group.items.length ? 'transient paths' : transient > 0 ? `paths (${transient} transient)` : 'paths'
      labels.push(pathGroupText(group.items.length, noun, group.dir, group.gitRepository))
    }
  }
  return labels
}

export function hasBehaviour(row: ToolBehaviourRow): boolean {
  return row.reads.length + row.writes.length + row.deletes.length + row.contacts.length + row.dnsLookups.length + row.executes.length + row.sink.length > 0
}

/** `3 ok`, `2 ok, 1 timeout`, `not called` */
export function outcomesText(row: ToolBehaviourRow): string {
  if (isPhaseRow(row)) return '-'
  if (row.callCount === 0) return 'not called'
  return row.outcomes.map(({ outcome, count }) => `${count} ${outcome}`).join(', ')
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2)
}

/** `9 ms`, `median 9 ms` (several calls), or '' when nothing was called. */
export function durationText(row: ToolBehaviourRow): string {
  if (row.medianMs === null) return ''
  const time = row.medianMs < 10_000 ? `${row.medianMs} ms` : `${(row.medianMs / 1000).toFixed(1)} s`
  return row.callCount > 1 ? `median ${time}` : time
}

/** `512 B`, `1.2 KB`, `3.4 MB` (1024-based). */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/**
 * What the sink received on one connection or datagram and how it answered it; untrusted (SNI, host, target, names).
 * A connection that carried data reads `sent 1.2 KB to api.evil.example:443 over TLS: POST /upload (200)` (the status the sink answered),
 * the destination by the name the server used (SNI, Host, or a name it looked up that resolved there). Over an
 * opened TLS, what was sent is the decrypted request (plaintextBytes), not the encrypted records.
 */
export function sinkLabel(record: SinkRecord, lookedUp: ReadonlyMap<string, string> = new Map()): string {
  const endpoint = formatEndpoint(record.address.includes(':') ? 'inet6' : 'inet', record.address, record.port)
  const host = record.sni ?? record.http?.host?.replace(/:\d+$/, '') ?? lookedUp.get(record.address)
  const destination = host === undefined ? endpoint : `${host}:${record.port}`
  const sent = `sent ${byteSize(record.reply === 'tls-opened' ? (record.plaintextBytes ?? record.bytesReceived) : record.bytesReceived)} to ${destination}`
  const request = record.http ? `${record.http.method} ${record.http.target}` : 'no request'
  switch (record.protocol) {
    case 'tls': {
      if (record.reply === 'tls-opened') return `${sent} over TLS: ${request} (${record.status ?? '?'})`
      const name = record.sni !== undefined ? `for ${record.sni}` : 'without SNI'
      if (record.reply === 'tls-refused') return `${endpoint} TLS ${name}: the client refused the run's certificate (pinned or its own trust store)`
      return `${endpoint} TLS ${name}: refused with an alert`
    }
    case 'http':
      return `${sent} over HTTP: ${request} (${record.status ?? '?'})`
    case 'dns':
      return `${sent} over DNS (${record.transport === 'udp' ? 'UDP' : 'TCP'}): ${(record.dns ?? []).map((question) => `${question.name} (${question.type})`).join(', ') || 'no query'}`
    case 'other':
      return record.transport === 'udp' ? `${sent} over UDP` : `${sent} over TCP, neither TLS nor HTTP: closed`
    case 'silent':
      return `${endpoint} sent nothing: closed`
  }
}
