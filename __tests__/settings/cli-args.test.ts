import { readFileSync } from 'node:fs'
import { parse as parseYaml } from 'yaml'
import { ConfigurationError } from '../../src/errors.js'
import { deriveServerIdentity } from '../../src/settings/server-identity.js'
import { parseActionInputs, readInputs } from '../../src/settings/action-inputs.js'
import { cliSettings, parseCliArgs, wantsFleet } from '../../src/settings/cli-args.js'

/** The action's inputs as the runner passes them with only `command` given: action.yml's defaults. */
function actionInputs(command: string) {
  const declared = (parseYaml(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: string }> }).inputs
  return readInputs((name) => (name === 'command' ? command : name === 'github-token' ? 't' : (declared[name]?.default ?? '')))
}

/** The error the action gives for `values` over its defaults, as one line. */
function errorOfAction(values: Record<string, string>): string {
  const raw = { ...actionInputs(values.command ?? ''), ...values }
  try {
    parseActionInputs(raw, { env: { GITHUB_WORKSPACE: process.cwd(), RUNNER_TEMP: '/tmp/r' }, actionRoot: '/a' })
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError)
    return (error as Error).message
  }
  throw new Error('expected a ConfigurationError')
}

describe('CLI arguments', () => {
  it('takes flags before the command and leaves the rest to the server', () => {
    const parsed = parseCliArgs(['--json', '--fail-on', 'medium', '--env', 'A=1', '--env=B=x=y', 'node', 'server.js', '--port', '3'])
    expect(parsed.command).toEqual(['node', 'server.js', '--port', '3'])
    expect(parsed.options.json).toBe(true)
    expect(parsed.options['fail-on']).toBe('medium')
    expect(parsed.options.env).toEqual(['A=1', 'B=x=y'])
  })

  it('honours -- before a command that starts with a dash-like word', () => {
    expect(parseCliArgs(['--calls', '1', '--', '--weird']).command).toEqual(['--weird'])
  })

  it('gives defaults matching the documented ones', () => {
    const settings = cliSettings(parseCliArgs(['node', 's.js']), { cwd: '/w', env: { HOME: '/h' }, homeTemplate: '/t' })
    expect(settings).toEqual({
      command: ['node', 's.js'],
      http: null,
      cwd: '/w',
      env: {},
      failOn: 'high',
      timeoutMs: 15000,
      callsPerTool: 3,
      passes: [{ kind: 'traced' }, { kind: 'varied' }],
      minCoverage: null,
      scenarioPath: null,
      outDir: '/w/mcp-behave-out',
      reverseDns: true,
      network: 'sandbox',
      captureBytes: 65536,
      httpReply: null,
      fs: 'sandbox',
      workspaces: [],
      policyPath: null,
      homeTemplate: '/t',
      stateDir: '/h/.local/share/mcp-behave',
      acceptManifest: false,
      baselinePath: null,
      acceptBaseline: false,
      serverName: null,
      staticStage: false,
      attack: true,
      identity: deriveServerIdentity(['node', 's.js'], '/w')
    })
  })

  it('runs the attack stage unless --no-attack says otherwise', () => {
    const settings = (argv: string[]) => cliSettings(parseCliArgs([...argv, 'node', 's.js']), { cwd: '/w', env: { HOME: '/h' }, homeTemplate: '/t' })
    expect(settings([]).attack).toBe(true)
    expect(settings(['--no-attack']).attack).toBe(false)
    expect(() => settings(['--no-attack=yes'])).toThrow(new ConfigurationError('--no-attack takes no value'))
  })

  it('takes what the sink answers HTTP with, the body file relative to the current directory', () => {
    const settings = (argv: string[]) => cliSettings(parseCliArgs([...argv, 'node', 's.js']), { cwd: '/w', env: { HOME: '/h' }, homeTemplate: '/t' })
    expect(settings(['--http-reply', '404']).httpReply).toEqual({ status: 404, bodyFile: null })
    expect(settings(['--http-reply=200:replies/user.json']).httpReply).toEqual({ status: 200, bodyFile: '/w/replies/user.json' })
    expect(() => settings(['--http-reply', '99'])).toThrow(
      new ConfigurationError("--http-reply: '99' is not STATUS[:FILE] with a status from 100 to 599 (e.g. 200 or 404:reply.json)")
    )
    expect(() => settings(['--http-reply', 'ok:x.json'])).toThrow(ConfigurationError)
  })

  it('takes how much the sink keeps per connection in bytes, K or M, within 1 KiB to 16 MiB, the same range as the action', () => {
    const captureBytes = (value: string) =>
      cliSettings(parseCliArgs(['--capture-bytes', value, 'node', 's.js']), { cwd: '/w', env: { HOME: '/h' }, homeTemplate: '/t' }).captureBytes
    expect(captureBytes('4096')).toBe(4096)
    expect(captureBytes('64K')).toBe(65536)
    expect(captureBytes('2MiB')).toBe(2 * 1024 * 1024)
    expect(captureBytes('1k')).toBe(1024)
    expect(captureBytes('16M')).toBe(16 * 1024 * 1024)
    const expected = 'must be a number of bytes from 1024 (1K) to 16777216 (16M); K and M mean KiB and MiB'
    for (const bad of ['1023', '17M', '16777217', '1.5M', '64KB', '-1', 'lots']) {
      expect(() => parseCliArgs(['--capture-bytes', bad, 'x'])).toThrow(new ConfigurationError(`--capture-bytes: '${bad}' ${expected}`))
      expect(errorOfAction({ command: 'node s.js', 'capture-bytes': bad })).toBe(`capture-bytes: '${bad}' ${expected}`)
    }
  })

  /** The identity the CLI and the action derive for the same server, given as flags and as inputs. */
  function identities(flags: string[], inputs: Record<string, string>): { cli: string; action: string } {
    const workspace = process.cwd()
    const cli = cliSettings(parseCliArgs(flags), { cwd: workspace, env: { HOME: '/h' }, homeTemplate: '/t' })
    const action = parseActionInputs(
      { ...actionInputs(inputs.command ?? ''), ...inputs },
      { env: { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: '/tmp/r' }, actionRoot: '/a' }
    )
    return { cli: cli.identity, action: action.audit.identity }
  }

  it.each([
    ['a command: its words', ['node', 'dist/server.js'], { command: 'node dist/server.js' }, 'node-dist-server-js-c1c1a4da'],
    [
      'a launch spec: its package and arguments',
      ['npx', '-y', '@scope/notes@1.2.0', 'stdio'],
      { command: 'npx -y @scope/notes@1.2.0 stdio' },
      'npm-scope-notes-stdio-466b1815'
    ],
    [
      'another version of the package: the same',
      ['npx', '-y', '@scope/notes@1.3.0', 'stdio'],
      { command: 'npx -y @scope/notes@1.3.0 stdio' },
      'npm-scope-notes-stdio-466b1815'
    ],
    ['the same package as npm:', ['npm:@scope/notes@1.2.0', 'stdio'], { command: 'npm:@scope/notes@1.2.0 stdio' }, 'npm-scope-notes-stdio-466b1815'],
    ['a remote server: its URL', ['--http', 'https://mcp.example.com/mcp'], { http: 'https://mcp.example.com/mcp' }, 'https-mcp-example-com-mcp-b1851fa9'],
    [
      'a given name, made safe',
      ['--server-name', 'My Notes/Server', 'npx', '-y', '@scope/notes'],
      { command: 'npx -y @scope/notes', 'server-name': 'My Notes/Server' },
      'My-Notes-Server'
    ]
  ])('derives the same identity as the action for %s', (_what, flags, inputs, expected) => {
    expect(identities(flags, inputs)).toEqual({ cli: expected, action: expected })
  })

  it('names a launch spec it cannot read as settings are made, before anything is installed', () => {
    expect(() => cliSettings(parseCliArgs(['npx', '--registry', 'x', 'pkg']), { cwd: '/w', env: { HOME: '/h' }, homeTemplate: '/t' })).toThrow(
      new ConfigurationError('npx: option --registry is not supported in a launch spec (use -y, -p PKG)')
    )
    expect(errorOfAction({ command: 'npx --registry x pkg' })).toBe('npx: option --registry is not supported in a launch spec (use -y, -p PKG)')
  })

  it.each([
    [['--fail-on', 'hgh', 'x'], "--fail-on: 'hgh' is not one of never, info, low, medium, high, critical"],
    [['--calls', '0', 'x'], '--calls: at least 1'],
    [['--timeout', 'soon', 'x'], '--timeout: expected a number of seconds'],
    [['--network', 'lan', 'x'], "--network: 'lan' is not one of sandbox, host"],
    [['--bogus', 'x'], 'unknown option --bogus (see --help)'],
    [['--out-dir'], '--out-dir needs a value'],
    [['--json=yes', 'x'], '--json takes no value']
  ])('rejects %j with one clear line', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(new ConfigurationError(message))
  })
})

describe('a fleet or one server', () => {
  it('is a fleet for --config, --discover and a registry: spec, one server otherwise', () => {
    expect(wantsFleet(parseCliArgs(['--config', 'mcp.json']))).toBe(true)
    expect(wantsFleet(parseCliArgs(['--discover']))).toBe(true)
    expect(wantsFleet(parseCliArgs(['registry:io.github.user/server@1.0.0']))).toBe(true)
    expect(wantsFleet(parseCliArgs(['--', 'node', 'registry:server.js']))).toBe(false)
    expect(wantsFleet(parseCliArgs(['npx', '-y', '@scope/server@1.0.0']))).toBe(false)
  })
})
