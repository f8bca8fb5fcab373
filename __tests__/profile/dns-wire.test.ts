import { decodeDnsQuery, decodeDnsTcpQuery } from '../../src/profile/dns-wire.js'

// `dig example.com A` as it leaves glibc: id 0x1a2b, RD, one question, class IN.
const EXAMPLE_A = Buffer.from([
  0x1a, 0x2b, 0x01, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x07, 0x65, 0x78, 0x61, 0x6d, 0x70, 0x6c, 0x65, 0x03, 0x63, 0x6f, 0x6d, 0x00, 0x00,
  0x01, 0x00, 0x01
])

describe('decodeDnsQuery', () => {
  it('decodes the question of a real A query', () => {
    expect(decodeDnsQuery(EXAMPLE_A)).toEqual({ id: 0x1a2b, questions: [{ name: 'example.com', type: 'A' }] })
  })

  it('follows a compression pointer in a second question', () => {
    const header = Buffer.from([0x00, 0x07, 0x01, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00])
    const first = Buffer.from([0x07, ...Buffer.from('example'), 0x03, ...Buffer.from('com'), 0x00, 0x00, 0x1c, 0x00, 0x01])
    // "mail" + pointer to offset 12 (example.com), QTYPE MX
    const second = Buffer.from([0x04, ...Buffer.from('mail'), 0xc0, 0x0c, 0x00, 0x0f, 0x00, 0x01])
    expect(decodeDnsQuery(Buffer.concat([header, first, second]))).toEqual({
      id: 7,
      questions: [
        { name: 'example.com', type: 'AAAA' },
        { name: 'mail.example.com', type: 'MX' }
      ]
    })
  })

  it('rejects a pointer loop, a truncated name, a response and a short packet', () => {
    const loop = Buffer.from([0, 1, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0, 0xc0, 0x0c, 0, 1, 0, 1])
    const truncated = Buffer.from([0, 1, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0, 0x3f, 0x61, 0x62])
    const response = Buffer.from(EXAMPLE_A)
    response[2] = 0x81
    expect(decodeDnsQuery(loop)).toBeNull()
    expect(decodeDnsQuery(truncated)).toBeNull()
    expect(decodeDnsQuery(response)).toBeNull()
    expect(decodeDnsQuery(Buffer.from('GET / HTTP/1.1\r\n'))).toBeNull()
  })

  it('names unknown query types by number', () => {
    const odd = Buffer.from(EXAMPLE_A)
    odd.writeUInt16BE(99, odd.length - 4)
    expect(decodeDnsQuery(odd)?.questions).toEqual([{ name: 'example.com', type: 'TYPE99' }])
  })
})

describe('decodeDnsTcpQuery', () => {
  it('strips the 2-byte length prefix of DNS over TCP', () => {
    const framed = Buffer.concat([Buffer.from([0, EXAMPLE_A.length]), EXAMPLE_A])
    expect(decodeDnsTcpQuery(framed)).toEqual({ id: 0x1a2b, questions: [{ name: 'example.com', type: 'A' }] })
  })
})
