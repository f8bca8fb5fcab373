import { jest } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { mayRun, missing } from './require-sandbox.js'
import { REPO_ROOT } from './run-cli.js'

const HELPER = '__tests__/helpers/require-sandbox.ts'
const THIS_FILE = '__tests__/helpers/require-sandbox.test.ts'

describe('skip or fail when a test cannot run here', () => {
  let stderr: ReturnType<typeof jest.spyOn>
  beforeEach(() => {
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true)
  })
  afterEach(() => stderr.mockRestore())

  it('runs when nothing is missing, whatever the environment', () => {
    for (const env of [{}, { CI: 'true' }, { MCP_BEHAVE_REQUIRE_SANDBOX: '1' }]) expect(mayRun('the suite', null, env)).toBe(true)
    expect(stderr).not.toHaveBeenCalled()
  })

  it('skips with a line saying why on a machine that does not require the sandbox', () => {
    for (const env of [{}, { CI: 'false' }, { MCP_BEHAVE_REQUIRE_SANDBOX: '0' }]) expect(mayRun('the suite', 'bwrap is not installed', env)).toBe(false)
    expect(stderr.mock.calls).toEqual(Array(3).fill(['SKIPPED the suite: bwrap is not installed\n']))
  })

  it('fails, naming what is missing and what forbids the skip, under MCP_BEHAVE_REQUIRE_SANDBOX=1 or CI=true', () => {
    expect(() => mayRun('the suite', 'bwrap is not installed', { MCP_BEHAVE_REQUIRE_SANDBOX: '1' })).toThrow(
      'the suite cannot run here, and MCP_BEHAVE_REQUIRE_SANDBOX=1 forbids skipping it: bwrap is not installed'
    )
    expect(() => mayRun('the suite', 'no network namespace', { CI: 'true' })).toThrow(
      'the suite cannot run here, and CI=true forbids skipping it: no network namespace'
    )
    expect(stderr).not.toHaveBeenCalled()
  })

  it('names the first of several needs that is missing', () => {
    expect(
      missing(
        () => null,
        () => 'strace is not installed',
        () => 'not root'
      )
    ).toBe('strace is not installed')
    expect(
      missing(
        () => null,
        () => null
      )
    ).toBeNull()
  })
})

/** Every .ts file under __tests__/, relative to the repository. */
function testSources(dir = join(REPO_ROOT, '__tests__')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testSources(path)
    return entry.name.endsWith('.ts') ? [relative(REPO_ROOT, path)] : []
  })
}

describe('skip decisions stay in the helper', () => {
  const forbidden: [RegExp, string][] = [
    [/process\.env\.CI\b/, 'reads CI'],
    [/MCP_BEHAVE_REQUIRE_SANDBOX/, 'reads MCP_BEHAVE_REQUIRE_SANDBOX'],
    [/\b(?:describe|it|test)\.skip\b|\bx(?:it|describe|test)\(/, 'skips a test by hand'],
    [/SKIPPED/, 'prints its own SKIPPED line']
  ]

  it('no test file outside require-sandbox.ts reads CI, skips a test, or prints SKIPPED itself', () => {
    const files = testSources()
    expect(files).toContain(HELPER)
    const offences = files
      .filter((file) => file !== HELPER && file !== THIS_FILE)
      .flatMap((file) => {
        const text = readFileSync(join(REPO_ROOT, file), 'utf8')
        return forbidden.filter(([pattern]) => pattern.test(text)).map(([, what]) => `${file} ${what}`)
      })
    expect(offences).toEqual([])
  })

  it('.ci/run requires the sandbox before it runs the tests', () => {
    const lines = readFileSync(join(REPO_ROOT, '.ci', 'run'), 'utf8').split('\n')
    const requires = lines.indexOf('export MCP_BEHAVE_REQUIRE_SANDBOX=1')
    expect(requires).toBeGreaterThan(-1)
    expect(requires).toBeLessThan(lines.findIndex((line) => /^[^#]*\bnpm test\b/.test(line)))
  })
})
