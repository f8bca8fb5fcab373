import { apiEntriesOf, apiRootsOf } from '../../src/engine/start-sandbox.js'

describe("what the sandbox init's API index reads", () => {
  it('reads the files the command line names first, against the working directory; (the index keeps those that are code under a root); an interpreter named bare is none of them', () => {
    expect(apiEntriesOf({ cwd: '/srv/app' }, { argv: ['/usr/bin/node', 'dist/index.js', '--stdio'] })).toEqual(['/usr/bin/node', '/srv/app/dist/index.js'])
    expect(apiEntriesOf({ cwd: '/srv/app' }, { argv: ['python3', '/opt/server/main.py'] })).toEqual(['/opt/server/main.py'])
  })

  it("reads the launched roots and a launch spec's installed package", () => {
    expect(apiRootsOf({}, { launchedRoots: ['/srv/app'] })).toEqual(['/srv/app'])
    expect(apiRootsOf({ launch: { root: '/cache/pkg' } as never }, { launchedRoots: ['/usr/bin'] })).toEqual(['/usr/bin', '/cache/pkg'])
  })
})
