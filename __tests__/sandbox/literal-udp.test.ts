import { createSocket } from 'node:dgram'
import { literalUdpSocket } from '../../src/sandbox/literal-udp.js'

// The sink's UDP sockets bind and answer without dns.lookup: the literal they are given is the address used.

describe('a UDP socket for an address literal', () => {
  it('binds its host and answers a datagram at its sender', async () => {
    const sink = literalUdpSocket('127.0.0.1')
    const client = createSocket('udp4')
    try {
      const port = await new Promise<number>((resolve) => sink.bind(0, '127.0.0.1', () => resolve(sink.address().port)))
      expect(sink.address().address).toBe('127.0.0.1')
      sink.on('message', (message, peer) => sink.send(Buffer.concat([Buffer.from('re: '), message]), peer.port, peer.address))
      const reply = await new Promise<string>((resolve) => {
        client.on('message', (message) => resolve(message.toString()))
        client.send('ping', port, '127.0.0.1')
      })
      expect(reply).toBe('re: ping')
    } finally {
      client.close()
      sink.close()
    }
  })
})
