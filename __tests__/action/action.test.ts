import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { commentMarker } from '../../src/github/comment.js'
import { fakeRuntimeToken, startActionsDouble, type ActionsDouble } from '../helpers/actions-double.js'
import { startDashboardDouble } from '../push/dashboard-double.js'
import { mayRun } from '../helpers/require-sandbox.js'
import { REPO_ROOT, runAction, sandboxUnavailable, TEST_GITHUB_TOKEN, type ActionRun } from './harness.js'

// End to end: the bundled action (dist/, built by `npm test`) against real target servers, with the
// runner, the results service and the REST API played by loopback doubles.

const RUN_TIMEOUT = 180_000
let root: string
let double: ActionsDouble

beforeAll(async () => {
  if (!existsSync(path.join(REPO_ROOT, 'dist', 'index.js'))) throw new Error('dist/index.js is missing: run `node scripts/build.mjs` (npm test does)')
  root = mkdtempSync(path.join(tmpdir(), 'action-e2e-'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterEach(async () => {
  if (double !== undefined) await double.close()
})

async function freshDouble(): Promise<ActionsDouble> {
  double = await startActionsDouble()
  return double
}

function runnerTemp(name: string): string {
  return path.join(root, name, '_temp')
}

function skipWithoutSandbox(run: ActionRun): boolean {
  return !mayRun('this action test (the network sandbox is not available)', sandboxUnavailable(run))
}

function unzip(zip: Buffer, entry: string): string {
  const file = path.join(root, `artifact-${process.hrtime.bigint()}.zip`)
  writeFileSync(file, zip)
  try {
    return execFileSync('unzip', ['-p', file, entry], { encoding: 'utf8' })
  } finally {
    rmSync(file)
  }
}

function expectNoInjection(run: ActionRun): void {
  expect(run.unexpectedCommands).toEqual([])
}

/** Server text must never become HTML: only the action's own marker and <details>/<summary> tags. */
function rawHtml(markdown: string): string[] {
  const withoutOurs = markdown.replace(/<!-- mcp-behave:[A-Za-z0-9._:/+%~]* -->|<\/?details>|<\/?summary>/g, '')
  return withoutOurs.match(/<[A-Za-z!/][^>]*>?/g) ?? []
}

describe('the action on the honest server', () => {
  it(
    'passes with no findings, sets every output, writes the summary, uploads the evidence and comments once',
    async () => {
      const double = await freshDouble()
      const dashboardToken = `mcpb_${'c3'.repeat(32)}`
      const dashboard = await startDashboardDouble({ token: dashboardToken })
      let run: ActionRun
      try {
        run = await runAction({
          double,
          runnerTemp: runnerTemp('honest'),
          allowedMasks: [dashboardToken],
          // as a workflow runs it: action.yml's passes and the attack stage, all clean on the honest server
          fullExercise: true,
          inputs: {
            command: 'node targets/node/honest.mjs',
            sarif: path.join(root, 'honest.sarif'),
            'dashboard-url': dashboard.url,
            'dashboard-token': dashboardToken,
            'server-name': 'honest-notes'
          }
        })
      } finally {
        await dashboard.close()
      }
      if (skipWithoutSandbox(run)) return
      expect(dashboard.accepted.map((body) => [body.server.name, body.audit.status, body.audit.manifestHash])).toEqual([
        ['honest-notes', 'clean', run.outputs['manifest-hash']]
      ])
      // masked first, then never printed: the only line carrying the token is the mask command itself
      const tokenLines = (run.stdout + run.stderr).split('\n').filter((line) => line.includes(dashboardToken.slice(5)))
      expect(tokenLines).toEqual([`::add-mask::${dashboardToken}`])
      expectNoInjection(run)
      expect(run.exitCode).toBe(0)
      expect(run.outputs).toMatchObject({
        verdict: 'pass',
        findings: '0',
        critical: '0',
        high: '0',
        'rug-pull': 'new',
        'sarif-path': path.join(root, 'honest.sarif')
      })
      expect(run.outputs['manifest-hash']).toMatch(/^[0-9a-f]{64}$/)
      expect(run.annotations.filter((annotation) => annotation.name !== 'notice')).toEqual([])

      const report = JSON.parse(readFileSync(run.outputs['report-path'] ?? '', 'utf8')) as {
        manifest: { sha256: string; tools: { name: string }[] }
        findings: unknown[]
      }
      expect(report.manifest.sha256).toBe(run.outputs['manifest-hash'])
      expect(report.manifest.tools.map((tool) => tool.name)).toContain('format_note')
      expect(JSON.parse(readFileSync(path.join(root, 'honest.sarif'), 'utf8'))).toMatchObject({ version: '2.1.0', runs: [{ results: [] }] })

      expect(run.summary).toContain('## mcp-behave:')
      expect(run.summary).toContain(run.outputs['manifest-hash'])
      expect(run.summary).toMatch(/format\\?_note/)

      const identity = path.basename(path.dirname(run.outputs['report-path'] ?? ''))
      const zip = double.artifactZip(`mcp-behave-${identity}`)
      expect(unzip(zip, 'report.json')).toBe(readFileSync(run.outputs['report-path'] ?? '', 'utf8'))
      expect(JSON.parse(unzip(zip, 'manifest.json'))).toMatchObject({ sha256: run.outputs['manifest-hash'] })
      expect(unzip(zip, 'trace.log')).toMatch(/execve\(/)
      expect(unzip(zip, 'report.sarif')).toContain('"version": "2.1.0"')
      expect(run.summary).toContain(`mcp-behave-${identity}`)

      expect(double.comments).toHaveLength(1)
      expect(double.comments[0]?.body.split('\n')[0]).toBe(commentMarker(identity))
      // the manifest pin and the behaviour baseline, each saved once
      expect(double.cacheEntries.filter((entry) => entry.finalized).map((entry) => entry.key)).toEqual([
        expect.stringMatching(new RegExp(`^mcp-behave-pin-${identity}-\\d+-1-[0-9a-f]{6}$`)),
        expect.stringMatching(new RegExp(`^mcp-behave-baseline-${identity}-\\d+-1-[0-9a-f]{6}$`))
      ])
    },
    RUN_TIMEOUT
  )

  it(
    'keeps the verdict and says why when the token may not comment (a fork)',
    async () => {
      const double = await freshDouble()
      double.forbidCommentWrites = true
      const run = await runAction({ double, runnerTemp: runnerTemp('fork'), inputs: { command: 'node targets/node/honest.mjs' } })
      if (skipWithoutSandbox(run)) return
      expectNoInjection(run)
      expect(run.exitCode).toBe(0)
      expect(run.outputs['verdict']).toBe('pass')
      expect(double.comments).toEqual([])
      expect(run.annotations.map((annotation) => [annotation.name, annotation.message])).toEqual([
        [
          'notice',
          'mcp-behave: the token may not comment on this pull request (HTTP 403; pull requests from forks get a read-only token). The job summary has the report.'
        ]
      ])
    },
    RUN_TIMEOUT
  )
})

describe('the action on the leaky server', () => {
  it(
    'fails with a critical canary exfiltration annotated as an error',
    async () => {
      const double = await freshDouble()
      const run = await runAction({ double, runnerTemp: runnerTemp('leaky'), inputs: { command: 'node targets/node/leaky.mjs' } })
      if (skipWithoutSandbox(run)) return
      expectNoInjection(run)
      expect(run.exitCode).toBe(1)
      expect(run.outputs['verdict']).toBe('fail')
      expect(Number(run.outputs['critical'])).toBeGreaterThanOrEqual(1)
      const errors = run.annotations.filter((annotation) => annotation.name === 'error')
      expect(errors.some((annotation) => annotation.properties['title']?.startsWith('canary-exfiltration'))).toBe(true)
      expect(errors.at(-1)?.message).toMatch(/^mcp-behave: \d+ findings? at or above fail-on=high \(.*critical.*\); see the job summary$/)
      expect(run.summary).toContain('canary-exfiltration')
      expect(double.comments).toHaveLength(1)
      expect(double.comments[0]?.body).toContain('canary-exfiltration')
    },
    RUN_TIMEOUT
  )

  it(
    'passes with fail-on: never, reporting the findings as warnings (and, on a push, comments nowhere)',
    async () => {
      const double = await freshDouble()
      const run = await runAction({
        double,
        runnerTemp: runnerTemp('never'),
        eventName: 'push',
        inputs: { command: 'node targets/node/leaky.mjs', 'fail-on': 'never' }
      })
      if (skipWithoutSandbox(run)) return
      expectNoInjection(run)
      expect(run.exitCode).toBe(0)
      expect(run.outputs['verdict']).toBe('pass')
      expect(Number(run.outputs['critical'])).toBeGreaterThanOrEqual(1)
      expect(run.annotations.filter((annotation) => annotation.name === 'error')).toEqual([])
      expect(run.annotations.some((annotation) => annotation.name === 'warning' && annotation.properties['title']?.startsWith('canary-exfiltration'))).toBe(
        true
      )
      // a push is not a pull request: no comment, even with comment: true
      expect(double.comments).toEqual([])
    },
    RUN_TIMEOUT
  )
})

describe('rug-pull across runs through the Actions cache', () => {
  it(
    'pins on the first run, fails on a changed description, passes once accepted, and keeps one PR comment',
    async () => {
      const double = await freshDouble()
      const temp = runnerTemp('rug-pull')
      const audit = (description: string, extra: Record<string, string> = {}) =>
        runAction({
          double,
          runnerTemp: temp,
          inputs: {
            command: 'node targets/node/fixtures/configurable.mjs',
            'server-name': 'notes-rug-pull',
            env: `TARGET_DESCRIPTION=${description}`,
            ...extra
          }
        })

      const first = await audit('Formats a markdown note. Purely local text formatting.')
      if (skipWithoutSandbox(first)) return
      expect([first.exitCode, first.outputs['rug-pull'], first.outputs['verdict']]).toEqual([0, 'new', 'pass'])

      const second = await audit('Formats a markdown note. Also syncs it to the cloud.')
      expectNoInjection(second)
      expect([second.exitCode, second.outputs['rug-pull'], second.outputs['verdict']]).toEqual([1, 'changed', 'fail'])
      expect(second.outputs['manifest-hash']).not.toBe(first.outputs['manifest-hash'])
      expect(second.summary).toContain('Purely local text formatting.')
      expect(second.summary).toContain('Also syncs it to the cloud.')
      expect(second.annotations.some((annotation) => annotation.name === 'error' && annotation.properties['title']?.startsWith('rug-pull'))).toBe(true)

      const third = await audit('Formats a markdown note. Also syncs it to the cloud.', { 'accept-manifest': 'true' })
      expect([third.exitCode, third.outputs['rug-pull'], third.outputs['verdict']]).toEqual([0, 'accepted', 'pass'])

      const fourth = await audit('Formats a markdown note. Also syncs it to the cloud.')
      expect([fourth.exitCode, fourth.outputs['rug-pull'], fourth.outputs['verdict']]).toEqual([0, 'unchanged', 'pass'])

      // one sticky comment, edited on every run, showing the latest result
      expect(double.comments).toHaveLength(1)
      expect(double.comments[0]?.body.split('\n')[0]).toBe(commentMarker('notes-rug-pull'))
      expect(double.comments[0]?.body).toContain('unchanged')
      expect(double.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/issues/7/comments'))).toHaveLength(1)
      expect(double.requests.filter((request) => request.method === 'PATCH')).toHaveLength(3)
    },
    4 * RUN_TIMEOUT
  )
})

describe('behaviour baseline across runs through the Actions cache', () => {
  it(
    'stores the baseline on the first run, fails when v2 adds a BCC to the same host, passes once accepted',
    async () => {
      const double = await freshDouble()
      const temp = runnerTemp('baseline')
      const audit = (version: string, extra: Record<string, string> = {}) =>
        runAction({
          double,
          runnerTemp: temp,
          inputs: { command: 'node targets/node/fixtures/mailer.mjs', 'server-name': 'mailer-baseline', env: `MAILER_VERSION=${version}`, ...extra }
        })

      const first = await audit('1')
      if (skipWithoutSandbox(first)) return
      expect([first.exitCode, first.outputs['verdict']]).toEqual([0, 'pass'])
      expect(double.cacheEntries.some((entry) => entry.finalized && entry.key.startsWith('mcp-behave-baseline-mailer-baseline-'))).toBe(true)

      const second = await audit('2')
      expectNoInjection(second)
      expect([second.exitCode, second.outputs['verdict']]).toEqual([1, 'fail'])
      expect(second.summary).toContain('Changed behaviour')
      expect(second.summary).toContain('new recipient')
      expect(second.annotations.some((annotation) => annotation.name === 'error' && annotation.properties['title']?.startsWith('behaviour-change'))).toBe(true)
      expect(double.comments[0]?.body).toContain('Changed behaviour')

      const third = await audit('2', { 'accept-baseline': 'true' })
      expect([third.exitCode, third.outputs['verdict']]).toEqual([0, 'pass'])
      const fourth = await audit('2')
      expect([fourth.exitCode, fourth.outputs['verdict']]).toEqual([0, 'pass'])
      expect(fourth.summary).not.toContain('Changed behaviour')
    },
    4 * RUN_TIMEOUT
  )
})

describe('the server environment', () => {
  it(
    'is the env input plus what the sandbox adds, never the runner environment or its tokens',
    async () => {
      const double = await freshDouble()
      const run = await runAction({
        double,
        runnerTemp: runnerTemp('env'),
        inputs: { command: 'node __tests__/action/fixtures/env-report.mjs', env: 'NOTES_MODE=strict' }
      })
      if (skipWithoutSandbox(run)) return
      expect(run.outputs['verdict']).toBe('pass')
      const manifest = JSON.parse(readFileSync(path.join(path.dirname(run.outputs['report-path'] ?? ''), 'manifest.json'), 'utf8')) as {
        tools: { description: string }[]
      }
      const variables = new Map(
        (manifest.tools[0]?.description ?? '')
          .replace(/^env: /, '')
          .split(' ')
          .map((pair) => [pair.slice(0, pair.lastIndexOf(':')), pair.slice(pair.lastIndexOf(':') + 1)] as const)
      )
      const short = (value: string): string => createHash('sha256').update(value).digest('hex').slice(0, 12)
      expect(variables.get('NOTES_MODE')).toBe(short('strict'))
      expect([...variables.keys()].filter((name) => /^(ACTIONS_|INPUT_|RUNNER_|GITHUB_(?!TOKEN$))|^CI$/.test(name))).toEqual([])
      const runnerSecrets = [TEST_GITHUB_TOKEN, fakeRuntimeToken('Actions.Results:1:1')].map(short)
      expect([...variables.values()].filter((hash) => runnerSecrets.includes(hash))).toEqual([])
    },
    RUN_TIMEOUT
  )
})

describe('untrusted server text', () => {
  it(
    'produces no workflow command and no raw HTML from an injecting server',
    async () => {
      const double = await freshDouble()
      const run = await runAction({
        double,
        runnerTemp: runnerTemp('injection'),
        // the attack stage on too: its section of the summary and the comment names the server's tools
        fullExercise: true,
        inputs: { command: 'node targets/node/fixtures/injection.mjs', 'fail-on': 'never' }
      })
      if (skipWithoutSandbox(run)) return
      expectNoInjection(run)
      expect(run.exitCode).toBe(0)
      expect(run.commands.filter((command) => command.name === 'error')).toEqual([])
      const smuggled = run.commands.filter(
        (command) => command.name !== 'debug' && /pwned|in-content|::prompt/.test(command.message + JSON.stringify(command.properties))
      )
      expect(smuggled).toEqual([])
      expect(rawHtml(run.summary)).toEqual([])
      expect(double.comments).toHaveLength(1)
      expect(rawHtml(double.comments[0]?.body ?? '')).toEqual([])
      expect(run.summary).not.toMatch(/(^|[^\w`])@octocat\b/)
    },
    RUN_TIMEOUT
  )
})

describe('bad inputs', () => {
  it(
    'fails with one clear line for a command that needs a shell, before running anything',
    async () => {
      const double = await freshDouble()
      const run = await runAction({ double, runnerTemp: runnerTemp('pipe'), inputs: { command: 'node targets/node/honest.mjs | tee log' } })
      expectNoInjection(run)
      expect(run.exitCode).toBe(1)
      expect(run.annotations.map((annotation) => `${annotation.name}: ${annotation.message}`)).toEqual([
        `error: command: shell operators are not supported; found '|'. The command runs without a shell: give the server's argv (quotes are fine), or use args: ["sh", "-c", "…"] if you need a shell`
      ])
      expect(run.outputs).toEqual({})
      expect(double.requests).toEqual([])
    },
    RUN_TIMEOUT
  )
})

describe('a server that will not start', () => {
  it(
    'fails like the CLI (exit 1) and shows what the server wrote on stderr',
    async () => {
      const double = await freshDouble()
      const run = await runAction({ double, runnerTemp: runnerTemp('crash'), inputs: { command: 'node targets/node/fixtures/crash-on-start.mjs' } })
      if (skipWithoutSandbox(run)) return
      expectNoInjection(run)
      expect(run.exitCode).toBe(1)
      expect(run.annotations.map((annotation) => `${annotation.name}: ${annotation.message}`)).toEqual([
        'error: mcp-behave failed: the server exited before answering initialize'
      ])
      expect(run.stdout).toContain('server stderr (last 1 lines):\n  | crash-on-start: cannot read configuration file notes.config.json (deliberate crash)\n')
      expect(run.outputs).toEqual({})
    },
    RUN_TIMEOUT
  )
})
