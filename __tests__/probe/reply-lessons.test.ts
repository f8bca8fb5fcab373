import { mergeLesson, mergeNames, replyLessonFrom } from '../../src/probe/reply-lessons.js'
import { MAX_LESSON_NAMES } from '../../src/sandbox/replies/reply-lesson.js'

// Error answers of real shapes, and what each says the sink's reply lacked.

describe('what an error answer says the reply lacked', () => {
  it('a V8 TypeError: the property read from nothing', () => {
    expect(replyLessonFrom("TypeError: Cannot read properties of undefined (reading 'geometry')")).toEqual({ fields: [], reads: ['geometry'] })
    expect(replyLessonFrom("Cannot read property 'login' of null")).toEqual({ fields: [], reads: ['login'] })
    expect(replyLessonFrom("Cannot destructure property 'data' of '(intermediate value)' as it is undefined.")).toEqual({ fields: [], reads: ['data'] })
  })

  it('a method of a list or a string on something else', () => {
    expect(replyLessonFrom('TypeError: response.data.results.map is not a function')).toEqual({
      fields: [{ path: ['results'], expected: 'array' }],
      reads: [],
      names: { results: 'array' }
    })
    expect(replyLessonFrom('TypeError: body.map is not a function')).toEqual({ root: 'array', fields: [], reads: [] })
    expect(replyLessonFrom('TypeError: repo.default_branch.toLowerCase is not a function')).toEqual({
      fields: [{ path: ['default_branch'], expected: 'string' }],
      reads: [],
      names: { default_branch: 'string' }
    })
    expect(replyLessonFrom('TypeError: json.items is not iterable')).toEqual({
      fields: [{ path: ['items'], expected: 'array' }],
      reads: [],
      names: { items: 'array' }
    })
    expect(replyLessonFrom('TypeError: undefined is not iterable (cannot read property Symbol(Symbol.iterator))')).toBeNull()
  })

  it('pydantic, ajv, a hand-written check and a KeyError', () => {
    const pydantic =
      '2 validation errors for SearchResponse\nweb.results\n  Field required [type=missing, input_value={}, input_type=dict]\nquery.original\n  Input should be a valid string [type=string_type]'
    expect(replyLessonFrom(pydantic)).toEqual({
      fields: [{ path: ['web', 'results'] }, { path: ['query', 'original'], expected: 'string' }],
      reads: []
    })
    expect(replyLessonFrom("data/user must have required property 'login'")).toEqual({ fields: [{ path: ['data', 'user', 'login'] }], reads: [] })
    expect(replyLessonFrom('Invalid response: missing field "workspace_id"')).toEqual({ fields: [{ path: ['workspace_id'] }], reads: [] })
    expect(replyLessonFrom("Traceback (most recent call last):\n  ...\nKeyError: 'features'")).toEqual({ fields: [], reads: ['features'] })
  })

  it('says nothing of an error that names nothing about a reply, and keeps only names', () => {
    expect(replyLessonFrom('Request failed with status code 401')).toBeNull()
    expect(replyLessonFrom('ENOENT: no such file or directory')).toBeNull()
    expect(replyLessonFrom(`[{"expected":"string","path":["a b; rm -rf /"]}]`)).toBeNull()
  })

  it('merges lessons of one tool, and says when an error taught nothing new', () => {
    const first = mergeLesson('search', undefined, { fields: [{ path: ['web', 'results'] }], reads: [] })
    expect(first).toEqual({ tool: 'search', fields: [{ path: ['web', 'results'] }], reads: [] })
    const second = mergeLesson('search', first ?? undefined, { root: 'object', fields: [{ path: ['web', 'results'], expected: 'array' }], reads: ['title'] })
    expect(second).toEqual({ tool: 'search', root: 'object', fields: [{ path: ['web', 'results'], expected: 'array' }], reads: ['title'] })
    expect(mergeLesson('search', second ?? undefined, { fields: [{ path: ['web', 'results'] }], reads: ['title'] })).toBeNull()
  })

  it('a name read as one type is that type in every answer of the server, whichever tool showed it; capped', () => {
    const part = replyLessonFrom('TypeError: data.team.syncedWith.map is not a function') ?? { fields: [], reads: [] }
    const names = mergeNames({}, part)
    expect(names).toEqual({ syncedWith: 'array' })
    expect(mergeNames(names ?? {}, part)).toBeNull()
    const full = Object.fromEntries(Array.from({ length: MAX_LESSON_NAMES }, (_, i) => [`field${i}`, 'string' as const]))
    expect(mergeNames(full, part)).toBeNull()
  })
})
