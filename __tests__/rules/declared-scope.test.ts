import { declaredScopes, serverWideRestriction, egressRestriction } from '../../src/rules/declared-scope.js'
import { localClaim } from '../../src/rules/description-claims.js'

describe('localClaim', () => {
  it.each([
    ['Formats a markdown note. Purely local text formatting.', 'Purely local text formatting.'],
    ['Works offline', 'Works offline'],
    ['No network access.', 'No network access.'],
    ['Counts words. Runs entirely locally; nothing is uploaded.', 'Runs entirely locally; nothing is uploaded.'],
    ['Converts units without any network access', 'Converts units without any network access'],
    ['A calculator that does not access the internet.', 'A calculator that does not access the internet.'],
    ['Local-only scratchpad', 'Local-only scratchpad'],
    // each word a claim can rest on, past the words a description is first screened for
    ['Counts words. Makes no external requests.', 'Makes no external requests.'],
    ['Will never make outbound connections', 'Will never make outbound connections'],
    ["Won't send HTTP requests.", "Won't send HTTP requests."],
    ['Everything runs on-device.', 'Everything runs on-device.']
  ])('%s → claim', (description, claim) => {
    expect(localClaim(description)).toBe(claim)
  })

  it.each([
    'Fetches a URL and saves it to a local file',
    'Get current time in a local timezone',
    'Read a file from the local filesystem',
    'Checks whether a host is offline',
    'Returns an error if there is no network connection',
    'Search the web. Requires network access.',
    ''
  ])('%s → no claim', (description) => {
    expect(localClaim(description)).toBeNull()
  })

  it('quotes the claim as a short single-line excerpt, with hidden characters shown', () => {
    expect(localClaim(`Purely local ${'y'.repeat(100)}`)).toBe(`Purely local ${'y'.repeat(66)}…`)
    expect(localClaim('Runs\tentirely\u00a0locally.\u202e')).toBe('Runs entirely locally.\\u202e')
  })
})

describe('declaredScopes', () => {
  it('reads annotations with the spec defaults and only narrows on explicit booleans', () => {
    const scopes = declaredScopes({
      sha256: 'x',
      tools: [
        { name: 'a', sha256: '1' },
        { name: 'b', annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false }, sha256: '2' },
        { name: 'c', annotations: { readOnlyHint: 'true', destructiveHint: false, openWorldHint: 0 }, description: 'Works offline', sha256: '3' }
      ],
      resources: [],
      resourceTemplates: [],
      prompts: []
    })
    expect([...scopes.values()]).toEqual([
      { name: 'a', readOnly: false, nonDestructive: false, closedWorld: false, localClaim: null },
      { name: 'b', readOnly: true, nonDestructive: false, closedWorld: true, localClaim: null },
      { name: 'c', readOnly: false, nonDestructive: true, closedWorld: false, localClaim: 'Works offline' }
    ])
  })

  it('restricts the whole server only when every tool does', () => {
    const local = { name: 'a', readOnly: false, nonDestructive: false, closedWorld: true, localClaim: null }
    const open = { ...local, name: 'b', closedWorld: false }
    expect(serverWideRestriction([local, open], egressRestriction, 'that it stays local')).toBeNull()
    expect(serverWideRestriction([], egressRestriction, 'that it stays local')).toBeNull()
    expect(serverWideRestriction([local, local], egressRestriction, 'that it stays local')).toEqual({
      suffix: '; every tool of the server declares that it stays local',
      declared: 'all 2 tools: openWorldHint: false'
    })
  })
})
