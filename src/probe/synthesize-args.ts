import { isIP } from 'node:net'
import type { DeclaredPrompt } from './types.js'

// Arguments for calling a server's tools, prompts and resource templates, synthesized from what the
// server declared. The goal is a VALID call (one the server accepts and acts on), so that what the
// trace shows is the tool's real behaviour rather than its input validation.
//
// Two safety rules hold whatever the schema says, because the schema comes from the server under audit:
// - No value points the server anywhere we did not choose: URLs and host names are example.com (or
//   subdomains) and addresses are RFC 5737 / 2001:db8::/32; paths are relative and stay inside the
//   working directory (no absolute paths, no '..', no '~' or $HOME, so never the canary home). Values the
//   schema proposes (const, enum, default, examples, pattern) are screened against these rules and
//   replaced when they fail. Otherwise a server could write `default: "~/.ssh/id_rsa"` and get the
//   auditor to ask it, on the record, to read the canary it wants to steal.
// - No untrusted regular expression is ever executed (a `pattern` could backtrack for hours): patterns
//   are parsed by a small generator for a safe subset, and anything outside it falls back to a hint.
//
// Schema walking is capped (object depth, nodes, $ref chains) and nothing throws: a schema too odd to
// use yields `{}`.
//
// `variant` (0 for the first call of a tool, 1, 2… for repeats) changes the input where the schema
// allows it: enum members, examples and anyOf/oneOf branches cycle, numbers and free text change, and
// odd variants also fill every optional property (even variants fill the required ones plus those the
// schema gives a default, example or const for: the call most likely to succeed).

type Schema = Record<string, unknown>
type Json = unknown

const MAX_DEPTH = 6
const MAX_NODES = 2000
const MAX_NORMALIZE_STEPS = 16
const MAX_ALL_OF_PARTS = 64
const MAX_ARRAY_ITEMS = 20
const MAX_STRING_LENGTH = 4096
const MAX_PATTERN_LENGTH = 512
const PLAIN_TEXT = 'hello world'

export function synthesizeArguments(inputSchema: unknown, variant = 0): Record<string, unknown> {
  return synthesizeArgumentsNoting(inputSchema, variant).arguments
}

/** Like synthesizeArguments, and says whether a cap or an unsupported construct made it a best effort. */
export function synthesizeArgumentsNoting(inputSchema: unknown, variant = 0): { arguments: Record<string, unknown>; bestEffort: boolean } {
  const context: Context = { root: inputSchema, nodes: 0, unsure: false, capped: false }
  try {
    const value = generate(context, inputSchema, undefined, 0, Number.isSafeInteger(variant) && variant > 0 ? variant : 0)
    return { arguments: isRecord(value) ? value : {}, bestEffort: context.capped || !isRecord(value) }
  } catch {
    return { arguments: {}, bestEffort: true }
  }
}

interface Context {
  root: unknown
  nodes: number
  /** set when a value was produced that may not satisfy its schema (an unsupported pattern, say) */
  unsure: boolean
  /** set when a work cap (depth, nodes, $ref/allOf steps) or an unsupported pattern shaped the result */
  capped: boolean
}

function generate(context: Context, rawSchema: unknown, hint: string | undefined, depth: number, variant: number): Json {
  context.nodes += 1
  const branchDefault = defaultOfAlternatives(context, rawSchema, hint)
  if (branchDefault.found) return branchDefault.value
  const schema = normalize(context, rawSchema, variant)
  if (schema === false) return undefined
  if (schema === true) return hintString(hint, variant) ?? PLAIN_TEXT
  const type = chooseType(schema, hint, variant)
  if (depth > MAX_DEPTH || context.nodes > MAX_NODES) {
    context.capped = true
    return minimalValue(type)
  }

  const proposed = proposedValue(schema, type, hint, variant)
  if (proposed.found) return proposed.value

  switch (type) {
    case 'object':
      return generateObject(context, schema, depth, variant)
    case 'array':
      return generateArray(context, schema, hint, depth, variant)
    case 'string':
      return generateString(context, schema, hint, variant)
    case 'integer':
    case 'number':
      return generateNumber(schema, type === 'integer', hint, variant)
    case 'boolean':
      return generateBoolean(hint, variant)
    case 'null':
      return null
    default:
      return hintString(hint, variant) ?? PLAIN_TEXT
  }
}

// ---------------------------------------------------------------------------------------------------
// Schema normalization: $ref, allOf, anyOf/oneOf resolved into one plain schema.

function normalize(context: Context, rawSchema: unknown, variant: number): Schema | boolean {
  let schema: unknown = rawSchema
  for (let step = 0; step < MAX_NORMALIZE_STEPS; step += 1) {
    if (typeof schema === 'boolean') return schema
    if (!isRecord(schema)) return true
    const ref = own(schema, '$ref')
    if (typeof ref === 'string') {
      const target = resolveRef(context.root, ref)
      schema = merge(target === undefined ? true : target, without(schema, '$ref'))
      continue
    }
    const allOf = own(schema, 'allOf')
    if (Array.isArray(allOf)) {
      // merging copies the accumulated schema each time: a long allOf would be quadratic
      if (allOf.length > MAX_ALL_OF_PARTS) context.capped = true
      schema = allOf.slice(0, MAX_ALL_OF_PARTS).reduce<unknown>((merged, part) => merge(merged, part), without(schema, 'allOf'))
      continue
    }
    const branchKey = Array.isArray(own(schema, 'anyOf')) ? 'anyOf' : Array.isArray(own(schema, 'oneOf')) ? 'oneOf' : null
    if (branchKey !== null) {
      const branches = (own(schema, branchKey) as unknown[]).filter((branch) => branch !== false)
      // a null branch is valid but tells the tool nothing; other branches first
      const ordered = [...branches.filter((b) => !isNullOnly(b)), ...branches.filter(isNullOnly)]
      const chosen = ordered.length === 0 ? false : ordered[variant % ordered.length]
      schema = merge(without(schema, branchKey), chosen)
      continue
    }
    return schema
  }
  context.capped = true
  return true
}

function resolveRef(root: unknown, ref: string): unknown {
  if (ref === '#') return root
  if (!ref.startsWith('#/')) return undefined
  let node: unknown = root
  for (const rawPart of ref.slice(2).split('/')) {
    const part = safeDecode(rawPart).replace(/~1/g, '/').replace(/~0/g, '~')
    if (Array.isArray(node) && /^\d+$/.test(part)) node = node[Number(part)]
    else if (isRecord(node)) node = own(node, part)
    else return undefined
  }
  return node
}

function merge(a: unknown, b: unknown): Schema | boolean {
  if (a === false || b === false) return false
  if (!isRecord(a)) return isRecord(b) ? b : true
  if (!isRecord(b)) return a
  const out: Schema = { ...a }
  for (const [key, value] of Object.entries(b)) {
    if (!Object.hasOwn(out, key)) {
      setOwn(out, key, value)
      continue
    }
    const existing = out[key]
    switch (key) {
      case 'properties':
      case 'patternProperties':
      case '$defs':
      case 'definitions': {
        const map: Schema = isRecord(existing) ? { ...existing } : {}
        for (const [name, sub] of Object.entries(isRecord(value) ? value : {})) {
          setOwn(map, name, Object.hasOwn(map, name) ? { allOf: [map[name], sub] } : sub)
        }
        setOwn(out, key, map)
        break
      }
      case 'required':
        setOwn(out, key, [...new Set([...stringList(existing), ...stringList(value)])])
        break
      case 'type': {
        const both = typeList(existing).filter((t) => typeList(value).includes(t))
        setOwn(out, key, both.length > 0 ? both : value)
        break
      }
      case 'minimum':
      case 'minLength':
      case 'minItems':
      case 'minProperties':
        setOwn(out, key, typeof existing === 'number' && typeof value === 'number' ? Math.max(existing, value) : value)
        break
      case 'maximum':
      case 'maxLength':
      case 'maxItems':
      case 'maxProperties':
        setOwn(out, key, typeof existing === 'number' && typeof value === 'number' ? Math.min(existing, value) : value)
        break
      case 'enum': {
        const allowed = new Set(Array.isArray(value) ? value.map((v) => JSON.stringify(v)) : [])
        const both = Array.isArray(existing) ? existing.filter((v) => allowed.has(JSON.stringify(v))) : []
        setOwn(out, key, both.length > 0 ? both : value)
        break
      }
      case 'items':
        setOwn(out, key, isRecord(existing) && isRecord(value) ? { allOf: [existing, value] } : value)
        break
      case 'allOf':
        setOwn(out, key, [...(Array.isArray(existing) ? existing : []), ...(Array.isArray(value) ? value : [])])
        break
      case 'anyOf':
      case 'oneOf':
        // two alternatives lists cannot be merged into one; the second is kept for a later round
        setOwn(out, 'allOf', [...anyList(own(out, 'allOf')), { [key]: value }])
        break
      default:
        setOwn(out, key, value)
    }
  }
  return out
}

function isNullOnly(schema: unknown): boolean {
  if (!isRecord(schema)) return false
  const type = own(schema, 'type')
  return type === 'null' || (Array.isArray(type) && type.length === 1 && type[0] === 'null')
}

// ---------------------------------------------------------------------------------------------------
// Types and values the schema proposes.

const JSON_TYPES = ['object', 'array', 'string', 'integer', 'number', 'boolean', 'null'] as const
type JsonType = (typeof JSON_TYPES)[number]

function typeList(value: unknown): JsonType[] {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : []
  return list.filter((t): t is JsonType => (JSON_TYPES as readonly unknown[]).includes(t))
}

function chooseType(schema: Schema, hint: string | undefined, variant: number): JsonType | undefined {
  let types = typeList(own(schema, 'type'))
  if (types.length === 0) types = inferTypes(schema)
  if (types.length === 0) return undefined
  if (own(schema, 'nullable') === true && !types.includes('null')) types = [...types, 'null']
  const nonNull = types.filter((t) => t !== 'null')
  if (nonNull.length === 0) return 'null'
  const kind = hintKind(hint)
  if (kind !== undefined && NUMBER_HINTS.has(kind)) {
    const numeric = nonNull.find((t) => t === 'integer' || t === 'number')
    if (numeric) return numeric
  }
  if (kind !== undefined && nonNull.includes('string')) return 'string'
  return nonNull[variant % nonNull.length]
}

function inferTypes(schema: Schema): JsonType[] {
  const has = (...keys: string[]): boolean => keys.some((key) => Object.hasOwn(schema, key))
  if (has('properties', 'required', 'additionalProperties', 'minProperties', 'patternProperties')) return ['object']
  if (has('items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems')) return ['array']
  if (has('minLength', 'maxLength', 'pattern', 'format')) return ['string']
  if (has('minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf')) return ['number']
  return []
}

function proposedValue(schema: Schema, type: JsonType | undefined, hint: string | undefined, variant: number): { found: boolean; value?: Json } {
  if (Object.hasOwn(schema, 'const')) {
    const value = own(schema, 'const')
    if (isSafeValue(value, hint)) return { found: true, value }
  }
  const enumValues = own(schema, 'enum')
  if (Array.isArray(enumValues) && enumValues.length > 0) {
    const usable = enumValues.filter((value) => isSafeValue(value, hint) && matchesType(value, typeList(own(schema, 'type'))))
    if (usable.length > 0) return { found: true, value: usable[variant % usable.length] }
  }
  const candidates: unknown[] = []
  if (Object.hasOwn(schema, 'default')) candidates.push(own(schema, 'default'))
  const examples = own(schema, 'examples')
  if (Array.isArray(examples)) candidates.push(...examples.slice(0, 20))
  else if (Object.hasOwn(schema, 'example')) candidates.push(own(schema, 'example'))
  const usable = candidates.filter((value) => isSafeValue(value, hint) && looksValid(value, schema, type))
  if (usable.length > 0) return { found: true, value: usable[variant % usable.length] }
  return { found: false }
}

/**
 * `{anyOf: [{type: string}, {type: null}], default: null}` (how pydantic writes `str | None = None`):
 * the default belongs to the whole union, so it is checked against every branch before one is chosen.
 */
function defaultOfAlternatives(context: Context, rawSchema: unknown, hint: string | undefined): { found: boolean; value?: Json } {
  if (!isRecord(rawSchema) || !Object.hasOwn(rawSchema, 'default')) return { found: false }
  const branches = [own(rawSchema, 'anyOf'), own(rawSchema, 'oneOf')].find(Array.isArray)
  if (branches === undefined) return { found: false }
  const value = own(rawSchema, 'default')
  if (!isSafeValue(value, hint)) return { found: false }
  const fitsBranch = branches.some((branch) => {
    const schema = normalize(context, merge(without(without(rawSchema, 'anyOf'), 'oneOf'), branch), 0)
    return isRecord(schema) && looksValid(value, schema, chooseType(schema, undefined, 0))
  })
  return fitsBranch ? { found: true, value } : { found: false }
}

function hasProposedValue(context: Context, rawSchema: unknown): boolean {
  const schema = normalize(context, rawSchema, 0)
  return isRecord(schema) && ['const', 'default', 'examples', 'example'].some((key) => Object.hasOwn(schema, key))
}

function matchesType(value: unknown, types: readonly JsonType[]): boolean {
  if (types.length === 0) return true
  return types.some((type) => {
    switch (type) {
      case 'null':
        return value === null
      case 'boolean':
        return typeof value === 'boolean'
      case 'integer':
        return Number.isInteger(value)
      case 'number':
        return typeof value === 'number' && Number.isFinite(value)
      case 'string':
        return typeof value === 'string'
      case 'array':
        return Array.isArray(value)
      case 'object':
        return isRecord(value)
    }
    return false
  })
}

/** A shallow check of a value the schema proposes (default, example): authors get these wrong. */
function looksValid(value: unknown, schema: Schema, type: JsonType | undefined): boolean {
  const types = typeList(own(schema, 'type'))
  if (!matchesType(value, types.length > 0 ? types : type === undefined ? [] : [type])) return false
  const enumValues = own(schema, 'enum')
  if (Array.isArray(enumValues) && !enumValues.some((e) => JSON.stringify(e) === JSON.stringify(value))) return false
  if (typeof value === 'string') {
    const length = [...value].length
    if (length < (numberField(schema, 'minLength') ?? 0) || length > (numberField(schema, 'maxLength') ?? Infinity)) return false
  }
  if (typeof value === 'number' && !numberFits(value, schema, false)) return false
  if (Array.isArray(value)) {
    if (value.length < (numberField(schema, 'minItems') ?? 0) || value.length > (numberField(schema, 'maxItems') ?? Infinity)) return false
  }
  if (isRecord(value) && !stringList(own(schema, 'required')).every((key) => Object.hasOwn(value, key))) return false
  return true
}

function minimalValue(type: JsonType | undefined): Json {
  switch (type) {
    case 'object':
      return {}
    case 'array':
      return []
    case 'integer':
    case 'number':
      return 0
    case 'boolean':
      return false
    case 'null':
      return null
    default:
      return ''
  }
}

// ---------------------------------------------------------------------------------------------------
// Objects and arrays.

function generateObject(context: Context, schema: Schema, depth: number, variant: number): Record<string, unknown> {
  const properties = isRecord(own(schema, 'properties')) ? (own(schema, 'properties') as Schema) : {}
  const required = new Set(stringList(own(schema, 'required')))
  const fillAll = variant % 2 === 1
  const out: Record<string, unknown> = {}
  const additional = own(schema, 'additionalProperties')
  const schemaFor = (key: string): unknown =>
    Object.hasOwn(properties, key) ? properties[key] : additional === undefined || additional === false ? true : additional

  const add = (key: string): void => {
    if (Object.hasOwn(out, key)) return
    const outerUnsure = context.unsure
    context.unsure = false
    const value = generate(context, schemaFor(key), key, depth + 1, variant)
    // an optional property we could not fill validly is better left out than sent wrong
    const keep = value !== undefined && (!context.unsure || required.has(key))
    if (keep) setOwn(out, key, value)
    context.unsure = outerUnsure || (keep && context.unsure)
  }

  for (const key of Object.keys(properties)) {
    if (required.has(key) || fillAll || hasProposedValue(context, properties[key])) add(key)
  }
  for (const key of required) add(key)

  // dependentRequired (2019-09) and the array form of dependencies (draft 4-7)
  for (const keyword of ['dependentRequired', 'dependencies']) {
    const dependencies = own(schema, keyword)
    if (!isRecord(dependencies)) continue
    for (const [key, needs] of Object.entries(dependencies)) {
      if (Object.hasOwn(out, key) && Array.isArray(needs)) for (const need of stringList(needs)) add(need)
    }
  }

  const minProperties = numberField(schema, 'minProperties') ?? 0
  for (const key of Object.keys(properties)) {
    if (Object.keys(out).length >= minProperties) break
    add(key)
  }
  for (let extra = 1; extra <= 64 && Object.keys(out).length < minProperties && additional !== false; extra += 1) {
    add(`field${extra}`)
  }
  return out
}

function generateArray(context: Context, schema: Schema, hint: string | undefined, depth: number, variant: number): Json[] {
  const minItems = numberField(schema, 'minItems') ?? 0
  const maxItems = numberField(schema, 'maxItems') ?? Infinity
  const count = Math.min(Math.max(minItems, 1), maxItems, MAX_ARRAY_ITEMS)
  const items = own(schema, 'items')
  const tuple = Array.isArray(own(schema, 'prefixItems')) ? (own(schema, 'prefixItems') as unknown[]) : Array.isArray(items) ? items : []
  const rest = Array.isArray(items) ? (own(schema, 'additionalItems') ?? true) : (items ?? true)
  const unique = own(schema, 'uniqueItems') === true
  const itemHint = hint === undefined ? undefined : singular(hint)
  const out: Json[] = []
  const seen = new Set<string>()
  for (let index = 0; index < Math.max(count, Math.min(tuple.length, maxItems)); index += 1) {
    const itemSchema = index < tuple.length ? tuple[index] : rest
    let value: Json
    for (let attempt = 0; attempt < 4; attempt += 1) {
      value = generate(context, itemSchema, itemHint, depth + 1, variant + index + attempt)
      if (!unique || !seen.has(JSON.stringify(value))) break
    }
    if (value === undefined || (unique && seen.has(JSON.stringify(value)))) break
    seen.add(JSON.stringify(value))
    out.push(value)
  }
  return out
}

// ---------------------------------------------------------------------------------------------------
// Strings, numbers, booleans.

const FORMAT_VALUES = new Map<string, string>([
  ['uri', 'http://example.com/'],
  ['url', 'http://example.com/'],
  ['iri', 'http://example.com/'],
  ['uri-reference', 'http://example.com/'],
  ['iri-reference', 'http://example.com/'],
  ['uri-template', 'http://example.com/{id}'],
  ['email', 'alex@example.com'],
  ['idn-email', 'alex@example.com'],
  ['hostname', 'example.com'],
  ['idn-hostname', 'example.com'],
  ['ipv4', '192.0.2.1'],
  ['ipv6', '2001:db8::1'],
  ['date-time', '2024-01-01T00:00:00Z'],
  ['iso-date-time', '2024-01-01T00:00:00Z'],
  ['date', '2024-01-01'],
  ['time', '12:00:00Z'],
  ['iso-time', '12:00:00Z'],
  ['duration', 'P1D'],
  ['uuid', '00000000-0000-4000-8000-000000000000'],
  ['json-pointer', '/notes'],
  ['json-pointer-uri-fragment', '#/notes'],
  ['relative-json-pointer', '0'],
  ['regex', '^notes$'],
  ['byte', 'aGVsbG8gd29ybGQ='],
  ['password', 'correct-horse-battery'],
  ['binary', 'hello world']
])
// formats whose values stay valid when padded at the end (the path of a URL)
const PADDABLE_FORMATS = new Set(['uri', 'url', 'iri', 'uri-reference', 'iri-reference'])

function generateString(context: Context, schema: Schema, hint: string | undefined, variant: number): string {
  const minLength = Math.min(numberField(schema, 'minLength') ?? 0, MAX_STRING_LENGTH)
  const maxLength = numberField(schema, 'maxLength') ?? Infinity
  const fits = (text: string): boolean => {
    const length = [...text].length
    return length >= minLength && length <= maxLength
  }
  const format = own(schema, 'format')
  const pattern = own(schema, 'pattern')
  const formatValue = typeof format === 'string' ? FORMAT_VALUES.get(format) : undefined
  if (formatValue !== undefined && typeof pattern !== 'string') {
    return PADDABLE_FORMATS.has(format as string) ? fitLength(formatValue, minLength, maxLength) : formatValue
  }
  if (typeof pattern === 'string') {
    const generated = generateFromPattern(pattern, minLength, maxLength, variant)
    if (generated !== undefined && fits(generated) && isSafeString(generated, hint)) return generated
  }
  if (typeof pattern === 'string') {
    context.unsure = true
    context.capped = true
  }
  const hinted = formatValue ?? hintString(hint, variant)
  if (hinted !== undefined && fits(hinted)) return hinted
  return fitLength(hinted ?? (variant > 0 ? `${PLAIN_TEXT} ${variant + 1}` : PLAIN_TEXT), minLength, maxLength)
}

function fitLength(text: string, minLength: number, maxLength: number): string {
  let out = text
  if (out.length < minLength) out += 'x'.repeat(minLength - out.length)
  if (out.length > maxLength) out = out.slice(0, maxLength)
  return out
}

function generateNumber(schema: Schema, integer: boolean, hint: string | undefined, variant: number): number {
  const preferred = hintNumber(hint) ?? 1 + variant
  const lower = numberBound(schema, 'lower')
  const upper = numberBound(schema, 'upper')
  const multipleOf = numberField(schema, 'multipleOf')
  const candidates = [preferred, 1, 0]
  if (lower) candidates.push(lower.value, Math.floor(lower.value) + 1, lower.value + 1)
  if (upper) candidates.push(upper.value, Math.ceil(upper.value) - 1, upper.value - 1)
  if (lower && upper) candidates.push((lower.value + upper.value) / 2)
  const expanded =
    multipleOf !== undefined && multipleOf > 0
      ? candidates.flatMap((c) => [Math.ceil(c / multipleOf) * multipleOf, Math.floor(c / multipleOf) * multipleOf])
      : candidates
  const fitting = expanded.find((value) => numberFits(value, schema, integer))
  return fitting ?? (lower ? lower.value : preferred)
}

function numberBound(schema: Schema, side: 'lower' | 'upper'): { value: number; strict: boolean } | undefined {
  const inclusive = numberField(schema, side === 'lower' ? 'minimum' : 'maximum', true)
  const exclusive = own(schema, side === 'lower' ? 'exclusiveMinimum' : 'exclusiveMaximum')
  if (typeof exclusive === 'number' && Number.isFinite(exclusive)) {
    const tighter = inclusive === undefined || (side === 'lower' ? exclusive >= inclusive : exclusive <= inclusive)
    if (tighter) return { value: exclusive, strict: true }
  }
  if (inclusive === undefined) return undefined
  // draft 4: exclusiveMinimum/exclusiveMaximum are booleans modifying minimum/maximum
  return { value: inclusive, strict: exclusive === true }
}

function numberFits(value: number, schema: Schema, integer: boolean): boolean {
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) return false
  const lower = numberBound(schema, 'lower')
  const upper = numberBound(schema, 'upper')
  if (lower && (lower.strict ? value <= lower.value : value < lower.value)) return false
  if (upper && (upper.strict ? value >= upper.value : value > upper.value)) return false
  const multipleOf = numberField(schema, 'multipleOf')
  if (multipleOf !== undefined && multipleOf > 0 && !Number.isInteger(value / multipleOf)) return false
  return true
}

function generateBoolean(hint: string | undefined, variant: number): boolean {
  // "dry run" style switches make the call harmless; everything else starts from false
  if (hintKind(hint) === 'safe-switch') return true
  return variant % 2 === 1
}

// ---------------------------------------------------------------------------------------------------
// Key-name hints.

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
addHints('text', 'query search text content body message note name title prompt description comment input q keyword term subject summary observation question topic')
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

const NUMBER_HINTS = new Set<HintKind>(['port', 'count', 'id'])

function splitWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

function hintKind(name: string | undefined): HintKind | undefined {
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

function hintString(name: string | undefined, variant: number): string | undefined {
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
    default:
      return undefined
  }
}

function hintNumber(name: string | undefined): number | undefined {
  switch (hintKind(name)) {
    case 'port':
      return 8080
    case 'count':
    case 'id':
      return 1
    default:
      return undefined
  }
}

// ---------------------------------------------------------------------------------------------------
// Screening values the schema proposes.

function isSafeValue(value: unknown, hint: string | undefined, budget = { nodes: 0 }): boolean {
  budget.nodes += 1
  if (budget.nodes > 500) return false
  if (typeof value === 'string') return isSafeString(value, hint)
  if (Array.isArray(value)) return value.every((item) => isSafeValue(item, hint, budget))
  if (isRecord(value)) return Object.entries(value).every(([key, item]) => isSafeValue(item, key, budget))
  return true
}

function isSafeString(value: string, hint: string | undefined): boolean {
  const text = value.trim()
  if (text.startsWith('~')) return false
  if (/^localhost\b/i.test(text)) return false
  if (/\$\{?HOME\b|%USERPROFILE%|%HOMEPATH%|%APPDATA%/i.test(text)) return false
  if (text.startsWith('/') || text.startsWith('\\') || /^[A-Za-z]:[\\/]/.test(text)) return false
  if (/(^|[\\/])\.\.([\\/]|$)/.test(text)) return false
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(text) && !/^[A-Za-z]:[^\\/]/.test(text)) {
    const scheme = text.slice(0, text.indexOf(':')).toLowerCase()
    if (scheme === 'file') return false
    if (scheme === 'mailto') return isAllowedHost(text.slice(text.lastIndexOf('@') + 1))
    let url: URL
    try {
      url = new URL(text)
    } catch {
      return !text.includes('//')
    }
    if (url.hostname !== '' && !isAllowedHost(url.hostname)) return false
  }
  if (isIP(text) !== 0) return isAllowedHost(text)
  const email = /^[^@\s]+@([^@\s]+)$/.exec(text)
  if (email) return isAllowedHost(email[1] as string)
  const kind = hintKind(hint)
  if ((kind === 'host' || kind === 'url') && /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+\.?(:\d+)?$/.test(text)) {
    return isAllowedHost(text.replace(/:\d+$/, ''))
  }
  return true
}

function isAllowedHost(rawHost: string): boolean {
  const host = rawHost.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '')
  if (/^(.+\.)?example\.(com|org|net)$/.test(host)) return true
  if (isIP(host) === 4) return /^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/.test(host)
  if (isIP(host) === 6) return /^2001:0?db8:/.test(host)
  return false
}

// ---------------------------------------------------------------------------------------------------
// Patterns: a generator for a safe subset of ECMAScript regular expressions. It never runs the
// pattern; a string is built from the parsed pattern so that it matches by construction.

type PatternNode =
  | { kind: 'sequence'; items: PatternNode[] }
  | { kind: 'alternation'; options: PatternNode[] }
  | { kind: 'char'; char: string }
  | { kind: 'repeat'; node: PatternNode; min: number; max: number }

class UnsupportedPattern extends Error {}

// characters tried, in order, when a class or '.' needs one
const PREFERRED_CHARS = 'abcdefghijklmnopqrstuvwxyz1234567890ABCDEFGHIJKLMNOPQRSTUVWXYZ-_. '

function generateFromPattern(pattern: string, minLength: number, maxLength: number, variant: number): string | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH) return undefined
  let tree: PatternNode
  try {
    tree = new PatternParser(pattern).parse()
  } catch {
    return undefined
  }
  let shortest: string | undefined
  for (const repeat of [1, 0, 2, 4, 8, 16, 32, 64, 128, 256]) {
    const text = build(tree, repeat, variant)
    if (text === undefined || text.length > MAX_STRING_LENGTH) continue
    if (text.length >= minLength && text.length <= maxLength) return text
    if (shortest === undefined || text.length < shortest.length) shortest = text
  }
  return shortest
}

function build(node: PatternNode, repeat: number, variant: number): string | undefined {
  switch (node.kind) {
    case 'char':
      return node.char
    case 'sequence': {
      let out = ''
      for (const item of node.items) {
        const part = build(item, repeat, variant)
        if (part === undefined) return undefined
        out += part
        if (out.length > MAX_STRING_LENGTH) return undefined
      }
      return out
    }
    case 'alternation':
      return build(node.options[variant % node.options.length] as PatternNode, repeat, variant)
    case 'repeat': {
      const count = Math.min(node.max, Math.max(node.min, repeat))
      if (count > MAX_STRING_LENGTH) return undefined
      let out = ''
      for (let i = 0; i < count; i += 1) {
        const part = build(node.node, repeat, variant)
        if (part === undefined) return undefined
        out += part
        if (out.length > MAX_STRING_LENGTH) return undefined
      }
      return out
    }
  }
}

class PatternParser {
  private index = 0
  private depth = 0

  constructor(private readonly source: string) {}

  parse(): PatternNode {
    const node = this.alternation()
    if (this.index < this.source.length) throw new UnsupportedPattern('unbalanced )')
    return node
  }

  private peek(offset = 0): string | undefined {
    return this.source[this.index + offset]
  }

  private alternation(): PatternNode {
    this.depth += 1
    if (this.depth > 20) throw new UnsupportedPattern('too deep')
    const options = [this.sequence()]
    while (this.peek() === '|') {
      this.index += 1
      options.push(this.sequence())
    }
    this.depth -= 1
    return options.length === 1 ? (options[0] as PatternNode) : { kind: 'alternation', options }
  }

  private sequence(): PatternNode {
    const items: PatternNode[] = []
    for (let char = this.peek(); char !== undefined && char !== '|' && char !== ')'; char = this.peek()) {
      const atom = this.atom()
      if (atom !== null) items.push(this.quantified(atom))
    }
    return { kind: 'sequence', items }
  }

  /** null for an anchor, which matches the empty string where the generator puts it */
  private atom(): PatternNode | null {
    const char = this.source[this.index++] as string
    switch (char) {
      case '^':
      case '$':
        return null
      case '.':
        return { kind: 'char', char: 'a' }
      case '(': {
        if (this.peek() === '?') {
          if (this.peek(1) === ':') this.index += 2
          else if (this.peek(1) === '<' && this.peek(2) !== '=' && this.peek(2) !== '!') {
            const close = this.source.indexOf('>', this.index)
            if (close < 0) throw new UnsupportedPattern('bad group name')
            this.index = close + 1
          } else throw new UnsupportedPattern('lookaround')
        }
        const inner = this.alternation()
        if (this.source[this.index++] !== ')') throw new UnsupportedPattern('unclosed group')
        return inner
      }
      case '[':
        return { kind: 'char', char: this.characterClass() }
      case '\\':
        return { kind: 'char', char: pickChar(this.escape(false), false) }
      case '*':
      case '+':
      case '?':
      case '{':
        if (char === '{' && !/^\d/.test(this.peek() ?? '')) return { kind: 'char', char }
        throw new UnsupportedPattern('nothing to repeat')
      default:
        return { kind: 'char', char }
    }
  }

  private quantified(atom: PatternNode): PatternNode {
    let min: number
    let max: number
    const char = this.peek()
    if (char === '*') [min, max] = [0, Infinity]
    else if (char === '+') [min, max] = [1, Infinity]
    else if (char === '?') [min, max] = [0, 1]
    else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.index))
      if (!match) return atom
      min = Number(match[1])
      max = match[2] === undefined ? min : match[3] === '' || match[3] === undefined ? Infinity : Number(match[3])
      this.index += match[0].length - 1
    } else return atom
    this.index += 1
    if (this.peek() === '?') this.index += 1
    if (min > max) throw new UnsupportedPattern('bad range')
    return { kind: 'repeat', node: atom, min, max }
  }

  /** A character the class matches (the cursor is just after '['). */
  private characterClass(): string {
    const negated = this.peek() === '^'
    if (negated) this.index += 1
    const ranges: [number, number][] = []
    for (;;) {
      const char = this.source[this.index++]
      if (char === undefined) throw new UnsupportedPattern('unclosed class')
      if (char === ']') break
      let low: [number, number][]
      if (char === '\\') low = this.escape(true)
      else low = [[codePoint(char), codePoint(char)]]
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined && low.length === 1 && low[0]?.[0] === low[0]?.[1]) {
        this.index += 1
        const endChar = this.source[this.index++] as string
        const end = endChar === '\\' ? this.escape(true) : [[codePoint(endChar), codePoint(endChar)] as [number, number]]
        if (end.length !== 1 || end[0]?.[0] !== end[0]?.[1]) throw new UnsupportedPattern('class range to a class')
        const from = (low[0] as [number, number])[0]
        const to = (end[0] as [number, number])[0]
        if (to < from) throw new UnsupportedPattern('reversed range')
        ranges.push([from, to])
      } else ranges.push(...low)
    }
    return pickChar(ranges, negated)
  }

  /** The ranges an escape stands for (the cursor is just after '\'). */
  private escape(inClass: boolean): [number, number][] {
    const char = this.source[this.index++]
    if (char === undefined) throw new UnsupportedPattern('trailing backslash')
    const single = (c: string): [number, number][] => [[codePoint(c), codePoint(c)]]
    switch (char) {
      case 'd':
        return [[48, 57]]
      case 'w':
        return [[97, 122], [65, 90], [48, 57], [95, 95]]
      case 's':
        return [[32, 32], [9, 13]]
      case 'n':
        return single('\n')
      case 't':
        return single('\t')
      case 'r':
        return single('\r')
      case 'f':
        return single('\f')
      case 'v':
        return single('\v')
      case '0':
        return single('\0')
      case 'x':
      case 'u': {
        const match = char === 'x' ? /^[0-9a-fA-F]{2}/.exec(this.source.slice(this.index)) : /^[0-9a-fA-F]{4}/.exec(this.source.slice(this.index))
        if (!match) throw new UnsupportedPattern('bad hex escape')
        this.index += match[0].length
        const value = parseInt(match[0], 16)
        return [[value, value]]
      }
      case 'b':
        if (inClass) return single('\b')
        throw new UnsupportedPattern('word boundary')
      default:
        // \D \W \S \B \p{…}, back-references and control escapes are outside the subset
        if (/[A-Za-z1-9]/.test(char)) throw new UnsupportedPattern(`escape \\${char}`)
        return single(char)
    }
  }
}

function codePoint(char: string): number {
  return char.codePointAt(0) ?? 0
}

function pickChar(ranges: readonly [number, number][], negated: boolean): string {
  const inRanges = (code: number): boolean => ranges.some(([low, high]) => code >= low && code <= high)
  for (const char of PREFERRED_CHARS) if (inRanges(codePoint(char)) !== negated) return char
  if (!negated && ranges[0]) return String.fromCodePoint(ranges[0][0])
  throw new UnsupportedPattern('empty class')
}

// ---------------------------------------------------------------------------------------------------
// Resource templates and prompts.

/**
 * Expands an RFC 6570 URI template (levels 1-3: `{var}`, `{+var}`, `{#var}`, `{.var}`, `{/var}`,
 * `{;var}`, `{?a,b}`, `{&a}`; prefix and explode modifiers accepted) with values from the key-name hints.
 * Anything that is not a well-formed expression is kept as written.
 */
export function instantiateUriTemplate(template: string): string {
  return template.replace(/\{([^{}]*)\}/g, (whole, expression: string) => expandExpression(expression) ?? whole)
}

const OPERATORS: Record<string, { first: string; separator: string; named: boolean; reserved: boolean }> = {
  '': { first: '', separator: ',', named: false, reserved: false },
  '+': { first: '', separator: ',', named: false, reserved: true },
  '#': { first: '#', separator: ',', named: false, reserved: true },
  '.': { first: '.', separator: '.', named: false, reserved: false },
  '/': { first: '/', separator: '/', named: false, reserved: false },
  ';': { first: ';', separator: ';', named: true, reserved: false },
  '?': { first: '?', separator: '&', named: true, reserved: false },
  '&': { first: '&', separator: '&', named: true, reserved: false }
}

function expandExpression(expression: string): string | undefined {
  const operatorChar = /^[+#./;?&]/.test(expression) ? (expression[0] as string) : ''
  const operator = OPERATORS[operatorChar]
  if (operator === undefined) return undefined
  const specs = expression.slice(operatorChar.length).split(',')
  const parts: string[] = []
  for (const spec of specs) {
    const match = /^((?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:\.?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*)(?::([1-9]\d{0,3})|\*)?$/.exec(spec)
    if (!match) return undefined
    const name = match[1] as string
    let value = templateValue(name)
    if (match[2] !== undefined) value = [...value].slice(0, Number(match[2])).join('')
    const encoded = encodeTemplateValue(value, operator.reserved)
    parts.push(operator.named ? (encoded === '' && operatorChar === ';' ? name : `${name}=${encoded}`) : encoded)
  }
  return operator.first + parts.join(operator.separator)
}

function templateValue(name: string): string {
  const kind = hintKind(safeDecode(name))
  if (kind === 'path' || kind === 'filename') return 'notes.txt'
  if (kind === undefined || kind === 'text') return 'hello'
  return hintString(name, 0) ?? 'hello'
}

function encodeTemplateValue(value: string, reserved: boolean): string {
  const allowed = reserved ? /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]/ : /[A-Za-z0-9\-._~]/
  let out = ''
  for (const char of value) {
    out += allowed.test(char) ? char : [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')
  }
  return out
}

/**
 * Values for a prompt's arguments (prompt arguments are always strings). Every declared argument is
 * filled, optional ones too: a prompt only renders text, and a fuller template shows more of it.
 */
export function synthesizePromptArguments(prompt: DeclaredPrompt): Record<string, string> {
  const out: Record<string, string> = {}
  const declared: unknown = isRecord(prompt) ? own(prompt as unknown as Schema, 'arguments') : undefined
  if (!Array.isArray(declared)) return out
  for (const argument of declared.slice(0, 100)) {
    const name = isRecord(argument) ? own(argument, 'name') : undefined
    if (typeof name !== 'string' || name === '') continue
    setOwn(out, name, hintString(name, 0) ?? PLAIN_TEXT)
  }
  return out
}

// ---------------------------------------------------------------------------------------------------
// Helpers. Every read of a schema goes through own(): a server's schema may use keys like
// "__proto__" or "constructor", which must mean nothing more than any other key.

function isRecord(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function own(record: Schema, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

function setOwn(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
}

function without(record: Schema, key: string): Schema {
  const out: Schema = {}
  for (const [k, v] of Object.entries(record)) if (k !== key) setOwn(out, k, v)
  return out
}

function anyList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

function numberField(schema: Schema, key: string, allowNegative = false): number | undefined {
  const value = own(schema, key)
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined
  return allowNegative || value >= 0 ? value : undefined
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
