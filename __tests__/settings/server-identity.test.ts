import { sha256Hex } from '../../src/manifest/canonical.js'
import { deriveServerIdentity, isSafeIdentity, sanitizeIdentity } from '../../src/settings/server-identity.js'

describe('deriveServerIdentity', () => {
  it('reads as the command, with a short hash of the command as given', () => {
    const command = ['node', 'targets/node/honest.mjs']
    const hash = sha256Hex(JSON.stringify(command)).slice(0, 8)
    expect(deriveServerIdentity(command, '/work/project')).toBe(`node-targets-node-honest-mjs-${hash}`)
    expect(hash).toMatch(/^[0-9a-f]{8}$/)
  })

  it('does not depend on where the working directory lives', () => {
    const relative = deriveServerIdentity(['node', 'targets/node/honest.mjs'], '/tmp/run-1')
    expect(deriveServerIdentity(['node', '/tmp/run-2/targets/node/honest.mjs'], '/tmp/run-2')).toBe(relative)
    expect(deriveServerIdentity(['node', '--config=/tmp/run-3/cfg.json', 'x.js'], '/tmp/run-3')).toBe(
      deriveServerIdentity(['node', '--config=cfg.json', 'x.js'], '/elsewhere')
    )
  })

  it('keeps absolute paths outside the working directory, and tells different commands apart', () => {
    const outside = deriveServerIdentity(['node', '/opt/servers/a.js'], '/work/project')
    expect(outside).toMatch(/^node-opt-servers-a-js-[0-9a-f]{8}$/)
    expect(deriveServerIdentity(['node', 'a.js'], '/work/project')).not.toBe(deriveServerIdentity(['node', 'b.js'], '/work/project'))
    // same words, different argv: still different identities
    expect(deriveServerIdentity(['node', 'a b.js'], '/w')).not.toBe(deriveServerIdentity(['node', 'a', 'b.js'], '/w'))
  })

  it('stays within 64 safe characters for long or exotic commands', () => {
    const long = deriveServerIdentity(['npx', '-y', '@modelcontextprotocol/server-filesystem', 'some/very/long/directory/name/that/goes/on'], '/w')
    expect(long.length).toBeLessThanOrEqual(64)
    expect(long).toMatch(/^npx-y-modelcontextprotocol-server-filesystem-some-very-[0-9a-f]{8}$/)
    const exotic = deriveServerIdentity(['/usr/bin/env', '../../ünïcode', '$(rm -rf /)'], '/w')
    expect(isSafeIdentity(exotic)).toBe(true)
    expect(deriveServerIdentity(['日本'], '/w')).toMatch(/^server-[0-9a-f]{8}$/)
  })
})

describe('sanitizeIdentity', () => {
  it('collapses unsafe characters to one dash', () => {
    expect(sanitizeIdentity('My Server / v2')).toBe('My-Server-v2')
    expect(sanitizeIdentity('acme.fetch_server-1')).toBe('acme.fetch_server-1')
  })

  it('never yields a hidden, relative or empty name', () => {
    expect(sanitizeIdentity('../../etc/passwd')).toBe('etc-passwd')
    expect(sanitizeIdentity('.hidden')).toBe('hidden')
    expect(sanitizeIdentity('--help')).toBe('help')
    expect(sanitizeIdentity('日本')).toBe(`server-${sha256Hex('日本').slice(0, 8)}`)
    expect(sanitizeIdentity('..')).toMatch(/^server-[0-9a-f]{8}$/)
  })

  it('cuts long names to 64 characters and keeps two long names apart', () => {
    const a = sanitizeIdentity('x'.repeat(100) + 'a')
    const b = sanitizeIdentity('x'.repeat(100) + 'b')
    expect(a).toHaveLength(64)
    expect(a).toMatch(/^x{55}-[0-9a-f]{8}$/)
    expect(a).not.toBe(b)
    expect(isSafeIdentity(a)).toBe(true)
  })
})
