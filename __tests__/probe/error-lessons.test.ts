import { learnFrom } from '../../src/probe/error-lessons.js'

describe('what an error answer teaches', () => {
  it('reads the field a zod issue names, missing paths, existing names and flags that must be true', () => {
    const zod = learnFrom('MCP error -32602: Invalid arguments: [{"code":"invalid_type","expected":"number","path":["limit"],"message":"Required"}]')
    expect(zod.fields).toEqual(new Map([['limit', 'number']]))
    expect(learnFrom('ENOENT: no such file or directory, open x').missing).toBe(true)
    expect(learnFrom('Destination already exists: /w/a.md').exists).toBe(true)
    expect(learnFrom('Access denied - path outside allowed directories').absolute).toBe(true)
    expect(learnFrom('force flag must be set to true to clean').mustBeTrue).toEqual(['force'])
    expect(learnFrom('Git rebase failed: upstream is required for start mode').fields).toEqual(new Map([['upstream', undefined]]))
  })
})
