import { buildBwrapArgs, installPrefixOf, isVisibleInPlan, outermost, runDirPrefix, type ContainmentPlan } from '../../src/sandbox/containment-plan.js'

const plan: ContainmentPlan = {
  rootEntries: [
    { name: 'usr', kind: 'dir' },
    { name: 'bin', kind: 'symlink', target: 'usr/bin' },
    { name: 'etc', kind: 'dir' },
    { name: 'root', kind: 'dir' },
    { name: 'home', kind: 'dir' },
    { name: 'work', kind: 'dir' },
    { name: 'sys', kind: 'dir' },
    { name: 'var', kind: 'dir' }
  ],
  hiddenVarDirs: ['/var/log'],
  exposed: ['/root/.pyenv'],
  workspaces: [{ source: '/tmp/r/ws0/merged', path: '/work/repo' }],
  home: { source: '/tmp/r/home/merged', path: '/home/alex' },
  privateDirs: [{ source: '/tmp/r/tmp', path: '/tmp' }],
  maskedFiles: [{ source: '/tmp/r/etc/_etc_passwd', path: '/etc/passwd' }],
  hidden: ['/work/repo/mcp-behave-out', '/root/.local/share/mcp-behave', '/tmp/out'],
  cwd: '/work/repo',
  identity: { uid: 1000, gid: 1000, hostname: 'devbox' }
}

describe('the server view', () => {
  it('shows the system read-only and nothing of homes, unusual top-level dirs or /run', () => {
    const args = buildBwrapArgs(plan)
    const pairs = (flag: string): string[] => args.flatMap((arg, i) => (arg === flag ? [`${args[i + 1]} ${args[i + 2]}`] : []))
    expect(pairs('--ro-bind')).toEqual(
      expect.arrayContaining(['/usr /usr', '/etc /etc', '/var /var', '/sys /sys', '/root/.pyenv /root/.pyenv', '/tmp/r/etc/_etc_passwd /etc/passwd'])
    )
    expect(pairs('--ro-bind').some((pair) => pair.startsWith('/root ') || pair.startsWith('/home ') || pair.startsWith('/work '))).toBe(false)
    expect(pairs('--symlink')).toContain('usr/bin /bin')
    expect(pairs('--bind')).toEqual(['/tmp/r/tmp /tmp', '/tmp/r/ws0/merged /work/repo', '/tmp/r/home/merged /home/alex'])
    expect(args.filter((arg, i) => args[i - 1] === '--tmpfs')).toEqual(['/run', '/home', '/var/log', '/work/repo/mcp-behave-out'])
    expect(args.slice(-2)).toEqual(['--chdir', '/work/repo'])
  })

  it('runs the server without capabilities, as uid 1000, in its own session, pid, ipc and uts namespaces', () => {
    const args = buildBwrapArgs(plan)
    expect(args).toEqual(expect.arrayContaining(['--new-session', '--die-with-parent', '--unshare-user', '--unshare-pid', '--unshare-ipc', '--unshare-uts']))
    expect(args.join(' ')).toContain('--uid 1000 --gid 1000')
    expect(args.join(' ')).toContain('--cap-drop ALL')
    expect(args.join(' ')).toContain('--hostname devbox')
    expect(args).not.toContain('--unshare-net') // the network namespace (and its sink) is the init's
  })

  it('makes the server pid 1 of its namespace, so /proc/1 is the server and not bwrap with the whole view on its command line', () => {
    const args = buildBwrapArgs(plan)
    expect(args.slice(args.indexOf('--unshare-pid'), args.indexOf('--unshare-pid') + 2)).toEqual(['--unshare-pid', '--as-pid-1'])
  })

  it('covers an out-dir inside a workspace, and leaves hidden places that are not in the view alone', () => {
    expect(isVisibleInPlan(plan, '/work/repo/mcp-behave-out')).toBe(true)
    expect(isVisibleInPlan(plan, '/root/.local/share/mcp-behave')).toBe(false)
    expect(isVisibleInPlan(plan, '/var/log/syslog')).toBe(false)
    expect(isVisibleInPlan(plan, '/work/other')).toBe(false)
    // the private /tmp starts empty: a server script in the host's /tmp must be exposed, not assumed there
    expect(isVisibleInPlan(plan, '/tmp/checkout/server.mjs')).toBe(false)
  })

  it('exposes an interpreter by its install prefix', () => {
    expect(installPrefixOf('/root/.pyenv/shims/python3')).toBe('/root/.pyenv')
    expect(installPrefixOf('/home/u/.nvm/versions/node/v20.1.0/bin/node')).toBe('/home/u/.nvm/versions/node/v20.1.0')
    expect(outermost(['/a/b', '/a', '/c', '/a/b/c'])).toEqual(['/a', '/c'])
  })
})

describe('the run directory', () => {
  it('is named like a systemd private /tmp, not tmp.XXXXXX or anything naming the auditor', () => {
    expect(
      runDirPrefix(
        (n) => Buffer.alloc(n, 0xab),
        () => 1
      )
    ).toBe('systemd-private-abababababababababababababababab-systemd-resolved.service-')
  })
})

describe('workspaces that would show a home', () => {
  it('refuses the filesystem root, a home, and anything holding the caller home', async () => {
    const { unsafeWorkspace } = await import('../../src/sandbox/containment.js')
    expect(unsafeWorkspace('/', '/root')).toMatch(/whole filesystem/)
    expect(unsafeWorkspace('/home', '/home/u')).toMatch(/real homes/)
    expect(unsafeWorkspace('/root', '/root')).toMatch(/real homes/)
    expect(unsafeWorkspace('/home/u', undefined)).toMatch(/real home/)
    expect(unsafeWorkspace('/srv', '/srv/ci/home')).toMatch(/your home/)
    expect(unsafeWorkspace('/home/runner/work/repo/repo', '/home/runner')).toBeNull()
    expect(unsafeWorkspace('/root/project', '/root')).toBeNull()
  })
})
