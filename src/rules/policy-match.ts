import { posix } from 'node:path'
import picomatch from 'picomatch'
import { inCidr, mappedIPv4 } from '../profile/net-address.js'
import type { Policy, PolicyNetworkRule, PolicyScope } from '../model/index.js'

type Matcher = (path: string) => boolean

/** `~` is the canary home, `./` (or any relative glob) the server's working directory. */
function expandGlob(glob: string, home: string, cwd: string | undefined): string | null {
  if (glob === '~') return home
  if (glob.startsWith('~/')) return `${home}/${glob.slice(2)}`
  if (glob.startsWith('/')) return glob
  if (cwd === undefined) return null
  return posix.join(cwd, glob.startsWith('./') ? glob.slice(2) : glob)
}

function compileGlobs(globs: readonly string[] | undefined, home: string, cwd: string | undefined): Matcher | null {
  if (globs === undefined) return null
  const matchers = globs
    .map((g) => expandGlob(g, home, cwd))
    .filter((g): g is string => g !== null)
    .map((g) => picomatch(g, { dot: true }))
  return (path) => matchers.some((m) => m(path))
}

interface CompiledScope {
  network: PolicyNetworkRule[] | null
  read: Matcher | null
  write: Matcher | null
  executables: string[] | null
}

function compileScope(scope: PolicyScope, home: string, cwd: string | undefined): CompiledScope {
  return {
    network: scope.network?.allow ?? null,
    read: compileGlobs(scope.files?.read, home, cwd),
    write: compileGlobs(scope.files?.write, home, cwd),
    executables: scope.executables ?? null
  }
}

/** The answer for one call: null when no policy section covers it, else whether it is allowed. */
export type PolicyAnswer = { allowed: boolean; section: string } | null

function hostMatches(pattern: string, name: string): boolean {
  const p = pattern.toLowerCase().replace(/\.$/, '')
  const n = name.toLowerCase().replace(/\.$/, '')
  if (p === '*') return true
  if (p.startsWith('*.')) return n.endsWith(p.slice(1))
  return p === n
}

function sameAddress(a: string, b: string): boolean {
  const norm = (x: string): string => (mappedIPv4(x) ?? x).toLowerCase()
  return norm(a) === norm(b)
}

/**
 * A policy split into the global scope and per-call scopes. A call may do what either allows; a
 * section present in either declares the scope for that call. Startup and shutdown (no call name)
 * see only the global scope.
 */
export class PolicyMatcher {
  private readonly global: CompiledScope | null
  private readonly perCall = new Map<string, CompiledScope>()

  constructor(policy: Policy | null, home: string, cwd: string | undefined) {
    this.global = policy ? compileScope(policy, home, cwd) : null
    for (const [name, scope] of Object.entries(policy?.tools ?? {})) this.perCall.set(name, compileScope(scope, home, cwd))
  }

  private scopes(callName: string | undefined): CompiledScope[] {
    const scopes: CompiledScope[] = []
    if (this.global) scopes.push(this.global)
    const own = callName !== undefined ? this.perCall.get(callName) : undefined
    if (own) scopes.push(own)
    return scopes
  }

  private answer<K extends keyof CompiledScope>(
    callName: string | undefined,
    key: K,
    section: string,
    allows: (value: NonNullable<CompiledScope[K]>) => boolean
  ): PolicyAnswer {
    const present = this.scopes(callName)
      .map((s) => s[key])
      .filter((v): v is NonNullable<CompiledScope[K]> => v !== null)
    if (present.length === 0) return null
    return { allowed: present.some(allows), section }
  }

  destination(callName: string | undefined, address: string, port: number | undefined, hostnames: readonly string[]): PolicyAnswer {
    return this.answer(callName, 'network', 'network.allow', (rules) =>
      rules.some((rule) => {
        if (rule.ports && (port === undefined || !rule.ports.includes(port))) return false
        if (rule.cidr !== undefined) return inCidr(address, rule.cidr)
        const host = rule.host ?? ''
        return host === '*' || sameAddress(host, address) || hostnames.some((name) => hostMatches(host, name))
      })
    )
  }

  dnsName(callName: string | undefined, name: string): PolicyAnswer {
    return this.answer(callName, 'network', 'network.allow', (rules) => rules.some((rule) => rule.host !== undefined && hostMatches(rule.host, name)))
  }

  /** Whatever may be written may be read back. */
  read(callName: string | undefined, path: string): PolicyAnswer {
    const scopes = this.scopes(callName)
    if (scopes.every((s) => s.read === null)) return null
    return { allowed: scopes.some((s) => (s.read?.(path) ?? false) || (s.write?.(path) ?? false)), section: 'files.read' }
  }

  write(callName: string | undefined, path: string): PolicyAnswer {
    return this.answer(callName, 'write', 'files.write', (match) => match(path))
  }

  executable(callName: string | undefined, executable: string): PolicyAnswer {
    const base = posix.basename(executable)
    return this.answer(callName, 'executables', 'executables', (allowed) =>
      allowed.some((entry) => (entry.includes('/') ? picomatch(entry)(executable) : entry === base))
    )
  }
}
