import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Finding } from '../../src/model/index.js'
import { excerpt } from '../../src/neutralize.js'
import type { Report } from '../../src/report/schema.js'
import { REPO_ROOT, removeTempDirs, runCli, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// The attack stage (issue 42) on the vulnerable targets of targets/{node,python}/attack/ and their --fixed
// twins, through the bundled CLI in the sandbox (one traced pass, one call per tool: the attack stage is
// what is tested). Each vulnerable one gets the class's rule on the right tool and parameter, with the value
// sent and the trace lines that show it; each twin, which declares the same surface, gets nothing at or
// above high from the attack stage. Each target and its twin run at once.

const describeSandboxed = describeWhere('attack targets e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const ATTACK_RULES = new Set(['scope-escape', 'command-injection', 'argument-injection', 'code-injection', 'internal-request', 'sql-write-bypass'])
const atLeastHigh = (finding: Finding): boolean => finding.severity === 'high' || finding.severity === 'critical'

const LANGUAGES = {
  node: (name: string) => ['node', join(REPO_ROOT, 'targets', 'node', 'attack', `${name}.mjs`)],
  python: (name: string) => ['python3', join(REPO_ROOT, 'targets', 'python', 'attack', `${name.replaceAll('-', '_')}.py`)]
}

interface Expected {
  target: string
  tool: string
  parameter: string
  rule: string
  severity: Finding['severity']
  /** what the proof says, and a technique that got through (per language where they differ) */
  proof: RegExp
  technique: string | Record<keyof typeof LANGUAGES, string>
}

const EXPECTED: Expected[] = [
  {
    target: 'traversal',
    tool: 'read_note',
    parameter: 'path',
    rule: 'scope-escape',
    severity: 'critical',
    proof: /opens ~\/\.ssh\/id_rsa/,
    technique: 'climb-from-root'
  },
  {
    target: 'prefix-root',
    tool: 'read_document',
    parameter: 'path',
    rule: 'scope-escape',
    severity: 'critical',
    proof: /opens \S+-backup\/\.env/,
    technique: 'sibling'
  },
  {
    target: 'symlink',
    tool: 'read_file',
    parameter: 'path',
    rule: 'scope-escape',
    severity: 'critical',
    proof: /opens \S+-backup\/\.env/,
    technique: 'symlink'
  },
  {
    target: 'shell-template',
    tool: 'search_notes',
    parameter: 'text',
    rule: 'command-injection',
    severity: 'critical',
    proof: /executes \/tmp\/\w+/,
    technique: 'substitution'
  },
  {
    target: 'argv-flag',
    tool: 'show_log',
    parameter: 'revision',
    rule: 'argument-injection',
    severity: 'high',
    proof: /runs git log .*--output=\/tmp\/\w+: the value is an option there/,
    technique: 'option-output'
  },
  {
    target: 'eval-format',
    tool: 'calculate',
    parameter: 'expression',
    rule: 'code-injection',
    severity: 'critical',
    proof: /executes \/tmp\/\w+/,
    technique: { node: 'node-builtin', python: 'python-os-system' }
  },
  {
    target: 'fetch-url',
    tool: 'fetch_page',
    parameter: 'url',
    rule: 'internal-request',
    severity: 'high',
    proof: /connects to 169\.254\.169\.254:80/,
    technique: 'metadata'
  }
]

/** Audits the target and its twin at once, each in a project of its own (a note, the working directory as root). */
async function auditPair(command: string[]): Promise<[Report, Report]> {
  const audit = async (fixed: boolean): Promise<Report> => {
    const cwd = tempDir('attack-target')
    writeFileSync(join(cwd, 'notes.txt'), 'Buy milk\n')
    const run = await runCli(['--json', '--calls', '1', '--', ...command, ...(fixed ? ['--fixed'] : [])], { cwd, timeoutMs: 120_000, attack: true })
    return run.report()
  }
  return Promise.all([audit(false), audit(true)])
}

describeSandboxed('the attack stage on the vulnerable targets and their fixed twins', () => {
  for (const [language, command] of Object.entries(LANGUAGES)) {
    it.each(EXPECTED.map((expected) => [expected.target, expected] as const))(
      `${language} %s: the class's rule on the right tool and parameter, with the value and the trace lines; the twin refuses`,
      async (_name, expected) => {
        const [vulnerable, fixed] = await auditPair(command(expected.target))
        const findings = vulnerable.findings.filter((finding) => ATTACK_RULES.has(finding.rule))
        const found = findings.find((finding) => finding.rule === expected.rule && finding.tool === expected.tool)
        expect([found?.rule, found?.severity, found?.evidence.attack?.parameter]).toEqual([expected.rule, expected.severity, expected.parameter])
        expect(found?.message).toMatch(expected.proof)
        expect(found?.evidence.attack?.techniques).toContain(
          typeof expected.technique === 'string' ? expected.technique : expected.technique[language as keyof typeof LANGUAGES]
        )
        expect(found?.evidence.traceLines.length).toBeGreaterThan(0)
        // the value sent is the attack call's, and the finding's phase is that call
        const call = vulnerable.calls.find((entry) => entry.id === (found?.phase.kind === 'call' ? found.phase.call.id : -1))
        expect(call?.attack?.value).toBeDefined()
        expect(found?.evidence.attack?.value).toBe(excerpt(call?.attack?.value ?? '', 120))
        expect(vulnerable.attack?.ran).toBe(true)
        expect(vulnerable.attack?.tools?.find((tool) => tool.tool === expected.tool)?.gotThrough).toBeGreaterThan(0)
        // nothing of what the attacks did is the exercise's
        expect(vulnerable.observed.files.some((file) => file.phases.some((phase) => phase.kind === 'call' && phase.call.attack))).toBe(false)

        // the twin: the same surface, every attack tried and refused (or within purpose)
        expect(fixed.manifest.sha256).toBe(vulnerable.manifest.sha256)
        expect(fixed.attack?.attacks?.length).toBeGreaterThan(0)
        expect(fixed.attack?.attacks?.filter((attack) => attack.outcome === 'got-through').map((attack) => `${attack.tool} ${attack.technique}`)).toEqual([])
        expect(
          fixed.findings.filter((finding) => ATTACK_RULES.has(finding.rule) || atLeastHigh(finding)).map((finding) => `${finding.rule} ${finding.message}`)
        ).toEqual([])
      },
      150_000
    )
  }
})
