import type { Policy, PolicyNetworkRule, PolicyScope, SiteBehaviour } from '../model/index.js'
import type { Report } from '../report/schema.js'

// A least-privilege policy from what one audit observed: per call site exactly the hosts, paths and
// programs it used, in the policy file's terms ({workspace} → ./, ~ stays ~, {tmp} → /tmp). Startup and
// shutdown behaviour goes to the global scope. Persistence and canary exfiltration are never allowed by
// any policy, so generating one from a leaky run cannot bless them. Also the same scope as a VS Code
// `sandbox` block and a ToolHive permission profile, for the clients people run.

function policyPath(path: string): string {
  return path.replace(/^\{workspace\}(?=\/|$)/, '.').replace(/^\{tmp\}(?=\/|$)/, '/tmp')
}

function policyGlob(path: string): string {
  return policyPath(path).replace(/^\.$/, './**')
}

function splitHostPort(hostPort: string): { host: string; port: number | null } {
  const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(hostPort)
  if (!match) return { host: hostPort, port: null }
  return { host: (match[1] as string).replace(/^\[|\]$/g, ''), port: Number(match[2]) }
}

const IP = /^[0-9.]+$|:/

function networkRules(hosts: readonly string[], dns: readonly string[]): PolicyNetworkRule[] {
  const ports = new Map<string, Set<number>>()
  for (const hostPort of hosts) {
    const { host, port } = splitHostPort(hostPort)
    const set = ports.get(host) ?? new Set<number>()
    if (port !== null) set.add(port)
    ports.set(host, set)
  }
  // A name looked up but never connected to is still behaviour the policy must allow (dns-query).
  for (const name of dns) if (!ports.has(name)) ports.set(name, new Set())
  return [...ports.keys()].sort().map((host) => {
    const list = [...(ports.get(host) as Set<number>)].sort((a, b) => a - b)
    const base = IP.test(host) ? { cidr: host.includes(':') ? `${host}/128` : `${host}/32` } : { host: host.replace(/(^|\.)\*(?=\.|$)/g, '$1*') }
    return list.length > 0 ? { ...base, ports: list } : base
  })
}

function scopeOf(site: SiteBehaviour): PolicyScope {
  const read = [...new Set(site.reads.map(policyGlob))].sort()
  const write = [...new Set([...site.writes, ...site.deletes].map(policyGlob))].sort()
  const executables = [...new Set(site.executables.filter((e) => !e.endsWith(' (not found)')).map(policyPath))].sort()
  return {
    network: { allow: networkRules(site.hosts, site.dns) },
    files: { read, write },
    executables
  }
}

function siteName(site: string): string | null {
  if (site === 'startup' || site === 'shutdown') return null
  return site.slice(site.indexOf(':') + 1)
}

function merge(into: PolicyScope, add: PolicyScope): PolicyScope {
  const key = (rule: PolicyNetworkRule): string => JSON.stringify(rule)
  const allow = new Map([...(into.network?.allow ?? []), ...(add.network?.allow ?? [])].map((rule) => [key(rule), rule]))
  return {
    network: { allow: [...allow.values()] },
    files: {
      read: [...new Set([...(into.files?.read ?? []), ...(add.files?.read ?? [])])].sort(),
      write: [...new Set([...(into.files?.write ?? []), ...(add.files?.write ?? [])])].sort()
    },
    executables: [...new Set([...(into.executables ?? []), ...(add.executables ?? [])])].sort()
  }
}

/**
 * Every section present (so anything new is outside it), globally empty apart from what startup and
 * shutdown did; each tool, resource and prompt gets what its calls did.
 */
export function policyFromReport(report: Report): Policy {
  const sites = report.behaviour?.current.sites ?? {}
  let global: PolicyScope = { network: { allow: [] }, files: { read: [], write: [] }, executables: [] }
  const tools: Record<string, PolicyScope> = {}
  for (const [site, behaviour] of Object.entries(sites)) {
    const name = siteName(site)
    if (name === null) global = merge(global, scopeOf(behaviour))
    else tools[name] = tools[name] ? merge(tools[name], scopeOf(behaviour)) : scopeOf(behaviour)
  }
  return { version: 1, ...global, tools }
}

/** Everything any site did, as one scope: what a client-side sandbox can express. */
function unionScope(report: Report): { hosts: { host: string; port: number | null }[]; writes: string[]; reads: string[] } {
  const hosts = new Map<string, { host: string; port: number | null }>()
  const writes = new Set<string>()
  const reads = new Set<string>()
  for (const site of Object.values(report.behaviour?.current.sites ?? {})) {
    for (const hostPort of site.hosts) hosts.set(hostPort, splitHostPort(hostPort))
    for (const path of [...site.writes, ...site.deletes]) writes.add(policyPath(path))
    for (const path of site.reads) reads.add(policyPath(path))
  }
  return { hosts: [...hosts.values()], writes: [...writes].sort(), reads: [...reads].sort() }
}

/** Paths for a client config: `./x` → `${workspaceFolder}/x`, wildcards dropped to their directory. */
function clientPath(path: string, workspace: string): string {
  const concrete = path
    .split('/')
    .reduce<string[]>((kept, segment) => (kept.some((s) => s.includes('*')) || segment.includes('*') ? [...kept, '*'] : [...kept, segment]), [])
  const cut = concrete.indexOf('*')
  const dir = (cut < 0 ? concrete : concrete.slice(0, cut)).join('/') || '/'
  return dir.replace(/^\.(?=\/|$)/, workspace)
}

export interface VsCodeSandbox {
  sandboxEnabled: true
  sandbox: { filesystem: { allowWrite: string[] }; network: { allowedDomains: string[] } }
}

/** The `sandbox` block of a server entry in .vscode/mcp.json. */
export function vscodeSandboxFromReport(report: Report): VsCodeSandbox {
  const scope = unionScope(report)
  const domains = [...new Set(scope.hosts.map((entry) => entry.host).filter((host) => !IP.test(host)))].sort()
  return {
    sandboxEnabled: true,
    sandbox: {
      filesystem: { allowWrite: [...new Set(scope.writes.map((path) => clientPath(path, '${workspaceFolder}')))].sort() },
      network: { allowedDomains: domains }
    }
  }
}

export interface ToolHiveProfile {
  read: string[]
  write: string[]
  network: { outbound: { insecure_allow_all: boolean; allow_host: string[]; allow_port: number[] } }
}

/** A ToolHive permission profile (`thv run --permission-profile FILE`). */
export function toolhiveProfileFromReport(report: Report): ToolHiveProfile {
  const scope = unionScope(report)
  const mounts = (paths: string[]): string[] => [...new Set(paths.filter((p) => !p.startsWith('~')).map((path) => clientPath(path, '.')))].sort()
  return {
    read: mounts(scope.reads),
    write: mounts(scope.writes),
    network: {
      outbound: {
        insecure_allow_all: false,
        allow_host: [...new Set(scope.hosts.map((entry) => entry.host))].sort(),
        allow_port: [...new Set(scope.hosts.flatMap((entry) => (entry.port === null ? [] : [entry.port])))].sort((a, b) => a - b)
      }
    }
  }
}
