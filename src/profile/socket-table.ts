// What each socket fd of each pid is: its kind from socket(), where connect() pointed it, and from
// those and strace's -yy decorations, the destination a connect or send reaches.
import type { ObservedNetwork } from '../model/index.js'
import type { Fd, FdInfo, SockAddr } from '../trace/events.js'
import { mappedIPv4 } from './net-address.js'

export type Destination = {
  family: 'inet' | 'inet6' | 'unix'
  protocol: ObservedNetwork['protocol']
  address: string
  port?: number
}

export function protocolFromDecoration(info: FdInfo | undefined): ObservedNetwork['protocol'] | null {
  if (info?.kind !== 'socket') return null
  const p = info.protocol.toUpperCase()
  if (p.startsWith('TCP')) return 'tcp'
  if (p.startsWith('UDP')) return 'udp'
  if (p.startsWith('UNIX')) return 'unix'
  return 'unknown'
}

function stripBrackets(address: string): string {
  return address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address
}

export class SocketTable {
  private readonly socketKinds = new Map<string, { domain: string; sockType: string }>()
  private readonly connectedTo = new Map<string, SockAddr>()

  onSocket(pid: number, fd: number | null, domain: string, sockType: string): void {
    if (fd !== null && fd >= 0) this.socketKinds.set(`${pid}:${fd}`, { domain, sockType })
  }

  onConnect(pid: number, fd: Fd, address: SockAddr): void {
    if (typeof fd.fd === 'number') this.connectedTo.set(`${pid}:${fd.fd}`, address)
  }

  isSocketFd(pid: number, fd: Fd): boolean {
    // -yy says what the fd is at the time of the call; the socket()/connect() bookkeeping is only a
    // fallback for traces without decorations (fds are reused once closed, and close is not traced).
    if (fd.info) return fd.info.kind === 'socket'
    return typeof fd.fd === 'number' && (this.socketKinds.has(`${pid}:${fd.fd}`) || this.connectedTo.has(`${pid}:${fd.fd}`))
  }

  destinationOf(pid: number, fd: Fd, address: SockAddr | undefined): Destination | null {
    if (address) {
      switch (address.family) {
        case 'AF_INET':
          return { family: 'inet', protocol: this.protocolOf(pid, fd, 'inet'), address: address.address, port: address.port }
        case 'AF_INET6': {
          const v4 = address.mappedIPv4 ?? mappedIPv4(address.address)
          return v4
            ? { family: 'inet', protocol: this.protocolOf(pid, fd, 'inet'), address: v4, port: address.port }
            : { family: 'inet6', protocol: this.protocolOf(pid, fd, 'inet6'), address: address.address, port: address.port }
        }
        case 'AF_UNIX':
          return { family: 'unix', protocol: 'unix', address: address.abstract ? `@${address.path}` : address.path }
        case 'other':
          return null
      }
    }
    const info = fd.info
    if (info?.kind === 'socket') {
      if (info.remote) {
        const raw = stripBrackets(info.remote.address)
        const v4 = mappedIPv4(raw)
        const family = v4 || !raw.includes(':') ? 'inet' : 'inet6'
        return { family, protocol: this.protocolOf(pid, fd, family), address: v4 ?? raw, port: info.remote.port }
      }
      if (info.path) return { family: 'unix', protocol: 'unix', address: info.path }
    }
    const connected = typeof fd.fd === 'number' && (!info || info.kind === 'socket') ? this.connectedTo.get(`${pid}:${fd.fd}`) : undefined
    return connected ? this.destinationOf(pid, { fd: fd.fd }, connected) : null
  }

  private protocolOf(pid: number, fd: Fd, family: Destination['family']): ObservedNetwork['protocol'] {
    if (family === 'unix') return 'unix'
    const decorated = protocolFromDecoration(fd.info)
    if (decorated && decorated !== 'unix') return decorated
    const kind = typeof fd.fd === 'number' ? this.socketKinds.get(`${pid}:${fd.fd}`) : undefined
    if (kind?.sockType.includes('SOCK_STREAM')) return 'tcp'
    if (kind?.sockType.includes('SOCK_DGRAM')) return 'udp'
    return 'unknown'
  }
}
