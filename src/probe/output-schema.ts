import type { DeclaredTool } from '../model/index.js'

/**
 * What the SDK's callTool would have thrown on: a result that does not fit the tool's own outputSchema.
 * We call tools/call directly (the SDK compiles every outputSchema with ajv while listing, and one schema
 * it cannot compile would fail the whole listing), so this bounded check notes the mismatch instead.
 */
export function outputSchemaMismatch(tool: DeclaredTool, response: unknown): string | undefined {
  const schema = tool.outputSchema
  if (typeof schema !== 'object' || schema === null || typeof response !== 'object' || response === null) return undefined
  const { structuredContent, isError } = response as { structuredContent?: unknown; isError?: unknown }
  if (isError === true) return undefined
  if (structuredContent === undefined) return 'declares an outputSchema but returned no structuredContent'
  const isObject = typeof structuredContent === 'object' && structuredContent !== null && !Array.isArray(structuredContent)
  if (schema.type === 'object' && !isObject) return 'structuredContent is not an object, as its outputSchema requires'
  const required = Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === 'string').slice(0, 100) : []
  const missing = isObject ? required.filter((key) => !Object.hasOwn(structuredContent, key)) : []
  if (missing.length > 0) return `structuredContent lacks ${missing.slice(0, 5).join(', ')}, required by its outputSchema`
  return undefined
}
