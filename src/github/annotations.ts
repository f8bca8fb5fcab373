import type { AnnotationPlan } from '../report/annotations.js'
import { neutralizeForLog } from '../neutralize.js'

export interface AnnotationProperties {
  title: string
  file?: string
  startLine?: number
}

export interface AnnotationSink {
  error(message: string, properties: AnnotationProperties): void
  warning(message: string, properties: AnnotationProperties): void
}

/**
 * Emits the planned annotations and returns the note for the job summary when the runner's per-step cap
 * forced some out (null when none were left out).
 */
export function emitAnnotations(plan: AnnotationPlan, sink: AnnotationSink): string | null {
  for (const annotation of plan.annotations) {
    // The renderer already neutralized these; doing it again is free (idempotent) and keeps this module
    // safe on its own, since titles and messages carry tool names from the server.
    const properties: AnnotationProperties = { title: neutralizeForLog(annotation.title) }
    if (annotation.file !== undefined) properties.file = annotation.file
    if (annotation.startLine !== undefined) properties.startLine = annotation.startLine
    sink[annotation.level](neutralizeForLog(annotation.message), properties)
  }
  const { error, warning } = plan.omitted
  if (error + warning === 0) return null
  const parts = [error > 0 ? `${error} error${error === 1 ? '' : 's'}` : '', warning > 0 ? `${warning} warning${warning === 1 ? '' : 's'}` : '']
  return `> [!NOTE]\n> The runner shows at most 10 annotations per level; ${parts.filter(Boolean).join(' and ')} more are listed in this summary and in report.json.\n`
}
