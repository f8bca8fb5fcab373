import { createHash, createPrivateKey, createPublicKey, generateKeyPair, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto'
import { isIPv4 } from 'node:net'
import { promisify } from 'node:util'
import { AsnConvert, OctetString } from '@peculiar/asn1-schema'
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  AuthorityKeyIdentifier,
  BasicConstraints,
  Certificate,
  ExtendedKeyUsage,
  Extension,
  Extensions,
  GeneralName,
  KeyIdentifier,
  KeyUsage,
  KeyUsageFlags,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectKeyIdentifier,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
  id_ce_authorityKeyIdentifier,
  id_ce_basicConstraints,
  id_ce_extKeyUsage,
  id_ce_keyUsage,
  id_ce_subjectAltName,
  id_ce_subjectKeyIdentifier,
  id_kp_serverAuth
} from '@peculiar/asn1-x509'

// A certificate authority made fresh for one audit, so the sink can open the HTTPS a server sends. Its
// private key lives only in the run directory (0600, removed with it), in the sandbox init's memory and
// in that of the auditor's thread that made it;
// its certificate is trusted only inside the server's view (the system bundle shown there, and
// NODE_EXTRA_CA_CERTS). It is valid for two days, may sign only end-entity certificates (CA, path length
// 0; keyCertSign and cRLSign), and can sign nothing a user's machine trusts. Keys are ECDSA P-256: a pair
// costs about a millisecond, where an RSA-2048 one cost a core for a few hundred, every audit.
//
// Certificates are built from the RFC 5280 structures (@peculiar/asn1-x509) and signed with node:crypto,
// a leaf per name, on the thread that made the authority (leaf-service.ts), or in the sink when that
// thread does not answer; the higher-level X.509 library cost ~100 ms to load and ~7 ms per leaf.

export interface RunAuthority {
  caCertPem: string
  /** PKCS#8 */
  caKeyPem: string
  /** one key for every leaf: issuing a certificate per name then costs a signature, not a key (PKCS#8) */
  leafKeyPem: string
}

const DAY_MS = 24 * 60 * 60 * 1000
const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2'
const COMMON_NAME = '2.5.4.3'
const ORGANIZATION = '2.5.4.10'
const CA_NAME: Array<[string, string]> = [
  [COMMON_NAME, 'Local Development Root CA'],
  [ORGANIZATION, 'Local Development']
]

/** A name of one attribute per RDN, each value a UTF8String: built from parts, never parsed from a string. */
function nameOf(attributes: Array<[string, string]>): Name {
  return new Name(
    attributes.map(([type, value]) => new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value: new AttributeValue({ utf8String: value }) })]))
  )
}

function extension(extnID: string, critical: boolean, value: object): Extension {
  return new Extension({ extnID, critical, extnValue: new OctetString(AsnConvert.serialize(value)) })
}

/** 16 random bytes, a positive INTEGER of minimal encoding (its first byte in 0x40-0x7f). */
function serialNumber(): ArrayBuffer {
  const bytes = randomBytes(16)
  bytes[0] = ((bytes[0] ?? 0) & 0x3f) | 0x40
  return new Uint8Array(bytes).buffer
}

function publicKeyInfo(key: KeyObject): SubjectPublicKeyInfo {
  return AsnConvert.parse(key.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo)
}

/** The key identifier RFC 5280 4.2.1.2 (1) describes: SHA-1 of the subjectPublicKey bits. */
function keyIdentifier(info: SubjectPublicKeyInfo): KeyIdentifier {
  return new KeyIdentifier(createHash('sha1').update(new Uint8Array(info.subjectPublicKey)).digest())
}

/** A certificate valid from a day ago to a day ahead, signed ECDSA with SHA-256 by `signingKey`; PEM. */
function certificatePem(subject: Name, issuer: Name, subjectKey: SubjectPublicKeyInfo, extensions: Extension[], signingKey: KeyObject): string {
  const now = Date.now()
  const algorithm = new AlgorithmIdentifier({ algorithm: ECDSA_WITH_SHA256 })
  const tbsCertificate = new TBSCertificate({
    version: Version.v3,
    serialNumber: serialNumber(),
    signature: algorithm,
    issuer,
    validity: new Validity({ notBefore: new Date(now - DAY_MS), notAfter: new Date(now + DAY_MS) }),
    subject,
    subjectPublicKeyInfo: subjectKey,
    extensions: new Extensions(extensions)
  })
  // ECDSA's signature in X.509 is the DER Ecdsa-Sig-Value, which is node:crypto's default encoding.
  const signature = sign('sha256', Buffer.from(AsnConvert.serialize(tbsCertificate)), signingKey)
  const certificate = new Certificate({ tbsCertificate, signatureAlgorithm: algorithm, signatureValue: new Uint8Array(signature).buffer })
  // node:crypto reads the DER back (so a certificate it could not read never leaves here) and writes the PEM.
  return new X509Certificate(Buffer.from(AsnConvert.serialize(certificate))).toString()
}

const ecKeyPair = promisify(generateKeyPair)

async function keyPair(): Promise<{ publicKey: KeyObject; privateKey: KeyObject }> {
  return ecKeyPair('ec', { namedCurve: 'prime256v1' })
}

export async function createRunAuthority(): Promise<RunAuthority> {
  return (await makeRunAuthority()).authority
}

/**
 * A fresh authority, and its issuer made from the keys in hand rather than parsed back from the PEM: the
 * thread that made the authority (authority-worker.ts) issues the sink's leaves with its X.509 code warm.
 */
export async function makeRunAuthority(): Promise<{ authority: RunAuthority; issuer: LeafIssuer }> {
  const [ca, leaf] = await Promise.all([keyPair(), keyPair()])
  const caKey = publicKeyInfo(ca.publicKey)
  const caName = nameOf(CA_NAME)
  const caCertPem = certificatePem(
    caName,
    caName,
    caKey,
    [
      extension(id_ce_basicConstraints, true, new BasicConstraints({ cA: true, pathLenConstraint: 0 })),
      extension(id_ce_keyUsage, true, new KeyUsage(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign)),
      extension(id_ce_subjectKeyIdentifier, false, new SubjectKeyIdentifier(keyIdentifier(caKey).buffer))
    ],
    ca.privateKey
  )
  const pkcs8 = (key: KeyObject): string => key.export({ type: 'pkcs8', format: 'pem' }).toString()
  return {
    authority: { caCertPem, caKeyPem: pkcs8(ca.privateKey), leafKeyPem: pkcs8(leaf.privateKey) },
    issuer: { caName, caKey: ca.privateKey, leafPublicKey: publicKeyInfo(leaf.publicKey), extensions: leafExtensions(caKey) }
  }
}

/** What issuing needs from an authority, parsed once. */
export interface LeafIssuer {
  caName: Name
  caKey: KeyObject
  leafPublicKey: SubjectPublicKeyInfo
  /** the extensions every leaf carries besides its name: a TLS server's, and the CA's key identifier */
  extensions: Extension[]
}

export async function leafIssuer(authority: RunAuthority): Promise<LeafIssuer> {
  const caKey = createPrivateKey(authority.caKeyPem)
  const caCertificate = AsnConvert.parse(Buffer.from(authority.caCertPem.replace(/-----[^-]+-----|\s/g, ''), 'base64'), Certificate).tbsCertificate
  return {
    caName: caCertificate.subject,
    caKey,
    leafPublicKey: publicKeyInfo(createPublicKey(authority.leafKeyPem)),
    extensions: leafExtensions(caCertificate.subjectPublicKeyInfo)
  }
}

function leafExtensions(caKey: SubjectPublicKeyInfo): Extension[] {
  return [
    extension(id_ce_basicConstraints, false, new BasicConstraints({ cA: false })),
    extension(id_ce_keyUsage, true, new KeyUsage(KeyUsageFlags.digitalSignature)),
    extension(id_ce_extKeyUsage, false, new ExtendedKeyUsage([id_kp_serverAuth])),
    extension(id_ce_authorityKeyIdentifier, false, new AuthorityKeyIdentifier({ keyIdentifier: keyIdentifier(caKey) }))
  ]
}

/** A leaf certificate (PEM) for `name` (a DNS name or an IPv4 address), signed by the run's authority. */
export async function issueLeaf(issuer: LeafIssuer, name: string): Promise<string> {
  // The name comes from the server's ClientHello: it is one CN value and one SAN entry, never parsed.
  const alternative = new GeneralName(isIPv4(name) ? { iPAddress: name } : { dNSName: name })
  return certificatePem(
    nameOf([[COMMON_NAME, name.slice(0, 64)]]),
    issuer.caName,
    issuer.leafPublicKey,
    [...issuer.extensions, extension(id_ce_subjectAltName, false, new SubjectAlternativeName([alternative]))],
    issuer.caKey
  )
}

/** Issues leaves for `authority`, parsing it on the first. */
export function leavesFor(authority: RunAuthority): (name: string) => Promise<string> {
  let issuer: Promise<LeafIssuer> | undefined
  return async (name) => {
    issuer ??= leafIssuer(authority)
    return issueLeaf(await issuer, name)
  }
}
