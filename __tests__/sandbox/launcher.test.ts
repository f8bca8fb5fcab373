import { buildLaunchCommand } from '../../src/sandbox/launcher.js'

const init = { node: '/usr/bin/node', script: '/a/dist/sandbox-init/index.js', config: '/tmp/r/init.json' }

describe('launch command', () => {
  it('runs the init in new pid, mount and network namespaces as root', () => {
    expect(buildLaunchCommand('root', 'sandbox', init)).toEqual({
      command: 'unshare',
      args: ['--net', '--pid', '--fork', '--kill-child', '--mount-proc', '--propagation', 'private', '--', '/usr/bin/node', '/a/dist/sandbox-init/index.js', '/tmp/r/init.json']
    })
  })

  it('adds a user namespace when unprivileged and keeps the network with --network host', () => {
    expect(buildLaunchCommand('userns', 'host', init).args.slice(0, 4)).toEqual(['--user', '--map-root-user', '--pid', '--fork'])
    expect(buildLaunchCommand('userns', 'host', init).args).not.toContain('--net')
  })

  it('goes through non-interactive sudo, never a shell, and back to the caller inside a user namespace', () => {
    const command = buildLaunchCommand('sudo', 'sandbox', init, { uid: 1001, gid: 118 })
    expect(command.command).toBe('sudo')
    expect(command.args).toEqual([
      '-n', '--',
      'setpriv', '--reuid=1001', '--regid=118', '--init-groups', '--inh-caps=+sys_admin', '--ambient-caps=+sys_admin', '--',
      'unshare', '--user', '--map-root-user', '--net', '--pid', '--fork', '--kill-child', '--mount-proc', '--propagation', 'private',
      '--', '/usr/bin/node', '/a/dist/sandbox-init/index.js', '/tmp/r/init.json'
    ])
  })

  it('runs the init directly when no namespace can be made (host network only)', () => {
    expect(buildLaunchCommand('none', 'host', init)).toEqual({ command: '/usr/bin/node', args: ['/a/dist/sandbox-init/index.js', '/tmp/r/init.json'] })
  })
})
