import { MAX_LESSON_FIELDS, MAX_LESSON_NAMES, MAX_LESSON_READS, type LessonType, type ReplyLesson } from '../sandbox/replies/reply-lesson.js'

// What a tool's error answer says about the API reply it choked on, so the sink's next reply to that tool
// has it (sandbox/replies/): a validator's issues (zod's `path` and `expected`, pydantic's dotted
// locations, ajv's "must have required property"), a TypeError's property read from nothing, a method
// called on the wrong type, a KeyError. Read from the server's own (untrusted) text, capped: only names of
// at most 64 word characters and JSON types come out of it.

/** What one error answer taught; null when it named nothing about a reply. `names`: the server-wide part. */
export type ReplyLessonPart = Omit<ReplyLesson, 'tool' | 'names'> & { names?: Record<string, LessonType> }

const KEY = /^[A-Za-z_$][\w$-]{0,63}$/
const TYPES: Record<string, LessonType> = {
  string: 'string',
  str: 'string',
  number: 'number',
  integer: 'number',
  int: 'number',
  float: 'number',
  boolean: 'boolean',
  bool: 'boolean',
  array: 'array',
  list: 'array',
  object: 'object',
  dictionary: 'object',
  dict: 'object',
  record: 'object'
}
const ARRAY_METHODS = /^(map|filter|forEach|find|findIndex|some|every|reduce|slice|join|flatMap|includes|indexOf|sort|at|entries|length)$/
const STRING_METHODS =
  /^(toLowerCase|toUpperCase|trim|split|replace|replaceAll|startsWith|endsWith|substring|substr|match|padStart|charAt|localeCompare|normalize)$/

const segmentOf = (raw: string): string | number | null => {
  const text = raw.trim().replace(/^["']|["']$/g, '')
  if (/^\d{1,4}$/.test(text)) return Number(text)
  return KEY.test(text) ? text : null
}

export function replyLessonFrom(errorText: string): ReplyLessonPart | null {
  const text = errorText.slice(0, 8_000)
  const fields: ReplyLesson['fields'] = []
  const reads = new Set<string>()
  const names: Record<string, LessonType> = {}
  let root: ReplyLesson['root']
  const addField = (path: (string | number)[], expected: LessonType | undefined): void => {
    if (fields.length >= MAX_LESSON_FIELDS) return
    if (path.length === 0) {
      if (expected === 'array' || expected === 'object') root = expected
      return
    }
    if (path.length > 12 || fields.some((field) => field.path.join('.') === path.join('.'))) return
    fields.push({ path, ...(expected ? { expected } : {}) })
  }
  // zod (3 and 4) and other JSON issue lists: "path": ["data", 0, "name"] … "expected": "string"
  for (const match of text.matchAll(/"path"\s*:\s*\[([^\]]{0,400})\]/g)) {
    const segments = (match[1] ?? '').split(',').filter((part) => part.trim() !== '')
    const path = segments.map(segmentOf)
    if (path.some((segment) => segment === null)) continue
    const start = match.index ?? 0
    const around = text.slice(Math.max(0, text.lastIndexOf('{', start)), text.indexOf('}', start) + 1 || start + 300)
    const expected = /"expected"\s*:\s*"(\w+)"/.exec(around)?.[1]
    addField(path as (string | number)[], expected ? TYPES[expected.toLowerCase()] : undefined)
  }
  // zod's text form: "Expected array, received object" with no path is about the top
  if (fields.length === 0 && root === undefined) {
    const top = /^\s*(?:Error:\s*)?(?:Invalid input: )?expected (array|object), received (\w+)/im.exec(text)
    if (top) root = top[1] as 'array' | 'object'
  }
  // zod's text form: `status: Invalid input: expected number, received string` (a tool's structured output, an SDK's parse)
  for (const match of text.matchAll(
    /(?:^|[\s,;(])([\w$-]{1,64}(?:\.[\w$-]{1,64}){0,11}): (?:Invalid input: )?[Ee]xpected (string|number|boolean|array|object), received (\w+)/g
  )) {
    const path = (match[1] ?? '').split('.').map(segmentOf)
    if (path.some((segment) => segment === null)) continue
    addField(path as (string | number)[], TYPES[(match[2] ?? '').toLowerCase()])
  }
  // pydantic: a dotted location on its own line, then what is wrong with it
  for (const match of text.matchAll(/^\s*([\w$-]+(?:\.[\w$-]+){0,11})\s*\n\s*(Field required|Input should be a valid (\w+))/gm)) {
    const path = (match[1] ?? '').split('.').map(segmentOf)
    if (path.some((segment) => segment === null)) continue
    addField(path as (string | number)[], match[3] ? TYPES[match[3].toLowerCase()] : undefined)
  }
  // ajv: `/data must have required property 'name'` (instancePath, then the property)
  for (const match of text.matchAll(/(?:(\/?[\w$/-]*)\s+)?must have required property '([\w$-]{1,64})'/g)) {
    const parents = (match[1] ?? '').split('/').filter(Boolean).map(segmentOf)
    const key = segmentOf(match[2] ?? '')
    if (key === null || parents.some((segment) => segment === null)) continue
    addField([...(parents as (string | number)[]), key], undefined)
  }
  // hand-written checks: missing field "name", 'name' is required, required property `name`
  for (const match of text.matchAll(
    /(?:missing (?:required )?(?:field|property|key|attribute)s?:?|required (?:field|property|key|attribute)|expected (?:field|property|key)) ['"`]?([\w$-]{1,64})['"`]?|['"`]([\w$-]{1,64})['"`] is (?:a )?required/gi
  )) {
    const key = segmentOf(match[1] ?? match[2] ?? '')
    if (typeof key === 'string' && !fields.some((field) => field.path.at(-1) === key)) addField([key], undefined)
  }
  // V8 and others: a property read from undefined or null
  for (const match of text.matchAll(
    /Cannot read propert(?:y|ies) of (?:undefined|null) \(reading '([^']{1,64})'\)|Cannot read property '([^']{1,64})' of (?:undefined|null)|Cannot destructure property '([^']{1,64})'|'NoneType' object has no attribute '([^']{1,64})'|KeyError: '([^']{1,64})'/g
  )) {
    const key = match.slice(1).find((group) => group !== undefined) ?? ''
    if (KEY.test(key) && reads.size < MAX_LESSON_READS) reads.add(key)
  }
  // a method of a list or a string called on something else: `data.items.map is not a function`
  for (const match of text.matchAll(/\b([\w$]+(?:\??\.[\w$]+){0,8})\??\.([\w$]+) is not a function/g)) {
    const owner = (match[1] ?? '').split(/\??\./)
    const method = match[2] ?? ''
    const type: LessonType | undefined = ARRAY_METHODS.test(method) ? 'array' : STRING_METHODS.test(method) ? 'string' : undefined
    if (!type) continue
    if (owner.length === 1) {
      if (type === 'array') root = 'array'
      continue
    }
    addField([owner.at(-1) as string], type)
    // the same name is that type wherever the API's answers carry it (a GraphQL field deep in any query)
    if (KEY.test(owner.at(-1) as string)) names[owner.at(-1) as string] = type
  }
  for (const match of text.matchAll(/\b([\w$]+(?:\.[\w$]+){0,8}) is not iterable/g)) {
    const owner = (match[1] ?? '').split('.')
    if (owner[0] === 'undefined' || owner[0] === 'null') continue
    if (owner.length === 1) root = 'array'
    else {
      addField([owner.at(-1) as string], 'array')
      if (KEY.test(owner.at(-1) as string)) names[owner.at(-1) as string] = 'array'
    }
  }
  if (/list indices must be integers or slices, not str/.test(text)) root = 'object'
  if (fields.length === 0 && reads.size === 0 && root === undefined) return null
  return { ...(root ? { root } : {}), fields, reads: [...reads], ...(Object.keys(names).length > 0 ? { names } : {}) }
}

/** The server-wide names with another error's added; null when it added none. */
export function mergeNames(known: Readonly<Record<string, LessonType>>, part: ReplyLessonPart): Record<string, LessonType> | null {
  const merged = { ...known }
  for (const [name, type] of Object.entries(part.names ?? {}))
    if (merged[name] !== type && (name in merged || Object.keys(merged).length < MAX_LESSON_NAMES)) merged[name] = type
  return JSON.stringify(merged) === JSON.stringify(known) ? null : merged
}

/** The tool's lesson with another error's added; null when the error taught nothing new. */
export function mergeLesson(tool: string, lesson: ReplyLesson | undefined, part: ReplyLessonPart): ReplyLesson | null {
  const fields = [...(lesson?.fields ?? [])]
  for (const field of part.fields) {
    const key = field.path.join('.')
    const index = fields.findIndex((entry) => entry.path.join('.') === key)
    if (index < 0) fields.push(field)
    else if (field.expected && fields[index]?.expected !== field.expected) fields[index] = field
  }
  const reads = [...new Set([...(lesson?.reads ?? []), ...part.reads])].slice(0, MAX_LESSON_READS)
  const root = part.root ?? lesson?.root
  const merged: ReplyLesson = { tool, ...(root ? { root } : {}), fields: fields.slice(0, MAX_LESSON_FIELDS), reads }
  return JSON.stringify(merged) === JSON.stringify(lesson ?? null) ? null : merged
}
