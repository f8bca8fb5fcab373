// unobservable-io: io_uring moves I/O out of the syscalls strace sees, so setting it up is the finding.

import { pushOccurrences, type Judge, type Occurrence } from './judge.js'

export function ioUringOccurrences(judge: Judge, out: Occurrence[]): void {
  // What another witness saw go through it: reads of canary files with no syscall in the trace.
  const unseen = judge.input.observed.files.filter((file) => file.witness === 'canary-watch').map((file) => file.homePath ?? file.path)
  const seen = unseen.length > 0 ? `; the kernel's canary watch saw ${unseen.join(', ')} read with no syscall in the trace` : ''
  for (const entry of judge.input.observed.ioUring) {
    pushOccurrences(
      out,
      entry,
      { rule: 'unobservable-io', subject: 'io_uring', evidence: {} },
      () => ({ severity: 'medium', suffix: '' }),
      () => `sets up io_uring; file and network I/O submitted through it does not appear in the trace${seen}`
    )
  }
}
