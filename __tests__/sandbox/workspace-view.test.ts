import { spawnSync } from 'node:child_process'
import { lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Canary } from '../../src/profile/canary-match.js'
import { scanChanges } from '../../src/sandbox/file-changes.js'
import { maskCredentialFile, maskGitConfig, prepareWorkspaceView, whiteOut } from '../../src/sandbox/workspace-view.js'
import { removeTempDirs, tempDir } from '../helpers/run-cli.js'

afterAll(removeTempDirs)

const CHECKOUT_CONFIG = `[core]
\trepositoryformatversion = 0
[remote "origin"]
\turl = https://user:hunter2@github.com/o/r
\tfetch = +refs/heads/*:refs/remotes/origin/*
[http "https://github.com/"]
\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==
[credential]
\thelper = store
[user]
\tname = CI
`

describe('masking the checkout', () => {
  it('drops the persisted checkout token, credential helpers and URL passwords from .git/config', () => {
    const masked = maskGitConfig(CHECKOUT_CONFIG) as string
    expect(masked).not.toMatch(/extraheader|AUTHORIZATION|hunter2|helper/)
    expect(masked).toContain('url = https://github.com/o/r')
    expect(masked).toContain('[user]\n\tname = CI')
    expect(maskGitConfig('[core]\n\tbare = false\n')).toBeNull()
  })

  it('replaces secret values of .env, .npmrc and .git-credentials with canaries, keeping harmless settings', () => {
    const canaries: Canary[] = []
    let n = 0
    const secret = (): string => `CANARY${++n}xxxxxxxxxxxx`
    const env = maskCredentialFile('.env', 'PORT=3000\nAPI_KEY="sk-live-123"\n# comment\nexport DB_PASSWORD=pw\n', './.env', secret, canaries)
    expect(env).toBe('PORT=3000\nAPI_KEY=sk-CANARY1xxxxxxxxxxxx\n# comment\nexport DB_PASSWORD=CANARY2xxxxxxxxxxxx\n')
    expect(maskCredentialFile('.npmrc', 'registry=https://r.example/\n//r.example/:_authToken=npm_abc\n', './.npmrc', secret, canaries)).toBe(
      'registry=https://r.example/\n//r.example/:_authToken=npm_CANARY3xxxxxxxxxxxx\n'
    )
    expect(maskCredentialFile('.git-credentials', 'https://bob:ghp_realtoken@github.com\n', './.git-credentials', secret, canaries)).toBe(
      'https://bob:ghp_CANARY4xxxxxxxxxxxx@github.com\n'
    )
    expect(canaries.map((c) => c.id)).toEqual(['./.env', './.env', './.npmrc', './.git-credentials'])
  })

  it('places the masks in the upper layer, never in the checkout', async () => {
    const checkout = tempDir('checkout')
    mkdirSync(join(checkout, '.git'))
    writeFileSync(join(checkout, '.git', 'config'), CHECKOUT_CONFIG)
    mkdirSync(join(checkout, 'app'))
    writeFileSync(join(checkout, 'app', '.env'), 'TOKEN=real\n')
    const canaries: Canary[] = []
    const view = await prepareWorkspaceView(checkout, tempDir('scratch'), canaries)
    expect(view.masked.sort()).toEqual(['.git/config', 'app/.env'])
    expect(readFileSync(join(view.upper, 'app', '.env'), 'utf8')).toMatch(/^TOKEN=[A-Za-z0-9]{40}\n$/)
    expect(readFileSync(join(checkout, 'app', '.env'), 'utf8')).toBe('TOKEN=real\n')
    expect(readFileSync(join(checkout, '.git', 'config'), 'utf8')).toBe(CHECKOUT_CONFIG)
    expect(canaries).toHaveLength(1)
  })
})

describe("the auditor's own places inside a workspace", () => {
  it('are a whiteout in the upper layer, reported as no change; a server deleting a file beside them still is', async () => {
    const checkout = tempDir('checkout')
    mkdirSync(join(checkout, 'mcp-behave-out'))
    writeFileSync(join(checkout, 'mcp-behave-out', 'report.json'), '{}')
    writeFileSync(join(checkout, 'notes.md'), '# notes\n')
    const view = await prepareWorkspaceView(checkout, tempDir('scratch'), [])
    expect(await whiteOut(view, 'mcp-behave-out')).toBe(true)
    expect(await whiteOut(view, 'state/nested/dir')).toBe(true)
    const made = lstatSync(join(view.upper, 'mcp-behave-out'))
    expect([made.isCharacterDevice(), made.rdev]).toEqual([true, 0])
    expect(lstatSync(join(view.upper, 'state/nested/dir')).isCharacterDevice()).toBe(true)
    // the server deleting notes.md (a whiteout of its own) is still a change
    spawnSync('mknod', [join(view.upper, 'notes.md'), 'c', '0', '0'])
    const scan = await scanChanges([{ dir: view.upper, shownAt: checkout, lower: checkout, placed: view.placed }])
    expect(scan.changes).toEqual([{ path: join(checkout, 'notes.md'), change: 'deleted', kind: 'file' }])
  })

  it('are not made outside the view, and say so when the whiteout cannot be made', async () => {
    const view = await prepareWorkspaceView(tempDir('checkout'), tempDir('scratch'), [])
    expect(await whiteOut(view, '../outside')).toBe(false)
    expect(await whiteOut(view, '')).toBe(false)
    expect(await whiteOut(view, 'out', async () => false)).toBe(false)
    expect(view.placed.has('out')).toBe(false)
  })
})
