import { resolve } from 'node:path'

/**
 * One reply the sandbox's sink answers every HTTP request with (`--http-reply STATUS[:FILE]`), in place of
 * replies shaped like the API's (the default: null in the settings).
 */
export interface HttpReplySetting {
  status: number
  /** absolute path of the body; null: `{}` */
  bodyFile: string | null
}

/** `STATUS[:FILE]` → the setting, FILE resolved against `base`; or an error message naming what is wrong. */
export function parseHttpReply(text: string, base: string): HttpReplySetting | { error: string } {
  const match = /^(\d{3})(?::(.+))?$/s.exec(text.trim())
  const status = Number(match?.[1])
  if (!match || status < 100 || status > 599) return { error: `'${text}' is not STATUS[:FILE] with a status from 100 to 599 (e.g. 200 or 404:reply.json)` }
  return { status, bodyFile: match[2] === undefined ? null : resolve(base, match[2]) }
}
