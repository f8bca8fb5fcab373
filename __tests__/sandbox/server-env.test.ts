import { buildServerEnvironment } from '../../src/sandbox/server-env.js'

// What a GitHub-hosted runner's environment looks like to an action, secrets included.
const runnerEnv: Record<string, string | undefined> = {
  PATH: '/opt/hostedtoolcache/node/20.19.0/x64/bin:/usr/local/bin:/usr/bin:/bin',
  HOME: '/home/runner',
  USER: 'runner',
  LOGNAME: 'runner',
  LANG: 'C.UTF-8',
  SHELL: '/bin/bash',
  GITHUB_TOKEN: 'ghs_realRunnerTokenThatMustNotLeak000000',
  GH_TOKEN: 'ghs_anotherRealToken',
  ACTIONS_RUNTIME_TOKEN: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.runtime',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://pipelines.actions.githubusercontent.com/oidc',
  ACTIONS_RESULTS_URL: 'https://results-receiver.actions.githubusercontent.com/',
  ACTIONS_CACHE_URL: 'https://artifactcache.actions.githubusercontent.com/',
  INPUT_GITHUB_TOKEN: 'ghs_inputToken',
  INPUT_ENV: 'API_KEY=secret',
  RUNNER_TEMP: '/home/runner/work/_temp',
  RUNNER_TOOL_CACHE: '/opt/hostedtoolcache',
  GITHUB_WORKSPACE: '/home/runner/work/repo/repo',
  GITHUB_ENV: '/home/runner/work/_temp/_runner_file_commands/set_env',
  GITHUB_OUTPUT: '/home/runner/work/_temp/_runner_file_commands/set_output',
  AWS_SECRET_ACCESS_KEY: 'realAwsSecretFromRepoSecrets',
  NPM_CONFIG_USERCONFIG: '/home/runner/work/_temp/.npmrc',
  NODE_AUTH_TOKEN: 'npm_realToken',
  NODE_OPTIONS: '--require /home/runner/evil.js',
  LD_PRELOAD: '/home/runner/evil.so',
  PYTHONPATH: '/home/runner/py',
  SSH_AUTH_SOCK: '/tmp/ssh-agent.sock',
  TMPDIR: '/home/runner/work/_temp',
  UNDEFINED_ONE: undefined
}

describe('buildServerEnvironment', () => {
  it('passes nothing of a runner environment but PATH and the locale', () => {
    const env = buildServerEnvironment({ home: '/tmp/run/home', user: 'alex', canaryEnv: {}, userEnv: {}, callerEnv: runnerEnv })
    expect(env).toEqual({
      HOME: '/tmp/run/home',
      USER: 'alex',
      LOGNAME: 'alex',
      PATH: '/opt/hostedtoolcache/node/20.19.0/x64/bin:/usr/local/bin:/usr/bin:/bin',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      TERM: 'dumb',
      TMPDIR: '/tmp',
      XDG_CONFIG_HOME: '/tmp/run/home/.config',
      XDG_CACHE_HOME: '/tmp/run/home/.cache',
      XDG_DATA_HOME: '/tmp/run/home/.local/share',
      XDG_STATE_HOME: '/tmp/run/home/.local/state',
      UV_USE_IO_URING: '0',
      PYTHONDONTWRITEBYTECODE: '1',
      NO_UPDATE_NOTIFIER: '1',
      NPM_CONFIG_UPDATE_NOTIFIER: 'false'
    })
    const values = Object.values(env).join('\n')
    for (const secret of ['ghs_', 'eyJ0', 'oidc', 'realAws', 'npm_real', 'evil', 'runner']) expect([secret, values.includes(secret)]).toEqual([secret, false])
  })

  it('adds canary variables over the runner values, and explicit user values over everything', () => {
    const env = buildServerEnvironment({
      home: '/h',
      user: 'alex',
      canaryEnv: { GITHUB_TOKEN: 'ghs_canary000000000000000000000000000000', AWS_SECRET_ACCESS_KEY: 'canarySecret' },
      userEnv: { AWS_SECRET_ACCESS_KEY: 'fromUser', API_BASE: 'http://127.0.0.1:9/', TERM: 'xterm' },
      callerEnv: runnerEnv
    })
    expect(env.GITHUB_TOKEN).toBe('ghs_canary000000000000000000000000000000')
    expect(env.AWS_SECRET_ACCESS_KEY).toBe('fromUser')
    expect(env.API_BASE).toBe('http://127.0.0.1:9/')
    expect(env.TERM).toBe('xterm')
    expect(env.ACTIONS_RUNTIME_TOKEN).toBeUndefined()
    expect(Object.keys(env)).toHaveLength(16 + 3)
  })

  it('layers the fixed base, the trust variables, the canaries and the user’s values in that order; the sandbox’s PATH beats the caller’s', () => {
    const env = buildServerEnvironment({
      home: '/h',
      user: 'alex',
      path: '/usr/bin:/bin',
      trustEnv: { NODE_EXTRA_CA_CERTS: '/run/ca.pem', SSL_CERT_FILE: '/run/ca.pem', TMPDIR: '/run/tmp' },
      canaryEnv: { SSL_CERT_FILE: '/canary.pem', GITHUB_TOKEN: 'ghs_canary' },
      userEnv: { NODE_EXTRA_CA_CERTS: '/mine.pem' },
      callerEnv: runnerEnv
    })
    expect([env.PATH, env.TMPDIR, env.SSL_CERT_FILE, env.NODE_EXTRA_CA_CERTS, env.GITHUB_TOKEN]).toEqual([
      '/usr/bin:/bin',
      '/run/tmp',
      '/canary.pem',
      '/mine.pem',
      'ghs_canary'
    ])
  })

  it('falls back to a standard PATH and C.UTF-8, keeps a caller locale, and ignores a strange one', () => {
    const bare = buildServerEnvironment({ home: '/h', user: 'alex', canaryEnv: {}, userEnv: {}, callerEnv: {} })
    expect([bare.PATH, bare.LANG, bare.LC_ALL]).toEqual(['/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', 'C.UTF-8', 'C.UTF-8'])
    const german = buildServerEnvironment({ home: '/h', user: 'alex', canaryEnv: {}, userEnv: {}, callerEnv: { PATH: '', LANG: 'de_DE.UTF-8' } })
    expect([german.PATH, german.LANG, german.LC_ALL]).toEqual(['/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', 'de_DE.UTF-8', 'de_DE.UTF-8'])
    const odd = buildServerEnvironment({
      home: '/h',
      user: 'alex',
      canaryEnv: {},
      userEnv: {},
      callerEnv: { LANG: 'en_US.UTF-8', LC_ALL: '() { :; }; curl x' }
    })
    expect([odd.LANG, odd.LC_ALL]).toEqual(['en_US.UTF-8', 'en_US.UTF-8'])
  })
})
