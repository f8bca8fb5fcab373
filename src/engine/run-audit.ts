import type { Logger } from '../logger.js'
import type { Report } from '../report/schema.js'
import type { AuditSettings } from '../settings/settings.js'

export interface AuditRuntime {
  logger: Logger
  /** aborting kills the server's whole process tree and ends the audit early */
  signal?: AbortSignal
  /** path of the bundled sandbox init (dist/sandbox-init/index.js) */
  sandboxInitPath: string
}

export interface AuditOutcome {
  report: Report
  files: { trace: string; manifest: string; report: string }
}

/** PLACEHOLDER: the lead is writing the engine. Signature is final. */
export async function runAudit(settings: AuditSettings, runtime: AuditRuntime): Promise<AuditOutcome> {
  void settings
  void runtime
  throw new Error('not implemented yet')
}
