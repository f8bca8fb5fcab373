// Small string helpers shared by the payload builder and the push command: cuts to the dashboard's limits
// and error text. Everything they handle may come from the audited server (names, descriptions) or from
// the dashboard (response bodies): untrusted, made inert by neutralize.ts.

/** Cuts `text` to at most `max` UTF-16 code units (what zod's `.max` counts), never inside a surrogate pair. */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text
  let end = Math.max(0, max)
  const last = text.charCodeAt(end - 1)
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1
  return text.slice(0, end)
}

/**
 * Shortens `text` to `max` code units, ending with a marker that says how long the original was, so a
 * reader of the dashboard knows the text is incomplete.
 */
export function truncateWithNote(text: string, max: number): string {
  if (text.length <= max) return text
  const note = `… [truncated: ${text.length} characters in total]`
  if (note.length >= max) return cutAt(text, max)
  return cutAt(text, max - note.length) + note
}

interface ErrorLike {
  name: string
  message: string
  cause?: unknown
  code?: unknown
}

// Duck-typed rather than `instanceof Error`: errors from Node internals (fetch, fs) may come from another
// realm (e.g. under jest's VM modules), where `instanceof` is false.
export function asErrorLike(value: unknown): ErrorLike | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { name, message } = value as { name?: unknown; message?: unknown }
  return typeof name === 'string' && typeof message === 'string' ? (value as ErrorLike) : undefined
}

export function errorMessage(error: unknown): string {
  return asErrorLike(error)?.message ?? String(error)
}
