import { ConfigurationError } from '../errors.js'

// Launch specs: the ways people start an MCP server from a package name rather than an installed entry
// point. `npx`/`uvx` download at run time, which the sandbox does not allow, so the auditor installs the
// package first (outside the trace) and starts its entry point; this module only reads the words.

export type Ecosystem = 'npm' | 'pypi'

export interface PackageSpec {
  kind: 'package'
  ecosystem: Ecosystem
  name: string
  /** an exact version, a range or tag, or null for the newest */
  version: string | null
  /** the program to start from the package (npx -p / uvx --from); null: the package's own */
  bin: string | null
  /** the server's own arguments */
  args: string[]
  /** the argv as the user gave it */
  spec: string[]
}

export type LaunchSpec = PackageSpec | { kind: 'command'; argv: string[] }

/** A server named in an MCP registry (`registry:NAME[@VERSION]`, config-files/registry.ts): resolved to a package spec. */
export const REGISTRY_PREFIX = 'registry:'

export function isRegistrySpec(word: string | undefined): word is string {
  return word !== undefined && word.startsWith(REGISTRY_PREFIX)
}

const NPM_NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/
const PYPI_NAME = /^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/
const VERSION = /^[^\s/\\]{1,100}$/
const BIN_NAME = /^[A-Za-z0-9@._-][A-Za-z0-9@._/-]{0,213}$/

/** `@scope/name@1.2.3` → name and version; the first `@` of a scoped name is not a separator. */
function splitNpm(word: string, origin: string): { name: string; version: string | null } {
  const at = word.indexOf('@', 1)
  const name = at === -1 ? word : word.slice(0, at)
  const version = at === -1 ? null : word.slice(at + 1)
  if (!NPM_NAME.test(name)) throw new ConfigurationError(`${origin}: '${word}' is not an npm package name`)
  if (version !== null && !VERSION.test(version)) throw new ConfigurationError(`${origin}: '${word}' has no usable version after '@'`)
  return { name, version }
}

/** `name==1.0` (pip) or `name@1.0` (uvx) → name and version. */
function splitPypi(word: string, origin: string): { name: string; version: string | null } {
  const match = /^([^=@<>!~\s]+)(?:(?:==|@)(.+))?$/.exec(word)
  const name = match?.[1] ?? ''
  const version = match?.[2] ?? null
  if (!match || !PYPI_NAME.test(name)) throw new ConfigurationError(`${origin}: '${word}' is not a PyPI package name (use NAME==VERSION)`)
  if (version !== null && !VERSION.test(version)) throw new ConfigurationError(`${origin}: '${word}' has no usable version`)
  return { name, version }
}

function checkBin(bin: string, origin: string): string {
  if (!BIN_NAME.test(bin) || bin.includes('..')) throw new ConfigurationError(`${origin}: '${bin}' is not a program name`)
  return bin
}

/** npx [-y|--yes] [-q] [-p PKG BIN | PKG] [args]: only the options that choose what runs. */
function parseNpx(argv: string[]): PackageSpec {
  let index = 1
  let fromPackage: string | null = null
  while (index < argv.length) {
    const word = argv[index] as string
    if (word === '--') {
      index += 1
      break
    }
    if (!word.startsWith('-')) break
    if (word === '-y' || word === '--yes' || word === '-q' || word === '--quiet' || word === '--no-install') {
      index += 1
    } else if (word === '-p' || word === '--package') {
      fromPackage = argv[index + 1] ?? null
      if (fromPackage === null) throw new ConfigurationError(`npx: ${word} needs a package`)
      index += 2
    } else if (word.startsWith('--package=')) {
      fromPackage = word.slice('--package='.length)
      index += 1
    } else {
      throw new ConfigurationError(`npx: option ${word} is not supported in a launch spec (use -y, -p PKG)`)
    }
  }
  const first = argv[index]
  if (first === undefined) throw new ConfigurationError('npx: no package given. Example: npx -y @modelcontextprotocol/server-everything@2026.8.31 stdio')
  const { name, version } = splitNpm(fromPackage ?? first, 'npx')
  return {
    kind: 'package',
    ecosystem: 'npm',
    name,
    version,
    bin: fromPackage === null ? null : checkBin(first, 'npx'),
    args: argv.slice(index + 1),
    spec: argv
  }
}

/** uvx [-q] [--from PKG BIN | PKG] [args] */
function parseUvx(argv: string[]): PackageSpec {
  let index = 1
  let fromPackage: string | null = null
  while (index < argv.length) {
    const word = argv[index] as string
    if (!word.startsWith('-')) break
    if (word === '-q' || word === '--quiet') {
      index += 1
    } else if (word === '--from') {
      fromPackage = argv[index + 1] ?? null
      if (fromPackage === null) throw new ConfigurationError('uvx: --from needs a package')
      index += 2
    } else if (word.startsWith('--from=')) {
      fromPackage = word.slice('--from='.length)
      index += 1
    } else {
      throw new ConfigurationError(`uvx: option ${word} is not supported in a launch spec (use --from PKG)`)
    }
  }
  const first = argv[index]
  if (first === undefined) throw new ConfigurationError('uvx: no package given. Example: uvx mcp-server-git')
  const { name, version } = splitPypi(fromPackage ?? first, 'uvx')
  return {
    kind: 'package',
    ecosystem: 'pypi',
    name,
    version,
    bin: fromPackage === null ? null : checkBin(first, 'uvx'),
    args: argv.slice(index + 1),
    spec: argv
  }
}

/**
 * Reads a server command as a launch spec: `npx [-y] PKG[@V] [args]`, `uvx PKG[@V] [args]`,
 * `npm:PKG[@V] [args]`, `pypi:PKG[==V] [args]`. Anything else is a plain command, returned as is.
 * Pure: no file or network access.
 */
export function parseLaunchSpec(argv: readonly string[]): LaunchSpec {
  const words = [...argv]
  const [first] = words
  if (first === undefined) return { kind: 'command', argv: words }
  if (first === 'npx') return parseNpx(words)
  if (first === 'uvx') return parseUvx(words)
  if (first.startsWith('npm:')) {
    const { name, version } = splitNpm(first.slice(4), 'npm:')
    return { kind: 'package', ecosystem: 'npm', name, version, bin: null, args: words.slice(1), spec: words }
  }
  if (first.startsWith('pypi:')) {
    const { name, version } = splitPypi(first.slice(5), 'pypi:')
    return { kind: 'package', ecosystem: 'pypi', name, version, bin: null, args: words.slice(1), spec: words }
  }
  return { kind: 'command', argv: words }
}

/** An exact version (no range, no tag): the cache can answer it without asking the registry. */
export function isExactVersion(spec: Pick<PackageSpec, 'ecosystem' | 'version'>): boolean {
  if (spec.version === null) return false
  return spec.ecosystem === 'npm'
    ? /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/.test(spec.version)
    : /^\d+(\.\d+)*([a-z]+\d*)?(\.post\d+)?(\.dev\d+)?$/i.test(spec.version)
}
