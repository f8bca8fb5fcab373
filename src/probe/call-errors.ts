import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import type { CallRecord } from '../model/index.js'

export function describeError(error: unknown): string {
  if (error instanceof McpError) return `${error.code}: ${error.message}`
  return error instanceof Error ? error.message : String(error)
}

export function outcomeOf(error: unknown): CallRecord['outcome'] {
  return error instanceof McpError && error.code === ErrorCode.RequestTimeout ? 'timeout' : 'protocol-error'
}

/** The text of an error result (`isError: true`), bounded: what the server said went wrong. */
export function errorResultText(response: unknown): string {
  const content = (response as { content?: unknown }).content
  if (!Array.isArray(content)) return ''
  let text = ''
  for (const part of content.slice(0, 10)) {
    if (typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string') text += `${(part as { text: string }).text}\n`
    if (text.length > 2_000) break
  }
  return text.slice(0, 2_000)
}
