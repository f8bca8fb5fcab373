import { classifyPath, displayPath, isCredentialPath, normalizeAbsolute, type PathContext } from '../../src/profile/path-classify.js'

const HOME = '/tmp/mcp-behave-x1/home'
const ctx: PathContext = {
  home: HOME,
  cwd: '/srv/mcp',
  serverCodeRoots: ['/srv/mcp'],
  runtimeRoots: ['/root/.pyenv/versions/3.11.7'],
  isOwnPid: (pid) => pid === 4242
}

describe('classifyPath', () => {
  it.each([
    ['/lib/x86_64-linux-gnu/libc.so.6', 'read', { category: 'runtime', noise: true }],
    ['/home/u/project/lib/secrets', 'read', { category: 'other', noise: false }],
    ['/home/u/project/lib/site.py', 'read', { category: 'other', noise: false }],
    ['/srv/mcp/server.py', 'read', { category: 'server-code', noise: true }],
    ['/opt/app/node_modules/zod/index.js', 'read', { category: 'server-code', noise: true }],
    [`${HOME}/node_modules/evil/index.js`, 'read', { category: 'canary-home', noise: false }],
    [`${HOME}/.ssh/id_rsa`, 'read', { category: 'canary-home', noise: false }],
    ['/root/.pyenv/versions/3.11.7/lib/python3.11/os.py', 'read', { category: 'runtime', noise: true }],
    ['/root/.pyenv/versions/3.11.7/.ssh/id_rsa', 'read', { category: 'runtime', noise: false }],
    ['/home/runner/.ssh/id_ed25519', 'read', { category: 'other', noise: false }],
    ['/usr/lib/node_modules/.aws/credentials', 'read', { category: 'server-code', noise: false }],
    ['/etc/ld.so.cache', 'read', { category: 'system-config', noise: true }],
    ['/etc/shadow', 'read', { category: 'system-config', noise: false }],
    ['/etc/hostname', 'read', { category: 'system-config', noise: false }],
    ['/proc/self/status', 'read', { category: 'proc', noise: true }],
    ['/proc/4242/cmdline', 'read', { category: 'proc', noise: true }],
    ['/proc/1/environ', 'read', { category: 'proc', noise: false }],
    ['/dev/urandom', 'read', { category: 'device', noise: true }],
    ['/dev/null', 'write', { category: 'device', noise: true }],
    ['/dev/sda', 'read', { category: 'device', noise: false }],
    ['/tmp/x.txt', 'write', { category: 'tmp', noise: false }],
    ['/srv/mcp/out.json', 'write', { category: 'server-code', noise: false }],
    ['/srv/mcp/__pycache__/server.cpython-311.pyc.140234', 'create', { category: 'server-code', noise: true }],
    ['/srv/mcp/__pycache__/server.cpython-311.pyc', 'rename', { category: 'server-code', noise: true }],
    ['/srv/mcp/lib/__init__.py', 'write', { category: 'server-code', noise: false }],
    ['/usr/lib/python3.11/os.py', 'write', { category: 'runtime', noise: false }],
    // Node looks for package.json in every directory above the server's code
    ['/srv/package.json', 'read', { category: 'server-code', noise: true }],
    ['/package.json', 'read', { category: 'server-code', noise: true }],
    ['/opt/other/package.json', 'read', { category: 'other', noise: false }],
    [`${HOME}/package.json`, 'read', { category: 'canary-home', noise: false }]
  ] as const)('%s (%s) → %o', (path, access, expected) => {
    expect(classifyPath(path, access, ctx)).toEqual(expected)
  })
})

describe('credential paths', () => {
  it('covers the canary home and any other home, but not a workdir .env', () => {
    expect(isCredentialPath(`${HOME}/.env`, HOME)).toBe(true)
    expect(isCredentialPath(`${HOME}/.config/gh/hosts.yml`, HOME)).toBe(true)
    expect(isCredentialPath('/home/runner/.docker/config.json', HOME)).toBe(true)
    expect(isCredentialPath('/root/.netrc', HOME)).toBe(true)
    expect(isCredentialPath('/srv/mcp/.env', HOME)).toBe(false)
    expect(isCredentialPath('/srv/mcp/.npmrc', HOME)).toBe(false)
    expect(isCredentialPath('/srv/mcp/deploy/.ssh/id_rsa', HOME)).toBe(true)
  })
})

describe('path helpers', () => {
  it('normalizes dots and slashes and shows home paths as ~', () => {
    expect(normalizeAbsolute('//srv/./mcp/../mcp//data/')).toBe('/srv/mcp/data')
    expect(displayPath(`${HOME}/.ssh/id_rsa`, HOME)).toBe('~/.ssh/id_rsa')
    expect(displayPath(`${HOME}x/file`, HOME)).toBe(`${HOME}x/file`)
  })
})
