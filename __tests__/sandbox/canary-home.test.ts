import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { ConfigurationError } from '../../src/errors.js'
import { CanaryMatcher } from '../../src/profile/canary-match.js'
import { canaryEnvironment, plantCanaryHome } from '../../src/sandbox/canary-home.js'

const TEMPLATE = resolve('sandbox_home')

function seededRandom(seed: string): () => Buffer {
  let counter = 0
  return () => createHash('sha256').update(`${seed}:${counter++}`).digest()
}

async function walk(dir: string): Promise<{ files: string[]; dirs: string[] }> {
  const files: string[] = []
  const dirs: string[] = []
  const visit = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = join(current, entry.name)
      if (entry.isDirectory()) {
        dirs.push(relative(dir, full))
        await visit(full)
      } else files.push(relative(dir, full))
    }
  }
  await visit(dir)
  return { files: files.sort(), dirs: dirs.sort() }
}

let scratch: string
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'canary-home-test-'))
})
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true })
})

describe('plantCanaryHome with the repository template', () => {
  it('plants every template file (not the README) plus the usual runtime dirs, 0700/0600', async () => {
    const home = join(scratch, 'home')
    const planted = await plantCanaryHome(TEMPLATE, home, seededRandom('layout'))
    expect(planted.home).toBe(home)
    const { files, dirs } = await walk(home)
    expect(files).toEqual([
      '.aws/credentials',
      '.bash_history',
      '.bashrc',
      '.cache/motd.legal-displayed',
      '.config/gh/hosts.yml',
      '.docker/config.json',
      '.env',
      '.git-credentials',
      '.kube/config',
      '.netrc',
      '.npmrc',
      '.profile',
      '.ssh/id_ed25519',
      '.ssh/id_rsa',
      '.ssh/id_rsa.pub',
      'notes/todo.md'
    ])
    expect(dirs).toEqual(['.aws', '.cache', '.config', '.config/gh', '.docker', '.kube', '.local', '.local/share', '.local/state', '.ssh', 'notes'])
    expect((await stat(home)).mode & 0o777).toBe(0o700)
    for (const dir of dirs) expect([dir, (await stat(join(home, dir))).mode & 0o777]).toEqual([dir, 0o700])
    for (const file of files) expect([file, (await stat(join(home, file))).mode & 0o777]).toEqual([file, 0o600])
  })

  it('looks lived in: a shell history, and times spread over months with no two files written in the same second', async () => {
    const home = join(scratch, 'home')
    await plantCanaryHome(TEMPLATE, home, seededRandom('lived-in'))
    expect(await readFile(join(home, '.bash_history'), 'utf8')).toContain('git status\n')
    const { files, dirs } = await walk(home)
    const seconds = await Promise.all(files.map(async (file) => Math.floor((await stat(join(home, file))).mtimeMs / 1000)))
    expect(new Set(seconds).size).toBeGreaterThan(files.length - 2)
    const days = seconds.map((second) => (Date.now() / 1000 - second) / 86_400)
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(30)
    expect(Math.min(...days)).toBeGreaterThanOrEqual(0)
    // a directory is as new as the newest entry in it
    const sshNewest = Math.max(
      ...(await Promise.all(['id_ed25519', 'id_rsa', 'id_rsa.pub'].map(async (name) => (await stat(join(home, '.ssh', name))).mtimeMs)))
    )
    expect((await stat(join(home, '.ssh'))).mtimeMs).toBe(sshNewest)
    expect(dirs).toContain('.cache')
  })

  it('fills each file in its real format, leaving no placeholder', async () => {
    const home = join(scratch, 'home')
    await plantCanaryHome(TEMPLATE, home, seededRandom('format'))
    const read = (file: string): Promise<string> => readFile(join(home, file), 'utf8')

    expect(await read('.ssh/id_rsa')).toMatch(
      /^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE[A-Za-z0-9+/]{51}\n(?:[A-Za-z0-9+/]{70}\n){36}[A-Za-z0-9+/]{22}\n-----END OPENSSH PRIVATE KEY-----\n$/
    )
    expect(await read('.ssh/id_ed25519')).toMatch(
      /^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE[A-Za-z0-9+/]{51}\n(?:[A-Za-z0-9+/]{70}\n){3}[A-Za-z0-9+/]{24}\n-----END OPENSSH PRIVATE KEY-----\n$/
    )
    expect(await read('.ssh/id_rsa.pub')).toMatch(/^ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ[A-Za-z0-9+/]{514} dev@workstation\n$/)
    expect(await read('.aws/credentials')).toMatch(
      /^\[default\]\naws_access_key_id = AKIA[A-Z0-9]{16}\naws_secret_access_key = [A-Za-z0-9+/]{40}\nregion = us-east-1\n$/
    )
    expect(await read('.env')).toMatch(
      /^SECRET_KEY=[A-Za-z0-9]{48}\nDATABASE_URL=postgres:\/\/app:[A-Za-z0-9]{24}@db\.internal:5432\/app\nOPENAI_API_KEY=sk-proj-[A-Za-z0-9_-]{48}\nSTRIPE_SECRET_KEY=sk_live_[A-Za-z0-9]{48}\n$/
    )
    expect(await read('.netrc')).toMatch(/^machine github\.com\n {2}login mcp-dev\n {2}password ghp_[A-Za-z0-9]{36}\n$/)
    expect(await read('.npmrc')).toMatch(/^\/\/registry\.npmjs\.org\/:_authToken=npm_[A-Za-z0-9]{36}\n$/)
    expect(await read('.git-credentials')).toMatch(/^https:\/\/mcp-dev:ghp_[A-Za-z0-9]{36}@github\.com\n$/)

    const hosts = await read('.config/gh/hosts.yml')
    const oauth = [...hosts.matchAll(/oauth_token: (gho_[A-Za-z0-9]{36})\n/g)].map((match) => match[1])
    expect(oauth).toHaveLength(2)
    expect(oauth[0]).toBe(oauth[1])

    const docker = JSON.parse(await read('.docker/config.json')) as { auths: Record<string, { auth: string }> }
    expect(Object.keys(docker.auths)).toEqual(['https://index.docker.io/v1/'])
    expect(Buffer.from(docker.auths['https://index.docker.io/v1/']!.auth, 'base64').toString()).toMatch(/^[a-z0-9]{10}:[A-Za-z0-9]{32}$/)

    const token = /\n {4}token: (\S+)\n$/.exec(await read('.kube/config'))?.[1] ?? ''
    const [header, claims, signature] = token.split('.')
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'RS256', kid: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({ sub: 'system:serviceaccount:default:deployer' })
    expect(signature).toMatch(/^[A-Za-z0-9_-]{342}$/)

    for (const file of (await walk(home)).files) expect([file, await read(file)]).not.toEqual([file, expect.stringContaining('{{')])
  })

  it('returns one canary per secret, named by home path, each found in its own file only', async () => {
    const home = join(scratch, 'home')
    const { canaries } = await plantCanaryHome(TEMPLATE, home, seededRandom('ids'))
    expect(canaries.map((canary) => canary.id)).toEqual([
      '~/.aws/credentials',
      '~/.aws/credentials',
      '~/.config/gh/hosts.yml',
      '~/.docker/config.json',
      '~/.docker/config.json',
      '~/.env',
      '~/.env',
      '~/.env',
      '~/.env',
      '~/.git-credentials',
      '~/.kube/config',
      '~/.netrc',
      '~/.npmrc',
      '~/.ssh/id_ed25519',
      '~/.ssh/id_rsa'
    ])
    expect(new Set(canaries.map((canary) => canary.value)).size).toBe(canaries.length)
    for (const canary of canaries) expect(canary.value.length).toBeGreaterThanOrEqual(20)

    const matcher = new CanaryMatcher(canaries)
    for (const file of (await walk(home)).files) {
      const expected = canaries.some((canary) => canary.id === `~/${file}`) ? [{ canary: `~/${file}`, encoding: 'raw' }] : []
      expect([file, matcher.scan(await readFile(join(home, file)))]).toMatchObject([file, expected])
    }
  })

  it('puts the key canary in every body line and right after the BEGIN line, never in the header', async () => {
    const home = join(scratch, 'home')
    const { canaries } = await plantCanaryHome(TEMPLATE, home, seededRandom('ssh'))
    const matcher = new CanaryMatcher(canaries)
    const key = await readFile(join(home, '.ssh/id_rsa'), 'latin1')
    const idRsa = [{ canary: '~/.ssh/id_rsa', encoding: 'raw' }]

    expect(matcher.scan(key.slice(0, 32))).toMatchObject([])
    expect(matcher.scan(key.slice(0, 36 + 19))).toMatchObject([])
    const headerEnd = key.indexOf('\n') + 1
    for (let start = headerEnd; start + 32 <= key.length - 34; start += 7)
      expect([start, matcher.scan(key.slice(start, start + 32))]).toMatchObject([start, idRsa])
    const bodyLines = key.split('\n').slice(1, -2)
    expect(bodyLines).toHaveLength(38)
    for (const line of bodyLines) expect(matcher.scan(line)).toMatchObject(idRsa)
    expect(matcher.scan(Buffer.from(key).toString('base64'))).toMatchObject([{ canary: '~/.ssh/id_rsa', encoding: 'base64' }])
  })

  it('starts ~/.env with a secret, so the hex of its first 31 bytes (one DNS label) carries it', async () => {
    const home = join(scratch, 'home')
    const { canaries } = await plantCanaryHome(TEMPLATE, home, seededRandom('env'))
    const firstBytes = (await readFile(join(home, '.env'))).subarray(0, 31).toString('hex')
    expect(new CanaryMatcher(canaries).scan(`${firstBytes}.x.example.com`)).toMatchObject([{ canary: '~/.env', encoding: 'hex' }])
  })

  it('plants different secrets on every run with the default random source', async () => {
    const first = await plantCanaryHome(TEMPLATE, join(scratch, 'a'))
    const second = await plantCanaryHome(TEMPLATE, join(scratch, 'b'))
    const firstValues = new Set(first.canaries.map((canary) => canary.value))
    expect(second.canaries.filter((canary) => firstValues.has(canary.value))).toEqual([])
    expect(new CanaryMatcher(first.canaries).scan(await readFile(join(scratch, 'b/.aws/credentials')))).toMatchObject([])
  })
})

describe('plantCanaryHome with custom templates', () => {
  it('gives a placeholder used twice in one file one value, and other files their own', async () => {
    const template = join(scratch, 'template')
    await mkdir(template)
    await writeFile(join(template, 'a'), 'x={{NPM_TOKEN}}\ny={{NPM_TOKEN}}\n')
    await writeFile(join(template, 'b'), '{{NPM_TOKEN}}')
    await writeFile(join(template, 'README.md'), 'about the {{PLACEHOLDERS}}')
    const { canaries } = await plantCanaryHome(template, join(scratch, 'home'), seededRandom('twice'))
    expect(canaries.map((canary) => canary.id)).toEqual(['~/a', '~/b'])
    const a = await readFile(join(scratch, 'home/a'), 'utf8')
    expect(a).toBe(`x=${canaries[0]!.value}\ny=${canaries[0]!.value}\n`)
    expect(await readFile(join(scratch, 'home/b'), 'utf8')).toBe(canaries[1]!.value)
    expect(canaries[0]!.value).not.toBe(canaries[1]!.value)
    await expect(stat(join(scratch, 'home/README.md'))).rejects.toThrow(/ENOENT/)
  })

  it('rejects an unknown placeholder, a symlink, a missing template', async () => {
    const template = join(scratch, 'template')
    await mkdir(template)
    await writeFile(join(template, 'a'), 'token={{GITHUB_PATT}}')
    const unknown = plantCanaryHome(template, join(scratch, 'h1'))
    await expect(unknown).rejects.toBeInstanceOf(ConfigurationError)
    await expect(unknown).rejects.toThrow(/^unknown placeholder \{\{GITHUB_PATT\}\} in canary home template file ~\/a; known: /)
    await rm(join(template, 'a'))
    await symlink('/etc/hostname', join(template, 'link'))
    await expect(plantCanaryHome(template, join(scratch, 'h2'))).rejects.toBeInstanceOf(ConfigurationError)
    await expect(plantCanaryHome(join(scratch, 'missing'), join(scratch, 'h3'))).rejects.toThrow(/canary home template not found/)
  })

  it('plants into an existing empty directory but never into one that holds something', async () => {
    const template = join(scratch, 'template')
    await mkdir(template)
    await writeFile(join(template, '.npmrc'), '//registry.npmjs.org/:_authToken={{NPM_TOKEN}}\n')
    const empty = join(scratch, 'empty')
    await mkdir(empty)
    await expect(plantCanaryHome(template, empty)).resolves.toMatchObject({ home: empty })

    const occupied = join(scratch, 'occupied')
    await mkdir(occupied)
    await writeFile(join(occupied, '.npmrc'), 'real\n')
    await expect(plantCanaryHome(template, occupied)).rejects.toThrow(/must be a new, empty directory/)
    expect(await readFile(join(occupied, '.npmrc'), 'utf8')).toBe('real\n')
  })
})

describe('canaryEnvironment', () => {
  it('plants credential-looking variables whose canary is the random part of each', () => {
    const { env, canaries } = canaryEnvironment(seededRandom('env-vars'))
    expect(Object.keys(env)).toEqual(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'GITHUB_TOKEN', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'DATABASE_URL'])
    expect(env).toEqual({
      AWS_ACCESS_KEY_ID: expect.stringMatching(/^AKIA[A-Z0-9]{16}$/),
      AWS_SECRET_ACCESS_KEY: expect.stringMatching(/^[A-Za-z0-9+/]{40}$/),
      GITHUB_TOKEN: expect.stringMatching(/^ghs_[A-Za-z0-9]{36}$/),
      OPENAI_API_KEY: expect.stringMatching(/^sk-proj-[A-Za-z0-9_-]{48}$/),
      ANTHROPIC_API_KEY: expect.stringMatching(/^sk-ant-api03-[A-Za-z0-9_-]{93}AA$/),
      DATABASE_URL: expect.stringMatching(/^postgres:\/\/app:[A-Za-z0-9]{24}@db\.internal:5432\/app$/)
    })
    expect(canaries.map((canary) => canary.id)).toEqual(Object.keys(env).map((name) => `env:${name}`))
    expect(canaries.find((canary) => canary.id === 'env:DATABASE_URL')?.value).toBe(/:([A-Za-z0-9]{24})@/.exec(env.DATABASE_URL!)?.[1])
    expect(canaries.find((canary) => canary.id === 'env:OPENAI_API_KEY')?.value).toBe(env.OPENAI_API_KEY!.slice('sk-proj-'.length))
    for (const canary of canaries) expect(canary.value.length).toBeGreaterThanOrEqual(20)

    const matcher = new CanaryMatcher(canaries)
    for (const [name, value] of Object.entries(env)) expect(matcher.scan(`${name}=${value}`)).toMatchObject([{ canary: `env:${name}`, encoding: 'raw' }])
  })

  it('differs on every call with the default random source', () => {
    const first = canaryEnvironment()
    const second = canaryEnvironment()
    for (const [name, value] of Object.entries(first.env)) expect([name, second.env[name]]).not.toEqual([name, value])
  })
})
