// Files: sensitive-file-read, process-snooping, host-path, persistence (by path), file-write,
// file-delete, host-write and own-state (own-state.ts).

import type { ObservedFile } from '../model/index.js'
import { displayPath, isSensitivePath, isUnder } from '../profile/path-classify.js'
import { snoopedProcessFile } from '../profile/process-snooping.js'
import { credentialUseOccurrences } from './credential-purpose.js'
import { deleteRestriction, writeRestriction } from './declared-scope.js'
import { outsideWritable } from './host-containment-rules.js'
import { callName, pushOccurrences, type Judge, type Occurrence } from './judge.js'
import { HelperProgramState } from './helper-program-rules.js'
import { OwnState } from './own-state.js'
import { persistenceKind } from './persistence-paths.js'
import { madeThisRun } from './run-created.js'

function isTemporary(path: string, home: string, cwd: string | undefined): boolean {
  // The server's own working directory is never scratch space, even when it sits under /tmp.
  if (isUnder(path, home) || (cwd !== undefined && isUnder(path, cwd))) return false
  return isUnder(path, '/tmp') || isUnder(path, '/var/tmp') || isUnder(path, '/dev/shm')
}

export function fileOccurrences(judge: Judge, out: Occurrence[]): void {
  const { observed, home } = judge.input
  const show = (path: string): string => displayPath(path, home)
  const written = new Set(observed.files.filter((f) => f.access === 'write' || f.access === 'create').map((f) => f.path))
  const own = new OwnState(judge)
  const helpers = new HelperProgramState(judge)

  for (const file of observed.files) {
    if (file.noise || helpers.take(file)) continue
    const tried = !file.succeeded
    if (file.access === 'read') readOccurrences(judge, out, file, show(file.path), tried)
    const target = file.access === 'rename' ? file.renamedTo : file.access === 'read' || file.access === 'delete' ? undefined : file.path
    const saved = file.access === 'rename' && written.has(file.path)
    if (target !== undefined) writeOccurrences(judge, out, file, target, tried, saved, own)
    const removed = file.access === 'delete' ? file.path : file.access === 'rename' && !saved ? file.path : undefined
    if (removed !== undefined) deleteOccurrences(judge, out, file, removed, tried, own)
  }
  own.emit(out)
  helpers.emit(out)
}

function readOccurrences(judge: Judge, out: Occurrence[], file: ObservedFile, shown: string, tried: boolean): void {
  const { home } = judge.input
  const verb = tried ? 'tried to read' : 'reads'
  const snooped = file.noise ? null : snoopedProcessFile(file.path)
  if (snooped) {
    pushOccurrences(
      out,
      file,
      { rule: 'process-snooping', subject: file.path, evidence: { paths: [file.path] } },
      () => ({ severity: 'high', suffix: '' }),
      () => `${verb} the ${snooped.file} of another process (pid ${snooped.pid})`
    )
    return
  }
  if (file.lookup) return lookupOccurrences(judge, out, file, shown, tried)
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
  // Below what the server's tree made in this run (gpg's new ~/.gnupg) nothing of the user's was there.
  if (sensitive && file.via === undefined && !file.aggregated && madeThisRun(judge.input.observed, home)(file.path)) return
  const via = file.via !== undefined ? ` via ${file.via}` : ''
  const what = file.aggregated ? `${shown} (${file.count} accesses to paths below it)` : shown
  const rest = sensitive && file.via === undefined && !file.aggregated ? credentialUseOccurrences(judge, out, file, shown, verb) : file
  pushOccurrences(
    out,
    rest,
    { rule: 'sensitive-file-read', subject: shown, evidence: { paths: [shown], ...(file.witness ? { witness: file.witness } : {}) } },
    (phase) => {
      const judged = judge.decide(judge.policy.read(callName(phase), file.path), "; outside the policy's read paths", null, sensitive ? 'high' : null)
      return sensitive && judged.severity === 'high' && !judged.declared ? { ...judged, suffix: ', undeclared' } : judged
    },
    (j) => `${verb} ${what}${via}${j.suffix}`
  )
}

/**
 * `saved`: a rename of a file the server itself wrote (a temp file or lock onto its target), whose net
 * effect is writing the target.
 */
/**
 * git or libcurl consulting ~/.netrc (or git's credential store) for the host it contacts: an
 * observation with the program and the host, high once that credential is seen leaving.
 */
function lookupOccurrences(judge: Judge, out: Occurrence[], file: ObservedFile, shown: string, tried: boolean): void {
  const lookup = file.lookup
  if (!lookup) return
  const leaked = judge.input.observed.leaks.some((leak) => leak.canary === shown)
  const hosts = lookup.hosts.length > 0 ? ` before contacting ${lookup.hosts.slice(0, 3).join(', ')}${lookup.hosts.length > 3 ? ', …' : ''}` : ''
  pushOccurrences(
    out,
    file,
    { rule: 'credential-lookup', subject: `${lookup.program}\0${shown}`, evidence: { paths: [shown], argv: [[lookup.program]] } },
    (phase) => judge.decide(judge.policy.read(callName(phase), file.path), "; outside the policy's read paths", null, leaked ? 'high' : 'info'),
    (j) => `${lookup.program} ${tried ? 'tried to consult' : 'consulted'} ${shown}${hosts}${leaked ? ', and the credential was seen leaving' : ''}${j.suffix}`
  )
}

function writeOccurrences(judge: Judge, out: Occurrence[], file: ObservedFile, target: string, tried: boolean, saved: boolean, own: OwnState): void {
  const { home } = judge.input
  const shown = displayPath(target, home)
  const kind = persistenceKind(target, home)
  const verb =
    file.access === 'rename'
      ? saved && !tried
        ? 'writes'
        : `${tried ? 'tried to rename' : 'renames'} ${displayPath(file.path, home)} to`
      : file.access === 'create'
        ? tried
          ? 'tried to create'
          : 'creates'
        : file.access === 'mkdir'
          ? tried
            ? 'tried to create the directory'
            : 'creates the directory'
          : tried
            ? 'tried to write'
            : 'writes'
  if (kind !== null && file.access !== 'mkdir') {
    // Persistence is reported whatever the annotations or the policy say.
    pushOccurrences(
      out,
      file,
      { rule: 'persistence', subject: shown, evidence: { paths: [shown] } },
      () => ({ severity: 'critical', suffix: '' }),
      () => `${verb} ${shown} (${kind})`
    )
    return
  }
  if (own.changesOwnPackage(target)) return ownPackageOccurrences(out, file, shown, verb)
  // own state is in the home or the launched package (copy-on-write, not a writable root)
  const ownRoot = own.rootOf(target, file, 'write')
  if (ownRoot !== null) return own.hold(ownRoot, file, target, 'write')
  if (outsideWritable(judge, target, file)) {
    pushOccurrences(
      out,
      file,
      { rule: 'host-write', subject: shown, evidence: { paths: [shown] } },
      () => ({ severity: 'high', suffix: '' }),
      () => `${verb} ${shown}, outside its workspace and temp dirs`
    )
    return
  }
  // Persistence and escapes are judged on every access; what a call undid itself changes nothing the
  // annotations or the policy speak of.
  if (file.transient) return
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

/**
 * A file of the launched server's own package that was there before the run (its code), changed: the
 * view is copy-on-write, so nothing of the user's changed, but a server rewriting its installed code is
 * what no maintainer would call its own state. High whatever the annotations say.
 */
function ownPackageOccurrences(out: Occurrence[], file: ObservedFile, shown: string, verb: string): void {
  pushOccurrences(
    out,
    file,
    { rule: 'file-write', subject: shown, evidence: { paths: [shown] } },
    () => ({ severity: 'high', suffix: '' }),
    () => `${verb} ${shown}, a file of its own installed package that was there before the run`
  )
}

function deleteOccurrences(judge: Judge, out: Occurrence[], file: ObservedFile, removed: string, tried: boolean, own: OwnState): void {
  const { home } = judge.input
  const shown = displayPath(removed, home)
  const temporary = isTemporary(removed, home, judge.input.cwd)
  const verb = file.access === 'rename' ? (tried ? 'tried to move away' : 'moves away') : tried ? 'tried to delete' : 'deletes'
  if (own.changesOwnPackage(removed)) return ownPackageOccurrences(out, file, shown, verb)
  const ownRoot = own.rootOf(removed, file, 'delete')
  if (ownRoot !== null) return own.hold(ownRoot, file, removed, 'delete')
  if (outsideWritable(judge, removed, file)) {
    pushOccurrences(
      out,
      file,
      { rule: 'host-write', subject: shown, evidence: { paths: [shown] } },
      () => ({ severity: 'high', suffix: '' }),
      () => `${verb} ${shown}, outside its workspace and temp dirs`
    )
    return
  }
  if (file.transient) return
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
