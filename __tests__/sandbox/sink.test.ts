import { createSocket } from 'node:dgram'
import { connect } from 'node:net'
import { buildDnsAnswer, readDnsQuestion, startSink } from '../../src/sandbox/sink.js'
import { sinkIPv4For } from '../../src/sandbox/sink-address.js'

// A real query for example.com A, as glibc sends it (id 0x1234, RD set).
const query = Buffer.from('123401000001000000000000076578616d706c6503636f6d0000010001', 'hex')

describe('DNS answers', () => {
  it('reads the question of a query', () => {
    expect(readDnsQuestion(query)).toEqual({ name: 'example.com', type: 1, qclass: 1, end: query.length })
  })

  it('answers A with the name-derived sink address, echoing id and question', () => {
    const answer = buildDnsAnswer(query) as Buffer
    expect(answer.readUInt16BE(0)).toBe(0x1234)
    expect(answer.readUInt16BE(6)).toBe(1) // one answer
    expect([...answer.subarray(answer.length - 4)].join('.')).toBe(sinkIPv4For('example.com'))
    expect(sinkIPv4For('example.com')).toMatch(/^198\.51\.100\.\d+$/)
  })

  it('refuses truncated or label-overflowing packets', () => {
    expect(buildDnsAnswer(query.subarray(0, 20))).toBeNull()
    expect(buildDnsAnswer(Buffer.from('1234010000010000000000004041', 'hex'))).toBeNull()
  })
})

describe('sink on loopback', () => {
  it('accepts TCP and answers HTTP, and answers DNS over UDP, on the ports it is given', async () => {
    const tcpPort = 20000 + Math.floor(Math.random() * 20000)
    const udpPort = tcpPort + 1
    const sink = await startSink({ host: '127.0.0.1', tcpPorts: [tcpPort], dnsPort: udpPort })
    const udp = createSocket('udp4')
    try {
      const response = await new Promise<string>((resolve, reject) => {
        const socket = connect(tcpPort, '127.0.0.1', () => socket.write('POST /x HTTP/1.1\r\nhost: a\r\n\r\nsecret'))
        let data = ''
        socket.on('data', (chunk) => (data += chunk.toString()))
        socket.on('end', () => resolve(data))
        socket.on('error', reject)
      })
      expect(response.startsWith('HTTP/1.1 200 OK')).toBe(true)

      const reply = await new Promise<Buffer>((resolve) => {
        udp.on('message', (message) => resolve(message))
        udp.send(query, udpPort, '127.0.0.1')
      })
      expect([...reply.subarray(reply.length - 4)].join('.')).toBe(sinkIPv4For('example.com'))
    } finally {
      udp.close()
      await sink.close()
    }
  })
})
