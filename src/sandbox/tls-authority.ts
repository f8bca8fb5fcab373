import 'reflect-metadata'
import { createPrivateKey, createPublicKey, webcrypto } from 'node:crypto'
import { isIPv4 } from 'node:net'
import { createSecureContext, type SecureContext } from 'node:tls'
import {
  AuthorityKeyIdentifierExtension,
  BasicConstraintsExtension,
  ExtendedKeyUsage,
  ExtendedKeyUsageExtension,
  KeyUsageFlags,
  KeyUsagesExtension,
  Name,
  SubjectAlternativeNameExtension,
  SubjectKeyIdentifierExtension,
  X509Certificate,
  X509CertificateGenerator
} from '@peculiar/x509'

// A certificate authority made fresh for one audit, so the sink can open the HTTPS a server sends. Its
// private key lives only in the run directory (0600, removed with it) and in the sandbox init's memory;
// its certificate is trusted only inside the server's view (the system bundle shown there, and
// NODE_EXTRA_CA_CERTS). It is valid for two days, may sign only end-entity certificates (CA, path length
// 0; keyCertSign and cRLSign), and can sign nothing a user's machine trusts. Keys are ECDSA P-256: a pair
// costs about a millisecond, where an RSA-2048 one cost a core for a few hundred, every audit.

export interface RunAuthority {
  caCertPem: string
  /** PKCS#8 */
  caKeyPem: string
  /** one key for every leaf: issuing a certificate per name then costs a signature, not a key (PKCS#8) */
  leafKeyPem: string
}

const { subtle } = webcrypto
const DAY_MS = 24 * 60 * 60 * 1000
const EC_KEY = { name: 'ECDSA', namedCurve: 'P-256' }
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' }
const CA_NAME = new Name([{ CN: ['Local Development Root CA'] }, { O: ['Local Development'] }])

// Serial numbers are left to the generator: 16 random bytes, encoded as a positive INTEGER.
function validity(): { notBefore: Date; notAfter: Date } {
  const now = Date.now()
  return { notBefore: new Date(now - DAY_MS), notAfter: new Date(now + DAY_MS) }
}

async function privatePem(key: webcrypto.CryptoKey): Promise<string> {
  const der = Buffer.from(await subtle.exportKey('pkcs8', key))
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).export({ format: 'pem', type: 'pkcs8' }).toString()
}

async function keyPair(): Promise<webcrypto.CryptoKeyPair> {
  return subtle.generateKey(EC_KEY, true, ['sign', 'verify'])
}

export async function createRunAuthority(): Promise<RunAuthority> {
  const [ca, leaf] = await Promise.all([keyPair(), keyPair()])
  const certificate = await X509CertificateGenerator.createSelfSigned(
    {
      name: CA_NAME,
      ...validity(),
      signingAlgorithm: SIGNING,
      keys: ca,
      extensions: [
        new BasicConstraintsExtension(true, 0, true),
        new KeyUsagesExtension(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign, true),
        await SubjectKeyIdentifierExtension.create(ca.publicKey, false, webcrypto)
      ]
    },
    webcrypto
  )
  const [caKeyPem, leafKeyPem] = await Promise.all([privatePem(ca.privateKey), privatePem(leaf.privateKey)])
  return { caCertPem: `${certificate.toString('pem')}\n`, caKeyPem, leafKeyPem }
}

/** What issuing needs from an authority, parsed once. */
export interface LeafIssuer {
  caName: Name
  caKey: webcrypto.CryptoKey
  /** the authority key identifier every leaf carries (the CA's subject key identifier) */
  caKeyId: AuthorityKeyIdentifierExtension
  leafPublicKey: webcrypto.CryptoKey
}

export async function leafIssuer(authority: RunAuthority): Promise<LeafIssuer> {
  const caCertificate = new X509Certificate(authority.caCertPem)
  const [caKey, leafPublicKey, caKeyId] = await Promise.all([
    subtle.importKey('pkcs8', createPrivateKey(authority.caKeyPem).export({ type: 'pkcs8', format: 'der' }), EC_KEY, false, ['sign']),
    subtle.importKey('spki', createPublicKey(authority.leafKeyPem).export({ type: 'spki', format: 'der' }), EC_KEY, true, ['verify']),
    AuthorityKeyIdentifierExtension.create(caCertificate, false, webcrypto)
  ])
  return { caName: caCertificate.subjectName, caKey, caKeyId, leafPublicKey }
}

/** A leaf certificate (PEM) for `name` (a DNS name or an IPv4 address), signed by the run's authority. */
export async function issueLeaf(issuer: LeafIssuer, name: string): Promise<string> {
  const certificate = await X509CertificateGenerator.create(
    {
      // Built from parts, never parsed from a string: the name comes from the server's ClientHello.
      subject: new Name([{ CN: [name.slice(0, 64)] }]),
      issuer: issuer.caName,
      ...validity(),
      signingAlgorithm: SIGNING,
      publicKey: issuer.leafPublicKey,
      signingKey: issuer.caKey,
      extensions: [
        new BasicConstraintsExtension(false),
        new KeyUsagesExtension(KeyUsageFlags.digitalSignature, true),
        new ExtendedKeyUsageExtension([ExtendedKeyUsage.serverAuth]),
        new SubjectAlternativeNameExtension([{ type: isIPv4(name) ? 'ip' : 'dns', value: name }]),
        issuer.caKeyId
      ]
    },
    webcrypto
  )
  return `${certificate.toString('pem')}\n`
}

/**
 * TLS contexts per server name, issued on first use and kept (a flood of names is capped by the sink's
 * callers; past `max` names a context is issued per connection). Concurrent connections for one name
 * share one issuance.
 */
export function secureContexts(authority: RunAuthority, max = 256): (name: string) => Promise<SecureContext> {
  let issuer: Promise<LeafIssuer> | undefined
  const contexts = new Map<string, Promise<SecureContext>>()
  return (name) => {
    const key = name.toLowerCase()
    let context = contexts.get(key)
    if (!context) {
      issuer ??= leafIssuer(authority)
      context = issuer.then(async (parsed) => createSecureContext({ key: authority.leafKeyPem, cert: (await issueLeaf(parsed, key)) + authority.caCertPem }))
      if (contexts.size < max) {
        contexts.set(key, context)
        // A name whose certificate could not be made is tried afresh next time.
        context.catch(() => contexts.delete(key))
      }
    }
    return context
  }
}
