import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Canary } from '../../src/profile/canary-match.js'
import { maskCredentialFile, maskGitConfig, prepareWorkspaceView } from '../../src/sandbox/workspace-view.js'
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
