// What the settle after each call reads of trace.log while the session runs (engine/trace-settle.ts):
// whether strace has written the server's answer to the call yet, and whether anything but the server's
// MCP answers came after the call's request. Fed the trace's text as strace appends it, in order; it
// reads no more of a line than its pid, its syscall and, for a write on fd 1, where it went and its return.
//
// The MCP channel is the server's fd 1 (a unix socket or a pipe, as `-yy` shows it), recognized as the
// profile's clock does (profile/phase-clock.ts): the channel whose byte count lands exactly on a position
// the probe saw a message end at. A child's own stdout (a pipe to the server) never lands there.

/** The probe's stdout positions of a call (CallRecord.stdout): bytes read before its request, and at the end of its answer. */
export interface AnswerPosition {
  sentAt: number
  answeredAt: number
}

// 24    1795924933.682013 write(1<UNIX-STREAM:[79140]>, "{\"result\":{}}\n", 15) = 15
// 31    1795924934.100200 writev(1<pipe:[4242]>, [{iov_base="{}\n", iov_len=3}], 1) = 3
const HEAD = /^(\d+)\s+\S+ /
const FD1_WRITE = /^writev?\(1<([^>]*)>/
// 24    1795924933.682013 write(1<UNIX-STREAM:[79140]>, "{\"result\":{}}\n", 15 <unfinished ...>
// 24    1795924933.682100 <... write resumed>) = 15
const UNFINISHED = ' <unfinished ...>'
const RESUMED_WRITE = /^<\.\.\. writev? resumed>/
const RETURNED = / = (\d+)$/
// 24    1795924933.100000 clone3({flags=CLONE_VM|CLONE_VFORK, exit_signal=SIGCHLD, stack=0x7f, stack_size=0x9000}, 88) = 31
// 31    1795924933.100400 +++ exited with 0 +++
const PROCESS_LINE = /^(?:clone3?|v?fork|execve(?:at)?)\(|^\+\+\+ /

export class TraceTail {
  private partial = ''
  /** bytes written on each fd-1 channel, by its `-yy` decoration */
  private readonly written = new Map<string, number>()
  /** per pid, the channel of its write strace split with `<unfinished ...>` */
  private readonly pending = new Map<string, string>()
  /** stdout positions the probe saw a message end at: a channel reaching one is the MCP channel */
  private readonly boundaries = new Set<number>()
  private channel: string | null = null
  private call: AnswerPosition | null = null
  private sawOther = false
  /** lines that start or end a process (a fork, an exec, an exit) */
  private processLines = 0

  /**
   * The call whose answer was just read, before the trace's lines since the last call's are fed (its
   * request's position also recognizes the channel): `busy` is about this call from now on.
   */
  expect(call: AnswerPosition): void {
    this.boundaries.add(call.sentAt)
    this.boundaries.add(call.answeredAt)
    this.call = call
    this.sawOther = false
  }

  /** The trace's next text, as read (lines may be split anywhere). */
  feed(text: string): void {
    const lines = (this.partial + text).split('\n')
    this.partial = lines.pop() ?? ''
    for (const line of lines) if (line) this.see(line)
  }

  /** Bytes the trace shows written on the MCP channel (on the likeliest channel while none is recognized). */
  get answered(): number {
    if (this.channel !== null) return this.written.get(this.channel) ?? 0
    return Math.max(0, ...this.written.values())
  }

  /** How many lines so far started or ended a process: the sandbox's process tree may have changed when it moves. */
  get processChanges(): number {
    return this.processLines
  }

  /**
   * Whether the lines fed since expect() show the server doing anything but writing on the MCP channel
   * after the call's request (its position: the server's start before a first call is not the call's).
   */
  get busy(): boolean {
    return this.sawOther
  }

  private see(line: string): void {
    const head = HEAD.exec(line)
    const rest = head ? line.slice(head[0].length) : line
    const pid = head?.[1] ?? ''
    const fd1 = FD1_WRITE.exec(rest)
    // once the channel is known, a write on another fd 1 (a child's own stdout) is the server at work
    if (fd1 && (this.channel === null || fd1[1] === this.channel)) {
      const key = fd1[1] ?? ''
      if (rest.endsWith(UNFINISHED)) this.pending.set(pid, key)
      else this.count(key, rest)
      return
    }
    const resumed = this.pending.get(pid)
    if (resumed !== undefined && RESUMED_WRITE.test(rest)) {
      this.pending.delete(pid)
      this.count(resumed, rest)
      return
    }
    if (PROCESS_LINE.test(rest)) this.processLines += 1
    if (this.call !== null && this.answered >= this.call.sentAt) this.sawOther = true
  }

  private count(key: string, rest: string): void {
    const total = (this.written.get(key) ?? 0) + Number(RETURNED.exec(rest)?.[1] ?? 0)
    this.written.set(key, total)
    if (this.channel === null && this.boundaries.has(total)) this.channel = key
  }
}
