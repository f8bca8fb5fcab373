import { ConfigurationError, SandboxSetupError } from '../../src/errors.js'
import { RULE_CATALOG } from '../../src/rules/catalog.js'
import { explainFinding, explainRule } from '../../src/serve/explain.js'
import { innerSandboxUnavailable } from '../../src/serve/inner-sandbox.js'
import { loadReport } from '../report/report-fixtures.js'

describe('explainRule', () => {
  it("says a rule in the catalog's words, with its worst severity and what to do", () => {
    const explained = explainRule('sensitive-file-read')
    expect(explained.title).toBe(RULE_CATALOG['sensitive-file-read'].short)
    expect(explained.severity).toBe('high')
    expect(explained.explanation).toContain(RULE_CATALOG['sensitive-file-read'].full)
    expect(explained.explanation).toContain('fails the default gate')
    expect(explained.whatToDo).toBe(RULE_CATALOG['sensitive-file-read'].help)
    expect(explained.docs).toMatch(/^docs\/rules\.md/)
  })

  it('refuses a rule that does not exist, naming the real ones', () => {
    expect(() => explainRule('steals-cookies')).toThrow(ConfigurationError)
    expect(() => explainRule('steals-cookies')).toThrow(/network-egress/)
  })
})

describe('explainFinding', () => {
  it('finds a fingerprint of the leaky report and explains it with its evidence', () => {
    const report = loadReport('leaky')
    const target = report.findings.find((finding) => finding.rule === 'canary-exfiltration')!
    const explained = explainFinding(report.findings, target.fingerprint)
    expect(explained.rule).toBe('canary-exfiltration')
    expect(explained.severity).toBe('critical')
    expect(explained.finding?.item).toBe('⟦format_note⟧')
    expect(explained.finding?.evidence.traceLines).toEqual(target.evidence.traceLines.slice(0, 50))
    expect(explained.explanation).toMatch(/^This finding is critical: ⟦/)
  })

  it('an unknown fingerprint is an error that says how many findings the report has', () => {
    expect(() => explainFinding(loadReport('leaky').findings, '00000000')).toThrow('no finding with fingerprint 00000000 in this report (it has 3)')
  })
})

describe('innerSandboxUnavailable', () => {
  it('nothing stands in the way where strace can trace', async () => {
    await expect(innerSandboxUnavailable('/usr/bin', () => Promise.resolve({ path: '/usr/bin/strace' }))).resolves.toBeNull()
  })

  it("says the inner sandbox is unavailable with strace's own reason, and that nothing was started", async () => {
    const refused = () =>
      Promise.reject(new SandboxSetupError('strace cannot trace on this machine: strace: attach: ptrace(PTRACE_SEIZE, 7): Operation not permitted'))
    await expect(innerSandboxUnavailable('/usr/bin', refused)).resolves.toMatch(
      /^the inner sandbox is unavailable: strace cannot trace on this machine: strace: attach: .*Operation not permitted .*Nothing was started or written\.$/
    )
  })

  it('other failures are not disguised as an unavailable sandbox', async () => {
    await expect(innerSandboxUnavailable('/usr/bin', () => Promise.reject(new Error('bug')))).rejects.toThrow('bug')
  })
})
