// Key-name hints: what a property's name says about the value it holds (`url`, `repoPath`, `createdAt`,
// `dryRun`). One table for both sides of a call: the argument synthesizer invents a value of that kind for
// a tool's input (probe/synthesize/key-hints.ts), and the sink fills the fields of an API's reply the way
// the client will read them (sandbox/replies/).

export type HintKind =
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

export function splitWords(name: string): string[] {
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
