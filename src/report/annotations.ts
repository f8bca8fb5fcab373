import { phaseLabel, sortFindings, traceLinesText } from './format.js'
import { neutralizeForLog, truncate } from '../neutralize.js'
import { meetsThreshold, type FailOn } from '../model/index.js'
import type { Report } from './schema.js'

export interface Annotation {
  level: 'error' | 'warning'
  title: string
  /** one line, neutralized, at most 4096 characters (GitHub cuts longer ones) */
  message: string
  file?: string
  startLine?: number
}

export interface AnnotationPlan {
  annotations: Annotation[]
  /** findings left out by the per-level cap, for a note in the summary */
  omitted: { error: number; warning: number }
}

export interface AnnotationOptions {
  /** GitHub shows at most 10 annotations of each level per step */
  perLevelCap: number
  /** repository-relative file to attach annotations to (policy or workflow), if any */
  file?: string
}

const MAX_MESSAGE = 4096
const MAX_TITLE = 200

/**
 * Which findings become step annotations: errors at or above failOn, warnings below, most severe first,
 * capped per level. Titles and messages are neutralized here, because annotation text is shown in the UI
 * and, if printed, would otherwise be read by the runner as workflow commands.
 */
export function planAnnotations(report: Report, failOn: FailOn, options: AnnotationOptions = { perLevelCap: 10 }): AnnotationPlan {
  const annotations: Annotation[] = []
  const shown = { error: 0, warning: 0 }
  const omitted = { error: 0, warning: 0 }
  for (const finding of sortFindings(report.findings)) {
    const level = meetsThreshold(finding.severity, failOn) ? 'error' : 'warning'
    if (shown[level] >= options.perLevelCap) {
      omitted[level] += 1
      continue
    }
    shown[level] += 1
    const subject = finding.tool ?? phaseLabel(finding.phase)
    const lines = finding.evidence.traceLines
    const evidence = lines.length > 0 ? ` (trace.log ${lines.length === 1 ? 'line' : 'lines'} ${traceLinesText(lines, 5, ', ')})` : ''
    const declared = finding.evidence.declared !== undefined ? `; declared: "${finding.evidence.declared}"` : ''
    // Cut before neutralizing could still overflow when escapes lengthen the text, so cut after as well.
    const message = truncate(
      neutralizeForLog(truncate(`[${finding.severity}] ${finding.message}${declared}`, MAX_MESSAGE - evidence.length)),
      MAX_MESSAGE - evidence.length
    )
    annotations.push({
      level,
      title: truncate(neutralizeForLog(`${finding.rule}: ${truncate(subject, MAX_TITLE)}`), MAX_TITLE),
      message: `${message}${evidence}`,
      ...(options.file !== undefined ? { file: options.file, startLine: 1 } : {})
    })
  }
  return { annotations, omitted }
}
