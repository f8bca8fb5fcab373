import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderSarif } from '../../src/report/sarif.js'
import { RULE_IDS, SEVERITIES, severityRank } from '../../src/model/index.js'
import type { Report } from '../../src/report/schema.js'
import { RULE_CATALOG } from '../../src/rules/catalog.js'
import { REPO_ROOT } from '../helpers/run-cli.js'
import { loadReport } from '../report/report-fixtures.js'

const fixture = (name: string): Report => JSON.parse(readFileSync(join(REPO_ROOT, '__tests__', 'fixtures', 'reports', name), 'utf8')) as Report

describe('the rule catalog is the one place rule metadata lives', () => {
  it('SARIF declares every rule with the catalog severity when the run saw none of it', () => {
    const log = renderSarif(fixture('honest.report.json'), { toolVersion: '0' })
    const rules = log.runs[0]?.tool.driver.rules ?? []
    expect(rules.map((rule) => rule.id)).toEqual([...RULE_IDS])
    for (const rule of rules) {
      const expected = RULE_CATALOG[rule.id as keyof typeof RULE_CATALOG].severity
      const level = expected === 'critical' || expected === 'high' ? 'error' : expected === 'medium' ? 'warning' : 'note'
      expect([rule.id, rule.defaultConfiguration?.level]).toEqual([rule.id, level])
    }
  })

  it("no finding in the recorded reports is above its rule's catalog severity", () => {
    for (const name of ['leaky', 'injection', 'honest'] as const) {
      for (const finding of loadReport(name).findings) {
        expect(severityRank(finding.severity)).toBeLessThanOrEqual(severityRank(RULE_CATALOG[finding.rule].severity))
      }
    }
  })

  it("the rules table (docs/rules.md, or a docs/rules-*.md page's) lists every rule with the catalog's severity", () => {
    const docs = join(REPO_ROOT, 'docs')
    const pages = readdirSync(docs).filter((name) => name === 'rules.md' || /^rules-.*\.md$/.test(name))
    const table = pages.map((name) => readFileSync(join(docs, name), 'utf8')).join('\n')
    for (const id of RULE_IDS) {
      // (a docs page's table may be padded by prettier)
      const row = table.split('\n').find((line) => new RegExp(`^\\| \`${id}\` +\\|`).test(line))
      expect([id, row !== undefined]).toEqual([id, true])
      const cell = (row as string).split('|')[2] as string
      expect([id, cell.includes(RULE_CATALOG[id].severity)]).toEqual([id, true])
      for (const word of SEVERITIES)
        if (severityRank(word) > severityRank(RULE_CATALOG[id].severity)) expect([id, new RegExp(`\\b${word}\\b`).test(cell)]).toEqual([id, false])
    }
  })
})
