// Reading a server's JSON Schema safely. Every read goes through own(): a server's schema may use keys
// like "__proto__" or "constructor", which must mean nothing more than any other key.

export type Schema = Record<string, unknown>
export type Json = unknown

export const JSON_TYPES = ['object', 'array', 'string', 'integer', 'number', 'boolean', 'null'] as const
export type JsonType = (typeof JSON_TYPES)[number]

export function typeList(value: unknown): JsonType[] {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : []
  return list.filter((t): t is JsonType => (JSON_TYPES as readonly unknown[]).includes(t))
}

export function isRecord(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function own(record: Schema, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

export function setOwn(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
}

export function without(record: Schema, key: string): Schema {
  const out: Schema = {}
  for (const [k, v] of Object.entries(record)) if (k !== key) setOwn(out, k, v)
  return out
}

export function anyList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

export function numberField(schema: Schema, key: string, allowNegative = false): number | undefined {
  const value = own(schema, key)
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined
  return allowNegative || value >= 0 ? value : undefined
}

export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
