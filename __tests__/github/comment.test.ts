import * as github from '@actions/github'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { commentMarker, octokitComments, pullRequestFromEvent, upsertStickyComment, type OctokitLike } from '../../src/github/comment.js'
import { startActionsDouble, type ActionsDouble } from '../helpers/actions-double.js'

const IDENTITY = 'notes-server'
const MARKER = '<!-- mcp-behave:notes%2Dserver -->'
let double: ActionsDouble

beforeAll(async () => {
  double = await startActionsDouble()
})
afterAll(() => double.close())
beforeEach(() => {
  double.comments.length = 0
  double.forbidCommentWrites = false
})

function comments(issue = 7) {
  const octokit = github.getOctokit('ghs_test', { baseUrl: double.url }) as unknown as OctokitLike
  return octokitComments(octokit, { owner: 'octo', repo: 'notes', number: issue })
}

describe('commentMarker', () => {
  it('is a hidden comment keyed by the identity', () => {
    expect(commentMarker('leaky-server')).toBe('<!-- mcp-behave:leaky%2Dserver -->')
  })
  it('cannot be closed early or collide, whatever the identity', () => {
    expect(commentMarker('x --> <b>@a</b>')).toBe('<!-- mcp-behave:x%20%2D%2D%3E%20%3Cb%3E%40a%3C/b%3E -->')
    expect(commentMarker('a--b')).not.toBe(commentMarker('a-b'))
    const long = commentMarker('é'.repeat(200))
    expect(long).toMatch(/^<!-- mcp-behave:(%C3%A9)+~[0-9a-f]{16} -->$/)
    expect(long.length).toBeLessThan(130)
  })
})

describe('upsertStickyComment', () => {
  it('creates the comment once, then edits it in place on the next push', async () => {
    const first = await upsertStickyComment(comments(), IDENTITY, 'run 1: pass')
    expect(first.outcome).toBe('created')
    const second = await upsertStickyComment(comments(), IDENTITY, 'run 2: fail')
    expect(second).toEqual({ outcome: 'updated', id: (first as { id: number }).id })
    expect(double.comments.map(({ issueNumber, body }) => ({ issueNumber, body }))).toEqual([{ issueNumber: 7, body: `${MARKER}\nrun 2: fail` }])
  })

  it("finds its comment on a later page and leaves other servers' and people's comments alone", async () => {
    for (let index = 0; index < 130; index += 1) double.addComment(7, `LGTM ${index}`)
    const other = double.addComment(7, '<!-- mcp-behave:other-server -->\nother', 'github-actions[bot]')
    const quoting = double.addComment(7, `> ${MARKER}\nwhy is this here?`)
    const mine = double.addComment(7, `${MARKER}\nold`, 'github-actions[bot]')
    const result = await upsertStickyComment(comments(), IDENTITY, 'new')
    expect(result).toEqual({ outcome: 'updated', id: mine.id })
    expect(double.comments.find((comment) => comment.id === other.id)?.body).toBe('<!-- mcp-behave:other-server -->\nother')
    expect(double.comments.find((comment) => comment.id === quoting.id)?.body).toBe(`> ${MARKER}\nwhy is this here?`)
    expect(double.comments.length).toBe(133)
    expect(double.requests.some((request) => request.path.includes('page=2'))).toBe(true)
  })

  it('reports a read-only token (a fork) as forbidden instead of failing', async () => {
    double.forbidCommentWrites = true
    expect(await upsertStickyComment(comments(), IDENTITY, 'x')).toEqual({ outcome: 'forbidden', status: 403 })
    expect(double.comments).toEqual([])
  })

  it('lets other errors through', async () => {
    const broken = {
      list: () => Promise.reject(Object.assign(new Error('Server Error'), { status: 500 })),
      create: () => Promise.reject(new Error('unreachable')),
      update: () => Promise.reject(new Error('unreachable'))
    }
    await expect(upsertStickyComment(broken, IDENTITY, 'x')).rejects.toThrow('Server Error')
  })
})

describe('pullRequestFromEvent', () => {
  const payload = { pull_request: { number: 12 } }
  it('names the pull request of pull_request and pull_request_target events', () => {
    expect(pullRequestFromEvent('pull_request', payload, 'octo/notes')).toEqual({ owner: 'octo', repo: 'notes', number: 12 })
    expect(pullRequestFromEvent('pull_request_target', payload, 'octo/notes')).toEqual({ owner: 'octo', repo: 'notes', number: 12 })
  })
  it('is null for pushes, schedules and malformed payloads', () => {
    expect(pullRequestFromEvent('push', payload, 'octo/notes')).toBeNull()
    expect(pullRequestFromEvent(undefined, payload, 'octo/notes')).toBeNull()
    expect(pullRequestFromEvent('pull_request', {}, 'octo/notes')).toBeNull()
    expect(pullRequestFromEvent('pull_request', { pull_request: { number: '12' } }, 'octo/notes')).toBeNull()
    expect(pullRequestFromEvent('pull_request', payload, 'notes')).toBeNull()
  })
})
