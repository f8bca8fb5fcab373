// Key-name hints (the table: model/key-hints.ts): a property called `url`, `repoPath` or `dryRun` says
// what kind of value the tool expects, and the value invented for it is a harmless one of that kind
// (example.com, a relative path, true for a dry-run switch).
import { hintKind, type HintKind } from '../../model/key-hints.js'

export { hintKind, singular } from '../../model/key-hints.js'

/** free text, used where nothing better is known */
export const PLAIN_TEXT = 'hello world'

/**
 * The process id every synthesized pid gets: 2^22, one above the largest pid Linux can hand out
 * (PID_MAX_LIMIT - 1), so a kill or signal aimed at it reaches no process (ESRCH): never the server, its
 * parents or the sandbox init (pid 1, 2 in the server's view), and never 0 or -1 (a process group, every
 * process). A tool that ends processes is still called, and answers that no such process exists.
 */
export const NO_SUCH_PID = 4_194_304

export const NUMBER_HINTS = new Set<HintKind>(['port', 'count', 'id', 'pid'])

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
