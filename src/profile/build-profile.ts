import type { Observed, ObservedNetwork, Phase } from '../model/index.js'
import type { ConnectEvent, Fd, OpenByHandleEvent, OpenEvent, SendEvent, TraceEvent, TraceStats, TransferEvent } from '../trace/events.js'
import { CanaryIndex } from './canary-index.js'
import { CredentialLookups, isLookupFile } from './credential-lookups.js'
import { DnsRecorder } from './dns-recorder.js'
import { decodeDnsQuery, decodeDnsTcpQuery, type DnsQuery } from './dns-wire.js'
import { SensitiveAliases, type Reached } from './file-aliases.js'
import { accessOfOpen, FileRecorder, HARD_LINK, SYMBOLIC_LINK } from './file-recorder.js'
import { HelperPrograms } from './helper-programs.js'
import { DEFAULT_PROFILE_LIMITS, type ProfileLimits } from './fold.js'
import { LeakRecorder } from './leak-recorder.js'
import { ProcessLifetimes } from './leftovers.js'
import { ListChangedRecorder } from './list-changed.js'
import { formatEndpoint } from './net-address.js'
import { NetworkRecorder } from './network-recorder.js'
import { displayPath, isUnder, normalizeAbsolute, type PathContext } from './path-classify.js'
import { callSiteKey, PhaseClock } from './phase-clock.js'
import { ProcessRecorder } from './process-recorder.js'
import { ProcessTable } from './process-table.js'
import { namedEndpoint, namesBySinkAddress } from './sink-names.js'
import { protocolFromDecoration, SocketTable } from './socket-table.js'
import { Tally, type PhasesAndLines } from './tally.js'
import type { ProfileContext } from './profile-context.js'

export type { ProfileContext } from './profile-context.js'

// Trace events → the observed profile of a run. ProfileBuilder follows the event stream and delegates to
// the process table (pids, parentage, working directories, launchers), the socket table (what each fd
// is and where it points) and the recorders of processes, files, network, DNS, canary leaks and the
// server's list_changed notices, each keeping bounded entries in a Tally. io_uring setups it records itself.

export class ProfileBuilder {
  private readonly clock: PhaseClock
  private readonly pathContext: PathContext
  private readonly processTable: ProcessTable
  private readonly sockets = new SocketTable()
  private readonly aliases: SensitiveAliases
  /** accesses recorded in aggregates instead of one entry each, by profile section */
  private readonly aggregated: Record<string, number> = {}
  private readonly files: FileRecorder
  private readonly network: NetworkRecorder
  private readonly dns: DnsRecorder
  private readonly leaks: LeakRecorder
  /** the run's canaries in every encoding, built once: the sink's witness matches with it too */
  readonly canaryIndex: CanaryIndex
  private readonly processes: ProcessRecorder
  private readonly ioUring = new Tally<PhasesAndLines>()
  private readonly lifetimes = new ProcessLifetimes()
  private readonly lookups = new CredentialLookups()
  private readonly helpers: HelperPrograms
  private readonly listChanged = new ListChangedRecorder()

  constructor(ctx: ProfileContext) {
    this.clock = new PhaseClock(ctx.calls, ctx.shutdownAt, ctx.installEndsAt, { follow: true })
    this.processTable = new ProcessTable(normalizeAbsolute(ctx.cwd))
    this.pathContext = {
      home: normalizeAbsolute(ctx.home),
      cwd: normalizeAbsolute(ctx.cwd),
      serverCodeRoots: ctx.serverCodeRoots.map(normalizeAbsolute),
      runtimeRoots: ctx.runtimeRoots.map(normalizeAbsolute),
      isOwnPid: (pid) => this.processTable.isOwnPid(pid),
      ...(ctx.hiddenRoots ? { hiddenRoots: ctx.hiddenRoots.map(normalizeAbsolute), ownPidNamespace: true } : {}),
      ...(ctx.auditorPaths ? { auditorPaths: ctx.auditorPaths.map(normalizeAbsolute) } : {})
    }
    const limits: ProfileLimits = { ...DEFAULT_PROFILE_LIMITS, ...ctx.limits }
    const home = this.pathContext.home
    this.helpers = new HelperPrograms(home)
    this.files = new FileRecorder(
      this.clock,
      this.pathContext,
      limits,
      this.aggregated,
      (path) => {
        if (isUnder(path, home)) this.leaks.fileRead(displayPath(path, home))
      },
      (pid, path) => this.helpers.ownerOf(pid, path)
    )
    this.network = new NetworkRecorder(this.clock, limits, this.aggregated)
    this.canaryIndex = ctx.canaryIndex ?? new CanaryIndex(ctx.canaries, ctx.canaryFiles)
    this.leaks = new LeakRecorder(this.canaryIndex, limits, this.aggregated, ctx.canaryWorkerPath ?? null)
    this.dns = new DnsRecorder(this.leaks, limits, this.aggregated)
    this.processes = new ProcessRecorder(this.clock, this.processTable, this.lifetimes, this.lookups, this.leaks, this.helpers)
    this.aliases = new SensitiveAliases((path) => this.files.isSensitive(path), ctx.canaryInodes)
  }

  add(event: TraceEvent): void {
    this.clock.see(event)
    this.processTable.notePid(event.pid)
    switch (event.type) {
      case 'open':
        return this.onOpen(event)
      case 'rename': {
        const from = this.processTable.resolve(event.pid, event.fromDir, event.from)
        const to = this.processTable.resolve(event.pid, event.toDir, event.to)
        if (event.ret === 0) this.aliases.onRename(event.pid, from, to)
        return this.files.record(from, 'rename', event, to)
      }
      case 'unlink': {
        const path = this.processTable.resolve(event.pid, event.dir, event.path)
        if (event.ret === 0) this.aliases.forget(path)
        return this.files.record(path, 'delete', event)
      }
      case 'mkdir':
        return this.files.record(this.processTable.resolve(event.pid, event.dir, event.path), 'mkdir', event)
      case 'truncate': {
        const path =
          event.path !== undefined
            ? this.processTable.resolve(event.pid, { fd: 'AT_FDCWD' }, event.path)
            : event.fd?.info?.kind === 'path'
              ? normalizeAbsolute(event.fd.info.path)
              : null
        if (path) this.files.record(path, 'write', event)
        return
      }
      case 'link': {
        const linkPath = this.processTable.resolve(event.pid, event.toDir, event.linkPath)
        if (!event.symbolic && event.ret === 0) {
          const target = this.linkTarget(event.pid, event.fromDir, event.target)
          if (target !== null) this.aliases.onLink(event.pid, target, linkPath)
        }
        // Marked, so the rules can tell a link (another name for a file that may be older than the run)
        // from a file made new.
        return this.files.record(linkPath, 'create', event, undefined, event.symbolic ? SYMBOLIC_LINK : HARD_LINK)
      }
      case 'handle':
        if (event.ret === 0) this.aliases.onHandle(event.pid, this.processTable.resolve(event.pid, event.dir, event.path), event.handle)
        return
      case 'open-by-handle':
        return this.onOpenByHandle(event)
      case 'transfer':
        return this.onTransfer(event)
      case 'chdir':
        return this.processTable.chdir(event.pid, event.ret, event.path, event.fd)
      case 'socket':
        return this.sockets.onSocket(event.pid, event.ret, event.domain, event.sockType)
      case 'connect':
        return this.onConnect(event)
      case 'send':
        return this.onSend(event)
      case 'exec':
        return this.processes.onExec(event)
      case 'clone':
        this.lookups.clone(event.pid, event.childPid)
        this.helpers.clone(event.pid, event.childPid)
        this.lifetimes.clone(event, this.clock.phaseOf(event))
        for (const exec of this.processTable.clone(event.pid, event.childPid, event.flags)) this.processes.record(exec)
        return
      case 'io_uring':
        // A refused setup (ENOSYS, EPERM under seccomp) leaves nothing unobserved.
        if (event.ret !== null && event.ret >= 0) this.onIoUring(this.clock.phaseOf(event), event.line)
        return
      case 'exit':
        return this.lifetimes.exit(event)
      case 'other':
        if (event.syscall === 'setsid') this.lifetimes.setsid(event)
        return
      case 'bind':
        return
    }
  }

  /** After the last event, before finish(): waits for the canary matching that runs on a worker in a busy trace. */
  settle(): Promise<void> {
    return this.leaks.settle()
  }

  /** Payload bytes matched against the canaries, and how many of them on the worker. */
  get canaryScanStats(): LeakRecorder['scanStats'] {
    return this.leaks.scanStats
  }

  /** Stops the canary worker, if any, without waiting (the audit failed before finish). */
  close(): void {
    this.leaks.close()
  }

  finish(stats: TraceStats): Observed {
    // what is recorded from here on (execs no clone explained) is placed by its time alone
    this.clock.stopFollowing()
    for (const exec of this.processTable.takeOrphanExecs()) this.processes.record(exec)
    const sinkNames = namesBySinkAddress(this.dns.values().map((d) => d.name))
    const network = this.network.values().map((n) => ({
      ...n,
      hostnames: [...(sinkNames.get(n.address) ?? [])].sort()
    }))
    const { files, noise } = this.files.finish()
    for (const file of files) {
      if (file.lookup) file.lookup.hosts = file.lookup.hosts.map((endpoint) => namedEndpoint(endpoint, sinkNames))
    }
    return {
      files: files.sort(
        (a, b) =>
          cmp(a.path, b.path) ||
          cmp(a.access, b.access) ||
          cmp(a.renamedTo ?? '', b.renamedTo ?? '') ||
          cmp(a.via ?? '', b.via ?? '') ||
          Number(a.aggregated ?? false) - Number(b.aggregated ?? false)
      ),
      network: network.sort((a, b) => cmp(a.address, b.address) || (a.port ?? 0) - (b.port ?? 0) || cmp(a.protocol, b.protocol)),
      dns: this.dns.values().sort((a, b) => cmp(a.name, b.name) || cmp(a.type, b.type) || cmp(a.resolver, b.resolver)),
      processes: this.processes
        .values()
        .sort((a, b) => cmp(a.executable, b.executable) || cmp(a.argv.join('\0'), b.argv.join('\0')) || Number(b.isServer) - Number(a.isServer)),
      leaks: this.leaks.values().sort((a, b) => cmp(a.canary, b.canary) || cmp(a.via, b.via) || cmp(a.destination, b.destination)),
      ioUring: this.ioUring.values(),
      leftovers: this.lifetimes.leftovers(),
      noise: Object.fromEntries(Object.entries(noise).sort(([a], [b]) => cmp(a, b))),
      ...(this.listChanged.size > 0 ? { listChanged: this.listChanged.values().sort((a, b) => cmp(a.list, b.list)) } : {}),
      ...(Object.keys(this.aggregated).length > 0 ? { aggregated: Object.fromEntries(Object.entries(this.aggregated).sort(([a], [b]) => cmp(a, b))) } : {}),
      trace: { lines: stats.lines, events: stats.events, unparsed: stats.unparsed, unparsedSamples: stats.unparsedSamples }
    }
  }

  // ── files ──────────────────────────────────────────────────────────────────────────────────

  private onOpen(event: OpenEvent): void {
    const succeeded = event.ret !== null && event.ret >= 0
    const requested = this.processTable.resolve(event.pid, event.dir, event.path)
    // Under a pid namespace the kernel reports /proc/self/… as /proc/<pid in the namespace>/…, a pid
    // the trace never shows: the name the server asked for says whose file it is.
    const selfProc = /^\/proc\/(?:self|thread-self)\//.test(requested) && event.retFd?.kind === 'path' && event.retFd.path.startsWith('/proc/')
    const opened = succeeded && !selfProc && event.retFd?.kind === 'path' && event.retFd.path.startsWith('/') ? normalizeAbsolute(event.retFd.path) : requested
    const reached = this.aliases.resolve(event.pid, opened) ?? (opened === requested ? undefined : this.aliases.resolve(event.pid, requested))
    if (succeeded && event.ret !== null) this.aliases.onOpenFd(event.pid, event.ret, reached)
    const access = accessOfOpen(event)
    if (access === null) return
    if (access === 'read' && this.helpers.listsProcess(event.pid, opened)) return
    if (access === 'create') this.aliases.forget(opened)
    if (access === 'read' && reached?.via !== undefined) this.files.record(reached.origin, 'read', event, undefined, reached.via)
    else if (access === 'read' && isLookupFile(opened, this.pathContext.home) && this.lookups.programOfPid(event.pid) !== null) {
      const entry = this.files.recordLookup(opened, event, this.lookups.programOfPid(event.pid) as string)
      if (entry && succeeded) this.lookups.opened(event.pid, entry)
    } else this.files.record(opened, access, event)
  }

  /** What a hard link links to: the named file, or the file an fd holds (AT_EMPTY_PATH, /proc/self/fd/N). */
  private linkTarget(pid: number, dir: Fd, target: string): string | null {
    if (target === '' && typeof dir.fd === 'number' && dir.info?.kind !== 'path') {
      return this.aliases.openFd(pid, dir.fd)?.origin ?? null
    }
    return this.processTable.resolve(pid, dir, target)
  }

  private onOpenByHandle(event: OpenByHandleEvent): void {
    const reached = this.aliases.handleTarget(event.handle)
    if (event.ret !== null && event.ret >= 0) this.aliases.onOpenFd(event.pid, event.ret, reached)
    if (reached && accessOfOpen({ syscall: event.syscall, flags: event.flags }) === 'read') {
      this.files.record(reached.origin, 'read', event, undefined, reached.via)
    }
  }

  /** sendfile/splice/copy_file_range out of a sensitive file read it, whatever name it was opened by. */
  private onTransfer(event: TransferEvent): void {
    const from = event.from
    let reached: Reached | undefined
    if (from.info?.kind === 'path') reached = this.aliases.resolve(event.pid, normalizeAbsolute(from.info.path))
    else if (typeof from.fd === 'number' && from.info === undefined) reached = this.aliases.openFd(event.pid, from.fd)
    if (!reached) return
    this.files.record(reached.origin, 'read', event, undefined, reached.via === undefined ? event.syscall : `${event.syscall} (${reached.via})`)
  }

  // ── network ────────────────────────────────────────────────────────────────────────────────

  private onConnect(event: ConnectEvent): void {
    this.sockets.onConnect(event.pid, event.fd, event.address)
    const dest = this.sockets.destinationOf(event.pid, event.fd, event.address)
    // AF_UNSPEC disconnects and port-0 "connects" reach nobody.
    if (!dest || (dest.family !== 'unix' && !dest.port)) return
    // Talking to a resolver is not egress by itself; the queries it carries are recorded as DNS.
    if (dest.port === 53) return
    const succeeded = event.ret === 0 || event.errno === 'EINPROGRESS'
    if (dest.family !== 'unix') this.lookups.contacted(event.pid, formatEndpoint(dest.address, dest.port))
    this.network.record(dest, 'connect', succeeded, 0, event)
  }

  private onSend(event: SendEvent): void {
    // fds 0-2 of the server are the MCP channel back to the auditor (a socketpair when spawned by
    // Node): what the server answers over MCP is not egress, and scanning it would flag every tool
    // that legitimately returns file contents. A named or inet socket dup'ed onto them still counts.
    const info = event.fd.info
    const unnamedUnix = info?.kind === 'socket' && protocolFromDecoration(info) === 'unix' && !info.path
    if (typeof event.fd.fd === 'number' && event.fd.fd <= 2 && (unnamedUnix || info === undefined)) {
      this.listChanged.record(event.payloads, this.clock.phaseOf(event), event.line)
      return
    }
    if (!this.sockets.isSocketFd(event.pid, event.fd)) return
    const phase = this.clock.phaseOf(event)
    const succeeded = event.ret !== null && event.ret >= 0
    const single = event.payloads.length === 1 && event.syscall !== 'sendmmsg'
    for (const payload of event.payloads) {
      const dest = this.sockets.destinationOf(event.pid, event.fd, payload.address)
      const bytes = single && event.ret !== null && event.ret >= 0 ? event.ret : payload.data.length
      if (dest && dest.family !== 'unix' && dest.port === 53) {
        const query = decodeDnsPayload(payload.data, dest.protocol)
        if (query) {
          this.dns.record(query, formatEndpoint(dest.address, dest.port), phase, event.line)
          continue
        }
      }
      const where = dest ? (dest.family === 'unix' ? `unix:${dest.address}` : formatEndpoint(dest.address, dest.port)) : 'an unnamed socket'
      this.leaks.scanPayload(payload, where, phase, event.line)
      if (dest && (dest.family === 'unix' || dest.port)) this.network.record(dest, event.syscall, succeeded, succeeded ? bytes : 0, event)
    }
  }

  private onIoUring(phase: Phase, line: number): void {
    this.ioUring.record(callSiteKey(phase), phase, line, () => ({ phases: [], traceLines: [] }))
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function decodeDnsPayload(data: Buffer, protocol: ObservedNetwork['protocol']): DnsQuery | null {
  if (protocol === 'tcp') return decodeDnsTcpQuery(data)
  if (protocol === 'udp') return decodeDnsQuery(data)
  return decodeDnsQuery(data) ?? decodeDnsTcpQuery(data)
}
