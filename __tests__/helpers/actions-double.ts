import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// A loopback stand-in for what a JavaScript action talks to on GitHub: the results service (artifact and
// cache v2 Twirp routes), its blob storage, and the REST endpoints of issue comments. It speaks the wire
// protocol the @actions packages and the Azure SDK actually use, so the code under test runs unmodified.
// Every answer is JSON (the Twirp clients retry for a long time on anything else), errors too.

export interface RecordedRequest {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface StoredArtifact {
  id: number
  name: string
  runBackendId: string
  jobBackendId: string
  blobPath: string
  finalized: boolean
  size: number | null
  hash: string | null
}

export interface CacheEntry {
  id: number
  key: string
  version: string
  blobPath: string
  finalized: boolean
  sizeBytes: number | null
  /** order of finalization; the newest wins a prefix match */
  sequence: number
}

export interface IssueComment {
  id: number
  issueNumber: number
  body: string
  login: string
}

export interface ActionsDouble {
  /** http://127.0.0.1:PORT — use for ACTIONS_RESULTS_URL and GITHUB_API_URL */
  url: string
  requests: RecordedRequest[]
  artifacts: StoredArtifact[]
  cacheEntries: CacheEntry[]
  comments: IssueComment[]
  blobs: Map<string, Buffer>
  /** answer 403 to comment writes, as GitHub does for a fork's read-only token */
  forbidCommentWrites: boolean
  /** the bytes of a finalized artifact's zip */
  artifactZip(name: string): Buffer
  addComment(issueNumber: number, body: string, login?: string): IssueComment
  close(): Promise<void>
}

const ARTIFACT_SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/'
const CACHE_SERVICE = '/twirp/github.actions.results.api.v1.CacheService/'
const BLOB_PREFIX = '/devstoreaccount1/'

type Json = Record<string, unknown>

function field(body: Json, snake: string, camel: string): unknown {
  return body[snake] ?? body[camel]
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function sendJson(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = Buffer.from(JSON.stringify(value))
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': String(body.length), ...headers })
  response.end(body)
}

function twirpError(response: ServerResponse, status: number, code: string, msg: string): void {
  sendJson(response, status, { code, msg })
}

export async function startActionsDouble(): Promise<ActionsDouble> {
  let nextId = 1
  let sequence = 0
  const blocks = new Map<string, Map<string, Buffer>>()
  const double: ActionsDouble = {
    url: '',
    requests: [],
    artifacts: [],
    cacheEntries: [],
    comments: [],
    blobs: new Map(),
    forbidCommentWrites: false,
    artifactZip(name) {
      const artifact = double.artifacts.find((candidate) => candidate.name === name && candidate.finalized)
      const blob = artifact === undefined ? undefined : double.blobs.get(artifact.blobPath)
      if (blob === undefined) throw new Error(`no finalized artifact named ${name}`)
      return blob
    },
    addComment(issueNumber, body, login = 'someone') {
      const comment = { id: nextId++, issueNumber, body, login }
      double.comments.push(comment)
      return comment
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }

  const blobUrl = (kind: string, id: number): { path: string; url: string } => {
    const blobPath = `${BLOB_PREFIX}${kind}/${id}`
    return { path: blobPath, url: `${double.url}${blobPath}?sig=test` }
  }

  function artifactService(method: string, body: Json, response: ServerResponse): void {
    const name = field(body, 'name', 'name')
    const runBackendId = String(field(body, 'workflow_run_backend_id', 'workflowRunBackendId') ?? '')
    const jobBackendId = String(field(body, 'workflow_job_run_backend_id', 'workflowJobRunBackendId') ?? '')
    switch (method) {
      case 'CreateArtifact': {
        if (typeof name !== 'string' || runBackendId === '' || jobBackendId === '') {
          return twirpError(response, 400, 'invalid_argument', 'name and backend ids are required')
        }
        if (double.artifacts.some((artifact) => artifact.name === name && artifact.runBackendId === runBackendId)) {
          return twirpError(response, 409, 'already_exists', `an artifact named ${name} already exists in this run`)
        }
        const id = nextId++
        const blob = blobUrl('artifacts', id)
        double.artifacts.push({ id, name, runBackendId, jobBackendId, blobPath: blob.path, finalized: false, size: null, hash: null })
        return sendJson(response, 200, { ok: true, signed_upload_url: blob.url })
      }
      case 'FinalizeArtifact': {
        const artifact = double.artifacts.find((candidate) => candidate.name === name && !candidate.finalized)
        if (artifact === undefined) return twirpError(response, 404, 'not_found', `no pending artifact named ${String(name)}`)
        const content = double.blobs.get(artifact.blobPath)
        const size = Number(field(body, 'size', 'size'))
        if (content === undefined || content.length !== size) {
          return twirpError(response, 400, 'invalid_argument', `size ${size} does not match the uploaded ${content?.length ?? 0} bytes`)
        }
        const hash = field(body, 'hash', 'hash')
        const actual = `sha256:${createHash('sha256').update(content).digest('hex')}`
        if (hash !== undefined && hash !== actual) return twirpError(response, 400, 'invalid_argument', `hash ${String(hash)} != ${actual}`)
        Object.assign(artifact, { finalized: true, size, hash: actual })
        return sendJson(response, 200, { ok: true, artifact_id: String(artifact.id) })
      }
      case 'ListArtifacts': {
        const nameFilter = field(body, 'name_filter', 'nameFilter')
        // Int64Value is a bare string in proto JSON; accept a {value} object too.
        const rawIdFilter = field(body, 'id_filter', 'idFilter') as string | { value?: string } | undefined
        const idFilter = typeof rawIdFilter === 'object' && rawIdFilter !== null ? rawIdFilter.value : rawIdFilter
        const artifacts = double.artifacts
          .filter((artifact) => artifact.finalized && (nameFilter === undefined || artifact.name === nameFilter))
          .filter((artifact) => idFilter === undefined || String(artifact.id) === String(idFilter))
          .map((artifact) => ({
            workflow_run_backend_id: artifact.runBackendId,
            workflow_job_run_backend_id: artifact.jobBackendId,
            database_id: String(artifact.id),
            name: artifact.name,
            size: String(artifact.size),
            created_at: new Date(0).toISOString()
          }))
        return sendJson(response, 200, { artifacts })
      }
      case 'GetSignedArtifactURL': {
        const artifact = double.artifacts.find((candidate) => candidate.name === name && candidate.finalized)
        if (artifact === undefined) return twirpError(response, 404, 'not_found', `no artifact named ${String(name)}`)
        return sendJson(response, 200, { signed_url: `${double.url}${artifact.blobPath}?sig=test` })
      }
      default:
        return twirpError(response, 404, 'bad_route', `no ArtifactService method ${method}`)
    }
  }

  function findCacheEntry(key: string, restoreKeys: string[], version: string): CacheEntry | undefined {
    const usable = double.cacheEntries.filter((entry) => entry.finalized && entry.version === version)
    const newestFirst = [...usable].sort((a, b) => b.sequence - a.sequence)
    for (const candidate of [key, ...restoreKeys]) {
      const exact = usable.find((entry) => entry.key === candidate)
      if (exact !== undefined) return exact
      const prefixed = newestFirst.find((entry) => entry.key.startsWith(candidate))
      if (prefixed !== undefined) return prefixed
    }
    return undefined
  }

  function cacheService(method: string, body: Json, response: ServerResponse): void {
    const key = String(field(body, 'key', 'key') ?? '')
    const version = String(field(body, 'version', 'version') ?? '')
    if (key === '' || version === '') return twirpError(response, 400, 'invalid_argument', 'key and version are required')
    switch (method) {
      case 'GetCacheEntryDownloadURL': {
        const restoreKeys = (field(body, 'restore_keys', 'restoreKeys') as string[] | undefined) ?? []
        const entry = findCacheEntry(key, restoreKeys, version)
        if (entry === undefined) return sendJson(response, 200, { ok: false, signed_download_url: '', matched_key: '' })
        return sendJson(response, 200, { ok: true, signed_download_url: `${double.url}${entry.blobPath}?sig=test`, matched_key: entry.key })
      }
      case 'CreateCacheEntry': {
        if (double.cacheEntries.some((entry) => entry.key === key && entry.version === version)) {
          return sendJson(response, 200, { ok: false, signed_upload_url: '', message: `cache entry ${key} already exists` })
        }
        const id = nextId++
        const blob = blobUrl('cache', id)
        double.cacheEntries.push({ id, key, version, blobPath: blob.path, finalized: false, sizeBytes: null, sequence: 0 })
        return sendJson(response, 200, { ok: true, signed_upload_url: blob.url })
      }
      case 'FinalizeCacheEntryUpload': {
        const entry = double.cacheEntries.find((candidate) => candidate.key === key && candidate.version === version && !candidate.finalized)
        if (entry === undefined) return sendJson(response, 200, { ok: false, entry_id: '0', message: `no pending entry ${key}` })
        const content = double.blobs.get(entry.blobPath)
        const sizeBytes = Number(field(body, 'size_bytes', 'sizeBytes'))
        if (content === undefined || content.length !== sizeBytes) {
          return sendJson(response, 200, { ok: false, entry_id: '0', message: `size ${sizeBytes} != uploaded ${content?.length ?? 0}` })
        }
        Object.assign(entry, { finalized: true, sizeBytes, sequence: ++sequence })
        return sendJson(response, 200, { ok: true, entry_id: String(entry.id) })
      }
      default:
        return twirpError(response, 404, 'bad_route', `no CacheService method ${method}`)
    }
  }

  // Azure block blob protocol, as much as the SDK uses: stage blocks, commit a block list, or one plain PUT.
  function blobStorage(request: IncomingMessage, url: URL, body: Buffer, response: ServerResponse): void {
    const blobPath = url.pathname
    const comp = url.searchParams.get('comp')
    const created = (): void => {
      response.writeHead(201, {
        'content-type': 'application/json',
        'content-length': '2',
        etag: `"0x${createHash('md5').update(blobPath).digest('hex').slice(0, 16)}"`,
        'last-modified': new Date().toUTCString(),
        'x-ms-request-id': String(nextId++),
        'x-ms-version': '2025-01-05',
        'x-ms-request-server-encrypted': 'true'
      })
      response.end('{}')
    }
    if (request.method === 'PUT' && comp === 'block') {
      const blockId = url.searchParams.get('blockid')
      if (blockId === null) return sendJson(response, 400, { error: 'blockid missing' })
      const staged = blocks.get(blobPath) ?? new Map<string, Buffer>()
      staged.set(blockId, body)
      blocks.set(blobPath, staged)
      return created()
    }
    if (request.method === 'PUT' && comp === 'blocklist') {
      const staged = blocks.get(blobPath) ?? new Map<string, Buffer>()
      const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((match) => match[1] ?? '')
      const parts: Buffer[] = []
      for (const id of ids) {
        const part = staged.get(id)
        if (part === undefined) return sendJson(response, 400, { error: `block ${id} was never staged` })
        parts.push(part)
      }
      double.blobs.set(blobPath, Buffer.concat(parts))
      blocks.delete(blobPath)
      return created()
    }
    if (request.method === 'PUT' && comp === null) {
      if (request.headers['x-ms-blob-type'] !== 'BlockBlob') return sendJson(response, 400, { error: 'x-ms-blob-type: BlockBlob required' })
      double.blobs.set(blobPath, body)
      return created()
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const blob = double.blobs.get(blobPath)
      if (blob === undefined) return sendJson(response, 404, { error: 'blob not found' })
      // Blob storage serves an artifact's zip as application/zip, which is how the download client knows to unzip it.
      const isZip = blob.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
      response.writeHead(200, { 'content-type': isZip ? 'application/zip' : 'application/octet-stream', 'content-length': String(blob.length) })
      return void response.end(request.method === 'GET' ? blob : undefined)
    }
    return sendJson(response, 405, { error: `${request.method} not supported on blobs` })
  }

  function issueComments(request: IncomingMessage, url: URL, body: Buffer, response: ServerResponse): boolean {
    const list = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(url.pathname)
    const single = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname)
    const present = (comment: IssueComment): Json => ({
      id: comment.id,
      body: comment.body,
      user: { login: comment.login },
      html_url: `https://github.com/o/r/pull/${comment.issueNumber}#issuecomment-${comment.id}`
    })
    if (!String(request.headers['authorization'] ?? '').match(/^(token|bearer) \S+$/i)) {
      sendJson(response, 401, { message: 'Requires authentication' })
      return true
    }
    if (list !== null && request.method === 'GET') {
      const issueNumber = Number(list[1])
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30))
      const page = Number(url.searchParams.get('page') ?? 1)
      const all = double.comments.filter((comment) => comment.issueNumber === issueNumber)
      const headers: Record<string, string> = {}
      if (page * perPage < all.length) {
        const next = new URL(url.href.replace(url.origin, double.url))
        next.searchParams.set('page', String(page + 1))
        next.searchParams.set('per_page', String(perPage))
        headers['link'] = `<${next.href}>; rel="next"`
      }
      sendJson(response, 200, all.slice((page - 1) * perPage, page * perPage).map(present), headers)
      return true
    }
    if ((list !== null && request.method === 'POST') || (single !== null && request.method === 'PATCH')) {
      if (double.forbidCommentWrites) {
        sendJson(response, 403, { message: 'Resource not accessible by integration', status: '403' })
        return true
      }
      const text = (JSON.parse(body.toString('utf8') || '{}') as { body?: unknown }).body
      if (typeof text !== 'string') {
        sendJson(response, 422, { message: 'body is required' })
        return true
      }
      if (list !== null) {
        sendJson(response, 201, present(double.addComment(Number(list[1]), text, 'github-actions[bot]')))
        return true
      }
      const comment = double.comments.find((candidate) => candidate.id === Number(single?.[1]))
      if (comment === undefined) {
        sendJson(response, 404, { message: 'Not Found' })
        return true
      }
      comment.body = text
      sendJson(response, 200, present(comment))
      return true
    }
    return false
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const body = await readBody(request)
    double.requests.push({ method: request.method ?? '', path: url.pathname + url.search, headers: request.headers, body: body.toString('utf8') })
    if (url.pathname.startsWith(BLOB_PREFIX)) return blobStorage(request, url, body, response)
    if (url.pathname.startsWith('/twirp/')) {
      if (request.method !== 'POST') return twirpError(response, 405, 'bad_route', 'POST only')
      if (!/^Bearer \S+$/.test(String(request.headers['authorization'] ?? ''))) {
        return twirpError(response, 401, 'unauthenticated', 'missing bearer token')
      }
      let json: Json
      try {
        json = JSON.parse(body.toString('utf8')) as Json
      } catch {
        return twirpError(response, 400, 'malformed', 'body is not JSON')
      }
      if (url.pathname.startsWith(ARTIFACT_SERVICE)) return artifactService(url.pathname.slice(ARTIFACT_SERVICE.length), json, response)
      if (url.pathname.startsWith(CACHE_SERVICE)) return cacheService(url.pathname.slice(CACHE_SERVICE.length), json, response)
      return twirpError(response, 404, 'bad_route', `no service at ${url.pathname}`)
    }
    if (url.pathname.startsWith('/repos/') && issueComments(request, url, body, response)) return
    sendJson(response, 404, { message: 'Not Found', path: url.pathname })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendJson(response, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return double
}

/** An unsigned JWT with the claim @actions/artifact decodes for the run and job backend ids. */
export function fakeRuntimeToken(scope = 'Actions.Results:1:1'): string {
  const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ scp: `Actions.GenericRead:1 ${scope}` })}.x`
}
