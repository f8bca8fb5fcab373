import { apiCodeOf, apiEntriesOf, auditorPackageOf } from '../../src/engine/start-sandbox.js'

describe("what the sandbox init's API index reads", () => {
  it('reads the files the command line names first, against the working directory; (the index keeps those that are code under a root); an interpreter named bare is none of them', () => {
    expect(apiEntriesOf({ cwd: '/srv/app' }, { argv: ['/usr/bin/node', 'dist/index.js', '--stdio'] })).toEqual(['/usr/bin/node', '/srv/app/dist/index.js'])
    expect(apiEntriesOf({ cwd: '/srv/app' }, { argv: ['python3', '/opt/server/main.py'] })).toEqual(['/opt/server/main.py'])
  })

  const auditor = auditorPackageOf('/opt/mcp-behave/dist/sandbox-init/index.js')

  it("reads the launched roots and a launch spec's installed package", () => {
    expect(auditor).toBe('/opt/mcp-behave')
    expect(apiCodeOf({ cwd: '/srv/app' }, { argv: ['node', 'dist/index.js'], launchedRoots: ['/srv/app'] }, auditor)).toEqual({
      roots: ['/srv/app'],
      entries: ['/srv/app/dist/index.js']
    })
    expect(apiCodeOf({ cwd: '/', launch: { root: '/cache/pkg' } as never }, { argv: ['/usr/bin/tool'], launchedRoots: ['/usr/bin'] }, auditor).roots).toEqual([
      '/usr/bin',
      '/cache/pkg'
    ])
  })

  it("reads a server launched from inside the auditor's own package (its fixtures) in the launched files' directories, never the auditor's code", () => {
    const fixture = { argv: ['node', 'targets/node/honest.mjs', 'targets/node/api/spec.json'], launchedRoots: ['/opt/mcp-behave'] }
    expect(apiCodeOf({ cwd: '/opt/mcp-behave' }, fixture, auditor)).toEqual({
      roots: ['/opt/mcp-behave/targets/node', '/opt/mcp-behave/targets/node/api'],
      entries: ['/opt/mcp-behave/targets/node/honest.mjs', '/opt/mcp-behave/targets/node/api/spec.json']
    })
    // a path argument naming the auditor's package itself (or above it) adds no root
    expect(
      apiCodeOf({ cwd: '/opt/mcp-behave' }, { ...fixture, argv: ['node', 'targets/node/honest.mjs', '--dir', '/opt/mcp-behave', '/opt'] }, auditor).roots
    ).toEqual(['/opt/mcp-behave/targets/node'])
    // the auditor installed among the server's dependencies is not the server's package
    const nested = auditorPackageOf('/srv/app/node_modules/mcp-behave/dist/sandbox-init/index.js')
    expect(apiCodeOf({ cwd: '/srv/app' }, { argv: ['node', 'build/index.js'], launchedRoots: ['/srv/app'] }, nested).roots).toEqual(['/srv/app'])
  })
})
