// Key-name hints: a property called `url`, `repoPath` or `dryRun` says what kind of value the tool
// expects, and the value invented for it is a harmless one of that kind (example.com, a relative path,
// true for a dry-run switch).

/** free text, used where nothing better is known */
export const PLAIN_TEXT = 'hello world'

type HintKind =
  | 'url'
  | 'path'
  | 'filename'
  | 'dir'
  | 'email'
  | 'host'
  | 'ipv4'
  | 'ipv6'
  | 'port'
  | 'text'
  | 'id'
  | 'uuid'
  | 'lang'
  | 'count'
  | 'timezone'
  | 'time'
  | 'date'
  | 'datetime'
  | 'owner'
  | 'repo'
  | 'branch'
  | 'command'
  | 'safe-switch'
  | 'pid'

const HINT_WORDS = new Map<string, HintKind>()
const addHints = (kind: HintKind, words: string): void => {
  for (const word of words.split(' ')) HINT_WORDS.set(word, kind)
}
addHints('url', 'url uri link href endpoint website webpage homepage')
addHints('path', 'path filepath file source destination src dest')
addHints('filename', 'filename')
addHints('dir', 'dir directory folder cwd workdir workspace root repopath repodir rootpath dirpath folderpath basepath')
addHints('email', 'email mail')
addHints('host', 'host hostname domain')
addHints('ipv4', 'ip ipv4 ipaddress')
addHints('ipv6', 'ipv6')
addHints('port', 'port')
addHints(
  'text',
  'query search text content body message note name title prompt description comment input q keyword term subject summary observation question topic'
)
addHints('id', 'id')
addHints('uuid', 'uuid guid')
addHints('lang', 'lang language locale')
addHints('count', 'count limit page size max top num number amount index depth')
addHints('timezone', 'timezone tz')
addHints('time', 'time')
addHints('date', 'date day')
addHints('datetime', 'datetime timestamp')
addHints('owner', 'owner user username author org organization login')
addHints('repo', 'repo repository project')
addHints('branch', 'branch ref')
addHints('command', 'command cmd')
addHints('safe-switch', 'dryrun dry preview simulate')
addHints('pid', 'pid ppid pgid pgrp processid')

/**
 * The process id every synthesized pid gets: 2^22, one above the largest pid Linux can hand out
 * (PID_MAX_LIMIT - 1), so a kill or signal aimed at it reaches no process (ESRCH): never the server, its
 * parents or the sandbox init (pid 1, 2 in the server's view), and never 0 or -1 (a process group, every
 * process). A tool that ends processes is still called, and answers that no such process exists.
 */
export const NO_SUCH_PID = 4_194_304

export const NUMBER_HINTS = new Set<HintKind>(['port', 'count', 'id', 'pid'])

function splitWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
}

export function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

export function hintKind(name: string | undefined): HintKind | undefined {
  if (name === undefined) return undefined
  const words = splitWords(name)
  const candidates = [words.join(''), words[words.length - 1], words[0], ...words]
  for (const candidate of candidates) {
    if (candidate === undefined) continue
    const kind = HINT_WORDS.get(candidate) ?? HINT_WORDS.get(singular(candidate))
    if (kind !== undefined) return kind
  }
  return undefined
}

export function hintString(name: string | undefined, variant: number): string | undefined {
  const nth = variant > 0 ? `-${variant + 1}` : ''
  switch (hintKind(name)) {
    case 'url':
      return 'http://example.com/'
    case 'path':
      return `./notes${nth}.txt`
    case 'filename':
      return `notes${nth}.txt`
    case 'dir':
      return '.'
    case 'email':
      return 'alex@example.com'
    case 'host':
      return 'example.com'
    case 'ipv4':
      return '192.0.2.1'
    case 'ipv6':
      return '2001:db8::1'
    case 'port':
      return '8080'
    case 'text':
      return variant > 0 ? `${PLAIN_TEXT} ${variant + 1}` : PLAIN_TEXT
    case 'id':
      return String(1 + variant)
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000'
    case 'lang':
      return 'en'
    case 'count':
      return '1'
    case 'timezone':
      return 'UTC'
    case 'time':
      return '12:00'
    case 'date':
      return '2024-01-01'
    case 'datetime':
      return '2024-01-01T00:00:00Z'
    case 'owner':
      return 'acme'
    case 'repo':
      return 'notes-app'
    case 'branch':
      return 'main'
    case 'command':
      return 'echo hello'
    case 'safe-switch':
      return 'true'
    case 'pid':
      return String(NO_SUCH_PID)
    default:
      return undefined
  }
}

export function hintNumber(name: string | undefined): number | undefined {
  switch (hintKind(name)) {
    case 'port':
      return 8080
    case 'count':
    case 'id':
      return 1
    case 'pid':
      return NO_SUCH_PID
    default:
      return undefined
  }
}
