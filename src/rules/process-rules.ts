// Processes: subprocess (shells and network tools high), persistence by crontab, and persistence by a
// process left running after the server exited.

import { posix } from 'node:path'
import type { ObservedLeftover } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import { declaresCommands, isUrlOpener, isVersionProbe } from './declared-purpose.js'
import { callName, pushOccurrences, type Judge, type Judgement, type Occurrence } from './judge.js'

export const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'fish', 'csh', 'tcsh', 'busybox'])
export const NETWORK_TOOLS = new Set([
  'curl',
  'wget',
  'nc',
  'ncat',
  'netcat',
  'socat',
  'ssh',
  'scp',
  'sftp',
  'rsync',
  'telnet',
  'ftp',
  'tftp',
  'dig',
  'nslookup',
  'host',
  'openssl',
  'aria2c',
  'lftp'
])

/**
 * git runs `sh -c "git-upload-pack '<repo>'" "git-upload-pack '<repo>'"` (receive-pack, upload-archive;
 * the last word is only $0) for a remote that is a local path. The command is exactly one of git's own
 * programs with one single-quoted path (git's own quoting, `'` written as `'\''`), so the shell can do
 * nothing but start it: info like any other program, not "runs a shell". Anything more in the string
 * (`;`, `$(…)`, a second word) is a shell again.
 */
const GIT_LOCAL_TRANSPORT = /^git[- ](upload-pack|receive-pack|upload-archive) '(?:[^']|'\\'')*'$/

function isGitLocalTransport(argv: readonly string[]): boolean {
  const command = argv[2] ?? ''
  return argv[1] === '-c' && (argv.length === 3 || (argv.length === 4 && argv[3] === command)) && GIT_LOCAL_TRANSPORT.test(command)
}

export function processOccurrences(judge: Judge, out: Occurrence[]): void {
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
    // A shell that can only ask a program its version, or hand one URL to the desktop's opener, is that
    // program (info, the argv in the message); any other shell is a shell.
    const opener = shell && isUrlOpener(proc.argv)
    const kind = networkTool
      ? 'a network tool'
      : shell && !isGitLocalTransport(proc.argv) && !isVersionProbe(proc.argv) && !opener
        ? 'a shell'
        : opener
          ? 'a URL opener'
          : null
    const verb = proc.succeeded ? 'runs' : 'tried to run'
    const crontab = name === 'crontab' && !proc.argv.slice(1).some((a) => a === '-l')
    if (crontab) {
      pushOccurrences(
        out,
        proc,
        { rule: 'persistence', subject: `exec ${name}`, evidence: { paths: [proc.executable], argv: [argv] } },
        () => ({ severity: 'critical', suffix: '' }),
        () => `${verb} ${name} ('${shownArgv}') (a crontab)`
      )
      continue
    }
    pushOccurrences(
      out,
      proc,
      { rule: 'subprocess', subject: name, evidence: { paths: [proc.executable], argv: [argv] }, attempt: !proc.succeeded },
      (phase) => {
        const judged = judge.decide(
          judge.policy.executable(callName(phase), proc.executable),
          "; not in the policy's executables",
          null,
          kind && !opener ? 'high' : 'info'
        )
        return kind === 'a shell' && judged.severity === 'high' && judged.declared === undefined ? shellForItsPurpose(judge, phase, judged) : judged
      },
      (j) => `${verb} ${kind ? `${kind}, ` : ''}${name} ('${shownArgv}')${j.suffix}`
    )
  }
}

/**
 * A shell during a call to a tool that declares running commands or managing processes (start_process,
 * execute_command, a list_processes that runs `ps`) is what the tool is for: medium, consistent with
 * its declaration. From any other tool, or outside a tool call, it stays high.
 */
function shellForItsPurpose(judge: Judge, phase: Parameters<typeof callName>[0], judged: Judgement): Judgement {
  if (phase.kind !== 'call' || phase.call.kind !== 'tool') return judged
  const name = phase.call.name
  const tool = judge.input.manifest.tools.find((candidate) => candidate.name === name)
  return declaresCommands(tool) ? { severity: 'medium', suffix: '; the tool declares running commands or managing processes' } : judged
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
export function leftoverOccurrences(judge: Judge, out: Occurrence[]): void {
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
