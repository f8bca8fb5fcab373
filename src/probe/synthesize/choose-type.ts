// Which JSON type to generate for a schema: the declared type(s), or one inferred from the keywords;
// a key-name hint and the variant choose among several.

import { NUMBER_HINTS, hintKind } from './key-hints.js'
import { isRecord, own, typeList, type Json, type JsonType, type Schema } from './schema-access.js'

export function chooseType(schema: Schema, hint: string | undefined, variant: number): JsonType | undefined {
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

export function matchesType(value: unknown, types: readonly JsonType[]): boolean {
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

/** what is generated once a work cap is reached */
export function minimalValue(type: JsonType | undefined): Json {
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
