import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { seedListing, writeSeed } from '../../src/probe/workspace-seed.js'
import { removeTempDirs, tempDir } from '../helpers/run-cli.js'

afterAll(removeTempDirs)

const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, GIT_CONFIG_NOSYSTEM: '1' } }).trim()

describe('writeSeed', () => {
  it('writes a checkout of main with history, a feature branch and an origin where the server will see it', async () => {
    const seed = tempDir('seed')
    // A working directory whose path needs quoting in .git/config.
    const shownAt = join(tempDir('shown'), 'my "notes" app')
    await writeSeed(seed, shownAt, process.env)

    for (const path of seedListing().files) expect(existsSync(join(seed, path))).toBe(true)
    expect(readFileSync(join(seed, 'docs/images/logo.png')).subarray(1, 4).toString()).toBe('PNG')
    expect(git(seed, 'log', '--format=%s', 'main').split('\n')).toEqual(['Add a changelog', 'Initial commit'])
    expect(git(seed, 'log', '--format=%s %an <%ae> %aI', '-1', 'feature')).toBe(
      'Describe the search feature Alex Doe <alex@example.com> 2024-01-01T12:00:00+00:00'
    )
    expect(git(seed, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('main')
    // main's checkout: clean, without the feature branch's file, tracking origin/main.
    expect(git(seed, 'status', '--porcelain')).toBe('')
    expect(existsSync(join(seed, 'docs/feature.md'))).toBe(false)
    expect(git(seed, 'show', 'feature:docs/feature.md')).toBe('# Feature\n\nSearch across notes.')
    expect(git(seed, 'rev-parse', '--abbrev-ref', 'main@{upstream}')).toBe('origin/main')
    expect(git(seed, 'rev-parse', 'origin/feature')).toBe(git(seed, 'rev-parse', 'feature'))
    expect(git(seed, 'config', 'remote.origin.url')).toBe(shownAt)
    expect(git(seed, 'config', 'user.name')).toBe('Alex Doe')
    expect(git(seed, 'config', 'pull.rebase')).toBe('false')
    // Each file is written, shown and removed on every audit: the objects sit in one pack, no loose
    // object, hook sample or description from git's template.
    const gitFiles = readdirSync(join(seed, '.git'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    expect(gitFiles.filter((entry) => /objects\/[0-9a-f]{2}$/.test(entry.parentPath))).toEqual([])
    expect(gitFiles.filter((entry) => entry.parentPath.endsWith('pack')).map((entry) => entry.name.replace(/[0-9a-f]{40}/, 'X'))).toEqual(
      expect.arrayContaining(['pack-X.pack', 'pack-X.idx'])
    )
    expect(existsSync(join(seed, '.git', 'hooks'))).toBe(false)
    expect(gitFiles.length).toBeLessThanOrEqual(20)
  })

  it("makes no history where the working directory has a .git file (a worktree: the seed's would never be shown), and one beside a .git directory", async () => {
    const worktree = tempDir('worktree')
    writeFileSync(join(worktree, '.git'), 'gitdir: /elsewhere/.git/worktrees/w\n')
    const seedBesideFile = tempDir('seed-worktree')
    await writeSeed(seedBesideFile, worktree, process.env)
    expect(existsSync(join(seedBesideFile, 'README.md'))).toBe(true)
    expect(existsSync(join(seedBesideFile, '.git'))).toBe(false)

    // The view merges what a .git directory lacks (the feature branch, origin's refs): the history is made.
    const checkout = tempDir('checkout')
    mkdirSync(join(checkout, '.git'))
    const seedBesideDir = tempDir('seed-checkout')
    await writeSeed(seedBesideDir, checkout, process.env)
    expect(git(seedBesideDir, 'log', '--format=%s', 'feature', '-1')).toBe('Describe the search feature')
  })
})
