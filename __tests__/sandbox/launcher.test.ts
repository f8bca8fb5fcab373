import { SandboxSetupError } from '../../src/errors.js'
import { readHostContext } from '../../src/settings/host.js'
import { buildLaunchCommand, detectSandboxMethod } from '../../src/sandbox/launcher.js'

const init = { node: '/usr/bin/node', script: '/a/dist/sandbox-init/index.js' }
const caller = { uid: 1000, gid: 1000 }

describe('launch command', () => {
  it('runs the init in new pid, mount and network namespaces as root', () => {
    expect(buildLaunchCommand('root', 'sandbox', init, caller)).toEqual({
      command: 'setpriv',
      args: [
        '--pdeathsig',
        'KILL',
        '--',
        'unshare',
        '--net',
        '--pid',
        '--fork',
        '--kill-child',
        '--mount-proc',
        '--propagation',
        'private',
        '--',
        '/usr/bin/node',
        '/a/dist/sandbox-init/index.js',
        'sandbox'
      ]
    })
  })

  it('adds a user namespace when unprivileged and keeps the network with --network host', () => {
    expect(buildLaunchCommand('userns', 'host', init, caller).args.slice(0, 8)).toEqual([
      '--pdeathsig',
      'KILL',
      '--',
      'unshare',
      '--user',
      '--map-root-user',
      '--pid',
      '--fork'
    ])
    expect(buildLaunchCommand('userns', 'host', init, caller).args).not.toContain('--net')
  })

  it('goes through non-interactive sudo, never a shell, and back to the caller inside a user namespace', () => {
    const command = buildLaunchCommand('sudo', 'sandbox', init, { uid: 1001, gid: 118 })
    expect(command.command).toBe('sudo')
    expect(command.args).toEqual([
      '-n',
      '--',
      'setpriv',
      '--reuid=1001',
      '--regid=118',
      '--init-groups',
      '--inh-caps=+sys_admin',
      '--ambient-caps=+sys_admin',
      '--',
      'unshare',
      '--user',
      '--map-root-user',
      '--net',
      '--pid',
      '--fork',
      '--kill-child',
      '--mount-proc',
      '--propagation',
      'private',
      '--',
      '/usr/bin/node',
      '/a/dist/sandbox-init/index.js',
      'sandbox'
    ])
  })

  it('runs the init directly when no namespace can be made (host network only)', () => {
    expect(buildLaunchCommand('none', 'host', init, caller)).toEqual({ command: '/usr/bin/node', args: ['/a/dist/sandbox-init/index.js', 'host'] })
  })
})

describe('choosing how to build the namespaces', () => {
  it('takes a forced method from the host context it is given, not from the process environment', async () => {
    const saved = process.env.MCP_BEHAVE_SANDBOX_METHOD
    process.env.MCP_BEHAVE_SANDBOX_METHOD = 'root'
    try {
      await expect(detectSandboxMethod('host', caller, 'none', '/usr/bin')).resolves.toBe('none')
      await expect(detectSandboxMethod('sandbox', caller, 'none', '/usr/bin')).rejects.toThrow(SandboxSetupError)
      const host = readHostContext({ PATH: '/usr/bin', MCP_BEHAVE_SANDBOX_METHOD: 'userns' })
      expect(host.forcedSandboxMethod).toBe('userns')
      await expect(detectSandboxMethod('sandbox', host.caller, host.forcedSandboxMethod, '/usr/bin')).resolves.toBe('userns')
      expect(readHostContext({ PATH: '/usr/bin' }).forcedSandboxMethod).toBeUndefined()
    } finally {
      if (saved === undefined) delete process.env.MCP_BEHAVE_SANDBOX_METHOD
      else process.env.MCP_BEHAVE_SANDBOX_METHOD = saved
    }
  })
})
