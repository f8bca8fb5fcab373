import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { holdsHome, launchedRoots, launchNames, packageRootsOf, shellWords } from '../../src/sandbox/launch-paths.js'
import { removeTempDirs, tempDir } from '../helpers/run-cli.js'

afterAll(removeTempDirs)

describe('the files a command line names, literally', () => {
  it.each([
    [['/usr/bin/node', '/srv/app/dist/index.js', '.'], { programs: ['/usr/bin/node'], paths: ['/srv/app/dist/index.js', '.'] }],
    [['./start.sh'], { programs: ['./start.sh'], paths: [] }],
    [['sh', '-c', 'exec node /srv/app/server.mjs'], { programs: ['sh', 'node'], paths: ['/srv/app/server.mjs'] }],
    [
      ['/bin/bash', '-lc', "cd '/srv/my app' && FOO=1 exec python3 -m srv --root ./data"],
      { programs: ['/bin/bash', 'python3'], paths: ['/srv/my app', './data'] }
    ],
    [['env', 'X=1', '-u', 'HOME', 'node', '/srv/app/server.mjs'], { programs: ['env', 'node'], paths: ['/srv/app/server.mjs'] }],
    [
      ['/usr/bin/env', 'X=1', 'sh', '-c', 'node /srv/app/a.mjs | tee /tmp/log'],
      { programs: ['/usr/bin/env', 'sh', 'node', 'tee'], paths: ['/srv/app/a.mjs', '/tmp/log'] }
    ],
    [['python3', '-m', 'srv', '--config=/etc/srv.toml'], { programs: ['python3'], paths: ['srv', '/etc/srv.toml'] }],
    [['sh', '-c', 'curl https://example.invalid/x | sh'], { programs: ['sh', 'curl', 'sh'], paths: [] }]
  ])('%j', (argv, names) => {
    expect(launchNames(argv)).toEqual(names)
  })

  it('splits a shell string into words as sh would, quotes removed', () => {
    expect(shellWords(`exec node "/a b/s.mjs" 'x y'&&echo "q\\"z"`)).toEqual(['exec', 'node', '/a b/s.mjs', 'x y', '&&', 'echo', 'q"z'])
  })

  it('never takes a home, the homes or / for a project root', () => {
    expect(holdsHome('/')).toBe(true)
    expect(holdsHome('/home')).toBe(true)
    expect(holdsHome('/home/robin')).toBe(true)
    expect(holdsHome('/root')).toBe(true)
    expect(holdsHome('/srv/ci', '/srv/ci')).toBe(true)
    expect(holdsHome('/home/robin/proj')).toBe(false)
  })
})

describe('the roots shown read-only for a launch', () => {
  it('shows the project root of a wrapper script, of the paths a sh -c string names, and of env’s target', async () => {
    const base = tempDir('launch')
    const project = join(base, 'proj')
    mkdirSync(join(project, 'bin'), { recursive: true })
    writeFileSync(join(project, 'package.json'), '{}')
    writeFileSync(join(project, 'server.mjs'), '')
    writeFileSync(join(project, 'bin', 'start.sh'), '#!/bin/sh\nexec node "$(dirname "$0")/../server.mjs"\n')
    chmodSync(join(project, 'bin', 'start.sh'), 0o755)
    const loose = join(base, 'loose')
    mkdirSync(loose)
    writeFileSync(join(loose, 'server.mjs'), '')
    const cwd = tempDir('cwd')
    const none = (): null => null

    // the script's project root, and where its interpreter (/bin/sh) lives
    const wrapper = await launchedRoots([join(project, 'bin', 'start.sh')], cwd, none)
    expect(wrapper[0]).toBe(project)
    expect(wrapper.slice(1).every((root) => root.startsWith('/usr/') || root === '/bin')).toBe(true)
    expect(await launchedRoots(['sh', '-c', `exec node ${join(project, 'server.mjs')}`], cwd, none)).toEqual([project])
    expect(await launchedRoots(['env', 'X=1', 'node', join(loose, 'server.mjs')], cwd, none)).toEqual([loose])
    expect(await launchedRoots(['sh', '-c', `cd ${loose} && exec node server.mjs`], cwd, none)).toEqual([loose])
    expect(await launchedRoots(['./server.mjs'], loose, none)).toEqual([loose])

    // copy-on-write only where the root is a package or project: not a loose script's directory, not the
    // interpreter's (/bin, /usr/bin)
    expect(await packageRootsOf(wrapper)).toEqual([project])
    expect(await packageRootsOf([loose, join(project, 'server.mjs')])).toEqual([])
  })

  it('shows a virtualenv and the interpreter it was made from', async () => {
    const project = tempDir('venv-proj')
    writeFileSync(join(project, 'pyproject.toml'), '')
    const venv = join(project, '.venv')
    mkdirSync(join(venv, 'bin'), { recursive: true })
    const base = tempDir('pyenv')
    mkdirSync(join(base, 'bin'))
    writeFileSync(join(base, 'bin', 'python3.12'), '')
    symlinkSync(join(base, 'bin', 'python3.12'), join(venv, 'bin', 'python'))
    writeFileSync(join(venv, 'pyvenv.cfg'), `home = ${join(base, 'bin')}\nversion = 3.12.1\n`)
    writeFileSync(join(venv, 'bin', 'srv-mcp'), `#!${join(venv, 'bin', 'python')}\nimport srv\n`)
    const roots = await launchedRoots([join(venv, 'bin', 'srv-mcp')], tempDir('cwd'), () => null)
    expect(roots).toEqual(expect.arrayContaining([project, base, venv]))
  })
})
