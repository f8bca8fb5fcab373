// Values the schema proposes (const, enum, default, examples): used when they are safe and look valid,
// since the call most likely to succeed is one the schema's author wrote down.

import { chooseType, matchesType } from './choose-type.js'
import type { Context } from './context.js'
import { merge, normalize } from './normalize-schema.js'
import { isSafeValue } from './safe-values.js'
import { isRecord, numberField, own, stringList, typeList, without, type Json, type JsonType, type Schema } from './schema-access.js'

export function proposedValue(schema: Schema, type: JsonType | undefined, hint: string | undefined, variant: number): { found: boolean; value?: Json } {
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
export function defaultOfAlternatives(context: Context, rawSchema: unknown, hint: string | undefined): { found: boolean; value?: Json } {
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

export function hasProposedValue(context: Context, rawSchema: unknown): boolean {
  const schema = normalize(context, rawSchema, 0)
  return isRecord(schema) && ['const', 'default', 'examples', 'example'].some((key) => Object.hasOwn(schema, key))
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

export function numberBound(schema: Schema, side: 'lower' | 'upper'): { value: number; strict: boolean } | undefined {
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

export function numberFits(value: number, schema: Schema, integer: boolean): boolean {
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) return false
  const lower = numberBound(schema, 'lower')
  const upper = numberBound(schema, 'upper')
  if (lower && (lower.strict ? value <= lower.value : value < lower.value)) return false
  if (upper && (upper.strict ? value >= upper.value : value > upper.value)) return false
  const multipleOf = numberField(schema, 'multipleOf')
  if (multipleOf !== undefined && multipleOf > 0 && !Number.isInteger(value / multipleOf)) return false
  return true
}
