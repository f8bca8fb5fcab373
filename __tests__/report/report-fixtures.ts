import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SEVERITIES, summarize, type Finding } from '../../src/model/index.js'
import { ReportSchema, type Report } from '../../src/report/schema.js'

export const REPORTS_DIR = fileURLToPath(new URL('../fixtures/reports/', import.meta.url))

/**
 * `leaky` is the report a real audit of targets/node/leaky.mjs wrote (fixtures/traces/leaky, which
 * __tests__/engine/recorded-run.test.ts rebuilds from its trace); `honest` and `injection` are written
 * by hand (the second holds hostile text no target sends).
 */
export function loadReport(name: 'leaky' | 'honest' | 'injection'): Report {
  const path = name === 'leaky' ? fileURLToPath(new URL('../fixtures/traces/leaky/report.json', import.meta.url)) : `${REPORTS_DIR}${name}.report.json`
  const raw: unknown = JSON.parse(readFileSync(path, 'utf8'))
  return ReportSchema.parse(raw)
}

/**
 * Compares with a golden file under __tests__/fixtures/reports. Goldens are rewritten only on purpose:
 * `UPDATE_GOLDEN=1 npm run test:unit -- __tests__/report`, then review the diff.
 */
export function expectGolden(fileName: string, actual: string, dir = REPORTS_DIR): void {
  const path = join(dir, fileName)
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dir, { recursive: true })
    writeFileSync(path, actual)
  }
  if (!existsSync(path)) throw new Error(`missing golden ${fileName}; create it with UPDATE_GOLDEN=1`)
  expect(actual).toEqual(readFileSync(path, 'utf8'))
}

/** The leaky report blown up to `count` findings over 300 tools, with hostile long text in every message. */
export function hugeReport(count: number): Report {
  const base = loadReport('leaky')
  const toolCount = 300
  const tools = Array.from({ length: toolCount }, (_, index) => ({
    ...base.manifest.tools[0]!,
    name: `tool_${index}`
  }))
  const findings: Finding[] = Array.from({ length: count }, (_, index) => {
    const tool = `tool_${index % toolCount}`
    return {
      rule: 'sensitive-file-read',
      severity: SEVERITIES[index % SEVERITIES.length]!,
      message: `reads ~/.secret/${index} <script>@octocat</script> ${'x'.repeat(250)}\n::error::pwned`,
      tool,
      phase: {
        kind: 'call',
        call: { id: index % toolCount, kind: 'tool', name: tool, iteration: 1 },
        afterResponse: false
      },
      evidence: { paths: [`~/.secret/${index}`], traceLines: [index + 1, index + 2] },
      fingerprint: `sensitive-file-read:${tool}:${index}`
    }
  })
  const calls = tools.map((tool, index) => ({ ...base.calls[0]!, id: index, name: tool.name }))
  return {
    ...base,
    manifest: { ...base.manifest, tools },
    calls,
    findings,
    summary: summarize(findings)
  }
}
