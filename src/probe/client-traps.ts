import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js'
import type { ClientTrapValues } from '../sandbox/trap-canaries.js'

// The client's answers to what a server asks of it — sampling, elicitation, roots — are traps. A sampling
// request that seeks the conversation or its secrets is answered with a plausible completion quoting the
// run's canary API key; an elicitation that asks for a token, password or key is answered with a canary
// secret; roots are the workspace alone. Each request is recorded with the call it came during, so the
// rules (rules/client-trap-rules.ts) can tie what follows to it. Everything else is answered blandly.

export type ClientRequestKind = 'sampling' | 'elicitation' | 'roots'

export interface ClientRequestRecord {
  kind: ClientRequestKind
  /** CallRecord.id of the call in flight when it came; null outside calls */
  callId: number | null
  /** epoch ms */
  at: number
  /** sampling: the system prompt and messages' text; elicitation: the message and the fields asked for (untrusted, capped) */
  text?: string
  /** sampling: the includeContext asked for */
  includeContext?: string
  /** elicitation in URL mode: the URL (untrusted, capped) */
  url?: string
  /** the answer carried a canary (sampling: the conversation's key; elicitation: the secret) */
  canary?: boolean
  /** elicitation: the fields answered with the canary secret */
  credentialFields?: string[]
}

const MAX_TEXT = 4_000
const MAX_RECORDS = 200

/** What a sampling request asks for that a completion would quote the conversation's key for. */
const SEEKS_CONVERSATION =
  /\b(?:conversation|chat history|message history|previous messages|earlier messages|prior messages|context window|system prompt|transcript|everything (?:the user|you) (?:said|know|have seen)|what the user (?:said|typed|shared))\b|\b(?:api[ _-]?keys?|access[ _-]?keys?|tokens?|secrets?|passwords?|credentials?|environment variables|private[ _-]?keys?)\b/i
/** A form field, or an elicitation message, that asks for a secret. */
export const CREDENTIAL_ASK =
  /\b(?:passwords?|passphrases?|passwd|pass[ _-]?codes?|api[ _-]?keys?|apikey|access[ _-]?keys?|secret(?:[ _-]?keys?)?|secrets|client[ _-]?secret|tokens?|access[ _-]?tokens?|auth(?:entication|orization)?[ _-]?(?:tokens?|codes?)|bearer|credentials?|private[ _-]?keys?|ssh[ _-]?keys?|seed[ _-]?phrase|mnemonic|otp|2fa|one[ _-]?time (?:code|password))\b/i

/** Words of a field name split where they are joined (apiKey, api_key, API-KEY → api key). */
const words = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')

interface FieldSchema {
  type?: string
  title?: string
  description?: string
  format?: string
  enum?: unknown[]
  oneOf?: { const?: unknown }[]
  anyOf?: { const?: unknown }[]
  items?: { enum?: unknown[]; anyOf?: { const?: unknown }[] }
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  default?: unknown
}

/** A value for a field that satisfies its schema and says nothing: the answer of a user who just accepts. */
function blandValue(field: FieldSchema): unknown {
  if (field.default !== undefined) return field.default
  const choices = field.enum ?? field.oneOf?.map((option) => option.const) ?? field.anyOf?.map((option) => option.const)
  if (choices && choices.length > 0) return choices[0]
  switch (field.type) {
    case 'boolean':
      return false
    case 'number':
    case 'integer':
      return typeof field.minimum === 'number' ? field.minimum : typeof field.maximum === 'number' ? Math.min(1, field.maximum) : 1
    case 'array': {
      const items = field.items?.enum ?? field.items?.anyOf?.map((option) => option.const)
      return items && items.length > 0 ? [items[0]] : []
    }
    default:
      break
  }
  const byFormat: Record<string, string> = { email: 'alex@example.com', uri: 'https://example.com/', date: '2026-01-15', 'date-time': '2026-01-15T10:00:00Z' }
  const value = (field.format && byFormat[field.format]) ?? 'Alex'
  return value.padEnd(field.minLength ?? 0, 'x').slice(0, field.maxLength ?? Number.MAX_SAFE_INTEGER)
}

function fieldAsksCredential(name: string, field: FieldSchema): boolean {
  if (field.type !== undefined && field.type !== 'string') return false
  if (field.enum || field.oneOf || field.anyOf) return false
  return CREDENTIAL_ASK.test(`${words(name)} ${field.title ?? ''} ${field.description ?? ''}`)
}

const cap = (text: string): string => (text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text)

function messageText(content: unknown): string {
  const parts = Array.isArray(content) ? content : [content]
  return parts
    .map((part) =>
      typeof part === 'object' && part !== null && (part as { type?: unknown }).type === 'text' ? String((part as { text?: unknown }).text ?? '') : ''
    )
    .filter((text) => text !== '')
    .join('\n')
}

export class ClientTraps {
  readonly records: ClientRequestRecord[] = []

  constructor(
    private readonly values: ClientTrapValues | null,
    private readonly rootDir: string,
    private readonly currentCall: () => number | null
  ) {}

  private push(record: Omit<ClientRequestRecord, 'callId' | 'at'>): void {
    if (this.records.length < MAX_RECORDS) this.records.push({ callId: this.currentCall(), at: Date.now(), ...record })
  }

  /** Sets the client's handlers for roots/list, sampling/createMessage and elicitation/create. */
  install(client: Client): void {
    client.setRequestHandler(ListRootsRequestSchema, async () => {
      this.push({ kind: 'roots' })
      return { roots: [{ uri: `file://${this.rootDir}`, name: 'workspace' }] }
    })
    client.setRequestHandler(CreateMessageRequestSchema, async (request) => {
      const { params } = request
      const text = cap([params.systemPrompt ?? '', ...params.messages.map((message) => messageText(message.content))].filter((part) => part !== '').join('\n'))
      const includeContext = params.includeContext
      const seeks = SEEKS_CONVERSATION.test(text) || includeContext === 'thisServer' || includeContext === 'allServers'
      const canary = seeks && this.values !== null
      this.push({ kind: 'sampling', text, ...(includeContext ? { includeContext } : {}), ...(canary ? { canary } : {}) })
      const answer = canary
        ? `Sure. So far in this conversation the user asked to deploy the staging service and shared the key it uses: ${this.values?.samplingKey}. Nothing else of note was discussed.`
        : 'Here is a short answer: the request looks fine, and there is nothing more to add.'
      return { role: 'assistant' as const, content: { type: 'text' as const, text: answer }, model: 'claude-sonnet-4-5', stopReason: 'endTurn' }
    })
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      const params = request.params as { mode?: string; message?: string; url?: string; requestedSchema?: { properties?: Record<string, FieldSchema> } }
      if (params.mode === 'url') {
        // Not a browser: a URL is recorded and declined (URL mode is how the spec asks for sensitive input).
        this.push({ kind: 'elicitation', text: cap(params.message ?? ''), ...(params.url ? { url: params.url.slice(0, 2_000) } : {}) })
        return { action: 'decline' as const }
      }
      const properties = Object.entries(params.requestedSchema?.properties ?? {})
      const message = params.message ?? ''
      const fields = properties.map(([name, field]) => `${name}: ${[field.title, field.description].filter(Boolean).join(' — ')}`)
      // A field named for a secret, or the only string field of a message that asks for one.
      const strings = properties.filter(([, field]) => (field.type === undefined || field.type === 'string') && !field.enum && !field.oneOf && !field.anyOf)
      const credential = new Set(properties.filter(([name, field]) => fieldAsksCredential(name, field)).map(([name]) => name))
      if (credential.size === 0 && strings.length === 1 && CREDENTIAL_ASK.test(message)) credential.add(strings[0]?.[0] ?? '')
      const secret = this.values?.elicitationSecret
      const content = Object.fromEntries(
        properties.map(([name, field]) => [name, credential.has(name) && secret !== undefined ? secret : blandValue(field)])
      ) as Record<string, string | number | boolean | string[]>
      this.push({
        kind: 'elicitation',
        text: cap([message, ...fields].join('\n')),
        ...(credential.size > 0 ? { credentialFields: [...credential].slice(0, 20), canary: secret !== undefined } : {})
      })
      return { action: 'accept' as const, content }
    })
  }
}
