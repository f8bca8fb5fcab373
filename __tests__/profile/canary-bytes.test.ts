import { base32PrefixInto, base64Into, hexInto } from '../../src/profile/canary-bytes.js'

/** RFC 4648 base32 written out bit by bit, lower case, only whole characters (the reference). */
function base32Reference(bytes: Buffer): string {
  const bits = [...bytes].map((b) => b.toString(2).padStart(8, '0')).join('')
  let out = ''
  for (let at = 0; at + 5 <= bits.length; at += 5) out += 'abcdefghijklmnopqrstuvwxyz234567'[parseInt(bits.slice(at, at + 5), 2)]
  return out
}

describe('index encoders', () => {
  it('write the same characters as Buffer (hex, base64) and RFC 4648 (base32) for every byte value', () => {
    const out = new Uint8Array(64)
    const text = (n: number): string => Buffer.from(out.subarray(0, n)).toString('latin1')
    // every byte value at every position of a 12-byte window, and short values of 1 to 11 bytes
    for (let shift = 0; shift < 256; shift += 1) {
      const window = Buffer.from(Array.from({ length: 12 }, (_, k) => (shift + 23 * k) & 0xff))
      expect(text(hexInto(out, window, 12))).toBe(window.toString('hex'))
      expect(text(base64Into(out, window, 12))).toBe(window.toString('base64'))
      expect(text(base32PrefixInto(out, window, 12))).toBe(base32Reference(window))
      const short = window.subarray(0, 1 + (shift % 11))
      expect(text(hexInto(out, short, short.length))).toBe(short.toString('hex'))
    }
  })
})
