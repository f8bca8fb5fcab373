import { constants, createPrivateKey, generateKeyPair, privateEncrypt, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { createSecureContext, type SecureContext } from 'node:tls'
import forge from 'node-forge'

// A certificate authority made fresh for one audit, so the sink can open the HTTPS a server sends. Its
// private key lives only in the run directory (0600, removed with it) and in the sandbox init's memory;
// its certificate is trusted only inside the server's view (the system bundle shown there, and
// NODE_EXTRA_CA_CERTS). It is valid for two days and can sign nothing a user's machine trusts.

export interface RunAuthority {
  caCertPem: string
  caKeyPem: string
  /** one key for every leaf: issuing a certificate per name then costs a signature, not a key */
  leafKeyPem: string
}

const DAY_MS = 24 * 60 * 60 * 1000
const CA_NAME = [
  { name: 'commonName', value: 'Local Development Root CA' },
  { name: 'organizationName', value: 'Local Development' }
]

function serial(): string {
  // Positive, 16 bytes: the high bit cleared so DER does not read it as negative.
  const bytes = randomBytes(16)
  bytes[0] = (bytes[0] as number) & 0x7f
  return bytes.toString('hex')
}

function validity(certificate: forge.pki.Certificate): void {
  certificate.validity.notBefore = new Date(Date.now() - DAY_MS)
  certificate.validity.notAfter = new Date(Date.now() + DAY_MS)
}

const generateRsa = promisify(generateKeyPair)

// On libuv's thread pool: an RSA key takes a core for a few hundred ms, which on the event loop would
// stall every other audit of a fleet (and their servers' replies) meanwhile.
async function keyPair(): Promise<{ privatePem: string; publicPem: string }> {
  const { privateKey, publicKey } = await generateRsa('rsa', { modulusLength: 2048 })
  return { privatePem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(), publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() }
}

// DER of DigestInfo { sha256, NULL } before the 32-byte digest (RFC 8017 §9.2).
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex')

/**
 * A signer for forge's certificate.sign that does the RSA operation in OpenSSL: forge's own is pure
 * JavaScript, tens of milliseconds of a core per signature on the event loop every audit shares.
 */
function opensslSigner(privatePem: string): forge.pki.rsa.PrivateKey {
  const key = createPrivateKey(privatePem)
  const sign = (md: forge.md.MessageDigest): string => {
    const digestInfo = Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')])
    return privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, digestInfo).toString('binary')
  }
  return { sign } as unknown as forge.pki.rsa.PrivateKey
}

export async function createRunAuthority(): Promise<RunAuthority> {
  const [ca, leaf] = await Promise.all([keyPair(), keyPair()])
  const certificate = forge.pki.createCertificate()
  certificate.publicKey = forge.pki.publicKeyFromPem(ca.publicPem)
  certificate.serialNumber = serial()
  validity(certificate)
  certificate.setSubject(CA_NAME)
  certificate.setIssuer(CA_NAME)
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' }
  ])
  certificate.sign(opensslSigner(ca.privatePem), forge.md.sha256.create())
  return { caCertPem: forge.pki.certificateToPem(certificate), caKeyPem: ca.privatePem, leafKeyPem: leaf.privatePem }
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/** A leaf certificate for `name` (a DNS name or an IPv4 address), signed by the run's authority. */
export function issueLeaf(authority: RunAuthority, name: string): string {
  const caCert = forge.pki.certificateFromPem(authority.caCertPem)
  const leafKey = forge.pki.privateKeyFromPem(authority.leafKeyPem)
  const certificate = forge.pki.createCertificate()
  certificate.publicKey = forge.pki.setRsaPublicKey(leafKey.n, leafKey.e)
  certificate.serialNumber = serial()
  validity(certificate)
  certificate.setSubject([{ name: 'commonName', value: name.slice(0, 64) }])
  certificate.setIssuer(caCert.subject.attributes)
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [IPV4.test(name) ? { type: 7, ip: name } : { type: 2, value: name }] }
  ])
  certificate.sign(opensslSigner(authority.caKeyPem), forge.md.sha256.create())
  return forge.pki.certificateToPem(certificate)
}

/** TLS contexts per server name, issued on first use (a flood of names is capped by the sink's callers). */
export function secureContexts(authority: RunAuthority, max = 256): (name: string) => SecureContext {
  const contexts = new Map<string, SecureContext>()
  return (name) => {
    const key = name.toLowerCase()
    let context = contexts.get(key)
    if (!context) {
      context = createSecureContext({ key: authority.leafKeyPem, cert: issueLeaf(authority, key) + authority.caCertPem })
      if (contexts.size < max) contexts.set(key, context)
    }
    return context
  }
}
