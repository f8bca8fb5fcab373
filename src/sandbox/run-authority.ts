import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

// A certificate authority made fresh for one audit, so the sink can open the HTTPS a server sends. Its
// private key lives only in the run directory (0600, removed with it) and in the sandbox init's memory;
// its certificate is trusted only inside the server's view (the system bundle shown there, and
// NODE_EXTRA_CA_CERTS). It is valid for two days, may sign only end-entity certificates (CA, path length
// 0; keyCertSign and cRLSign), and can sign nothing a user's machine trusts. Keys are ECDSA P-256: a pair
// costs about a millisecond, where an RSA-2048 one cost a core for a few hundred, every audit.
//
// The certificate is one fixed form, so it is written here as DER with node:crypto alone: every audit
// makes one before its server starts, and the X.509 library (tls-authority.ts, for the leaves the sink
// issues) costs tens of milliseconds to load.

export interface RunAuthority {
  caCertPem: string
  /** PKCS#8 */
  caKeyPem: string
  /** one key for every leaf: issuing a certificate per name then costs a signature, not a key (PKCS#8) */
  leafKeyPem: string
}

const DAY_MS = 24 * 60 * 60 * 1000

function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content)
  const length = body.length
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), body])
  const lengthBytes: number[] = []
  for (let rest = length; rest > 0; rest >>= 8) lengthBytes.unshift(rest & 0xff)
  return Buffer.concat([Buffer.from([tag, 0x80 | lengthBytes.length, ...lengthBytes]), body])
}

const sequence = (...content: Buffer[]): Buffer => der(0x30, ...content)
const hex = (text: string): Buffer => Buffer.from(text, 'hex')
const printable = (text: string): Buffer => der(0x13, Buffer.from(text, 'ascii'))
/** UTCTime, as X.509 writes dates before 2050: YYMMDDHHMMSSZ */
const utcTime = (at: Date): Buffer =>
  der(0x17, Buffer.from(at.toISOString().replace(/^\d\d(\d\d)-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d).*$/, '$1$2$3$4$5$6Z'), 'ascii'))

const ECDSA_WITH_SHA256 = sequence(hex('06082a8648ce3d040302'))
const OID_COMMON_NAME = hex('0603550403')
const OID_ORGANIZATION = hex('060355040a')
const CA_NAME = sequence(
  der(0x31, sequence(OID_COMMON_NAME, printable('Local Development Root CA'))),
  der(0x31, sequence(OID_ORGANIZATION, printable('Local Development')))
)
const CRITICAL = hex('0101ff')
// basicConstraints { cA TRUE, pathLenConstraint 0 } and keyUsage { keyCertSign, cRLSign }, both critical
const BASIC_CONSTRAINTS = sequence(hex('0603551d13'), CRITICAL, der(0x04, hex('30060101ff020100')))
const KEY_USAGE = sequence(hex('0603551d0f'), CRITICAL, der(0x04, hex('03020106')))

/** 16 random bytes as a positive INTEGER, minimally encoded. */
function serialNumber(): Buffer {
  let bytes = randomBytes(16)
  while (bytes.length > 1 && bytes[0] === 0 && bytes[1]! < 0x80) bytes = bytes.subarray(1)
  return der(0x02, bytes[0]! > 0x7f ? Buffer.concat([Buffer.from([0]), bytes]) : bytes)
}

/** The SubjectPublicKeyInfo, and the key identifier RFC 5280 suggests: SHA-1 of the key's bits. */
function publicKeyInfo(key: KeyObject): { spki: Buffer; keyId: Buffer } {
  const spki = key.export({ type: 'spki', format: 'der' })
  // A P-256 SPKI ends in its BIT STRING: 0x03 0x42 0x00 and the 65-byte uncompressed point.
  const point = spki.subarray(spki.length - 65)
  return { spki, keyId: createHash('sha1').update(point).digest() }
}

function selfSignedCa(keys: { publicKey: KeyObject; privateKey: KeyObject }): string {
  const now = Date.now()
  const { spki, keyId } = publicKeyInfo(keys.publicKey)
  const subjectKeyIdentifier = sequence(hex('0603551d0e'), der(0x04, der(0x04, keyId)))
  const tbs = sequence(
    hex('a003020102'), // version 3
    serialNumber(),
    ECDSA_WITH_SHA256,
    CA_NAME,
    sequence(utcTime(new Date(now - DAY_MS)), utcTime(new Date(now + DAY_MS))),
    CA_NAME,
    spki,
    der(0xa3, sequence(BASIC_CONSTRAINTS, KEY_USAGE, subjectKeyIdentifier))
  )
  const signature = sign('sha256', tbs, keys.privateKey)
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, der(0x03, Buffer.from([0]), signature))
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? []
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`
}

export function createRunAuthority(): RunAuthority {
  const ca = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const leaf = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const privatePem = (key: KeyObject): string => key.export({ format: 'pem', type: 'pkcs8' }).toString()
  return { caCertPem: selfSignedCa(ca), caKeyPem: privatePem(ca.privateKey), leafKeyPem: privatePem(leaf.privateKey) }
}
