import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import addFormatsModule from 'ajv-formats'
import { renderSarif } from '../../src/report/sarif.js'
import { RULE_IDS } from '../../src/model/index.js'
import { expectGolden, hugeReport, loadReport } from './report-fixtures.js'

// ajv-formats is CommonJS: imported from ESM, the plugin is the module's `default` property.
const addFormats = addFormatsModule.default

const schema: unknown = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/sarif-schema-2.1.0.json', import.meta.url)), 'utf8'))
const ajv = new Ajv({ allErrors: true, strict: false })
addFormats(ajv)
const validate = ajv.compile(schema as object)

function expectValidSarif(log: unknown): void {
  const valid = validate(log)
  expect(validate.errors ?? []).toEqual([])
  expect(valid).toBe(true)
}

const ctx = { toolVersion: '0.2.0', informationUri: 'https://github.com/example/mcp-behave' }

describe('the vendored SARIF schema', () => {
  it('rejects a log GitHub would reject', () => {
    expect(validate({ version: '2.1.0', runs: [{ results: [] }] })).toBe(false) // no tool
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' }, level: 'fatal' }] }] })).toBe(false)
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x', informationUri: 'not a uri' } } }] })).toBe(false)
  })
})

describe('renderSarif', () => {
  it('renders the leaky report (golden) and validates against SARIF 2.1.0', () => {
    const log = renderSarif(loadReport('leaky'), { ...ctx, workflowPath: '.github/workflows/audit.yml' })
    expectValidSarif(log)
    expectGolden('leaky.sarif.golden.json', `${JSON.stringify(log, null, 2)}\n`)
  })

  it('declares every rule with GitHub metadata, even with no results (honest golden)', () => {
    const log = renderSarif(loadReport('honest'), ctx)
    expectValidSarif(log)
    expectGolden('honest.sarif.golden.json', `${JSON.stringify(log, null, 2)}\n`)
    const run = log.runs[0]!
    expect(run.results).toEqual([])
    expect(run.tool.driver.rules?.map((rule) => rule.id)).toEqual([...RULE_IDS])
    for (const rule of run.tool.driver.rules ?? []) {
      expect(rule.properties?.['security-severity']).toMatch(/^\d+\.\d$/)
      expect(rule.help?.markdown).toBeTruthy()
    }
  })

  it('maps severities to levels and scores, and keeps fingerprints stable', () => {
    const run = renderSarif(loadReport('injection'), ctx).runs[0]!
    const results = run.results ?? []
    expect(results.map((result) => [result.ruleId, result.level, result.properties?.['security-severity']])).toEqual([
      ['canary-exfiltration', 'error', '9.5'],
      ['sensitive-file-read', 'error', '8.0'],
      ['file-delete', 'error', '8.0'],
      ['rug-pull', 'error', '8.0'],
      ['persistence', 'error', '8.0'],
      ['subprocess', 'warning', '5.5'],
      ['file-write', 'warning', '5.5'],
      ['network-egress', 'note', '3.0'],
      ['dns-query', 'note', '1.0']
    ])
    for (const result of results) {
      expect(run.tool.driver.rules?.[result.ruleIndex ?? -1]?.id).toBe(result.ruleId)
      expect(result.partialFingerprints?.['mcpBehave/v1']).toMatch(/^[a-z-]+:1$/)
    }
    // the rule's score follows the highest severity it had in this run
    const egress = run.tool.driver.rules?.find((rule) => rule.id === 'network-egress')
    expect(egress?.properties?.['security-severity']).toBe('3.0')
  })

  it('keeps hostile text on one inert line and still validates', () => {
    const log = renderSarif(loadReport('injection'), { toolVersion: '0.2.0', informationUri: 'not a uri', policyPath: '../../etc/passwd' })
    expectValidSarif(log)
    const run = log.runs[0]!
    expect(run.tool.driver.informationUri).toBeUndefined()
    // an unsafe policy path is not used; the server command has no script path either
    expect(run.results?.[0]?.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBe('README.md')
    for (const result of run.results ?? []) {
      expect(result.message.text).not.toMatch(/[\r\n]/)
      expect(result.message.text).not.toContain('##[')
    }
    expect(run.automationDetails?.id).toBe('mcp-behave/evil---script-octocat-ddce4e9168dc/')
  })

  it('points results at the policy file first, then the workflow, then the server script', () => {
    const report = loadReport('leaky')
    const uriOf = (extra: { policyPath?: string; workflowPath?: string }): string | undefined =>
      renderSarif(report, { ...ctx, ...extra }).runs[0]?.results?.[0]?.locations?.[0]?.physicalLocation?.artifactLocation?.uri
    expect(uriOf({ policyPath: './mcp behave.yml', workflowPath: '.github/workflows/a.yml' })).toBe('mcp%20behave.yml')
    expect(uriOf({ workflowPath: '.github/workflows/a.yml' })).toBe('.github/workflows/a.yml')
    expect(uriOf({})).toBe('targets/node/leaky.mjs')
  })

  it('validates for a 10k-finding report', () => {
    const log = renderSarif(hugeReport(10_000), ctx)
    expect(log.runs[0]?.results).toHaveLength(10_000)
    expectValidSarif(log)
  })
})
