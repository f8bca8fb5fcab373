import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pack } from 'tar-stream'

// A loopback double of the npm registry: packuments and tarballs of packages taken from directories on
// this machine (a fixture, or the packages already in node_modules), so install tests never reach the
// real registry. It answers GET /<name> with a packument and GET /-/<file>.tgz with a tarball.

interface Published {
  name: string
  version: string
  dir: string
  manifest: Record<string, unknown>
  tarball?: Buffer
}

/** A directory as npm pack would lay it out (`package/…`), without nested node_modules. */
export async function packDirectory(dir: string): Promise<Buffer> {
  const archive = pack()
  const chunks: Buffer[] = []
  archive.on('data', (chunk: unknown) => chunks.push(chunk as Buffer))
  const done = new Promise<void>((resolve, reject) => {
    archive.on('end', resolve)
    archive.on('error', reject)
  })
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const key = rel ? `${rel}/${name}` : name
      if (key === 'node_modules') continue
      const stats = statSync(join(dir, key))
      if (stats.isDirectory()) walk(key)
      else if (stats.isFile()) archive.entry({ name: `package/${key}`, mode: stats.mode & 0o777, mtime: new Date(0) }, readFileSync(join(dir, key)))
    }
  }
  walk('')
  archive.finalize()
  await done
  // the fastest level: npm checks the integrity the packument gives, not the compression
  return gzipSync(Buffer.concat(chunks), { level: 1 })
}

export class NpmRegistryDouble {
  private readonly packages = new Map<string, Map<string, Published>>()
  private server: Server | null = null
  /** names whose packuments were asked for, and tarballs served */
  readonly requests: string[] = []

  /** Publishes the package in `dir` (its package.json names it). */
  publish(dir: string): this {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>
    const name = String(manifest.name)
    const version = String(manifest.version)
    const versions = this.packages.get(name) ?? new Map<string, Published>()
    if (!versions.has(version)) versions.set(version, { name, version, dir, manifest })
    this.packages.set(name, versions)
    return this
  }

  /** Publishes every package of a node_modules tree (nested copies too). */
  publishTree(nodeModules: string): this {
    for (const entry of readdirSync(nodeModules)) {
      if (entry.startsWith('.')) continue
      const dirs = entry.startsWith('@') ? readdirSync(join(nodeModules, entry)).map((name) => join(nodeModules, entry, name)) : [join(nodeModules, entry)]
      for (const dir of dirs) {
        if (!existsSync(join(dir, 'package.json'))) continue
        this.publish(dir)
        if (existsSync(join(dir, 'node_modules'))) this.publishTree(join(dir, 'node_modules'))
      }
    }
    return this
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null
    if (!address) throw new Error('registry double not started')
    return `http://127.0.0.1:${address.port}/`
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.answer(decodeURIComponent((request.url ?? '/').split('?')[0] as string)).then(
        (answer) => {
          response.writeHead(answer.status, { 'content-type': answer.type })
          response.end(answer.body)
        },
        (error: unknown) => {
          response.writeHead(500)
          response.end(String(error))
        }
      )
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    return this
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private async tarballOf(published: Published): Promise<Buffer> {
    published.tarball ??= await packDirectory(published.dir)
    return published.tarball
  }

  private async answer(path: string): Promise<{ status: number; type: string; body: Buffer | string }> {
    const tarball = /^\/-\/(.+)@([^@/]+)\.tgz$/.exec(path)
    if (tarball) {
      const published = this.packages.get(tarball[1] as string)?.get(tarball[2] as string)
      if (!published) return { status: 404, type: 'application/json', body: '{"error":"not found"}' }
      this.requests.push(`tarball ${published.name}@${published.version}`)
      return { status: 200, type: 'application/octet-stream', body: await this.tarballOf(published) }
    }
    const name = path.slice(1)
    const versions = this.packages.get(name)
    this.requests.push(`packument ${name}`)
    if (!versions) return { status: 404, type: 'application/json', body: '{"error":"not found"}' }
    const entries: Record<string, unknown> = {}
    let latest = ''
    for (const published of versions.values()) {
      const data = await this.tarballOf(published)
      const { scripts, ...rest } = published.manifest
      const install = scripts as Record<string, string> | undefined
      entries[published.version] = {
        ...rest,
        ...(install ? { scripts: install } : {}),
        ...(install?.install || install?.preinstall || install?.postinstall ? { hasInstallScript: true } : {}),
        dist: {
          tarball: `${this.url}-/${published.name}@${published.version}.tgz`,
          integrity: `sha512-${createHash('sha512').update(data).digest('base64')}`,
          shasum: createHash('sha1').update(data).digest('hex')
        }
      }
      latest = published.version
    }
    return { status: 200, type: 'application/json', body: JSON.stringify({ name, 'dist-tags': { latest }, versions: entries }) }
  }
}
