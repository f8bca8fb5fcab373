import { coverageFindings, coverageOf } from '../../src/probe/coverage.js'
import { collectPages } from '../../src/probe/session.js'
import type { ProbeResult } from '../../src/probe/types.js'
import type { CallRecord } from '../../src/model/index.js'

const emptyListing = () => ({ tools: [], resources: [], resourceTemplates: [], prompts: [] })

function probe(partial: Partial<ProbeResult>): ProbeResult {
  return { serverInfo: null, listing: emptyListing(), relisting: null, calls: [], gaps: [], shutdownAt: 0, stderrTail: '', ...partial }
}

const call = (name: string, outcome: CallRecord['outcome'], note?: string): CallRecord => ({
  id: 0,
  kind: 'tool',
  name,
  iteration: 1,
  startedAt: 1,
  endedAt: 2,
  outcome,
  ...(note ? { note } : {})
})

describe('coverage', () => {
  it('counts attempts per item by outcome, notes included', () => {
    const coverage = coverageOf(
      probe({
        listing: { ...emptyListing(), tools: [{ name: 'a' }, { name: 'b' }] },
        calls: [call('a', 'ok'), call('a', 'timeout'), call('a', 'error-result', 'structuredContent lacks count'), call('b', 'oversized-result')]
      })
    )
    expect(coverage.items).toEqual([
      { kind: 'tool', name: 'a', attempts: 3, ok: 1, error: 1, timeout: 1, oversized: 0, notes: ['structuredContent lacks count'] },
      { kind: 'tool', name: 'b', attempts: 1, ok: 0, error: 0, timeout: 0, oversized: 1 }
    ])
    expect(coverageFindings(coverage).map((f) => `${f.rule}:${f.severity}`)).toEqual(['not-exercised:medium'])
  })

  it('a server that died after initialize is a high finding, not a clean pass', () => {
    const coverage = coverageOf(
      probe({
        gaps: [
          { what: 'tools/list', why: 'failed: Connection closed' },
          { what: 'session', why: 'the server exited on its own' }
        ]
      })
    )
    const findings = coverageFindings(coverage)
    expect(findings.map((f) => [f.severity, f.message])).toEqual([
      ['high', 'tools/list: failed: Connection closed'],
      ['high', 'session: the server exited on its own']
    ])
  })

  it('declared items never called are named in a high finding', () => {
    const coverage = coverageOf(
      probe({ listing: { ...emptyListing(), tools: [{ name: 'a' }, { name: 'late' }], prompts: [{ name: 'p' }] }, calls: [call('a', 'ok')] })
    )
    const [finding] = coverageFindings(coverage)
    expect(finding).toMatchObject({ rule: 'not-exercised', severity: 'high', evidence: { manifestItems: ['tool:late', 'prompt:p'] } })
  })

  it('everything exercised: no finding', () => {
    expect(coverageFindings(coverageOf(probe({ listing: { ...emptyListing(), tools: [{ name: 'a' }] }, calls: [call('a', 'error-result')] })))).toEqual([])
  })
})

describe('collectPages', () => {
  const pages =
    (count: number, perPage = 1) =>
    async (cursor?: string) => {
      const index = cursor === undefined ? 0 : Number(cursor)
      return { items: Array.from({ length: perPage }, (_, i) => `item-${index}-${i}`), ...(index + 1 < count ? { nextCursor: String(index + 1) } : {}) }
    }

  it('follows nextCursor to the last page', async () => {
    expect(await collectPages(pages(3))).toEqual({ items: ['item-0-0', 'item-1-0', 'item-2-0'] })
  })

  it('stops at 1,000 pages and says so', async () => {
    const result = await collectPages(pages(5_000))
    expect(result.items).toHaveLength(1_000)
    expect(result.cut).toBe('stopped after 1000 pages')
  })

  it('stops at 10,000 items and says so', async () => {
    const result = await collectPages(pages(50, 300))
    expect(result.items).toHaveLength(10_000)
    expect(result.cut).toBe('stopped at 10000 items')
  })

  it('exactly 10,000 items on the last page is complete', async () => {
    expect((await collectPages(pages(2, 5_000))).cut).toBeUndefined()
  })

  it('a cursor the server already sent is a loop, not the end', async () => {
    const result = await collectPages(async (cursor?: string) => ({
      items: [cursor ?? 'start'],
      nextCursor: cursor === 'b' ? 'a' : cursor === 'a' ? 'b' : 'a'
    }))
    expect(result).toEqual({ items: ['start', 'a', 'b'], cut: 'the server sent the same cursor twice' })
  })
})

describe('a listing that failed for want of a dependency', () => {
  const findingsFor = (gaps: ProbeResult['gaps']) => coverageFindings(coverageOf(probe({ gaps }))).map((f) => [f.severity, f.message])

  it("server-postgres without its database: one medium naming the service and how to provide it, the re-listing's repeat folded", () => {
    const why = 'failed: -32603: MCP error -32603: connect ECONNREFUSED 127.0.0.1:5432'
    expect(
      findingsFor([
        { what: 'resources/list', why },
        { what: 're-listing resources/list', why }
      ])
    ).toEqual([
      [
        'medium',
        "resources/list: not exercised: it needs a service at 127.0.0.1:5432 (connection refused: the sandbox's network has its own loopback, with nothing listening there); start the service from the launch command (a wrapper script), or audit with --network host and the service running"
      ]
    ])
  })

  it('an unset environment variable and a missing program are named with the flag that provides them', () => {
    expect(
      findingsFor([
        { what: 'prompts/list', why: 'failed: -32603: MCP error -32603: Environment variable DATABASE_URL is not set' },
        { what: 'resources/templates/list', why: 'failed: -32603: MCP error -32603: spawn kubectl ENOENT' }
      ])
    ).toEqual([
      ['medium', 'prompts/list: not exercised: it needs the environment variable DATABASE_URL: pass it with --env DATABASE_URL=…'],
      [
        'medium',
        "resources/templates/list: not exercised: it needs the program kubectl, which is not on the server's PATH: install it, or show its directory with --workspace"
      ]
    ])
  })

  it('stays high for tools/list, a timeout, a crash, a refusal off loopback or an error naming nothing', () => {
    expect(
      findingsFor([
        { what: 'tools/list', why: 'failed: -32603: MCP error -32603: connect ECONNREFUSED 127.0.0.1:5432' },
        { what: 'resources/list', why: 'failed: -32001: MCP error -32001: Request timed out' },
        { what: 'prompts/list', why: 'failed: Connection closed' },
        { what: 'resources/templates/list', why: 'failed: -32603: MCP error -32603: connect ECONNREFUSED 198.51.100.7:5432' },
        { what: 're-listing resources/list', why: 'failed: -32603: MCP error -32603: boom' }
      ]).map(([severity]) => severity)
    ).toEqual(['high', 'high', 'high', 'high', 'high'])
  })
})
