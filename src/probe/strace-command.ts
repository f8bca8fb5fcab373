import { SandboxSetupError } from '../errors.js'
import { findOnPath } from '../sandbox/find-on-path.js'
import { runProbe } from '../sandbox/probe-run.js'

// Files (including in-kernel copies and file handles, which read a file without opening it by name), network, processes and io_uring: what the profile needs and nothing more, so that
// --seccomp-bpf can leave every other syscall untraced (measured here: ~2x overhead without it,
// ~1.1x with it). A `?` prefix keeps strace quiet about syscalls an architecture lacks (open on arm64).
export const TRACED_SYSCALLS = [
  '?open',
  'openat',
  '?openat2',
  '?creat',
  '?rename',
  'renameat',
  '?renameat2',
  '?unlink',
  'unlinkat',
  '?rmdir',
  '?mkdir',
  'mkdirat',
  '?truncate',
  'ftruncate',
  '?link',
  'linkat',
  '?symlink',
  'symlinkat',
  'chdir',
  'fchdir',
  '?sendfile',
  '?sendfile64',
  'splice',
  'tee',
  'copy_file_range',
  'name_to_handle_at',
  'open_by_handle_at',
  'socket',
  'connect',
  'bind',
  'sendto',
  'sendmsg',
  'sendmmsg',
  'write',
  'writev',
  'execve',
  'execveat',
  'clone',
  '?clone3',
  '?fork',
  '?vfork',
  'setsid',
  '?io_uring_setup'
] as const

/** Long enough for a whole DNS packet and a readable prefix of any payload. */
export const STRING_LIMIT = 4096

export interface StraceInfo {
  path: string
  seccompBpf: boolean
  /** strace >= 5.9: pids returned inside the server's pid namespace are also printed as strace sees them */
  pidnsTranslation: boolean
}

export function buildStraceArgs(tracePath: string, info: Pick<StraceInfo, 'seccompBpf' | 'pidnsTranslation'>): string[] {
  return [
    '-f',
    '-ttt',
    '-yy',
    // -q, not -qq: the `+++ exited with N +++` / `+++ killed by SIG +++` lines say which processes
    // outlived the server (see profile/leftovers.ts).
    '-q',
    '-s',
    String(STRING_LIMIT),
    ...(info.seccompBpf ? ['--seccomp-bpf'] : []),
    ...(info.pidnsTranslation ? ['--pidns-translation'] : []),
    '-e',
    `trace=${TRACED_SYSCALLS.join(',')}`,
    '-o',
    tracePath
  ]
}

const STRACE_HINT =
  'Install strace (sudo apt-get install -y strace). In a container, strace needs ptrace: run with ' +
  '--cap-add=SYS_PTRACE; on a host, check /proc/sys/kernel/yama/ptrace_scope.'

// One probe per PATH and process: the audits of a fleet share it. The CLI starts it before its own code is
// evaluated (cli-head-start.ts), so strace runs on `true` while the bundle loads.
const detected = new Map<string, Promise<StraceInfo>>()

/** Finds strace on `searchPath` and whether it can filter with seccomp-bpf, by running it once on `true`. */
export function detectStrace(searchPath: string): Promise<StraceInfo> {
  const known = detected.get(searchPath)
  if (known) return known
  const info = probeStrace(searchPath)
  // Started ahead, it may fail before anyone awaits it: the failure is said when the audit asks.
  info.catch(() => undefined)
  detected.set(searchPath, info)
  return info
}

async function probeStrace(searchPath: string): Promise<StraceInfo> {
  const path = findOnPath('strace', searchPath)
  if (!path) throw new SandboxSetupError('strace was not found on PATH.', STRACE_HINT)
  // One run asks for everything; only where it fails is each asked for alone, so the error says why.
  const probe = async (...flags: string[]) => (await runProbe(path, [...flags, '-f', '-qq', '-e', 'trace=openat', '-o', '/dev/null', 'true'])).status === 0
  if (await probe('--seccomp-bpf', '--pidns-translation')) return { path, seccompBpf: true, pidnsTranslation: true }
  const plain = await runProbe(path, ['-f', '-qq', '-e', 'trace=openat', '-o', '/dev/null', 'true'])
  if (plain.status !== 0) {
    throw new SandboxSetupError(`strace cannot trace on this machine: ${plain.stderr.trim().split('\n')[0] ?? ''}`, STRACE_HINT)
  }
  const [seccompBpf, pidnsTranslation] = await Promise.all([probe('--seccomp-bpf'), probe('--pidns-translation')])
  return { path, seccompBpf, pidnsTranslation }
}
