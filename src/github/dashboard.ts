import type { Logger } from '../logger.js'
import { pushAudit, userAgentFor } from '../push/client.js'
import { buildPushPayload } from '../push/payload.js'
import { neutralizeForLog } from '../neutralize.js'
import type { Report } from '../report/schema.js'

export interface DashboardTarget {
  url: string | null
  token: string | null
  serverName: string | null
}

/** Pushes the report to the dashboard when configured. A failed push is a warning, never a verdict. */
export async function pushToDashboard(report: Report, target: DashboardTarget, logger: Logger): Promise<void> {
  if (target.url === null && target.token === null) return
  if (target.url === null || target.token === null) {
    logger.warn(`dashboard push skipped: set both dashboard-url and dashboard-token (only ${target.url === null ? 'dashboard-token' : 'dashboard-url'} is set)`)
    return
  }
  try {
    const payload = buildPushPayload(report, target.serverName === null ? {} : { serverName: target.serverName })
    const response = await pushAudit(target.url, target.token, payload, { userAgent: userAgentFor(report.auditor.version), logger })
    if (response.status >= 200 && response.status < 300) {
      logger.info(`Pushed the audit to ${target.url} (HTTP ${response.status})`)
    } else {
      logger.warn(`dashboard push failed: HTTP ${response.status} ${neutralizeForLog(response.body.slice(0, 500))}`)
    }
  } catch (error) {
    logger.warn(`dashboard push failed: ${(error as Error).message}`)
  }
}
