import type { X509Certificate } from 'node:crypto'
import { createServer, type AddressInfo } from 'node:net'
import { connect, TLSSocket, type SecureContext } from 'node:tls'

/** Completes a TLS handshake against `context` as a client that trusts only `ca`; resolves with the peer certificate. */
export async function handshake(
  context: SecureContext,
  ca: string | undefined,
  options: { servername?: string; host?: string } = {}
): Promise<X509Certificate> {
  // Served like the sink serves it: a TLSSocket over the accepted connection, with this context whatever the client asks.
  const server = createServer((socket) => {
    const secure = new TLSSocket(socket, { isServer: true, secureContext: context })
    secure.on('error', () => socket.destroy())
    secure.on('secure', () => secure.end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    return await new Promise<X509Certificate>((resolve, reject) => {
      const client = connect(
        {
          host: options.host ?? '127.0.0.1',
          port: (server.address() as AddressInfo).port,
          ...(ca ? { ca } : {}),
          ...(options.servername ? { servername: options.servername } : {})
        },
        () => {
          const peer = client.getPeerX509Certificate()
          client.end()
          if (peer) resolve(peer)
          else reject(new Error('no peer certificate'))
        }
      )
      client.on('error', reject)
    })
  } finally {
    server.close()
  }
}
