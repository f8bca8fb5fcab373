import { readFile, stat } from 'node:fs/promises'
import { ConfigurationError } from '../errors.js'
import type { HttpReplySetting } from '../settings/http-reply.js'
import type { SandboxInitConfig } from './init-config.js'

// --http-reply's body, read for the init's config at the audit's start: apart from sink-log.ts, whose
// record schema (the report's model) the start would otherwise evaluate.

const MAX_REPLY_BODY = 1 << 20

/** The sink's one HTTP reply as the init config carries it (null: shaped per request); the body file is read here, by the caller. */
export async function loadHttpReply(setting: HttpReplySetting | null): Promise<SandboxInitConfig['httpReply']> {
  if (setting === null) return null
  if (setting.bodyFile === null) return { status: setting.status, contentType: 'application/json', bodyBase64: Buffer.from('{}').toString('base64') }
  let body: Buffer
  try {
    if ((await stat(setting.bodyFile)).size > MAX_REPLY_BODY) throw new Error('larger than 1 MiB')
    body = await readFile(setting.bodyFile)
  } catch (error) {
    throw new ConfigurationError(`--http-reply: cannot use ${setting.bodyFile} as the reply body: ${error instanceof Error ? error.message : String(error)}`)
  }
  let contentType = 'text/plain; charset=utf-8'
  try {
    JSON.parse(body.toString('utf8'))
    contentType = 'application/json'
  } catch {
    // not JSON
  }
  return { status: setting.status, contentType, bodyBase64: body.toString('base64') }
}
