import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { CLI_USAGE } from '../src/settings/cli-args.js'
import { PUSH_HELP } from '../src/push/push-command.js'
import {
  actionExitCode,
  ConfigurationError,
  DashboardError,
  describeFailure,
  EXIT_CODES,
  failureDetails,
  ProbeStartError,
  SandboxSetupError,
  ServerProtocolError,
  serverStderrLines
} from '../src/errors.js'
import { neutralizeForLog } from '../src/neutralize.js'

describe('one classification of failures', () => {
  it.each<[string, unknown, string, number]>([
    ['a bad input', new ConfigurationError('--calls: at least 1'), 'user', 1],
    ['a sandbox that cannot be built', new SandboxSetupError('strace was not found on PATH.', 'Install strace'), 'sandbox', 2],
    ['a server that spoke nonsense', new ServerProtocolError('the server exited during tools/call x'), 'server', 1],
    ['a server that would not start', new ProbeStartError('the server exited before answering initialize', 'boom\n', 1), 'server', 1],
    ['a dashboard out of reach', new DashboardError('Could not reach the dashboard at http://127.0.0.1:9: ECONNREFUSED'), 'dashboard', 1],
    ['anything else', new TypeError('x is undefined'), 'internal', 1]
  ])('%s', (_, error, kind, exitCode) => {
    const failure = describeFailure(error)
    expect([failure.kind, failure.exitCode]).toEqual([kind, exitCode])
  })

  it('exit 2 means only "could not be set up": no other kind uses it', () => {
    const codes = Object.entries(EXIT_CODES)
      .filter(([, code]) => code === 2)
      .map(([name]) => name)
    expect(codes).toEqual(['sandbox'])
  })

  it('the CLI and push help state the same table', () => {
    expect(CLI_USAGE).toMatch(/2 tracer or sandbox could not be set\s+up, 1 anything else \(bad input/)
    expect(PUSH_HELP).not.toMatch(/\b2\b/)
  })

  it('shows the last 10 lines of a server that would not start, each quoted and neutralized', () => {
    const stderr = Array.from({ length: 12 }, (_, index) => `line ${index + 1}`).join('\n') + '\n##[error]forged\n'
    const failure = describeFailure(new ProbeStartError('the server exited before answering initialize', stderr, 1))
    const lines = serverStderrLines(failure, neutralizeForLog)
    expect(lines[0]).toBe('server stderr (last 10 lines):')
    expect(lines.slice(1, 3)).toEqual(['  | line 4', '  | line 5'])
    expect(lines.at(-1)).toBe('  | ##\\[error]forged')
  })

  it('puts the hint before the stderr for a terminal, and says nothing more when there is neither', () => {
    expect(failureDetails(describeFailure(new SandboxSetupError('no bwrap', 'Install bubblewrap')), neutralizeForLog)).toEqual(['hint: Install bubblewrap'])
    expect(failureDetails(describeFailure(new ProbeStartError('timed out', '  \n', null)), neutralizeForLog)).toEqual([])
    expect(describeFailure(new Error('bug')).message).toBe('unexpected error: bug')
  })
})

describe('one exit-code table', () => {
  it('fails the action step with 1 on findings and keeps every other code of the CLI', () => {
    expect([0, 1, 2, 3, 130].map(actionExitCode)).toEqual([0, 1, 2, 1, 130])
  })

  // Exit codes other than POSIX's 0 mean what EXIT_CODES says; a number written elsewhere drifts from it
  // (the fleet action once mapped findings with its own `=== 3 ? 1`).
  const LITERAL_EXIT = /process\.exit\(\s*[1-9]|exitCode\s*(?:=|===|!==|==|!=)\s*[1-9]/

  it('no file under src/ but errors.ts writes an exit code as a number', () => {
    const src = join(process.cwd(), 'src')
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && file !== 'errors.ts')
    expect(files.length).toBeGreaterThan(50)
    const found = files.flatMap((file) =>
      readFileSync(join(src, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => LITERAL_EXIT.test(line))
        .map(({ line, index }) => `src/${file}:${index + 1}: ${line.trim()}`)
    )
    expect(found).toEqual([])
  })

  it('the scan recognizes the literals it replaced', () => {
    for (const line of [
      'process.exit(130)',
      'process.exitCode = 1',
      'process.exitCode = fleet.exitCode === 3 ? 1 : fleet.exitCode',
      'if (report.exitCode !== 3)'
    ]) {
      expect(line).toMatch(LITERAL_EXIT)
    }
    expect('process.exitCode = actionExitCode(fleet.exitCode)').not.toMatch(LITERAL_EXIT)
  })
})
