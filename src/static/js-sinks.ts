// Which calls of a JS/TS module are sinks: a module's member (`child_process.spawn`, `fs.writeFile`), a
// global (`fetch`, `eval`), or a credential-looking literal or environment read. Pure: names in, kind out.
import type { SinkKind } from './types.js'

const EXEC_MODULES: Record<string, Set<string> | 'all'> = {
  child_process: new Set(['exec', 'execSync', 'execFile', 'execFileSync', 'spawn', 'spawnSync', 'fork']),
  execa: 'all',
  'cross-spawn': 'all',
  'node-pty': new Set(['spawn']),
  shelljs: new Set(['exec']),
  zx: 'all',
  'simple-git': 'all'
}
const NETWORK_MODULES: Record<string, Set<string> | 'all'> = {
  http: new Set(['request', 'get']),
  https: new Set(['request', 'get']),
  http2: new Set(['connect']),
  net: new Set(['connect', 'createConnection', 'Socket']),
  tls: new Set(['connect']),
  dgram: new Set(['createSocket']),
  dns: new Set(['lookup', 'resolve', 'resolve4', 'resolve6', 'resolveTxt']),
  undici: new Set(['fetch', 'request', 'stream', 'Client', 'Pool', 'Agent']),
  axios: 'all',
  'node-fetch': 'all',
  'cross-fetch': 'all',
  'isomorphic-fetch': 'all',
  got: 'all',
  ky: 'all',
  ws: 'all',
  superagent: 'all'
}
const FS_MODULES = new Set(['fs', 'fs-extra', 'graceful-fs', 'original-fs'])
const FS_WRITES = new Set([
  'writeFile',
  'appendFile',
  'createWriteStream',
  'mkdir',
  'mkdtemp',
  'copyFile',
  'cp',
  'rename',
  'symlink',
  'link',
  'chmod',
  'chown',
  'truncate',
  'write',
  'writev',
  'utimes',
  'outputFile',
  'outputJson',
  'writeJson',
  'ensureDir',
  'ensureFile',
  'mkdirp',
  'mkdirs',
  'copy',
  'move'
])
const FS_DELETES = new Set(['unlink', 'rm', 'rmdir', 'remove', 'emptyDir'])
const VM_CALLS = new Set(['runInNewContext', 'runInThisContext', 'runInContext', 'Script', 'compileFunction', 'SourceTextModule', 'createContext'])
const GLOBAL_NETWORK = new Set(['fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource'])

/** `node:fs/promises` → `fs`; `node:child_process` → `child_process`. */
export function moduleKey(source: string): string {
  const bare = source.replace(/^node:/, '')
  if (bare === 'fs/promises') return 'fs'
  if (bare === 'dns/promises') return 'dns'
  if (bare === 'child_process' || bare.startsWith('execa') || bare.startsWith('zx')) return bare.split('/')[0] ?? bare
  return bare
}

/** A call of `member` (undefined: the module itself, or its default export) of module `mod`. */
export function moduleSink(mod: string, member: string | undefined): SinkKind | null {
  const name = member?.replace(/Sync$/, '')
  const exec = EXEC_MODULES[mod]
  if (exec && (exec === 'all' || (member !== undefined && exec.has(member)))) return 'exec'
  const net = NETWORK_MODULES[mod]
  if (net && (net === 'all' || (member !== undefined && net.has(member)))) return 'network'
  if (FS_MODULES.has(mod) && name !== undefined) {
    if (FS_WRITES.has(name)) return 'file-write'
    if (FS_DELETES.has(name)) return 'file-delete'
  }
  if (mod === 'vm' && member !== undefined && VM_CALLS.has(member)) return 'dynamic-code'
  return null
}

/** A call of an unbound global name. */
export function globalSink(name: string): SinkKind | null {
  if (GLOBAL_NETWORK.has(name)) return 'network'
  return null
}

/** Paths of credential stores, as they appear in code. */
const CREDENTIAL_PATH =
  /(^|[/\\~'"])(\.ssh\/(id_[a-z0-9]+|authorized_keys|config)|\.ssh$|\.aws\/credentials|\.netrc|\.git-credentials|\.docker\/config\.json|\.kube\/config|\.npmrc|\.pypirc|\.gnupg|\.config\/gcloud|\.azure\/|\.config\/gh\/hosts\.yml)/

export function isCredentialPath(text: string): boolean {
  return text.length <= 400 && CREDENTIAL_PATH.test(text)
}

const CREDENTIAL_ENV = /(TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)/i

export function isCredentialEnv(name: string): boolean {
  return CREDENTIAL_ENV.test(name)
}

/** A long literal that looks like base64 or hex: code or data hidden from a reader. */
export function isEncodedBlob(text: string): boolean {
  return text.length >= 200 && (/^[A-Za-z0-9+/=_-\s]+$/.test(text) || /^(?:[0-9a-fA-F]{2})+$/.test(text)) && !/^[a-z]+$/i.test(text)
}
