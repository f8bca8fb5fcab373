// Host containment: with the server's filesystem contained, a write outside the places it may change
// (host-write, judged in file-rules) or a connect to a host unix socket (host-socket) reaches the host.

import { isUnder } from '../profile/path-classify.js'
import type { ObservedFile } from '../model/index.js'
import { pushOccurrences, type Judge, type Occurrence } from './judge.js'

/** With containment, a write anywhere but the workspaces, the home and temp dirs would change the host. */
export function outsideWritable(judge: Judge, path: string, file: ObservedFile): boolean {
  const roots = judge.input.writableRoots
  if (roots === undefined || !path.startsWith('/')) return false
  // A flood folded into a directory aggregate (even `/`) keeps its entries' category: temp files, the
  // working directory and the home stay writable places whatever the aggregate's path.
  if (file.aggregated && (file.category === 'tmp' || file.category === 'workdir' || file.category === 'canary-home')) return false
  if (judge.input.auditorPaths?.some((root) => isUnder(path, root))) return true
  if (roots.some((root) => isUnder(path, root))) return false
  // Writing to the null device, a terminal or an fd of its own changes nothing.
  return !/^\/dev\/(null|zero|full|tty|pts\/|stdout|stderr|fd\/)|^\/proc\/(self|thread-self|\d+)\/fd\//.test(path)
}

// Sockets glibc's name service switch tries on every lookup (nscd, systemd-resolved and userdb, avahi):
// a failed connect there is how a resolver falls back to plain DNS, not an attempt on the host.
const NAME_SERVICE_SOCKETS = [
  /^\/(var\/)?run\/nscd\//,
  /^\/run\/systemd\/(resolve|userdb)\//,
  /^\/(var\/)?run\/avahi-daemon\//,
  /^\/run\/dbus\/system_bus_socket$/
]
const CONTAINER_SOCKETS = /(^|\/)(docker|containerd|podman|crio|cri-dockerd|buildkitd|dockershim|lxd|incus)(\.sock|\/|$)/

export function hostSocketOccurrences(judge: Judge, out: Occurrence[]): void {
  const roots = judge.input.writableRoots
  if (roots === undefined) return
  for (const entry of judge.input.observed.network) {
    if (entry.family !== 'unix' || entry.address.startsWith('@') || !entry.address.startsWith('/')) continue
    // A socket the server made itself in its own scratch space is not the host's.
    if (roots.some((root) => isUnder(entry.address, root))) continue
    if (NAME_SERVICE_SOCKETS.some((pattern) => pattern.test(entry.address))) continue
    const container = CONTAINER_SOCKETS.test(entry.address)
    const verb = entry.succeeded ? (entry.syscall === 'connect' ? 'connects to' : 'sends data to') : 'tried to connect to'
    pushOccurrences(
      out,
      entry,
      { rule: 'host-socket', subject: entry.address, evidence: { addresses: [`unix:${entry.address}`] } },
      () => ({ severity: container ? 'critical' : 'high', suffix: '' }),
      () => `${verb} the host unix socket ${entry.address}${container ? ' (a container runtime: full control of the host)' : ''}`
    )
  }
}
