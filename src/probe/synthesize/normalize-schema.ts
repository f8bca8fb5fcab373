// Schema normalization: $ref, allOf, anyOf/oneOf resolved into one plain schema. The walk is capped
// ($ref chains, allOf length) and marks the context when a cap shaped the result.

import type { Context } from './context.js'
import { anyList, isRecord, own, safeDecode, setOwn, stringList, typeList, without, type Schema } from './schema-access.js'

const MAX_NORMALIZE_STEPS = 16
const MAX_ALL_OF_PARTS = 64

export function normalize(context: Context, rawSchema: unknown, variant: number): Schema | boolean {
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

export function merge(a: unknown, b: unknown): Schema | boolean {
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
