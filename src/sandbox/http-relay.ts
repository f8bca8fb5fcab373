import { readFileSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'

// The bridge between the auditor (outside the network namespace) and a server that listens on TCP
// inside it. It runs in the sandbox init, which strace does not trace: only the server's side of each
// relayed connection (accept, read, write on its own socket) is in the trace. The auditor reaches it
// through a unix socket in the run directory — unix socket paths are not network-namespaced, and the
// run directory is outside the server's view.

export interface Listener {
  /** where to connect to reach it: a wildcard listener is reached on loopback */
  host: string
  port: number
}

const TCP_LISTEN = '0A'

function hexToIPv4(hex: string): string {
  // /proc/net/tcp prints the address as one 32-bit word in host (little-endian) order.
  const bytes = Buffer.from(hex, 'hex').reverse()
  return [...bytes].join('.')
}

function hexToIPv6(hex: string): string {
  // Four 32-bit words, each in host (little-endian) order.
  const bytes = Buffer.concat([0, 8, 16, 24].map((offset) => Buffer.from(hex.slice(offset, offset + 8), 'hex').reverse()))
  const groups: string[] = []
  for (let index = 0; index < 16; index += 2) groups.push(bytes.readUInt16BE(index).toString(16))
  // Uncompressed (0:0:0:0:0:0:0:1): net.connect takes it as it is.
  return groups.join(':')
}

function reachable(address: string, family: 4 | 6): string {
  if (family === 4) return address === '0.0.0.0' ? '127.0.0.1' : address
  if (address === '0:0:0:0:0:0:0:0') return '::1'
  return address
}

/** The listening sockets in /proc/net/tcp or /proc/net/tcp6 text, in the kernel's order. */
export function parseProcNetListeners(text: string, family: 4 | 6): Listener[] {
  const listeners: Listener[] = []
  for (const line of text.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/)
    const [local, state] = [fields[1], fields[3]]
    if (!local || state !== TCP_LISTEN) continue
    const [addressHex, portHex] = local.split(':')
    if (!addressHex || !portHex) continue
    const address = family === 4 ? hexToIPv4(addressHex) : hexToIPv6(addressHex)
    listeners.push({ host: reachable(address, family), port: parseInt(portHex, 16) })
  }
  return listeners
}

/** Every TCP listener of this process's network namespace, IPv4 first. */
export function currentListeners(): Listener[] {
  const read = (path: string): string => {
    try {
      return readFileSync(path, 'utf8')
    } catch {
      return ''
    }
  }
  return [...parseProcNetListeners(read('/proc/net/tcp'), 4), ...parseProcNetListeners(read('/proc/net/tcp6'), 6)]
}

const key = (listener: Listener): string => `${listener.host}|${listener.port}`

/**
 * The server's listener: on `port` when the user named it, else the first one that was not there before
 * the server started (`before`: the sink's, or the host's with --network host). Lowest port on a tie.
 */
export function pickListener(now: readonly Listener[], port: number | null, before: readonly Listener[]): Listener | null {
  if (port !== null) return now.find((listener) => listener.port === port) ?? null
  const old = new Set(before.map(key))
  const fresh = now.filter((listener) => !old.has(key(listener))).sort((a, b) => a.port - b.port)
  return fresh[0] ?? null
}

/**
 * How often the listeners are read while the server starts: the probe's first request waits for the
 * listener's discovery (a few hundred bytes of /proc in the sandbox's own namespace, ~30 reads a start).
 */
const LISTENER_POLL_MS = 10

/** Waits (polling) for the server's listener; null when the deadline passes or `stopped()` says so. */
export async function waitForListener(port: number | null, before: readonly Listener[], waitMs: number, stopped: () => boolean): Promise<Listener | null> {
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline && !stopped()) {
    const found = pickListener(currentListeners(), port, before)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, LISTENER_POLL_MS))
  }
  return null
}

/** Forwards every connection on the unix socket `socketPath` to `target`, byte for byte. */
export function startRelay(socketPath: string, target: Listener, onError: (message: string) => void): Promise<Server> {
  const server = createServer((client: Socket) => {
    const upstream = connect({ host: target.host, port: target.port })
    const end = (): void => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end)
    upstream.on('error', (error) => {
      onError(`relay: ${error.message}`)
      end()
    })
    client.on('close', end)
    upstream.on('close', end)
    client.pipe(upstream)
    upstream.pipe(client)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => resolve(server))
  })
}
