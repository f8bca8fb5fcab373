import { instantiateUriTemplate } from '../../../src/probe/synthesize/uri-template.js'

describe('instantiateUriTemplate', () => {
  it('expands level 1-3 expressions with hint values', () => {
    expect(instantiateUriTemplate('file:///{path}')).toBe('file:///notes.txt')
    expect(instantiateUriTemplate('test://static/resource/{id}')).toBe('test://static/resource/1')
    expect(instantiateUriTemplate('repo://{owner}/{repo}/tree{/branch}')).toBe('repo://acme/notes-app/tree/main')
    expect(instantiateUriTemplate('search://items{?query,limit}')).toBe('search://items?query=hello&limit=1')
    expect(instantiateUriTemplate('proxy://{url}|{+url}')).toBe('proxy://http%3A%2F%2Fexample.com%2F|http://example.com/')
    expect(instantiateUriTemplate('x://{name:3}{#section}{.format}{;lang}{&page}')).toBe('x://hel#hello.hello;lang=en&page=1')
  })

  it('keeps malformed expressions as written', () => {
    expect(instantiateUriTemplate('x://{bad name}/{unclosed')).toBe('x://{bad name}/{unclosed')
    expect(instantiateUriTemplate('plain://no-variables')).toBe('plain://no-variables')
  })
})
