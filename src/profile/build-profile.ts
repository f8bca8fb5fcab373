import { posix } from 'node:path'
import type {
  CallRecord,
  FileAccess,
  Observed,
  ObservedDns,
  ObservedFile,
  ObservedLeak,
  ObservedNetwork,
  ObservedProcess,
  Phase
} from '../report/schema.js'
import type {
  ConnectEvent,
  ExecEvent,
  Fd,
  FdInfo,
  OpenByHandleEvent,
  OpenEvent,
  SendEvent,
  SockAddr,
  TraceEvent,
  TraceStats,
  TransferEvent
} from '../trace/events.js'
import { sinkIPv4For, sinkIPv6For } from '../sandbox/sink-address.js'
import { CanaryMatcher, type Canary } from './canary-match.js'
import { decodeDnsQuery, decodeDnsTcpQuery, type DnsQuery } from './dns-wire.js'
import { formatEndpoint, isLoopbackAddress, mappedIPv4 } from './net-address.js'
import { classifyPath, displayPath, isCredentialPath, isUnder, normalizeAbsolute, type PathContext } from './path-classify.js'
import { SensitiveAliases, type Reached } from './file-aliases.js'
import { DEFAULT_PROFILE_LIMITS, FOLD_LEVELS, foldedDirectory, foldedDnsName, type ProfileLimits } from './fold.js'
import { callSiteKey, PhaseClock, phaseKey } from './phase-clock.js'
import { isLauncherExecutable } from './launchers.js'
import { ProcessLifetimes } from './leftovers.js'

export interface ProfileContext {
  /** from the probe, epoch-ms start/end, sequential, in order */
  calls: CallRecord[]
  /** epoch ms; events after it are phase shutdown */
  shutdownAt: number
  /** absolute, realpath'd canary home */
  home: string
  /** absolute server working dir (initial cwd of the root pid) */
  cwd: string
  canaries: Canary[]
  /** dirs holding the server's own code: reads there are noise 'server-code' */
  serverCodeRoots: string[]
  /** interpreter prefixes: reads there are noise 'runtime' */
  runtimeRoots: string[]
  /** host places the sandbox hid from the server (see PathContext.hiddenRoots) */
  hiddenRoots?: string[]
  /** the auditor's own places (see PathContext.auditorPaths) */
  auditorPaths?: string[]
  /** inode → absolute path of each planted canary file, when known: decodes file handles the trace did not name */
  canaryInodes?: ReadonlyMap<number, string>
  /** caps on distinct entries (tests use small ones) */
  limits?: Partial<ProfileLimits>
}

export const MAX_TRACE_LINES = 20
export const MAX_PHASES = 10

interface Tracked<T> {
  entry: T
  phaseKeys: Set<string>
}
interface HasPhasesAndLines {
  phases: Phase[]
  traceLines: number[]
}

type Destination = {
  family: 'inet' | 'inet6' | 'unix'
  protocol: ObservedNetwork['protocol']
  address: string
  port?: number
}

/** A cwd shared by threads (CLONE_FS) and copied by forks. */
interface CwdBox {
  path: string
}

function protocolFromDecoration(info: FdInfo | undefined): ObservedNetwork['protocol'] | null {
  if (info?.kind !== 'socket') return null
  const p = info.protocol.toUpperCase()
  if (p.startsWith('TCP')) return 'tcp'
  if (p.startsWith('UDP')) return 'udp'
  if (p.startsWith('UNIX')) return 'unix'
  return 'unknown'
}

function stripBrackets(address: string): string {
  return address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address
}

export class ProfileBuilder {
  private readonly clock: PhaseClock
  private readonly matcher: CanaryMatcher
  private readonly pathContext: PathContext
  private rootPid: number | null = null
  private readonly seenPids = new Set<number>()
  private readonly cwdOf = new Map<number, CwdBox>()
  private readonly parentOf = new Map<number, number>()
  /** pids still launching the server (wrappers, shims and the helpers they spawn) */
  private readonly launcherPids = new Set<number>()
  /** execs of pids whose clone() has not been seen yet: strace prints a clone's return after the child's first lines */
  private readonly orphanExecs = new Map<number, ExecEvent[]>()
  private readonly socketKinds = new Map<string, { domain: string; sockType: string }>()
  private readonly connectedTo = new Map<string, SockAddr>()

  // One entry per observation and call site (see callSiteKey): two tools reading the same file are two
  // entries, each with its own count and trace lines, so each tool's finding cites its own evidence.
  private readonly files = new Map<string, Tracked<ObservedFile>>()
  private readonly aliases: SensitiveAliases
  private readonly limits: ProfileLimits
  /** exact file entries of sensitive paths, which get room of their own beyond the shared cap */
  private sensitiveFileEntries = 0
  private foldedFileEntries = 0
  /** accesses recorded in directory aggregates instead of per path, by profile section */
  private readonly aggregated: Record<string, number> = {}
  private readonly network = new Map<string, Tracked<ObservedNetwork>>()
  private readonly dns = new Map<string, Tracked<ObservedDns>>()
  private readonly processes = new Map<string, Tracked<ObservedProcess>>()
  private readonly leaks = new Map<string, Tracked<ObservedLeak>>()
  private readonly ioUring = new Map<string, Tracked<{ phases: Phase[]; traceLines: number[] }>>()
  private readonly noise: Record<string, number> = {}
  private readonly lifetimes = new ProcessLifetimes()

  constructor(private readonly ctx: ProfileContext) {
    this.clock = new PhaseClock(ctx.calls, ctx.shutdownAt)
    this.matcher = new CanaryMatcher(ctx.canaries)
    this.pathContext = {
      home: normalizeAbsolute(ctx.home),
      cwd: normalizeAbsolute(ctx.cwd),
      serverCodeRoots: ctx.serverCodeRoots.map(normalizeAbsolute),
      runtimeRoots: ctx.runtimeRoots.map(normalizeAbsolute),
      isOwnPid: (pid) => this.seenPids.has(pid),
      ...(ctx.hiddenRoots ? { hiddenRoots: ctx.hiddenRoots.map(normalizeAbsolute), ownPidNamespace: true } : {}),
      ...(ctx.auditorPaths ? { auditorPaths: ctx.auditorPaths.map(normalizeAbsolute) } : {})
    }
    this.limits = { ...DEFAULT_PROFILE_LIMITS, ...ctx.limits }
    this.aliases = new SensitiveAliases((path) => this.isSensitiveFile(path), ctx.canaryInodes)
  }

  add(event: TraceEvent): void {
    this.notePid(event.pid)
    switch (event.type) {
      case 'open':
        return this.onOpen(event)
      case 'rename': {
        const from = this.resolve(event.pid, event.fromDir, event.from)
        const to = this.resolve(event.pid, event.toDir, event.to)
        if (event.ret === 0) this.aliases.onRename(event.pid, from, to)
        return this.recordFile(from, 'rename', event, to)
      }
      case 'unlink': {
        const path = this.resolve(event.pid, event.dir, event.path)
        if (event.ret === 0) this.aliases.forget(path)
        return this.recordFile(path, 'delete', event)
      }
      case 'mkdir':
        return this.recordFile(this.resolve(event.pid, event.dir, event.path), 'mkdir', event)
      case 'truncate': {
        const path =
          event.path !== undefined
            ? this.resolve(event.pid, { fd: 'AT_FDCWD' }, event.path)
            : event.fd?.info?.kind === 'path'
              ? normalizeAbsolute(event.fd.info.path)
              : null
        if (path) this.recordFile(path, 'write', event)
        return
      }
      case 'link': {
        const linkPath = this.resolve(event.pid, event.toDir, event.linkPath)
        if (!event.symbolic && event.ret === 0) {
          const target = this.linkTarget(event.pid, event.fromDir, event.target)
          if (target !== null) this.aliases.onLink(event.pid, target, linkPath)
        }
        return this.recordFile(linkPath, 'create', event)
      }
      case 'handle':
        if (event.ret === 0) this.aliases.onHandle(event.pid, this.resolve(event.pid, event.dir, event.path), event.handle)
        return
      case 'open-by-handle':
        return this.onOpenByHandle(event)
      case 'transfer':
        return this.onTransfer(event)
      case 'chdir':
        return this.onChdir(event.pid, event.ret, event.path, event.fd)
      case 'socket':
        if (event.ret !== null && event.ret >= 0) {
          this.socketKinds.set(`${event.pid}:${event.ret}`, { domain: event.domain, sockType: event.sockType })
        }
        return
      case 'connect':
        return this.onConnect(event)
      case 'send':
        return this.onSend(event)
      case 'exec':
        return this.onExec(event)
      case 'clone':
        this.lifetimes.clone(event, this.clock.phaseAt(event.time))
        return this.onClone(event.pid, event.childPid, event.flags)
      case 'io_uring':
        // A refused setup (ENOSYS, EPERM under seccomp) leaves nothing unobserved.
        if (event.ret !== null && event.ret >= 0) this.onIoUring(this.clock.phaseAt(event.time), event.line)
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

  finish(stats: TraceStats): Observed {
    for (const [pid, execs] of this.orphanExecs) {
      this.orphanExecs.delete(pid)
      for (const exec of execs) this.recordExec(exec)
    }
    const names = [...this.dns.values()].map((d) => d.entry.name)
    const sinkNames = new Map<string, Set<string>>()
    for (const name of names) {
      for (const address of [sinkIPv4For(name), sinkIPv6For(name)]) {
        const set = sinkNames.get(address) ?? new Set<string>()
        set.add(name)
        sinkNames.set(address, set)
      }
    }
    const network = this.values(this.network).map((n) => ({
      ...n,
      hostnames: [...(sinkNames.get(n.address) ?? [])].sort()
    }))
    return {
      files: this.values(this.files).sort((a, b) => cmp(a.path, b.path) || cmp(a.access, b.access) || cmp(a.renamedTo ?? '', b.renamedTo ?? '') || cmp(a.via ?? '', b.via ?? '') || Number(a.aggregated ?? false) - Number(b.aggregated ?? false)),
      network: network.sort((a, b) => cmp(a.address, b.address) || (a.port ?? 0) - (b.port ?? 0) || cmp(a.protocol, b.protocol)),
      dns: this.values(this.dns).sort((a, b) => cmp(a.name, b.name) || cmp(a.type, b.type) || cmp(a.resolver, b.resolver)),
      processes: this.values(this.processes).sort((a, b) => cmp(a.executable, b.executable) || cmp(a.argv.join('\0'), b.argv.join('\0')) || Number(b.isServer) - Number(a.isServer)),
      leaks: this.values(this.leaks).sort((a, b) => cmp(a.canary, b.canary) || cmp(a.via, b.via) || cmp(a.destination, b.destination)),
      ioUring: this.values(this.ioUring),
      leftovers: this.lifetimes.leftovers(),
      noise: Object.fromEntries(Object.entries(this.noise).sort(([a], [b]) => cmp(a, b))),
      ...(Object.keys(this.aggregated).length > 0 ? { aggregated: { ...this.aggregated } } : {}),
      trace: { lines: stats.lines, events: stats.events, unparsed: stats.unparsed, unparsedSamples: stats.unparsedSamples }
    }
  }

  // ── processes and working directories ────────────────────────────────────────────────────────

  private notePid(pid: number): void {
    if (this.seenPids.has(pid)) return
    this.seenPids.add(pid)
    if (this.rootPid === null) {
      this.rootPid = pid
      this.cwdOf.set(pid, { path: this.pathContext.cwd })
      this.launcherPids.add(pid)
    }
  }

  private cwd(pid: number): string {
    const box = this.cwdOf.get(pid)
    if (box) return box.path
    // A child whose clone() return is not printed yet: it starts where the server started.
    const rootBox = this.rootPid !== null ? this.cwdOf.get(this.rootPid) : undefined
    return rootBox?.path ?? this.pathContext.cwd
  }

  private onClone(parent: number, child: number | null, flags: string[]): void {
    if (child === null || child <= 0) return
    this.seenPids.add(child)
    this.parentOf.set(child, parent)
    if (!this.cwdOf.has(child)) {
      const parentBox = this.cwdOf.get(parent) ?? { path: this.cwd(parent) }
      this.cwdOf.set(child, flags.includes('CLONE_FS') ? parentBox : { path: parentBox.path })
    }
    if (this.launcherPids.has(parent)) this.launcherPids.add(child)
    const pending = this.orphanExecs.get(child)
    if (pending) {
      this.orphanExecs.delete(child)
      for (const exec of pending) this.recordExec(exec)
    }
  }

  private onChdir(pid: number, ret: number | null, path: string | undefined, fd: Fd | undefined): void {
    if (ret !== 0) return
    let target: string | null = null
    if (path !== undefined) target = this.resolve(pid, { fd: 'AT_FDCWD' }, path)
    else if (fd?.info?.kind === 'path') target = normalizeAbsolute(fd.info.path)
    if (target === null || !target.startsWith('/')) return
    const box = this.cwdOf.get(pid)
    if (box) box.path = target
    else this.cwdOf.set(pid, { path: target })
  }

  private onExec(event: ExecEvent): void {
    if (event.pid !== this.rootPid && !this.parentOf.has(event.pid) && !this.cwdOf.has(event.pid)) {
      const pending = this.orphanExecs.get(event.pid) ?? []
      if (pending.length < 16) pending.push(event)
      this.orphanExecs.set(event.pid, pending)
      return
    }
    this.recordExec(event)
  }

  /**
   * An exec by a pid that is still launching the server (its wrapper chain, or a helper such a
   * wrapper spawned) at startup is part of starting the server (isServer). The first exec of a
   * program that is not a known wrapper/shim is the server itself; from then on that pid and its
   * children are the server's own behaviour.
   */
  private recordExec(event: ExecEvent): void {
    const phase = this.clock.phaseAt(event.time)
    const launching = phase.kind === 'startup' && this.launcherPids.has(event.pid)
    const succeeded = event.ret === 0
    const serverStart = succeeded && this.launcherPids.has(event.pid) && !isLauncherExecutable(event.path)
    if (serverStart) this.launcherPids.delete(event.pid)
    const executable = event.path.startsWith('/') ? normalizeAbsolute(event.path) : event.path
    this.lifetimes.exec(event, executable, serverStart)
    const key = `${launching ? 'S' : 'C'}\0${callSiteKey(phase)}\0${executable}\0${event.argv.join('\0')}`
    let tracked = this.processes.get(key)
    if (!tracked) {
      tracked = {
        entry: { executable, argv: [...event.argv], succeeded, isServer: launching, count: 0, phases: [], traceLines: [] },
        phaseKeys: new Set()
      }
      this.processes.set(key, tracked)
    }
    tracked.entry.count += 1
    tracked.entry.succeeded ||= succeeded
    this.touch(tracked, phase, event.line)
    this.scanForLeaks(event.argv.join(' '), 'argv', executable, phase, event.line)
  }

  // ── files ──────────────────────────────────────────────────────────────────────────────────

  /** Absolute path of `path` as `pid` would resolve it relative to `dir`; relative when unknowable. */
  private resolve(pid: number, dir: Fd, path: string): string {
    if (path.startsWith('/')) return normalizeAbsolute(path)
    if (dir.fd === 'AT_FDCWD') return normalizeAbsolute(posix.join(this.cwd(pid), path))
    if (dir.info?.kind === 'path' && dir.info.path.startsWith('/')) {
      return normalizeAbsolute(path === '' ? dir.info.path : posix.join(dir.info.path, path))
    }
    // An fd strace could not decorate: keep the relative name rather than guess a directory.
    return path
  }

  private onOpen(event: OpenEvent): void {
    const succeeded = event.ret !== null && event.ret >= 0
    const requested = this.resolve(event.pid, event.dir, event.path)
    // Under a pid namespace the kernel reports /proc/self/… as /proc/<pid in the namespace>/…, a pid
    // the trace never shows: the name the server asked for says whose file it is.
    const selfProc = /^\/proc\/(?:self|thread-self)\//.test(requested) && event.retFd?.kind === 'path' && event.retFd.path.startsWith('/proc/')
    const opened =
      succeeded && !selfProc && event.retFd?.kind === 'path' && event.retFd.path.startsWith('/')
        ? normalizeAbsolute(event.retFd.path)
        : requested
    const reached = this.aliases.resolve(event.pid, opened) ?? (opened === requested ? undefined : this.aliases.resolve(event.pid, requested))
    if (succeeded && event.ret !== null) this.aliases.onOpenFd(event.pid, event.ret, reached)
    const access = accessOfOpen(event)
    if (access === null) return
    if (access === 'create') this.aliases.forget(opened)
    if (access === 'read' && reached?.via !== undefined) this.recordFile(reached.origin, 'read', event, undefined, reached.via)
    else this.recordFile(opened, access, event)
  }

  /** What a hard link links to: the named file, or the file an fd holds (AT_EMPTY_PATH, /proc/self/fd/N). */
  private linkTarget(pid: number, dir: Fd, target: string): string | null {
    if (target === '' && typeof dir.fd === 'number' && dir.info?.kind !== 'path') {
      return this.aliases.openFd(pid, dir.fd)?.origin ?? null
    }
    return this.resolve(pid, dir, target)
  }

  private onOpenByHandle(event: OpenByHandleEvent): void {
    const reached = this.aliases.handleTarget(event.handle)
    if (event.ret !== null && event.ret >= 0) this.aliases.onOpenFd(event.pid, event.ret, reached)
    if (reached && accessOfOpen({ syscall: event.syscall, flags: event.flags }) === 'read') {
      this.recordFile(reached.origin, 'read', event, undefined, reached.via)
    }
  }

  /** sendfile/splice/copy_file_range out of a sensitive file read it, whatever name it was opened by. */
  private onTransfer(event: TransferEvent): void {
    const from = event.from
    let reached: Reached | undefined
    if (from.info?.kind === 'path') reached = this.aliases.resolve(event.pid, normalizeAbsolute(from.info.path))
    else if (typeof from.fd === 'number' && from.info === undefined) reached = this.aliases.openFd(event.pid, from.fd)
    if (!reached) return
    this.recordFile(reached.origin, 'read', event, undefined, reached.via === undefined ? event.syscall : `${event.syscall} (${reached.via})`)
  }

  /** Files whose reads are findings by themselves: the planted home and credential stores anywhere. */
  private isSensitiveFile(path: string): boolean {
    return isUnder(path, this.pathContext.home) || isCredentialPath(path, this.pathContext.home)
  }

  private recordFile(
    path: string,
    access: FileAccess,
    event: { line: number; time: number; ret: number | null },
    renamedTo?: string,
    via?: string
  ): void {
    const classification = classifyPath(path, access, this.pathContext)
    const renameClass = renamedTo !== undefined ? classifyPath(renamedTo, 'rename', this.pathContext) : null
    const noise = classification.noise && (renameClass === null || renameClass.noise)
    if (noise) {
      this.noise[classification.category] = (this.noise[classification.category] ?? 0) + 1
      return
    }
    const succeeded = event.ret !== null && event.ret >= 0
    const phase = this.clock.phaseAt(event.time)
    const key = `${callSiteKey(phase)}\0${path}\0${access}\0${renamedTo ?? ''}\0${via ?? ''}`
    let tracked = this.files.get(key)
    if (!tracked) {
      const sensitive = this.isSensitiveFile(path) || (renamedTo !== undefined && this.isSensitiveFile(renamedTo))
      const room = this.files.size - this.sensitiveFileEntries - this.foldedFileEntries < this.limits.files
      const sensitiveRoom = sensitive && this.sensitiveFileEntries < this.limits.sensitiveFiles
      if (!room && !sensitiveRoom) return this.recordFolded(path, access, classification.category, succeeded, event)
      if (!room) this.sensitiveFileEntries++
      const home = this.pathContext.home
      const entry: ObservedFile = {
        path,
        access,
        succeeded,
        category: classification.category,
        noise: false,
        count: 0,
        phases: [],
        traceLines: []
      }
      if (isUnder(path, home)) entry.homePath = displayPath(path, home)
      if (renamedTo !== undefined) entry.renamedTo = renamedTo
      if (via !== undefined) entry.via = via
      tracked = { entry, phaseKeys: new Set() }
      this.files.set(key, tracked)
    }
    tracked.entry.count += 1
    tracked.entry.succeeded ||= succeeded
    this.touch(tracked, phase, event.line)
  }

  /**
   * Past the cap of distinct paths, accesses are counted per directory (one entry per directory, access
   * and category), then per top-level directory, then under `/`: a flood of distinct names cannot grow
   * the profile, and every access is still counted and dated.
   */
  private recordFolded(path: string, access: FileAccess, category: ObservedFile['category'], succeeded: boolean, event: { line: number; time: number }): void {
    this.aggregated.files = (this.aggregated.files ?? 0) + 1
    let tracked: Tracked<ObservedFile> | undefined
    for (const level of FOLD_LEVELS) {
      const dir = foldedDirectory(path, level)
      const key = `${dir}\0${access}\0\0\0${category}\0folded`
      tracked = this.files.get(key)
      if (tracked) break
      // Top-level directories get room of their own: they are what parents fold into.
      const room = level === 'root' || this.foldedFileEntries < (level === 'parent' ? 1 : 2) * this.limits.foldedFiles
      if (!room) continue
      const entry: ObservedFile = { path: dir, access, succeeded, category, noise: false, aggregated: true, count: 0, phases: [], traceLines: [] }
      if (isUnder(dir, this.pathContext.home)) entry.homePath = displayPath(dir, this.pathContext.home)
      tracked = { entry, phaseKeys: new Set() }
      this.files.set(key, tracked)
      this.foldedFileEntries++
      break
    }
    if (!tracked) return
    tracked.entry.count += 1
    tracked.entry.succeeded ||= succeeded
    this.touch(tracked, this.clock.phaseAt(event.time), event.line)
  }

  // ── network ────────────────────────────────────────────────────────────────────────────────

  private protocolOf(pid: number, fd: Fd, family: Destination['family']): ObservedNetwork['protocol'] {
    if (family === 'unix') return 'unix'
    const decorated = protocolFromDecoration(fd.info)
    if (decorated && decorated !== 'unix') return decorated
    const kind = typeof fd.fd === 'number' ? this.socketKinds.get(`${pid}:${fd.fd}`) : undefined
    if (kind?.sockType.includes('SOCK_STREAM')) return 'tcp'
    if (kind?.sockType.includes('SOCK_DGRAM')) return 'udp'
    return 'unknown'
  }

  private destinationOf(pid: number, fd: Fd, address: SockAddr | undefined): Destination | null {
    if (address) {
      switch (address.family) {
        case 'AF_INET':
          return { family: 'inet', protocol: this.protocolOf(pid, fd, 'inet'), address: address.address, port: address.port }
        case 'AF_INET6': {
          const v4 = address.mappedIPv4 ?? mappedIPv4(address.address)
          return v4
            ? { family: 'inet', protocol: this.protocolOf(pid, fd, 'inet'), address: v4, port: address.port }
            : { family: 'inet6', protocol: this.protocolOf(pid, fd, 'inet6'), address: address.address, port: address.port }
        }
        case 'AF_UNIX':
          return { family: 'unix', protocol: 'unix', address: address.abstract ? `@${address.path}` : address.path }
        case 'other':
          return null
      }
    }
    const info = fd.info
    if (info?.kind === 'socket') {
      if (info.remote) {
        const raw = stripBrackets(info.remote.address)
        const v4 = mappedIPv4(raw)
        const family = v4 || !raw.includes(':') ? 'inet' : 'inet6'
        return { family, protocol: this.protocolOf(pid, fd, family), address: v4 ?? raw, port: info.remote.port }
      }
      if (info.path) return { family: 'unix', protocol: 'unix', address: info.path }
    }
    const connected = typeof fd.fd === 'number' && (!info || info.kind === 'socket') ? this.connectedTo.get(`${pid}:${fd.fd}`) : undefined
    return connected ? this.destinationOf(pid, { fd: fd.fd }, connected) : null
  }

  private onConnect(event: ConnectEvent): void {
    if (typeof event.fd.fd === 'number') this.connectedTo.set(`${event.pid}:${event.fd.fd}`, event.address)
    const dest = this.destinationOf(event.pid, event.fd, event.address)
    // AF_UNSPEC disconnects and port-0 "connects" reach nobody.
    if (!dest || (dest.family !== 'unix' && !dest.port)) return
    // Talking to a resolver is not egress by itself; the queries it carries are recorded as DNS.
    if (dest.port === 53) return
    const succeeded = event.ret === 0 || event.errno === 'EINPROGRESS'
    this.recordNetwork(dest, 'connect', succeeded, 0, event)
  }

  private isSocketFd(pid: number, fd: Fd): boolean {
    // -yy says what the fd is at the time of the call; the socket()/connect() bookkeeping is only a
    // fallback for traces without decorations (fds are reused once closed, and close is not traced).
    if (fd.info) return fd.info.kind === 'socket'
    return typeof fd.fd === 'number' && (this.socketKinds.has(`${pid}:${fd.fd}`) || this.connectedTo.has(`${pid}:${fd.fd}`))
  }

  private onSend(event: SendEvent): void {
    if (!this.isSocketFd(event.pid, event.fd)) return
    // fds 0-2 of the server are the MCP channel back to the auditor (a socketpair when spawned by
    // Node): what the server answers over MCP is not egress, and scanning it would flag every tool
    // that legitimately returns file contents. A named or inet socket dup'ed onto them still counts.
    const info = event.fd.info
    const unnamedUnix = info?.kind === 'socket' && protocolFromDecoration(info) === 'unix' && !info.path
    if (typeof event.fd.fd === 'number' && event.fd.fd <= 2 && (unnamedUnix || info === undefined)) return
    const phase = this.clock.phaseAt(event.time)
    const succeeded = event.ret !== null && event.ret >= 0
    const single = event.payloads.length === 1 && event.syscall !== 'sendmmsg'
    for (const payload of event.payloads) {
      const dest = this.destinationOf(event.pid, event.fd, payload.address)
      const bytes = single && event.ret !== null && event.ret >= 0 ? event.ret : payload.data.length
      if (dest && dest.family !== 'unix' && dest.port === 53) {
        const query = decodeDnsPayload(payload.data, dest.protocol)
        if (query) {
          this.recordDns(query, formatEndpoint(dest.address, dest.port), phase, event.line)
          continue
        }
      }
      const where = dest ? (dest.family === 'unix' ? `unix:${dest.address}` : formatEndpoint(dest.address, dest.port)) : 'an unnamed socket'
      this.scanForLeaks(payload.data, 'socket', where, phase, event.line)
      if (dest && (dest.family === 'unix' || dest.port)) this.recordNetwork(dest, event.syscall, succeeded, succeeded ? bytes : 0, event)
    }
  }

  private recordNetwork(dest: Destination, syscall: string, succeeded: boolean, bytes: number, event: { line: number; time: number }): void {
    const phase = this.clock.phaseAt(event.time)
    const site = callSiteKey(phase)
    let key = `${site}\0${dest.family}\0${dest.protocol}\0${dest.address}\0${dest.port ?? ''}`
    let tracked = this.network.get(key)
    if (!tracked && this.network.size >= this.limits.network) {
      // Past the cap: one entry per address (ports folded away), then one per family and protocol.
      this.aggregated.network = (this.aggregated.network ?? 0) + 1
      dest = { family: dest.family, protocol: dest.protocol, address: dest.address }
      key = `${site}\0${dest.family}\0${dest.protocol}\0${dest.address}\0`
      tracked = this.network.get(key)
      if (!tracked && this.network.size >= 2 * this.limits.network) {
        dest = { ...dest, address: '*' }
        key = `${site}\0${dest.family}\0${dest.protocol}\0*\0`
        tracked = this.network.get(key)
      }
    }
    if (!tracked) {
      const entry: ObservedNetwork = {
        family: dest.family,
        protocol: dest.protocol,
        address: dest.address,
        loopback: dest.family === 'unix' || isLoopbackAddress(dest.address),
        syscall,
        succeeded,
        bytesSent: 0,
        hostnames: [],
        count: 0,
        phases: [],
        traceLines: []
      }
      if (dest.port !== undefined) entry.port = dest.port
      tracked = { entry, phaseKeys: new Set() }
      this.network.set(key, tracked)
    }
    tracked.entry.count += 1
    tracked.entry.succeeded ||= succeeded
    tracked.entry.bytesSent += bytes
    this.touch(tracked, phase, event.line)
  }

  private recordDns(query: DnsQuery, resolver: string, phase: Phase, line: number): void {
    for (const question of query.questions) {
      let name = question.name.toLowerCase()
      let key = `${callSiteKey(phase)}\0${name}\0${question.type}\0${resolver}`
      let tracked = this.dns.get(key)
      if (!tracked && this.dns.size >= this.limits.dns) {
        this.aggregated.dns = (this.aggregated.dns ?? 0) + 1
        for (const [index, level] of FOLD_LEVELS.entries()) {
          name = foldedDnsName(question.name.toLowerCase(), level)
          key = `${callSiteKey(phase)}\0${name}\0${question.type}\0${resolver}`
          tracked = this.dns.get(key)
          if (tracked || level === 'root' || this.dns.size < (index + 2) * this.limits.dns) break
        }
      }
      if (!tracked) {
        tracked = { entry: { name, type: question.type, resolver, count: 0, phases: [], traceLines: [] }, phaseKeys: new Set() }
        this.dns.set(key, tracked)
      }
      tracked.entry.count += 1
      this.touch(tracked, phase, line)
      this.scanForLeaks(question.name, 'dns', question.name.toLowerCase(), phase, line)
    }
  }

  // ── leaks ──────────────────────────────────────────────────────────────────────────────────

  private scanForLeaks(data: Buffer | string, via: ObservedLeak['via'], destination: string, phase: Phase, line: number): void {
    for (const hit of this.matcher.scan(data)) {
      let to = destination
      let key = `${callSiteKey(phase)}\0${hit.canary}\0${via}\0${to}`
      let tracked = this.leaks.get(key)
      if (!tracked && this.leaks.size >= this.limits.leaks) {
        this.aggregated.leaks = (this.aggregated.leaks ?? 0) + 1
        to = via === 'dns' ? foldedDnsName(destination, this.leaks.size < 2 * this.limits.leaks ? 'top' : 'root') : '*'
        key = `${callSiteKey(phase)}\0${hit.canary}\0${via}\0${to}`
        tracked = this.leaks.get(key)
      }
      if (!tracked) {
        tracked = { entry: { canary: hit.canary, encoding: hit.encoding, via, destination: to, phases: [], traceLines: [] }, phaseKeys: new Set() }
        this.leaks.set(key, tracked)
      }
      this.touch(tracked, phase, line)
    }
  }

  private onIoUring(phase: Phase, line: number): void {
    const key = callSiteKey(phase)
    let tracked = this.ioUring.get(key)
    if (!tracked) {
      tracked = { entry: { phases: [], traceLines: [] }, phaseKeys: new Set() }
      this.ioUring.set(key, tracked)
    }
    this.touch(tracked, phase, line)
  }

  // ── bookkeeping ────────────────────────────────────────────────────────────────────────────

  private touch(tracked: Tracked<HasPhasesAndLines>, phase: Phase, line: number): void {
    const key = phaseKey(phase)
    if (!tracked.phaseKeys.has(key) && tracked.phaseKeys.size < MAX_PHASES) {
      tracked.phaseKeys.add(key)
      tracked.entry.phases.push(phase)
    }
    const lines = tracked.entry.traceLines
    if (lines.includes(line)) return
    // The first lines, and the latest one in the last slot: where it started and how long it went on.
    if (lines.length < MAX_TRACE_LINES) lines.push(line)
    else if (line > lines[MAX_TRACE_LINES - 1]!) lines[MAX_TRACE_LINES - 1] = line
  }

  private values<T>(map: Map<string, Tracked<T>>): T[] {
    return [...map.values()].map((t) => t.entry)
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

/**
 * What an open() does to the file. O_PATH only obtains a handle (no read); O_CREAT without O_EXCL
 * may overwrite, so it is a write; O_CREAT|O_EXCL only ever makes a new file.
 */
export function accessOfOpen(event: Pick<OpenEvent, 'syscall' | 'flags'>): FileAccess | null {
  if (event.syscall === 'creat') return 'create'
  const flags = new Set(event.flags)
  if (flags.has('O_PATH')) return null
  if (flags.has('O_CREAT') && flags.has('O_EXCL')) return 'create'
  if (flags.has('O_WRONLY') || flags.has('O_RDWR') || flags.has('O_CREAT') || flags.has('O_TRUNC')) return 'write'
  return 'read'
}
