import type { CallRecord, CoverageGap } from '../model/index.js'

// What the server declared, exactly as it sent it (untrusted JSON), before canonicalization.
export interface DeclaredTool {
  name: string
  title?: string
  description?: string
  inputSchema?: Record<string, unknown>
  outputSchema?: Record<string, unknown>
  annotations?: Record<string, unknown>
  /** e.g. { taskSupport: 'required' } (MCP tasks) */
  execution?: Record<string, unknown>
}
export interface DeclaredResource {
  uri: string
  name?: string
  title?: string
  description?: string
  mimeType?: string
  annotations?: Record<string, unknown>
}
export interface DeclaredResourceTemplate {
  uriTemplate: string
  name?: string
  title?: string
  description?: string
  mimeType?: string
  annotations?: Record<string, unknown>
}
export interface DeclaredPrompt {
  name: string
  title?: string
  description?: string
  arguments?: { name: string; description?: string; required?: boolean }[]
}
export interface Listing {
  tools: DeclaredTool[]
  resources: DeclaredResource[]
  resourceTemplates: DeclaredResourceTemplate[]
  prompts: DeclaredPrompt[]
}

export interface ProbeResult {
  serverInfo: { name: string; version: string; title?: string } | null
  protocolVersion?: string
  instructions?: string
  /** the listing right after initialize */
  listing: Listing
  /** the listing again after every call, to catch a surface that changes mid-session */
  relisting: Listing | null
  calls: CallRecord[]
  /** listings that failed or were cut, a server that exited early: what kept items from being exercised */
  gaps: CoverageGap[]
  /** epoch ms when shutdown began: later behaviour is phase `shutdown` */
  shutdownAt: number
  /** last bytes of the server's stderr (untrusted) */
  stderrTail: string
}
