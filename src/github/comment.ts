import { createHash } from 'node:crypto'

/** The issue-comment calls the sticky comment needs; `octokitComments` adapts @actions/github's client. */
export interface IssueComments {
  list(): Promise<{ id: number; body?: string | null }[]>
  create(body: string): Promise<{ id: number }>
  update(id: number, body: string): Promise<{ id: number }>
}

export interface OctokitLike {
  paginate<T>(route: unknown, parameters: Record<string, unknown>): Promise<T[]>
  rest: {
    issues: {
      listComments: unknown
      createComment(parameters: Record<string, unknown>): Promise<{ data: { id: number } }>
      updateComment(parameters: Record<string, unknown>): Promise<{ data: { id: number } }>
    }
  }
}

export interface PullRequestRef {
  owner: string
  repo: string
  number: number
}

export function octokitComments(octokit: OctokitLike, pr: PullRequestRef): IssueComments {
  const where = { owner: pr.owner, repo: pr.repo }
  return {
    list: () =>
      octokit.paginate<{ id: number; body?: string | null }>(octokit.rest.issues.listComments, {
        ...where,
        issue_number: pr.number,
        per_page: 100
      }),
    create: async (body) => (await octokit.rest.issues.createComment({ ...where, issue_number: pr.number, body })).data,
    update: async (id, body) => (await octokit.rest.issues.updateComment({ ...where, comment_id: id, body })).data
  }
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target'])

/** The PR number when this run belongs to a pull request event, else null. */
export function pullRequestFromEvent(eventName: string | undefined, payload: unknown, repository: string | undefined): PullRequestRef | null {
  if (eventName === undefined || !PULL_REQUEST_EVENTS.has(eventName)) return null
  const number = (payload as { pull_request?: { number?: unknown } } | null)?.pull_request?.number
  const [owner, repo, ...rest] = (repository ?? '').split('/')
  if (typeof number !== 'number' || !owner || !repo || rest.length > 0) return null
  return { owner, repo, number }
}

const MARKER_SAFE = /[A-Za-z0-9._:/+]/
const MAX_MARKER_IDENTITY = 100

/**
 * The hidden marker that finds this server's previous comment. The identity is percent-encoded down to a
 * small alphabet, so a crafted identity can neither close the comment (`-->`, `--!>`) nor collide with
 * another identity; long identities keep a prefix plus a hash.
 */
export function commentMarker(identity: string): string {
  let encoded = ''
  for (const char of identity) {
    encoded += MARKER_SAFE.test(char) ? char : Array.from(Buffer.from(char, 'utf8'), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')
  }
  if (encoded.length > MAX_MARKER_IDENTITY) {
    const hash = createHash('sha256').update(identity, 'utf8').digest('hex').slice(0, 16)
    encoded = `${encoded.slice(0, MAX_MARKER_IDENTITY - 20).replace(/%[0-9A-F]?$/, '')}~${hash}`
  }
  return `<!-- mcp-behave:${encoded} -->`
}

export type StickyCommentResult = { outcome: 'created' | 'updated'; id: number } | { outcome: 'forbidden'; status: number }

/**
 * One comment per server identity: `body` under the identity's hidden marker, found again by it and edited
 * in place, so a PR that is pushed to twenty times still has one comment. A token that may not write (pull
 * requests from forks get a read-only token) answers 403/404, which is expected and reported, never thrown.
 */
export async function upsertStickyComment(comments: IssueComments, identity: string, renderedBody: string): Promise<StickyCommentResult> {
  const marker = commentMarker(identity)
  const body = `${marker}\n${renderedBody}`
  try {
    const existing = (await comments.list()).find((comment) => (comment.body ?? '').trimStart().startsWith(marker))
    if (existing !== undefined) return { outcome: 'updated', id: (await comments.update(existing.id, body)).id }
    return { outcome: 'created', id: (await comments.create(body)).id }
  } catch (error) {
    const status = (error as { status?: unknown }).status
    if (status === 403 || status === 404) return { outcome: 'forbidden', status }
    throw error
  }
}
