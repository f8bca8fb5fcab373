import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, posix, relative } from 'node:path'
import { z } from 'zod'
import { ConfigurationError } from '../errors.js'
import type { Logger } from '../logger.js'
import { commitEntry, entryName, normalizePypi, readEntry, type Entry } from './cache-entry.js'
import { runClient } from './run-client.js'
import { isExactVersion, type Ecosystem, type PackageSpec } from './spec.js'

// The install phase: a launch spec's package is resolved and downloaded by the ecosystem's own client,
// outside the trace, into a cache entry keyed by name@version, with lifecycle scripts disabled (npm
// --ignore-scripts; pip/uv wheels only, so no setup.py runs). A warm entry for an exact version is used
// without asking the registry, so an offline machine audits what it audited before. The entries
// themselves (their names, their record, the digest of their files) are cache-entry.ts.

/** The server's identity as a package: what the report records. */
export interface PackageIdentity {
  ecosystem: Ecosystem
  name: string
  version: string
  /** the registry's integrity of the downloaded archive (npm: SRI sha512-…; pypi: sha256=…), when known */
  integrity: string | null
}

export interface LifecycleScripts {
  /** the package's directory, absolute */
  dir: string
  name: string
  scripts: Partial<Record<(typeof LIFECYCLE_EVENTS)[number], string>>
}

export interface InstalledServer {
  package: PackageIdentity
  /** the cache entry: shown to the server read-only (copy-on-write with install scripts) */
  root: string
  /** the server's argv: its entry point inside the entry, then its arguments (argv[0] may need PATH) */
  command: string[]
  /** variables the entry point needs (PYTHONPATH for a pip --target install) */
  env: Record<string, string>
  /** lifecycle scripts the install skipped, in the order npm would run them (deepest dependency first) */
  lifecycleScripts: LifecycleScripts[]
  /** true when the cache entry already existed */
  cached: boolean
}

export interface InstallOptions {
  /** the user's environment: registry, proxy and index configuration for the client */
  env: NodeJS.ProcessEnv
  logger: Logger
}

export const LIFECYCLE_EVENTS = ['preinstall', 'install', 'postinstall'] as const
/** The program npx would run: the one named, the only one, or the one named like the package. */
function chooseBin(entry: Entry, wanted: string | null): string {
  const names = Object.keys(entry.bins)
  const unscoped = entry.name.replace(/^@[^/]+\//, '')
  const chosen = wanted ?? (names.length === 1 ? names[0] : names.find((name) => name === unscoped || name === entry.name))
  if (chosen === undefined || !(chosen in entry.bins)) {
    const known = names.length > 0 ? `it provides: ${names.join(', ')}` : 'it provides none'
    const how = entry.ecosystem === 'npm' ? 'npx -p PKG PROGRAM' : 'uvx --from PKG PROGRAM'
    throw new ConfigurationError(
      `${entry.ecosystem}:${entry.name}@${entry.version}: ${wanted ? `no program named ${wanted}` : 'which program to start is ambiguous'} (${known}; name one with ${how})`
    )
  }
  return entry.bins[chosen] as string
}

function inside(root: string, path: string): string {
  const resolved = posix.resolve(root, path)
  if (!resolved.startsWith(`${root}/`)) throw new ConfigurationError(`the installed package names a program outside its own directory: ${path}`)
  return resolved
}

// ---- npm ---------------------------------------------------------------------------------------

const HiddenLockSchema = z.object({
  packages: z.record(
    z.string(),
    z.object({ version: z.string().optional(), integrity: z.string().optional(), hasInstallScript: z.boolean().optional() }).loose()
  )
})
const PackageJsonSchema = z
  .object({
    name: z.string().optional(),
    version: z.string().optional(),
    bin: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
    scripts: z.record(z.string(), z.string()).optional()
  })
  .loose()

async function readPackageJson(dir: string): Promise<z.infer<typeof PackageJsonSchema>> {
  const parsed = PackageJsonSchema.safeParse(JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')))
  if (!parsed.success) throw new ConfigurationError(`${join(dir, 'package.json')}: not a usable package.json`)
  return parsed.data
}

async function installNpm(spec: PackageSpec, ecosystemDir: string, options: InstallOptions): Promise<{ dir: string; entry: Entry; cached: boolean }> {
  const exact = isExactVersion(spec)
  if (exact) {
    const dir = join(ecosystemDir, entryName(spec.name, spec.version as string))
    const entry = await readEntry(dir)
    if (entry) return { dir, entry, cached: true }
  }
  const staging = join(ecosystemDir, `.staging-${randomBytes(6).toString('hex')}`)
  await mkdir(staging, { recursive: true })
  try {
    const wanted = `${spec.name}@${spec.version ?? 'latest'}`
    options.logger.info(`installing ${wanted} with npm (lifecycle scripts disabled)`)
    await writeFile(join(staging, 'package.json'), '{"private":true}\n')
    await runClient(
      {
        program: 'npm',
        args: ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-update-notifier', '--omit=dev', '--prefix', staging, wanted],
        cwd: staging,
        env: options.env
      },
      `npm could not install ${wanted}`
    )
    const packageDir = join(staging, 'node_modules', spec.name)
    const manifest = await readPackageJson(packageDir)
    const version = manifest.version ?? spec.version ?? 'unknown'
    const lock = HiddenLockSchema.safeParse(JSON.parse(await readFile(join(staging, 'node_modules', '.package-lock.json'), 'utf8').catch(() => '{}')))
    const integrity = lock.success ? (lock.data.packages[`node_modules/${spec.name}`]?.integrity ?? null) : null
    const unscoped = spec.name.replace(/^@[^/]+\//, '')
    const binMap = typeof manifest.bin === 'string' ? { [unscoped]: manifest.bin } : (manifest.bin ?? {})
    // npx runs the link npm made in node_modules/.bin (its shebang picks the interpreter); so do we.
    const bins = Object.fromEntries(Object.keys(binMap).map((name) => [name, posix.join('node_modules', '.bin', name)]))
    const entry: Entry = { ecosystem: 'npm', name: spec.name, version, integrity, bins }
    const dir = join(ecosystemDir, entryName(spec.name, version))
    if (!(await readEntry(dir))) await commitEntry(staging, dir, entry)
    return { dir, entry: (await readEntry(dir)) ?? entry, cached: false }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/**
 * Lifecycle scripts of the installed tree, in npm's order: dependencies (deepest first) before the
 * packages that need them. A package with a binding.gyp and no install script gets npm's implicit
 * `node-gyp rebuild`.
 */
export async function npmLifecycleScripts(root: string): Promise<LifecycleScripts[]> {
  const lock = HiddenLockSchema.safeParse(JSON.parse(await readFile(join(root, 'node_modules', '.package-lock.json'), 'utf8').catch(() => '{}')))
  if (!lock.success) return []
  const found: { depth: number; scripts: LifecycleScripts }[] = []
  for (const [path, info] of Object.entries(lock.data.packages)) {
    if (!path.startsWith('node_modules/') || info.hasInstallScript !== true) continue
    const dir = join(root, path)
    const manifest = await readPackageJson(dir).catch(() => null)
    if (!manifest) continue
    const scripts: LifecycleScripts['scripts'] = {}
    for (const event of LIFECYCLE_EVENTS) {
      const script = manifest.scripts?.[event]
      if (script) scripts[event] = script
    }
    if (!scripts.install && !scripts.preinstall && existsSync(join(dir, 'binding.gyp'))) scripts.install = 'node-gyp rebuild'
    if (Object.keys(scripts).length === 0) continue
    found.push({ depth: path.split('node_modules/').length, scripts: { dir, name: manifest.name ?? path, scripts } })
  }
  return found.sort((a, b) => b.depth - a.depth).map((item) => item.scripts)
}

// ---- pypi --------------------------------------------------------------------------------------

const PipReportSchema = z.object({
  install: z.array(
    z
      .object({
        metadata: z.object({ name: z.string(), version: z.string() }).loose(),
        download_info: z
          .object({
            archive_info: z
              .object({ hash: z.string().optional(), hashes: z.record(z.string(), z.string()).optional() })
              .loose()
              .optional()
          })
          .loose()
          .optional()
      })
      .loose()
  )
})

/** `[console_scripts]` of every installed distribution: program name → entry point. */
async function consoleScripts(site: string, distribution: string): Promise<string[]> {
  const names: string[] = []
  for (const dirName of await readdir(site).catch(() => [] as string[])) {
    if (!dirName.endsWith('.dist-info') || normalizePypi(dirName.replace(/-[^-]+\.dist-info$/, '')) !== normalizePypi(distribution)) continue
    const text = await readFile(join(site, dirName, 'entry_points.txt'), 'utf8').catch(() => '')
    let section = ''
    for (const raw of text.split('\n')) {
      const line = raw.trim()
      const header = /^\[(.+)\]$/.exec(line)
      if (header) section = header[1] as string
      else if (section === 'console_scripts' && line.includes('=')) names.push(line.split('=')[0]?.trim() ?? '')
    }
  }
  return names.filter(Boolean)
}

async function installPypi(spec: PackageSpec, ecosystemDir: string, options: InstallOptions): Promise<{ dir: string; entry: Entry; cached: boolean }> {
  if (isExactVersion(spec)) {
    const dir = join(ecosystemDir, entryName(normalizePypi(spec.name), spec.version as string))
    const entry = await readEntry(dir)
    if (entry) return { dir, entry, cached: true }
  }
  const staging = join(ecosystemDir, `.staging-${randomBytes(6).toString('hex')}`)
  const site = join(staging, 'site')
  await mkdir(site, { recursive: true })
  try {
    const wanted = spec.version ? `${spec.name}==${spec.version}` : spec.name
    options.logger.info(`installing ${wanted} with pip (wheels only: no build scripts run)`)
    const reportPath = join(staging, 'pip-report.json')
    await runClient(
      {
        program: 'python3',
        args: ['-m', 'pip', 'install', '--no-input', '--disable-pip-version-check', '--only-binary=:all:', '--target', site, '--report', reportPath, wanted],
        cwd: staging,
        env: options.env
      },
      `pip could not install ${wanted}`
    )
    const report = PipReportSchema.safeParse(JSON.parse(await readFile(reportPath, 'utf8').catch(() => '{}')))
    const own = report.success ? report.data.install.find((item) => normalizePypi(item.metadata.name) === normalizePypi(spec.name)) : undefined
    const version = own?.metadata.version ?? spec.version ?? 'unknown'
    const sha256 = own?.download_info?.archive_info?.hashes?.sha256
    const integrity = sha256 ? `sha256=${sha256}` : (own?.download_info?.archive_info?.hash ?? null)
    const bins = Object.fromEntries((await consoleScripts(site, spec.name)).map((name) => [name, posix.join('site', 'bin', name)]))
    await rm(reportPath, { force: true })
    const entry: Entry = { ecosystem: 'pypi', name: spec.name, version, integrity, bins }
    const dir = join(ecosystemDir, entryName(normalizePypi(spec.name), version))
    if (!(await readEntry(dir))) await commitEntry(staging, dir, entry)
    return { dir, entry: (await readEntry(dir)) ?? entry, cached: false }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

// ---- both --------------------------------------------------------------------------------------

/**
 * Installs (or finds in the cache) the package of a launch spec and returns how to start it. `cacheDir`
 * holds one entry per ecosystem, name and version; nothing in it is ever run by this function.
 */
export async function installServer(spec: PackageSpec, cacheDir: string, options: InstallOptions): Promise<InstalledServer> {
  const ecosystemDir = join(cacheDir, spec.ecosystem)
  await mkdir(ecosystemDir, { recursive: true })
  const { dir, entry, cached } = spec.ecosystem === 'npm' ? await installNpm(spec, ecosystemDir, options) : await installPypi(spec, ecosystemDir, options)
  if (cached) options.logger.info(`using the cached ${spec.ecosystem} package ${entry.name}@${entry.version} (${relative(cacheDir, dir)})`)
  const program = inside(dir, chooseBin(entry, spec.bin))
  const identity: PackageIdentity = { ecosystem: entry.ecosystem, name: entry.name, version: entry.version, integrity: entry.integrity }
  if (entry.ecosystem === 'npm') {
    return { package: identity, root: dir, command: [program, ...spec.args], env: {}, lifecycleScripts: await npmLifecycleScripts(dir), cached }
  }
  // pip --target writes scripts whose shebang names the installing interpreter; run them with python3
  // from the server's PATH and the install on PYTHONPATH instead.
  return { package: identity, root: dir, command: ['python3', program, ...spec.args], env: { PYTHONPATH: join(dir, 'site') }, lifecycleScripts: [], cached }
}
