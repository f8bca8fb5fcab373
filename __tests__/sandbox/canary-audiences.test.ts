import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { CanaryIndex } from '../../src/profile/canary-index.js'
import { canaryEnvironment, plantCanaryHome } from '../../src/sandbox/canary-home.js'
import { fileAudience } from '../../src/sandbox/canary-audiences.js'

// Only the secret material of a planted config file is canary bytes, and each secret knows where it is
// meant to go; a private key file stays secret throughout.

const seeded = (seed: string): (() => Buffer) => {
  let counter = 0
  return () => createHash('sha256').update(`${seed}:${counter++}`).digest()
}

let scratch: string
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'canary-audiences-test-'))
})
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true })
})

describe('the planted files: secret spans and audiences', () => {
  it("the kubeconfig's cluster host, user and context names are no canary; its token is, meant for that cluster and kubectl", async () => {
    const home = await plantCanaryHome(resolve('sandbox_home'), join(scratch, 'home'), seeded('kube'))
    const index = new CanaryIndex(home.canaries, home.files)
    const kube = home.files.find((file) => file.id === '~/.kube/config')!
    for (const text of [
      'https://k8s.internal.example.com:6443',
      'k8s.internal.example.com',
      'user: deployer',
      'current-context: prod',
      'apiVersion: v1\nclusters:'
    ])
      expect([text, index.scan(text)]).toEqual([text, []])
    const token = /token: (\S+)/.exec(kube.value)![1]!
    const signature = token.split('.')[2]!
    expect(index.scan(`Authorization: Bearer ${token}`)).toMatchObject([
      { canary: '~/.kube/config', within: 'file', audience: { hosts: ['k8s.internal.example.com'], programs: ['kubectl', 'helm'] } }
    ])
    // the JWT's header and claims are format text: only the signature is secret material
    expect(kube.secrets).toEqual([
      { start: kube.value.indexOf(signature), end: kube.value.indexOf(signature) + signature.length, audience: expect.anything() as unknown }
    ])
  })

  it("a private key file counts whole: its header alone is still the key's canary, meant for nobody", async () => {
    const home = await plantCanaryHome(resolve('sandbox_home'), join(scratch, 'home'), seeded('key'))
    const index = new CanaryIndex(home.canaries, home.files)
    const key = home.files.find((file) => file.id === '~/.ssh/id_rsa')!
    expect(key.secrets).toBeUndefined()
    const hits = index.scan(key.value.slice(0, 40), (id) => id === '~/.ssh/id_rsa')
    expect(hits.map((hit) => [hit.canary, hit.audience])).toEqual([['~/.ssh/id_rsa', undefined]])
  })

  it('names each planted secret its audience from the file itself', () => {
    expect(fileAudience('~/.kube/config', 'clusters:\n- cluster:\n    server: https://api.cluster.example:6443\n')).toEqual({
      hosts: ['api.cluster.example'],
      programs: ['kubectl', 'helm']
    })
    expect(fileAudience('~/.netrc', 'machine github.com\n  login x\n  password y\n')?.hosts).toEqual(['github.com', 'api.github.com'])
    expect(fileAudience('~/.git-credentials', 'https://u:t@git.example.org\n')?.hosts).toEqual(['git.example.org'])
    expect(fileAudience('~/.npmrc', '//npm.pkg.example/:_authToken=x\n')).toEqual({ hosts: ['npm.pkg.example'], programs: ['npm'] })
    expect(fileAudience('~/.docker/config.json', '{"auths":{"https://index.docker.io/v1/":{"auth":"x"}}}')?.hosts).toEqual([
      'index.docker.io',
      'registry-1.docker.io',
      'auth.docker.io'
    ])
    expect(fileAudience('~/.config/gh/hosts.yml', 'github.com:\n    oauth_token: x\n')?.programs).toContain('gh')
    expect(fileAudience('~/.aws/credentials', '[default]\n')?.hosts).toEqual(['*.amazonaws.com', 'amazonaws.com'])
    expect(fileAudience('~/.env', 'SECRET_KEY=x\n')).toBeUndefined()
  })

  it('gives the canary variables of a service their audience, and the others none', () => {
    const { canaries } = canaryEnvironment(seeded('env'))
    const audienceOf = (id: string) => canaries.find((canary) => canary.id === id)?.audience
    expect(audienceOf('env:GITHUB_TOKEN')?.hosts).toEqual(['github.com', 'api.github.com'])
    expect(audienceOf('env:AWS_SECRET_ACCESS_KEY')?.programs).toEqual(['aws'])
    expect(audienceOf('env:DATABASE_URL')).toBeUndefined()
  })
})
