import { createPrivateKey, X509Certificate } from 'node:crypto'
import { handshake } from '../helpers/tls-handshake.js'
import { createRunAuthority, issueLeaf, leafIssuer, makeRunAuthority, type RunAuthority } from '../../src/sandbox/tls-authority.js'
import { sinkContexts } from '../../src/sandbox/leaf-service.js'

const DAY_MS = 24 * 60 * 60 * 1000

function extendedKeyUsage(certificate: X509Certificate): string {
  return certificate.toLegacyObject().ext_key_usage?.join(',') ?? ''
}

function expectP256(pem: string): void {
  const key = createPrivateKey(pem)
  expect(key.asymmetricKeyType).toBe('ec')
  expect(key.asymmetricKeyDetails?.namedCurve).toBe('prime256v1')
}

describe('the run authority', () => {
  let authority: RunAuthority
  let ca: X509Certificate
  beforeAll(async () => {
    authority = await createRunAuthority()
    ca = new X509Certificate(authority.caCertPem)
  })

  it('is a self-signed CA limited to signing end-entity certificates, ECDSA P-256 over SHA-256, valid for two days around now', () => {
    expect(ca.ca).toBe(true)
    expect(ca.checkIssued(ca)).toBe(true)
    expect(ca.verify(ca.publicKey)).toBe(true)
    expect(ca.publicKey.asymmetricKeyType).toBe('ec')
    expect(ca.publicKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1')
    expect(ca.toLegacyObject()).toMatchObject({ asn1Curve: 'prime256v1' })
    expect(ca.subject).toContain('CN=Local Development Root CA')
    const notBefore = Date.parse(ca.validFrom)
    const notAfter = Date.parse(ca.validTo)
    expect(notAfter - notBefore).toBeGreaterThanOrEqual(2 * DAY_MS - 2000)
    expect(notAfter - notBefore).toBeLessThanOrEqual(2 * DAY_MS + 2000)
    expect(notBefore).toBeLessThan(Date.now())
    expect(notAfter).toBeGreaterThan(Date.now())
    expectP256(authority.caKeyPem)
    expectP256(authority.leafKeyPem)
  })

  it('has basicConstraints CA with path length 0 and keyUsage keyCertSign + cRLSign, both critical', () => {
    // node:crypto does not expose these; the DER does. Both extensions are small and fixed-form:
    // basicConstraints { cA TRUE, pathLen 0 } critical, keyUsage { keyCertSign, cRLSign } critical.
    const der = ca.raw.toString('hex')
    expect(der).toContain('0603551d130101ff04083006' + '0101ff020100')
    expect(der).toContain('0603551d0f0101ff040403020106')
  })

  it('is fresh for every run: another key, another certificate', async () => {
    const other = await createRunAuthority()
    expect(other.caKeyPem).not.toBe(authority.caKeyPem)
    expect(other.leafKeyPem).not.toBe(authority.leafKeyPem)
    expect(new X509Certificate(other.caCertPem).serialNumber).not.toBe(ca.serialNumber)
  })

  it('issues a leaf for a DNS name that chains to the CA, names it in the SAN, serves only as a TLS server, and carries the leaf key', async () => {
    const issuer = await leafIssuer(authority)
    const leaf = new X509Certificate(await issueLeaf(issuer, 'api.exfil.example'))
    expect(leaf.ca).toBe(false)
    expect(leaf.checkIssued(ca)).toBe(true)
    expect(leaf.verify(ca.publicKey)).toBe(true)
    expect(leaf.verify(new X509Certificate((await createRunAuthority()).caCertPem).publicKey)).toBe(false)
    expect(leaf.subjectAltName).toBe('DNS:api.exfil.example')
    expect(leaf.checkHost('api.exfil.example')).toBe('api.exfil.example')
    expect(leaf.checkHost('other.example')).toBeUndefined()
    expect(leaf.checkPrivateKey(createPrivateKey(authority.leafKeyPem))).toBe(true)
    expect(extendedKeyUsage(leaf)).toBe('1.3.6.1.5.5.7.3.1') // serverAuth
    expect(leaf.issuer).toBe(ca.subject)
    expect(Date.parse(leaf.validTo) - Date.parse(leaf.validFrom)).toBeLessThanOrEqual(2 * DAY_MS + 2000)
  })

  it('issues from the keys in hand (makeRunAuthority) the same leaf as from the authority parsed back', async () => {
    const made = await makeRunAuthority()
    const fromKeys = new X509Certificate(await issueLeaf(made.issuer, 'api.example'))
    const parsed = new X509Certificate(await issueLeaf(await leafIssuer(made.authority), 'api.example'))
    const ca = new X509Certificate(made.authority.caCertPem)
    expect(fromKeys.verify(ca.publicKey)).toBe(true)
    expect(fromKeys.issuer).toBe(parsed.issuer)
    expect(fromKeys.publicKey.export({ type: 'spki', format: 'der' })).toEqual(parsed.publicKey.export({ type: 'spki', format: 'der' }))
    expect(fromKeys.toLegacyObject().ext_key_usage).toEqual(parsed.toLegacyObject().ext_key_usage)
    // OpenSSL's issued-by check compares the leaf's authority key identifier with the CA's subject key identifier
    expect(fromKeys.checkIssued(ca)).toBe(true)
    expect(parsed.checkIssued(ca)).toBe(true)
  })

  it('gives every certificate a positive, random serial', async () => {
    const issuer = await leafIssuer(authority)
    const serials = await Promise.all(
      ['a.example', 'a.example', 'b.example'].map(async (name) => new X509Certificate(await issueLeaf(issuer, name)).serialNumber)
    )
    expect(new Set(serials).size).toBe(3)
    for (const serial of [...serials, ca.serialNumber]) {
      // 16 random bytes (a leading zero byte drops two digits); OpenSSL prints a negative INTEGER with a '-'.
      expect(serial).toMatch(/^[0-9A-F]{28,34}$/)
    }
  })

  it('issues a leaf for an IPv4 address as an IP SAN, and keeps a name from the ClientHello out of the subject structure', async () => {
    const issuer = await leafIssuer(authority)
    const leaf = new X509Certificate(await issueLeaf(issuer, '198.51.100.7'))
    expect(leaf.subjectAltName).toBe('IP Address:198.51.100.7')
    expect(leaf.checkIP('198.51.100.7')).toBe('198.51.100.7')
    // A hostile name with DN syntax is one CN value, not extra attributes.
    const hostile = new X509Certificate(await issueLeaf(issuer, 'x.example,O=Trusted Corp'))
    expect(hostile.subject).not.toMatch(/^O=/m)
  })

  it('gives a TLS client that trusts the authority a handshake it accepts: by name (SNI) and by address (no SNI)', async () => {
    const contexts = sinkContexts(authority, null)
    const byName = await handshake(await contexts('Up.Example'), authority.caCertPem, { servername: 'up.example' })
    expect(byName.subjectAltName).toBe('DNS:up.example')
    const byAddress = await handshake(await contexts('127.0.0.1'), authority.caCertPem)
    expect(byAddress.subjectAltName).toBe('IP Address:127.0.0.1')
    // A client with only the system trust store refuses it.
    await expect(handshake(await contexts('up.example'), undefined, { servername: 'up.example' })).rejects.toThrow(
      /self.signed certificate in certificate chain/
    )
  })

  it('makes each name once: repeated and concurrent requests for a name share one context', async () => {
    const contexts = sinkContexts(authority, null)
    const [first, second] = await Promise.all([contexts('same.example'), contexts('SAME.example')])
    expect(second).toBe(first)
    expect(await contexts('same.example')).toBe(first)
    expect(await contexts('other.example')).not.toBe(first)
  })
})
