import { createHash } from 'node:crypto'

// Canonical JSON for hashing the declared surface: object keys sorted (by UTF-16 code unit), no
// insignificant whitespace, `undefined` members dropped, -0 written as 0 and non-finite numbers as null
// (as JSON.stringify does). Inside a JSON Schema, a `required` array is a set, so it is sorted and
// de-duplicated; every other array keeps its order. Lists of declared items are sorted by the caller
// (buildManifest), which knows each item's key.
//
// The serializer walks with an explicit stack instead of recursion: the data comes from the server under
// audit, and a schema nested a hundred thousand levels deep must hash like any other value instead of
// overflowing the stack (or, with a depth cap, hashing equal to a different deep value).

const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example'])

export interface CanonicalOptions {
  /** 2-space indentation, like JSON.stringify(value, null, 2); for diffs and pin files */
  pretty?: boolean
  /** treat the value as a JSON Schema: sort `required` arrays outside data keywords */
  schema?: boolean
}

interface Frame {
  close: string
  entries: [key: string | null, value: unknown, inData: boolean][]
  index: number
  depth: number
  container: object
}

export function canonicalJson(value: unknown, options: CanonicalOptions = {}): string {
  const pretty = options.pretty === true
  const out: string[] = []
  const stack: Frame[] = []
  const open = new Set<object>()

  const emit = (item: unknown, key: string | null, inData: boolean, depth: number): void => {
    if (item === null || typeof item !== 'object') {
      out.push(primitiveJson(item))
      return
    }
    if (open.has(item)) {
      // only reachable from in-process callers; JSON from a server cannot be cyclic
      out.push('"[circular]"')
      return
    }
    const childInData = inData || (key !== null && DATA_KEYWORDS.has(key))
    let entries: Frame['entries']
    let openText: string
    let close: string
    if (Array.isArray(item)) {
      let elements: unknown[] = item
      if (options.schema === true && !inData && key === 'required' && item.every((e) => typeof e === 'string')) {
        elements = [...new Set(item)].sort()
      }
      entries = elements.map((element) => [null, element, childInData])
      openText = '['
      close = ']'
    } else {
      const record = item as Record<string, unknown>
      entries = Object.keys(record)
        .filter((k) => isSerializable(record[k]))
        .sort()
        .map((k) => [k, record[k], childInData])
      openText = '{'
      close = '}'
    }
    if (entries.length === 0) {
      out.push(openText + close)
      return
    }
    out.push(openText)
    open.add(item)
    stack.push({ close, entries, index: 0, depth, container: item })
  }

  emit(value, null, false, 0)
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame
    const entry = frame.entries[frame.index]
    if (entry === undefined) {
      if (pretty) out.push('\n' + '  '.repeat(frame.depth))
      out.push(frame.close)
      open.delete(frame.container)
      stack.pop()
      continue
    }
    if (frame.index > 0) out.push(',')
    frame.index += 1
    if (pretty) out.push('\n' + '  '.repeat(frame.depth + 1))
    const [key, child, inData] = entry
    if (key !== null) out.push(JSON.stringify(key) + (pretty ? ': ' : ':'))
    emit(child === undefined || !isSerializable(child) ? null : child, key, inData, frame.depth + 1)
  }
  return out.join('')
}

function isSerializable(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol'
}

function primitiveJson(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value)
    case 'number':
      return Number.isFinite(value) ? (Object.is(value, -0) ? '0' : JSON.stringify(value)) : 'null'
    case 'boolean':
      return value ? 'true' : 'false'
    case 'bigint':
      return JSON.stringify(value.toString())
    default:
      return 'null'
  }
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}
