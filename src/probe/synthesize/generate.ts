// The schema walk that builds a value: objects, arrays, strings, numbers and booleans, from the
// normalized schema, the key-name hints and the variant. Capped in depth and nodes.

import { chooseType, minimalValue } from './choose-type.js'
import { MAX_STRING_LENGTH, type Context } from './context.js'
import { PLAIN_TEXT, hintKind, hintNumber, hintString, singular } from './key-hints.js'
import { normalize } from './normalize-schema.js'
import { defaultOfAlternatives, hasProposedValue, numberBound, numberFits, proposedValue } from './proposed-values.js'
import { generateFromPattern } from './regex-subset.js'
import { isSafeString } from './safe-values.js'
import { isRecord, numberField, own, setOwn, stringList, type Json, type Schema } from './schema-access.js'
import { waitValue } from './wait-values.js'

const MAX_DEPTH = 6
const MAX_NODES = 2000
const MAX_ARRAY_ITEMS = 20

export function generate(context: Context, rawSchema: unknown, hint: string | undefined, depth: number, variant: number): Json {
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
    // a wait's length is the schema's smallest useful one, not its default (wait-values.ts)
    const wait = waitValue(context, schemaFor(key), key)
    if (wait !== undefined) {
      context.nodes += 1
      return setOwn(out, key, wait)
    }
    const outerUnsure = context.unsure
    context.unsure = false
    const value = generate(context, schemaFor(key), key, depth + 1, variant)
    // an optional property we could not fill validly is better left out than sent wrong
    const keep = value !== undefined && (!context.unsure || required.has(key))
    if (keep) setOwn(out, key, value)
    context.unsure = outerUnsure || (keep && context.unsure)
  }

  for (const key of Object.keys(properties)) {
    if (required.has(key) || fillAll || hasProposedValue(context, properties[key]) || waitValue(context, properties[key], key) !== undefined) add(key)
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

function generateBoolean(hint: string | undefined, variant: number): boolean {
  // "dry run" style switches make the call harmless; everything else starts from false
  if (hintKind(hint) === 'safe-switch') return true
  return variant % 2 === 1
}
