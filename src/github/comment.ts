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
export function pullRequestFromEvent(
  eventName: string | undefined,
  payload: unknown,
  repository: string | undefined
): PullRequestRef | null {
  if (eventName === undefined || !PULL_REQUEST_EVENTS.has(eventName)) return null
  const number = (payload as { pull_request?: { number?: unknown } } | null)?.pull_request?.number
  const [owner, repo, ...rest] = (repository ?? '').split('/')
  if (typeof number !== 'number' || !owner || !repo || rest.length > 0) return null
  return { owner, repo, number }
}

export type StickyCommentResult =
  | { outcome: 'created' | 'updated'; id: number }
  | { outcome: 'forbidden'; status: number }

/**
 * One comment per server identity: found again by its hidden marker and edited in place, so a PR
 * that is pushed to twenty times still has one comment. A token that may not write (pull requests
 * from forks get a read-only token) answers 403/404, which is expected and reported, never thrown.
 */
export async function upsertStickyComment(comments: IssueComments, marker: string, body: string): Promise<StickyCommentResult> {
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
