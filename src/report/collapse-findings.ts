import { groupFindings, pluralize, siteLabel, type FindingGroup } from './format.js'
import { posix } from 'node:path'
import { groupPaths } from './path-groups.js'
import type { Finding } from '../model/index.js'

// Reports read by people collapse what is many of a kind: info-level file effects of one call site under
// one directory become one line ("created 26 files and 9 directories under /w/repo (a git repository)
// [git_clone]"), and info-level runs of one program become one line. Findings at medium and above are
// never collapsed; JSON, SARIF and annotations keep one entry per finding.

type FileVerb = 'created-file' | 'created-dir' | 'wrote' | 'deleted'

/** What an info file finding did, from the verb its rule put first (file-rules.ts); null for attempts. */
function fileVerb(finding: Finding): FileVerb | null {
  const { message } = finding
  if (finding.rule === 'file-write') {
    if (message.startsWith('creates the directory ')) return 'created-dir'
    if (message.startsWith('creates ')) return 'created-file'
    if (message.startsWith('writes ') || message.startsWith('renames ')) return 'wrote'
    return null
  }
  if (finding.rule === 'file-delete') return message.startsWith('deletes ') || message.startsWith('moves away ') ? 'deleted' : null
  return null
}

/** Past this many info-level file lines left after the per-call collapse, they are summed up per area. */
const MANY_FILE_EFFECTS = 12

function isInfoFileEffect(finding: Finding): boolean {
  return finding.severity === 'info' && (finding.rule === 'file-write' || finding.rule === 'file-delete') && finding.evidence.paths?.[0] !== undefined
}

function commonDirectory(paths: readonly string[]): string {
  const split = paths.map((path) => posix.dirname(path).split('/'))
  const first = split[0] ?? []
  let length = first.length
  for (const parts of split) {
    let i = 0
    while (i < length && parts[i] === first[i]) i++
    length = i
  }
  return first.slice(0, length).join('/') || '/'
}

/** The `.git` directory a path is in, else the first directory below `base` (or `base` for its own files). */
function areaOf(path: string, base: string): string {
  const git = path.indexOf('/.git/')
  if (git >= 0) return path.slice(0, git + 5)
  if (path.endsWith('/.git')) return path
  const rest = path.slice(base === '/' ? 1 : base.length + 1).split('/')
  return rest.length > 1 ? posix.join(base, rest[0] as string) : base
}

function effectCounts(members: readonly FindingGroup[]): string {
  const counts = new Map<string, number>()
  for (const member of members) {
    const verb = fileVerb(member.lead)
    const kind = verb === null ? 'tried' : verb === 'created-file' || verb === 'created-dir' ? 'created' : verb
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  return ['created', 'wrote', 'deleted', 'tried']
    .filter((kind) => counts.has(kind))
    .map((kind) => `${counts.get(kind)} ${kind}`)
    .join(', ')
}

function sitesKey(group: FindingGroup): string {
  return JSON.stringify([...new Set(group.findings.map(siteLabel))].sort())
}

/** One synthetic group standing for `members`: its message says what they did together. */
function merged(members: FindingGroup[], message: string): FindingGroup {
  const lead = members[0]?.lead as Finding
  const findings = members.flatMap((member) => member.findings)
  const paths = [...new Set(findings.flatMap((finding) => finding.evidence.paths ?? []))]
  return {
    lead: { ...lead, message, evidence: { paths, traceLines: [...new Set(findings.flatMap((f) => f.evidence.traceLines))].sort((a, b) => a - b) } },
    findings
  }
}

function fileEffectText(verbs: FileVerb[]): string {
  const count = (verb: FileVerb): number => verbs.filter((v) => v === verb).length
  const parts: string[] = []
  const files = count('created-file')
  const dirs = count('created-dir')
  if (files > 0 && dirs > 0) parts.push(`created ${pluralize(files, 'file')} and ${pluralize(dirs, 'directory', 'directories')}`)
  else if (files > 0) parts.push(`created ${pluralize(files, 'file')}`)
  else if (dirs > 0) parts.push(`created ${pluralize(dirs, 'directory', 'directories')}`)
  if (count('wrote') > 0) parts.push(`wrote ${pluralize(count('wrote'), 'file')}`)
  if (count('deleted') > 0) parts.push(`deleted ${pluralize(count('deleted'), 'path')}`)
  return parts.join(', ')
}

/** groupFindings, then info-level effects that are many of a kind collapsed into one group each. */
export function displayGroups(findings: readonly Finding[]): FindingGroup[] {
  const groups = groupFindings(findings)
  const replaced = new Map<FindingGroup, FindingGroup | null>()

  // Files: per rule and call sites, grouped under the tree the calls created, else the parent directory.
  const fileBuckets = new Map<string, FindingGroup[]>()
  for (const group of groups) {
    if (group.lead.severity !== 'info' || fileVerb(group.lead) === null || group.lead.evidence.paths?.[0] === undefined) continue
    const key = JSON.stringify([group.lead.rule, sitesKey(group)])
    const bucket = fileBuckets.get(key)
    if (bucket) bucket.push(group)
    else fileBuckets.set(key, [group])
  }
  for (const bucket of fileBuckets.values()) {
    const pathOf = (group: FindingGroup): string => group.lead.evidence.paths?.[0] as string
    const createdDirs = new Set(bucket.filter((group) => fileVerb(group.lead) === 'created-dir').map(pathOf))
    for (const { dir, items, gitRepository } of groupPaths(bucket, pathOf, createdDirs).groups) {
      const verbs = items.map((group) => fileVerb(group.lead) as FileVerb)
      const collapsed = merged(items, `${fileEffectText(verbs)} under ${dir}${gitRepository ? ' (a git repository)' : ''}`)
      items.forEach((item, index) => replaced.set(item, index === 0 ? collapsed : null))
    }
  }

  // Programs: every info-level run of one executable, whatever its arguments and call sites.
  const runs = new Map<string, FindingGroup[]>()
  for (const group of groups) {
    const executable = group.lead.evidence.paths?.[0]
    if (group.lead.rule !== 'subprocess' || group.lead.severity !== 'info' || executable === undefined || replaced.has(group)) continue
    const members = runs.get(executable)
    if (members) members.push(group)
    else runs.set(executable, [group])
  }
  for (const [executable, members] of runs) {
    if (members.length < 2) continue
    const name = posix.basename(executable)
    const lines = new Set(members.flatMap((member) => member.findings.flatMap((finding) => (finding.evidence.argv ?? []).map((argv) => argv.join(' ')))))
    const collapsed = merged(members, `runs ${name}: ${pluralize(lines.size, 'command line')} (report.json has each)`)
    members.forEach((member, index) => replaced.set(member, index === 0 ? collapsed : null))
  }

  // What is left of many info-level file effects, across call sites: one line per git repository's own
  // files (`.git/…`) and per top-level directory below the one all of them share (the workspace).
  const leftovers = groups.filter((group) => !replaced.has(group) && isInfoFileEffect(group.lead))
  if (leftovers.length >= MANY_FILE_EFFECTS) {
    const pathOf = (group: FindingGroup): string => group.lead.evidence.paths?.[0] as string
    const base = commonDirectory(leftovers.map(pathOf))
    const areas = new Map<string, FindingGroup[]>()
    for (const group of leftovers) {
      const key = areaOf(pathOf(group), base)
      const members = areas.get(key)
      if (members) members.push(group)
      else areas.set(key, [group])
    }
    for (const [area, members] of areas) {
      if (members.length < 2) continue
      const gitOwn = area.endsWith('/.git')
      const collapsed = merged(
        members,
        `${pluralize(members.length, 'file effect')} under ${area}${gitOwn ? " (git's own files)" : ''}: ${effectCounts(members)} (report.json has each)`
      )
      members.forEach((member, index) => replaced.set(member, index === 0 ? collapsed : null))
    }
  }

  const out: FindingGroup[] = []
  for (const group of groups) {
    const replacement = replaced.get(group)
    if (replacement === undefined) out.push(group)
    else if (replacement !== null) out.push(replacement)
  }
  return out
}
