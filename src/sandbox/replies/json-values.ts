import { hintKind, singular, splitWords } from '../../model/key-hints.js'
import type { LessonType, ReplyLesson } from './reply-lesson.js'

// The values of an API reply's fields, chosen by the field's name the way a client will read them: the
// key hints the argument synthesizer uses (ids, names, urls, dates, counts), plus what every API client
// reads to stop paging or to tell success (`has_more: false`, `next: null`, `success: true`). URLs point
// back at the host the request went to, so following one reaches the sink again and adds no destination;
// the file a URL names has the extension its key suggests (a script's `.sh`, an image's `.png`).

/** What a reply's values depend on: the host asked, and the item being answered (its position, its id). */
export interface ValueContext {
  host: string
  /** 0 for the first item of a list or a single object, 1 for the second */
  index: number
  /** the id the request's path named, echoed by an item reply */
  id?: string | number
  /** what the server's code checks status-like fields against (`status: "OK"`), by field name lower-cased */
  values?: Readonly<Record<string, string>>
}

const DATE = '2024-01-15T09:30:00Z'
const EXTENSION_WORDS: [RegExp, string][] = [
  [/^(script|install|installer|setup|bootstrap|sh|shell)$/, '.sh'],
  [/^(image|img|avatar|thumbnail|icon|logo|picture|photo|png|chart|map)$/, '.png'],
  [/^(pdf|document|doc|invoice|report)$/, '.pdf'],
  [/^(feed|rss|atom)$/, '.xml'],
  [/^(csv|export)$/, '.csv'],
  [/^(html|page)$/, '.html']
]

/** `https://<host>/<path>` for a URL-valued key, its file named by the key (`script_url` → `/files/script.sh`). */
export function urlFor(key: string, context: ValueContext): string {
  const words = splitWords(key).filter((word) => !/^(url|uri|href|link|download|browser|html|api|self)$/.test(word))
  const extension = EXTENSION_WORDS.find(([pattern]) => splitWords(key).some((word) => pattern.test(word)))?.[1]
  const stem = words.join('-') || 'item'
  return extension ? `https://${context.host}/files/${stem}-${context.index + 1}${extension}` : `https://${context.host}/${stem}/${context.index + 1}`
}

const TRUE_KEY = /^(success|ok|active|enabled|verified|valid|available|public|visible|exists)$|^(is|has|can|allow)[A-Z_]/
const FALSE_KEY = /^(has_?more|hasmore|has_?next_?page|hasnextpage|truncated|incomplete_?results|deleted|archived|locked|private|draft|error|errors)$/i
const NULL_KEY = /^(next|next_?cursor|next_?page(_?token|_?url)?|cursor|end_?cursor|continuation(_?token)?|offset_?token|scroll_?id|previous|prev)$/i
const COUNT_KEY = /^(total|total_?count|count|total_?results|total_?hits|result_?count|size|length|num_?results)$/i

/** A value for a field named `key` (its type when a lesson says), never a secret-looking string. */
export function valueFor(key: string, context: ValueContext, expected?: LessonType): unknown {
  const lower = key.toLowerCase()
  const checked = context.values?.[lower]
  if (checked !== undefined && (expected === undefined || expected === 'string')) return checked
  if (expected === 'array') return [itemFor(singular(lower), { ...context, index: 0 })]
  if (expected === 'object') return itemFor(lower, context)
  if (expected === 'boolean') return !FALSE_KEY.test(key)
  if (expected === 'number') return COUNT_KEY.test(key) ? 1 : context.index + 1
  if (expected === undefined) {
    if (NULL_KEY.test(key)) return null
    if (FALSE_KEY.test(key)) return false
    if (TRUE_KEY.test(key)) return true
    if (COUNT_KEY.test(key)) return 1
  }
  const words = splitWords(key)
  const last = words.at(-1) ?? ''
  if (last === 'at' || last === 'on' || /(date|time|timestamp)$/.test(lower)) return DATE
  switch (hintKind(key)) {
    case 'url':
      return urlFor(key, context)
    case 'email':
      return `alex${context.index > 0 ? context.index + 1 : ''}@example.com`
    case 'host':
      return context.host
    case 'ipv4':
      return '192.0.2.1'
    case 'ipv6':
      return '2001:db8::1'
    case 'id':
    case 'uuid':
      return hintKind(key) === 'uuid'
        ? `00000000-0000-4000-8000-00000000000${context.index + 1}`
        : expected === 'string'
          ? String(context.index + 1)
          : context.index + 1
    case 'count':
    case 'port':
      return expected === 'string' ? '1' : 1
    case 'date':
    case 'datetime':
    case 'time':
      return DATE
    case 'owner':
      return 'acme'
    case 'repo':
      return 'notes-app'
    case 'branch':
      return 'main'
    case 'lang':
      return 'en'
    case 'timezone':
      return 'UTC'
    case 'path':
    case 'filename':
      return `notes-${context.index + 1}.txt`
    case 'dir':
      return 'notes'
    default:
      break
  }
  if (expected === 'string' || /(name|title|label|slug|login|handle)$/.test(lower)) return `${words.join(' ') || 'item'} ${context.index + 1}`
  // a job's terminal state: a client polling until it is done stops at once
  if (/(status|state)$/.test(lower)) return 'completed'
  if (/(type|kind|object)$/.test(lower)) return 'item'
  return `hello world ${context.index + 1}`
}

/** The fields every item of an API carries in some spelling: whichever the client reads is there. */
const ITEM_KEYS = ['id', 'name', 'title', 'description', 'url', 'html_url', 'created_at', 'updated_at', 'status', 'type', 'success']

/** One plausible item: id (the path's, when an item was asked for), name, title, urls, dates. */
export function itemFor(noun: string, context: ValueContext): Record<string, unknown> {
  const item: Record<string, unknown> = {}
  for (const key of ITEM_KEYS) item[key] = valueFor(key, context)
  if (context.id !== undefined) item.id = context.id
  const label = noun.replace(/[^a-z0-9]+/gi, ' ').trim() || 'item'
  item.name = `${label} ${context.index + 1}`
  item.title = `${label[0]?.toUpperCase() ?? ''}${label.slice(1)} ${context.index + 1}`
  item.description = `A ${label} for the notes app`
  item.url = urlFor(`${noun}_url`, context).replace(/\/files\//, '/')
  item.html_url = item.url
  item.type = label.replace(/ /g, '_')
  return item
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const LIST_KEYS = ['items', 'data', 'results', 'records', 'entries', 'nodes', 'list']

/** The list inside an envelope (`items`, `data`, `results`, …), for a client that wanted the list itself. */
function listOf(value: Record<string, unknown>): unknown[] | undefined {
  for (const key of LIST_KEYS) if (Array.isArray(value[key])) return value[key] as unknown[]
  return undefined
}

const typeOf = (value: unknown): LessonType | 'null' =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : (typeof value as LessonType)

/** Sets `path` in `value` (creating what is missing; a number walks every element of a list), leaving the right type at its end. */
function ensurePath(value: unknown, path: readonly (string | number)[], expected: LessonType | undefined, context: ValueContext): unknown {
  const [head, ...rest] = path
  if (head === undefined) return value
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? value : [isRecord(value) ? value : itemFor('item', context)]
    if (list.length === 0) list.push(itemFor('item', context))
    return list.map((entry, index) =>
      rest.length === 0 ? fitType(entry, expected, 'item', { ...context, index }) : ensurePath(entry, rest, expected, { ...context, index })
    )
  }
  const object: Record<string, unknown> = isRecord(value) ? value : {}
  if (rest.length === 0) {
    object[head] = fitType(object[head], expected, head, context)
    return object
  }
  const next = rest[0]
  let child = object[head]
  if (typeof next === 'number' && !Array.isArray(child)) child = isRecord(child) ? [child] : [itemFor(singular(head), context)]
  if (typeof next === 'string' && !isRecord(child)) child = Array.isArray(child) && isRecord(child[0]) ? child[0] : {}
  object[head] = ensurePath(child, rest, expected, context)
  return object
}

function fitType(current: unknown, expected: LessonType | undefined, key: string, context: ValueContext): unknown {
  if (current !== undefined && current !== null && (expected === undefined || typeOf(current) === expected)) return current
  return valueFor(key, context, expected)
}

/**
 * The reply with what an earlier call of this tool choked on put in: the top as a list or an object, each
 * field a validator named at its path and type, each property a TypeError read from nothing at the top,
 * under `data` and in each listed item. Returns the paths it added, for the record.
 */
export function applyLesson(value: unknown, lesson: ReplyLesson, context: ValueContext): { value: unknown; learned: string[] } {
  const learned: string[] = []
  let out = value
  if (lesson.root === 'array' && !Array.isArray(out)) {
    out = isRecord(out) ? (listOf(out) ?? [out]) : [itemFor('item', context)]
    learned.push('[]')
  }
  if (lesson.root === 'object' && !isRecord(out)) {
    const list = Array.isArray(out) ? out : []
    out = { items: list, data: list, results: list, total_count: list.length, has_more: false, next: null }
    learned.push('{}')
  }
  for (const field of lesson.fields) {
    const path = typeof field.path[0] === 'number' && !Array.isArray(out) ? field.path.slice(1) : field.path
    if (path.length === 0) continue
    out = ensurePath(out, path, field.expected, context)
    learned.push(field.path.join('.'))
  }
  for (const key of lesson.reads) {
    const add = (target: unknown): void => {
      if (!isRecord(target)) return
      if (target[key] === undefined || target[key] === null) target[key] = readValue(key, context)
    }
    if (Array.isArray(out)) out.forEach(add)
    else if (isRecord(out)) {
      add(out)
      if (out.data === undefined) out.data = {}
      const record = out
      const listed = LIST_KEYS.flatMap((name) => (Array.isArray(record[name]) ? (record[name] as unknown[]) : []))
      for (const container of [out.data, ...listed]) {
        if (Array.isArray(container)) container.forEach(add)
        else add(container)
      }
    }
    learned.push(key)
  }
  const names = Object.entries(lesson.names ?? {})
  if (names.length > 0 && fitNames(out, new Map(names), context, 0)) learned.push('names')
  return { value: out, learned }
}

/** Each field named in `names`, anywhere in the reply, made that type (a list around what was there); true when one changed. */
function fitNames(value: unknown, names: ReadonlyMap<string, LessonType>, context: ValueContext, depth: number): boolean {
  if (depth > 12) return false
  let changed = false
  if (Array.isArray(value)) {
    for (const entry of value) changed = fitNames(entry, names, context, depth + 1) || changed
    return changed
  }
  if (!isRecord(value)) return false
  for (const [key, entry] of Object.entries(value)) {
    const type = names.get(key)
    if (type !== undefined && entry !== null && entry !== undefined && typeOf(entry) !== type) {
      value[key] = type === 'array' ? [entry] : valueFor(key, context, type)
      changed = true
    }
    changed = fitNames(value[key], names, context, depth + 1) || changed
  }
  return changed
}

/** What a property read from nothing gets: a list for a plural name, a scalar for a hinted one, else an item. */
function readValue(key: string, context: ValueContext): unknown {
  if (/^\d+$/.test(key)) return itemFor('item', context)
  if (singular(key) !== key && !COUNT_KEY.test(key)) return [itemFor(singular(key), { ...context, index: 0 }), itemFor(singular(key), { ...context, index: 1 })]
  if (hintKind(key) !== undefined || NULL_KEY.test(key) || FALSE_KEY.test(key) || TRUE_KEY.test(key) || COUNT_KEY.test(key)) return valueFor(key, context)
  return itemFor(key, context)
}
