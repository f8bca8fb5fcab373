import { isExactVersion, parseLaunchSpec } from '../../src/launch/spec.js'

describe('parseLaunchSpec', () => {
  it('reads npx with -y, a scoped package, a version and the server arguments', () => {
    expect(parseLaunchSpec(['npx', '-y', '@modelcontextprotocol/server-everything@2026.8.31', 'stdio'])).toEqual({
      kind: 'package',
      ecosystem: 'npm',
      name: '@modelcontextprotocol/server-everything',
      version: '2026.8.31',
      bin: null,
      args: ['stdio'],
      spec: ['npx', '-y', '@modelcontextprotocol/server-everything@2026.8.31', 'stdio']
    })
  })

  it('keeps server flags after the package as the server’s own', () => {
    expect(parseLaunchSpec(['npx', '--yes', 'server-x', '-y', '--port', '3'])).toMatchObject({ name: 'server-x', version: null, args: ['-y', '--port', '3'] })
  })

  it('reads npx -p PKG PROGRAM as a package and the program to start', () => {
    expect(parseLaunchSpec(['npx', '-y', '-p', '@scope/tools@1.2.3', 'tool-server', '/data'])).toMatchObject({
      name: '@scope/tools',
      version: '1.2.3',
      bin: 'tool-server',
      args: ['/data']
    })
    expect(parseLaunchSpec(['npx', '--package=pkg', 'bin'])).toMatchObject({ name: 'pkg', bin: 'bin', args: [] })
  })

  it('reads npm: and pypi: specs', () => {
    expect(parseLaunchSpec(['npm:@scope/name@1.0.0', 'stdio'])).toMatchObject({ ecosystem: 'npm', name: '@scope/name', version: '1.0.0', args: ['stdio'] })
    expect(parseLaunchSpec(['pypi:mcp-server-git==0.6.2', '--repository', '.'])).toMatchObject({
      ecosystem: 'pypi',
      name: 'mcp-server-git',
      version: '0.6.2',
      args: ['--repository', '.']
    })
    expect(parseLaunchSpec(['pypi:mcp_server_time'])).toMatchObject({ ecosystem: 'pypi', name: 'mcp_server_time', version: null })
  })

  it('reads uvx with PKG@VERSION, PKG==VERSION and --from', () => {
    expect(parseLaunchSpec(['uvx', 'mcp-server-git@0.6.2'])).toMatchObject({ ecosystem: 'pypi', name: 'mcp-server-git', version: '0.6.2', bin: null, args: [] })
    expect(parseLaunchSpec(['uvx', 'mcp-server-fetch==2025.1.1', '--ignore-robots-txt'])).toMatchObject({ version: '2025.1.1', args: ['--ignore-robots-txt'] })
    expect(parseLaunchSpec(['uvx', '--from', 'git-tools==1.0', 'git-mcp', 'serve'])).toMatchObject({
      name: 'git-tools',
      version: '1.0',
      bin: 'git-mcp',
      args: ['serve']
    })
  })

  it('leaves any other command as it is', () => {
    expect(parseLaunchSpec(['node', 'dist/server.js', 'npx'])).toEqual({ kind: 'command', argv: ['node', 'dist/server.js', 'npx'] })
    expect(parseLaunchSpec([])).toEqual({ kind: 'command', argv: [] })
  })

  it('refuses what it cannot read, with one line naming the spec', () => {
    expect(() => parseLaunchSpec(['npx', '-y'])).toThrow(/npx: no package given/)
    expect(() => parseLaunchSpec(['npx', '--registry', 'x', 'pkg'])).toThrow(/npx: option --registry is not supported/)
    expect(() => parseLaunchSpec(['npm:Bad Name@1'])).toThrow(/npm:: 'Bad Name@1' is not an npm package name/)
    expect(() => parseLaunchSpec(['npm:../../etc@1'])).toThrow(/not an npm package name/)
    expect(() => parseLaunchSpec(['pypi:pkg>=1'])).toThrow(/not a PyPI package name/)
    expect(() => parseLaunchSpec(['npx', '-p', 'pkg', '../../bin/sh'])).toThrow(/is not a program name/)
  })
})

describe('isExactVersion', () => {
  it('tells versions the cache can answer offline from ranges and tags', () => {
    expect(isExactVersion({ ecosystem: 'npm', version: '2026.8.31' })).toBe(true)
    expect(isExactVersion({ ecosystem: 'npm', version: '1.0.0-beta.1' })).toBe(true)
    for (const version of ['^1.0.0', 'latest', '1.x', null]) expect(isExactVersion({ ecosystem: 'npm', version })).toBe(false)
    expect(isExactVersion({ ecosystem: 'pypi', version: '0.6.2' })).toBe(true)
    expect(isExactVersion({ ecosystem: 'pypi', version: '2025.1' })).toBe(true)
  })
})
