import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigurationError } from '../../src/errors.js'
import { loadPolicy, parsePolicy } from '../../src/settings/policy.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'policy-test-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function load(name: string, text: string): Promise<unknown> {
  const path = join(dir, name)
  await writeFile(path, text)
  return loadPolicy(path)
}

describe('loadPolicy', () => {
  it('reads the documented YAML shape', async () => {
    const yaml = [
      'version: 1',
      'network:',
      '  allow:',
      '    - { host: "api.github.com", ports: [443] }',
      '    - { cidr: "192.0.2.0/24", ports: [80, 443] }',
      'files: { read: ["./data/**", "~/.config/myserver/**"], write: ["/tmp/**", "./out/**"] }',
      'executables: ["git", "/usr/bin/git"]',
      'tools:',
      '  fetch: { network: { allow: [ { host: "*" } ] } }'
    ].join('\n')
    await expect(load('policy.yml', yaml)).resolves.toEqual({
      version: 1,
      network: {
        allow: [
          { host: 'api.github.com', ports: [443] },
          { cidr: '192.0.2.0/24', ports: [80, 443] }
        ]
      },
      files: { read: ['./data/**', '~/.config/myserver/**'], write: ['/tmp/**', './out/**'] },
      executables: ['git', '/usr/bin/git'],
      tools: { fetch: { network: { allow: [{ host: '*' }] } } }
    })
  })

  it('reads JSON', async () => {
    await expect(load('policy.json', '{"version":1,"executables":["git"]}')).resolves.toEqual({ version: 1, executables: ['git'] })
  })

  it.each([
    [
      'policy.yml',
      'version: 1\nnetwork:\n  allow:\n    - { host: "a.example", ports: [443, 70000] }\n',
      'policy.yml: network.allow[0].ports[1]: expected an integer from 1 to 65535'
    ],
    [
      'policy.yml',
      'version: 1\nnetwork:\n  allow:\n    - { host: "a.example", ports: ["https"] }\n',
      'policy.yml: network.allow[0].ports[0]: expected an integer from 1 to 65535'
    ],
    ['policy.yml', 'version: 1\nnetwork:\n  alow: []\n', 'policy.yml: network.alow: unknown field'],
    [
      'policy.yml',
      'version: 1\nfiles: { read: ["./a"] }\ntools:\n  fetch: { files: { writes: ["/tmp/**"] } }\n',
      'policy.yml: tools.fetch.files.writes: unknown field'
    ],
    ['policy.yml', 'version: 2\n', 'policy.yml: version: expected 1'],
    ['policy.yml', 'network: { allow: [] }\n', 'policy.yml: version: expected 1'],
    [
      'policy.yml',
      'version: 1\nnetwork:\n  allow:\n    - { cidr: "192.0.2.0/33" }\n',
      'policy.yml: network.allow[0].cidr: expected a CIDR such as 192.0.2.0/24 or 2001:db8::/32'
    ],
    [
      'policy.yml',
      'version: 1\nnetwork:\n  allow:\n    - { host: "a.example", cidr: "192.0.2.0/24" }\n',
      'policy.yml: network.allow[0]: expected exactly one of "host" or "cidr"'
    ],
    [
      'policy.yml',
      'version: 1\nnetwork:\n  allow:\n    - { host: "http://a.example/" }\n',
      'policy.yml: network.allow[0].host: expected a host name, "*.example.com", "*" or an IP address'
    ],
    ['policy.yaml', '- just\n- a list\n', 'policy.yaml: expected an object']
  ])('%s %j → one line naming the field', async (name, text, message) => {
    const error = await load(name, text).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect((error as Error).message).toBe(message)
  })

  it('names a file that does not parse (the parser reason varies by Node version)', async () => {
    await expect(load('broken.json', '{"version":1,')).rejects.toThrow(/^broken\.json: not valid JSON: \S/)
    await expect(load('broken.yml', 'version: [1\n')).rejects.toThrow(/^broken\.yml: not valid YAML: \S/)
  })

  it('names a missing file', async () => {
    await expect(loadPolicy(join(dir, 'absent.yml'))).rejects.toThrow(new ConfigurationError('absent.yml: cannot read the policy file (ENOENT)'))
  })

  it('validates an already-parsed object the same way', () => {
    expect(() => parsePolicy({ version: 1, executables: [''] }, 'inline')).toThrow('inline: executables[0]: expected a non-empty executable')
  })
})
