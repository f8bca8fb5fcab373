import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { parse as parseYaml } from 'yaml'
import { ConfigurationError } from '../../src/errors.js'
import { deriveServerIdentity } from '../../src/settings/server-identity.js'
import { INPUT_NAMES, parseActionInputs, readInputs, splitCommand, type RawInputs } from '../../src/settings/action-inputs.js'

let workspace: string
const runnerTemp = '/home/runner/work/_temp'
const actionRoot = '/home/runner/work/_actions/mcp-behave/action/v1'

beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'workspace-'))
  mkdirSync(path.join(workspace, 'server'))
})
afterAll(() => rmSync(workspace, { recursive: true, force: true }))

/** The inputs exactly as the runner passes them when only `with:` values are given: action.yml defaults. */
function inputs(values: Partial<RawInputs>): RawInputs {
  const defaults = readInputs((name) => {
    const declared = (parseYaml(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: string }> }).inputs[name]
    return declared?.default === '${{ github.token }}' ? 'ghs_token' : (declared?.default ?? '')
  })
  return { ...defaults, ...values }
}

function parse(values: Partial<RawInputs>) {
  return parseActionInputs(inputs(values), { env: { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: runnerTemp }, actionRoot })
}

function errorOf(values: Partial<RawInputs>): string {
  try {
    parse(values)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError)
    return (error as Error).message
  }
  throw new Error('expected a ConfigurationError')
}

describe('parseActionInputs', () => {
  it('turns the defaults plus a command into complete settings', () => {
    const identity = deriveServerIdentity(['node', 'dist/my server.js'], workspace)
    expect(parse({ command: 'node "dist/my server.js"' })).toEqual({
      audit: {
        command: ['node', 'dist/my server.js'],
        http: null,
        cwd: workspace,
        env: {},
        failOn: 'high',
        timeoutMs: 15000,
        callsPerTool: 3,
        passes: [{ kind: 'traced' }, { kind: 'varied' }],
        captureBytes: 65536,
        minCoverage: null,
        scenarioPath: null,
        outDir: `${runnerTemp}/mcp-behave/${identity}`,
        reverseDns: false,
        network: 'sandbox',
        httpReply: null,
        fs: 'sandbox',
        workspaces: [],
        policy: null,
        policyPath: null,
        homeTemplate: `${actionRoot}/sandbox_home`,
        stateDir: `${runnerTemp}/mcp-behave-state`,
        acceptManifest: false,
        baselinePath: null,
        acceptBaseline: false,
        serverName: null,
        attack: true,
        identity
      },
      action: {
        uploadArtifacts: true,
        artifactName: `mcp-behave-${identity}`,
        comment: true,
        githubToken: 'ghs_token',
        sarifPath: null,
        policyOutPath: null,
        dashboardUrl: null,
        dashboardToken: null,
        workspace,
        fleet: { mode: 'audit', config: null, servers: [], jobs: null, reports: null },
        install: { cacheDir: `${runnerTemp}/mcp-behave-packages`, scripts: false }
      }
    })
  })

  it('reads every other input', () => {
    const { audit, action } = parse({
      args: '["python3", "-m", "server", 8080]',
      'working-directory': 'server',
      env: 'TARGET_DESCRIPTION=Formats a note. a=b\n\n# comment\nAPI_URL = http://192.0.2.1/',
      'fail-on': 'never',
      timeout: '2.5',
      calls: '3',
      policy: 'mcp-policy.yml',
      network: 'host',
      'http-reply': '503:replies/busy.json',
      'server-name': 'My Notes/Server',
      'upload-artifacts': 'false',
      'artifact-name': 'audit-notes',
      comment: 'FALSE',
      sarif: 'results/mcp.sarif',
      'accept-manifest': 'true',
      baseline: 'mcp-behave.baseline.json',
      'accept-baseline': 'true',
      'policy-out': 'policy/observed.yml',
      'dashboard-url': 'https://dash.example/',
      'dashboard-token': 'mcpb_x',
      'install-scripts': 'true'
    })
    expect(audit).toMatchObject({
      command: ['python3', '-m', 'server', '8080'],
      cwd: path.join(workspace, 'server'),
      env: { TARGET_DESCRIPTION: 'Formats a note. a=b', API_URL: 'http://192.0.2.1/' },
      failOn: 'never',
      timeoutMs: 2500,
      callsPerTool: 3,
      network: 'host',
      httpReply: { status: 503, bodyFile: path.join(workspace, 'replies/busy.json') },
      policyPath: path.join(workspace, 'mcp-policy.yml'),
      outDir: `${runnerTemp}/mcp-behave/My-Notes-Server`,
      acceptManifest: true,
      baselinePath: path.join(workspace, 'mcp-behave.baseline.json'),
      acceptBaseline: true,
      serverName: 'My Notes/Server',
      identity: 'My-Notes-Server'
    })
    expect(action).toEqual({
      uploadArtifacts: false,
      artifactName: 'audit-notes',
      comment: false,
      githubToken: 'ghs_token',
      sarifPath: path.join(workspace, 'results/mcp.sarif'),
      policyOutPath: path.join(workspace, 'policy/observed.yml'),
      dashboardUrl: 'https://dash.example',
      dashboardToken: 'mcpb_x',
      workspace,
      fleet: { mode: 'audit', config: null, servers: [], jobs: null, reports: null },
      install: { cacheDir: `${runnerTemp}/mcp-behave-packages`, scripts: true }
    })
  })

  it('says how to fix each bad input, all in one line', () => {
    expect(errorOf({ command: 'node s.js', 'fail-on': 'hgh' })).toBe("fail-on: 'hgh' is not one of never, info, low, medium, high, critical")
    expect(errorOf({ command: 'node s.js', network: 'none', calls: '0', 'upload-artifacts': 'yes' })).toBe(
      "calls: '0' must be an integer of calls per tool from 1 to 100; network: 'none' is not one of sandbox, host; upload-artifacts: 'yes' is not a boolean; use true or false"
    )
    expect(errorOf({ command: 'node s.js', timeout: '15s' })).toBe("timeout: '15s' must be a number of seconds from 1 to 3600")
    expect(errorOf({ command: 'node s.js', 'working-directory': 'missing' })).toBe(
      `working-directory: 'missing' is not a directory in the workspace (${workspace})`
    )
    expect(errorOf({ command: 'node s.js', 'http-reply': '2000' })).toBe(
      "http-reply: '2000' is not STATUS[:FILE] with a status from 100 to 599 (e.g. 200 or 404:reply.json)"
    )
    expect(errorOf({ command: 'node s.js', 'dashboard-url': 'dash.example' })).toBe("dashboard-url: 'dash.example' is not an http(s) URL")
    expect(errorOf({ command: 'npx -y pkg@1.0.0', 'install-scripts': 'yes' })).toBe("install-scripts: 'yes' is not a boolean; use true or false")
    expect(errorOf({ command: 'node s.js', attack: 'no' })).toBe("attack: 'no' is not a boolean; use true or false")
    expect(parse({ command: 'node s.js', attack: 'false' }).audit.attack).toBe(false)
    expect(parse({ command: 'node s.js', attack: 'true' }).audit.attack).toBe(true)
    expect(errorOf({})).toBe('command: required; e.g. `command: node dist/server.js` (or give args as a YAML list)')
    expect(errorOf({ command: 'node s.js', args: '["node"]' })).toBe('command and args: give one of them, not both')
    expect(errorOf({ args: 'node s.js' })).toBe('args: expected a non-empty YAML list like ["node", "server.js"]')
    expect(errorOf({ command: 'node s.js', env: 'not a pair' })).toBe("env: line 1 is not KEY=VALUE: no '='")
  })
})

describe('splitCommand', () => {
  it('splits words like a shell, honouring quotes and escapes', () => {
    expect(splitCommand(`npx -y '@scope/server' --root "/srv/my data" a\\ b ""`)).toEqual(['npx', '-y', '@scope/server', '--root', '/srv/my data', 'a b', ''])
    expect(splitCommand(`echo '$HOME'`)).toEqual(['echo', '$HOME'])
  })

  it.each([
    ['node s.js | tee log', '|'],
    ['node s.js; rm -rf /', ';'],
    ['npm run build && node s.js', '&&'],
    ['node s.js > out.log', '>'],
    ['node s.js 2>&1', '>&'],
    ['node src/*.js', 'src/*.js'],
    ['node s.js # comment', '#']
  ])('rejects %s with one clear message', (command, operator) => {
    expect(() => splitCommand(command)).toThrow(
      new ConfigurationError(
        `command: shell operators are not supported; found '${operator}'. The command runs without a shell: give the server's argv (quotes are fine), or use args: ["sh", "-c", "…"] if you need a shell`
      )
    )
  })

  it('refuses $VARIABLES, which nothing would expand', () => {
    expect(() => splitCommand('node $GITHUB_WORKSPACE/s.js')).toThrow(
      'command: $GITHUB_WORKSPACE would not be expanded: the command runs without a shell; write the value, or use ${{ env.GITHUB_WORKSPACE }}'
    )
  })
})

describe('readInputs', () => {
  it('reads every input action.yml declares, and nothing else', () => {
    const declared = Object.keys((parseYaml(readFileSync('action.yml', 'utf8')) as { inputs: object }).inputs)
    expect([...INPUT_NAMES].sort()).toEqual(declared.sort())
    const asked: string[] = []
    readInputs((name) => {
      asked.push(name)
      return ` ${name} `
    })
    expect(asked).toEqual([...INPUT_NAMES])
  })
})

describe('the http and transport inputs', () => {
  it('a URL and no command: a remote server, named by its URL', () => {
    const { audit } = parse({ http: 'https://server.example/mcp' })
    expect(audit.command).toEqual([])
    expect(audit.http).toEqual({ flavour: 'streamable-http', url: 'https://server.example/mcp' })
    expect(audit.identity).toMatch(/^https-server-example-mcp-/)
  })
  it('a command with transport http: the port is detected', () => {
    expect(parse({ command: 'node server.js', transport: 'http' }).audit.http).toEqual({ flavour: 'streamable-http', url: null })
  })
  it('bad values are one line naming the input', () => {
    expect(errorOf({ command: 'node server.js', transport: 'ws' })).toContain("transport: 'ws' is not one of stdio, http, sse")
    expect(errorOf({ command: 'node server.js', http: 'https://127.0.0.1/mcp' })).toMatch(/^http: .*plain http/)
  })
})

describe('fleet inputs', () => {
  it('config stands in for command; server lists entries one per line', () => {
    const parsed = parse({ config: '.vscode/mcp.json', server: ' files\n\nsearch \n', jobs: '3' })
    expect(parsed.audit.command).toEqual([])
    expect(parsed.action.fleet).toEqual({
      mode: 'audit',
      config: path.join(workspace, '.vscode/mcp.json'),
      servers: ['files', 'search'],
      jobs: 3,
      reports: null
    })
  })

  it('merge needs neither command nor config; reports is relative to the workspace', () => {
    expect(parse({ mode: 'merge', reports: 'out' }).action.fleet).toMatchObject({ mode: 'merge', reports: path.join(workspace, 'out') })
  })

  it('refuses plan without config, config with command, a bad mode and a bad jobs', () => {
    expect(errorOf({ mode: 'plan' })).toBe('mode: plan needs config: the client config whose servers make the matrix')
    expect(errorOf({ config: 'mcp.json', command: 'node s.js' })).toBe('config and command: give one of them, not both')
    expect(errorOf({ mode: 'fan-out', config: 'mcp.json' })).toBe("mode: 'fan-out' is not one of audit, plan, merge")
    expect(errorOf({ config: 'mcp.json', jobs: '0' })).toBe("jobs: '0' must be an integer from 1 to 64")
  })
})
