import AjvModule from 'ajv'
import addFormatsModule from 'ajv-formats'
import { synthesizeArguments, synthesizePromptArguments } from '../../src/probe/synthesize-args.js'
import { instantiateUriTemplate } from '../../src/probe/synthesize/uri-template.js'

const Ajv = AjvModule.default
const addFormats = addFormatsModule.default
const ajv = new Ajv({ strict: false, allErrors: true })
addFormats(ajv)

type Schema = Record<string, unknown>
const DRAFT7 = 'http://json-schema.org/draft-07/schema#'
const str = { type: 'string' }
const strArray = { type: 'array', items: { type: 'string' } }
const object = (properties: Schema, required: string[] = Object.keys(properties), extra: Schema = {}): Schema => ({
  type: 'object',
  properties,
  required,
  ...extra
})
const zodObject = (properties: Schema, required: string[] = Object.keys(properties)): Schema => ({
  ...object(properties, required),
  additionalProperties: false,
  $schema: DRAFT7
})
const nullableString = { anyOf: [{ type: 'string' }, { type: 'null' }], default: null }

// Input schemas as published by real MCP servers (modelcontextprotocol/servers and friends), as their SDKs
// serialize them: zod-to-json-schema for TypeScript servers, pydantic for Python ones.
const CORPUS: Record<string, Schema> = {
  'filesystem/read_text_file': zodObject({ path: str, tail: { type: 'number', description: 'last N lines' }, head: { type: 'number' } }, ['path']),
  'filesystem/read_multiple_files': zodObject({ paths: strArray }),
  'filesystem/write_file': zodObject({ path: str, content: str }),
  'filesystem/edit_file': zodObject(
    {
      path: str,
      edits: {
        type: 'array',
        items: { type: 'object', properties: { oldText: str, newText: str }, required: ['oldText', 'newText'], additionalProperties: false }
      },
      dryRun: { type: 'boolean', default: false, description: 'Preview changes using git-style diff format' }
    },
    ['path', 'edits']
  ),
  'filesystem/list_directory_with_sizes': zodObject({ path: str, sortBy: { type: 'string', enum: ['name', 'size'], default: 'name' } }, ['path']),
  'filesystem/move_file': zodObject({ source: str, destination: str }),
  'filesystem/search_files': zodObject({ path: str, pattern: str, excludePatterns: { type: 'array', items: str, default: [] } }, ['path', 'pattern']),
  'filesystem/list_allowed_directories': zodObject({}, []),
  'fetch/fetch': {
    description: 'Parameters for fetching a URL.',
    properties: {
      url: { description: 'URL to fetch', format: 'uri', minLength: 1, title: 'Url', type: 'string' },
      max_length: {
        default: 5000,
        description: 'Maximum number of characters to return.',
        exclusiveMaximum: 1000000,
        exclusiveMinimum: 0,
        title: 'Max Length',
        type: 'integer'
      },
      start_index: { default: 0, minimum: 0, title: 'Start Index', type: 'integer' },
      raw: { default: false, title: 'Raw', type: 'boolean' }
    },
    required: ['url'],
    title: 'Fetch',
    type: 'object'
  },
  'git/git_status': { properties: { repo_path: { title: 'Repo Path', type: 'string' } }, required: ['repo_path'], title: 'GitStatus', type: 'object' },
  'git/git_diff_unstaged': {
    properties: { repo_path: { title: 'Repo Path', type: 'string' }, context_lines: { default: 3, title: 'Context Lines', type: 'integer' } },
    required: ['repo_path'],
    type: 'object'
  },
  'git/git_add': {
    properties: { repo_path: { type: 'string' }, files: { items: { type: 'string' }, title: 'Files', type: 'array' } },
    required: ['repo_path', 'files'],
    type: 'object'
  },
  'git/git_log': {
    properties: {
      repo_path: { type: 'string' },
      max_count: { default: 10, type: 'integer' },
      start_timestamp: { ...nullableString, description: "Start timestamp, e.g. '2024-01-15T14:30:25'" },
      end_timestamp: nullableString
    },
    required: ['repo_path'],
    type: 'object'
  },
  'git/git_create_branch': {
    properties: { repo_path: { type: 'string' }, branch_name: { type: 'string' }, base_branch: nullableString },
    required: ['repo_path', 'branch_name'],
    type: 'object'
  },
  'time/get_current_time': object({ timezone: { type: 'string', description: "IANA timezone name (e.g., 'America/New_York')" } }),
  'time/convert_time': object({
    source_timezone: { type: 'string' },
    time: { type: 'string', description: 'Time to convert in 24-hour format (HH:MM)' },
    target_timezone: { type: 'string' }
  }),
  'memory/create_entities': zodObject({
    entities: {
      type: 'array',
      items: object({ name: str, entityType: str, observations: strArray }, ['name', 'entityType', 'observations'], { additionalProperties: false })
    }
  }),
  'memory/create_relations': zodObject({ relations: { type: 'array', items: object({ from: str, to: str, relationType: str }) } }),
  'memory/add_observations': zodObject({ observations: { type: 'array', items: object({ entityName: str, contents: strArray }) } }),
  'memory/search_nodes': zodObject({ query: str }),
  'memory/open_nodes': zodObject({ names: strArray }),
  'github/create_or_update_file': zodObject(
    { owner: str, repo: str, path: str, content: str, message: str, branch: str, sha: { type: 'string', description: 'SHA of the file being replaced' } },
    ['owner', 'repo', 'path', 'content', 'message', 'branch']
  ),
  'github/search_repositories': zodObject({ query: str, page: { type: 'number' }, perPage: { type: 'number' } }, ['query']),
  'github/create_issue': zodObject({ owner: str, repo: str, title: str, body: str, assignees: strArray, milestone: { type: 'number' }, labels: strArray }, [
    'owner',
    'repo',
    'title'
  ]),
  'github/get_issue': zodObject({ owner: str, repo: str, issue_number: { type: 'number' } }),
  'github/create_pull_request': zodObject(
    { owner: str, repo: str, title: str, body: str, head: str, base: str, draft: { type: 'boolean' }, maintainer_can_modify: { type: 'boolean' } },
    ['owner', 'repo', 'title', 'head', 'base']
  ),
  'github/list_issues': zodObject(
    {
      owner: str,
      repo: str,
      state: { type: 'string', enum: ['open', 'closed', 'all'] },
      sort: { type: 'string', enum: ['created', 'updated', 'comments'] },
      since: str,
      page: { type: 'number' },
      per_page: { type: 'number' }
    },
    ['owner', 'repo']
  ),
  'everything/echo': zodObject({ message: { type: 'string', description: 'Message to echo' } }),
  'everything/add': zodObject({ a: { type: 'number' }, b: { type: 'number' } }),
  'everything/longRunningOperation': zodObject({ duration: { type: 'number', default: 10 }, steps: { type: 'number', default: 5 } }, []),
  'everything/annotatedMessage': zodObject(
    { messageType: { type: 'string', enum: ['error', 'success', 'debug'] }, includeImage: { type: 'boolean', default: false } },
    ['messageType']
  ),
  'everything/getResourceReference': zodObject({ resourceId: { type: 'number', minimum: 1, maximum: 100 } }),
  'puppeteer/puppeteer_navigate': object({ url: str, launchOptions: { type: 'object' }, allowDangerous: { type: 'boolean' } }, ['url']),
  'brave-search/brave_local_search': object({ query: str, count: { type: 'number', default: 5 } }, ['query']),
  'sqlite/read_query': object({ query: { type: 'string', description: 'SELECT SQL query to execute' } }),
  'slack/slack_post_message': object({ channel_id: str, text: str }),
  'pydantic/$defs and $ref': {
    $defs: {
      Priority: { enum: ['low', 'high'], title: 'Priority', type: 'string' },
      Task: {
        properties: { title: { type: 'string' }, priority: { $ref: '#/$defs/Priority' }, due: { format: 'date', type: 'string' } },
        required: ['title', 'priority', 'due'],
        type: 'object'
      }
    },
    properties: { task: { $ref: '#/$defs/Task' }, tags: { items: { type: 'string' }, type: 'array', uniqueItems: true, minItems: 2 } },
    required: ['task', 'tags'],
    type: 'object'
  },
  'definitions, oneOf and allOf': {
    definitions: { point: { type: 'object', properties: { x: { type: 'integer' }, y: { type: 'integer' } }, required: ['x', 'y'] } },
    type: 'object',
    properties: {
      target: { oneOf: [{ $ref: '#/definitions/point' }, { type: 'string', format: 'hostname' }] },
      window: {
        allOf: [
          { type: 'object', properties: { from: { type: 'string', format: 'date-time' } }, required: ['from'] },
          { properties: { to: { type: 'string', format: 'date-time' } }, required: ['to'] }
        ]
      }
    },
    required: ['target', 'window']
  },
  formats: object({
    a: { type: 'string', format: 'uri' },
    b: { type: 'string', format: 'email' },
    c: { type: 'string', format: 'hostname' },
    d: { type: 'string', format: 'ipv4' },
    e: { type: 'string', format: 'ipv6' },
    f: { type: 'string', format: 'date-time' },
    g: { type: 'string', format: 'date' },
    h: { type: 'string', format: 'time' },
    i: { type: 'string', format: 'uuid' },
    j: { type: 'string', format: 'uri-reference' },
    k: { type: 'string', format: 'duration' },
    l: { type: 'string', format: 'json-pointer' },
    m: { type: 'string', format: 'regex' },
    n: { type: 'string', format: 'byte' },
    o: { type: 'string', format: 'uri', minLength: 40 }
  }),
  numbers: object({
    port: { type: 'integer', minimum: 1024, maximum: 65535 },
    ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
    step: { type: 'number', multipleOf: 0.5, minimum: 2.2 },
    even: { type: 'integer', multipleOf: 2, minimum: 3, maximum: 5 },
    negative: { type: 'integer', maximum: -10 },
    limit: { type: 'integer', minimum: 10, maximum: 100 }
  }),
  strings: object(
    {
      code: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' },
      slug: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', minLength: 8, maxLength: 12 },
      short: { type: 'string', maxLength: 3 },
      long: { type: 'string', minLength: 50 },
      choice: { type: 'string', pattern: '^(read|write)$' },
      hex: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
      unsupported: { type: 'string', pattern: '^(?=.*[A-Z])\\w+$', minLength: 1 }
    },
    ['code', 'slug', 'short', 'long', 'choice', 'hex']
  ),
  'type arrays, nullable, const, tuples': object({
    mode: { const: 'fast' },
    maybe: { type: ['null', 'string'] },
    either: { type: ['integer', 'string'] },
    pair: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }], minItems: 2, additionalItems: false },
    props: { type: 'object', minProperties: 2, additionalProperties: { type: 'integer' } },
    dependent: { type: 'object', properties: { a: str, b: str }, required: ['a'], dependencies: { a: ['b'] } },
    anything: {}
  })
}

describe('synthesizeArguments', () => {
  it(`produces valid arguments for ${Object.keys(CORPUS).length} real-world input schemas, for several variants`, () => {
    expect(Object.keys(CORPUS).length).toBeGreaterThanOrEqual(25)
    const failures: unknown[] = []
    for (const [name, schema] of Object.entries(CORPUS)) {
      const validate = ajv.compile(schema)
      for (const variant of [0, 1, 2, 3]) {
        const args = synthesizeArguments(schema, variant)
        if (!validate(args)) failures.push({ name, variant, args, errors: validate.errors })
      }
    }
    expect(failures).toEqual([])
  })

  it('fills required properties and the optional ones the schema gives a value for', () => {
    expect(synthesizeArguments(CORPUS['fetch/fetch'])).toEqual({ url: 'http://example.com/', max_length: 5000, start_index: 0, raw: false })
    expect(synthesizeArguments(CORPUS['filesystem/read_text_file'])).toEqual({ path: './notes.txt' })
    expect(synthesizeArguments(CORPUS['filesystem/edit_file'])).toEqual({
      path: './notes.txt',
      edits: [{ oldText: 'hello world', newText: 'hello world' }],
      dryRun: false
    })
    expect(synthesizeArguments(CORPUS['time/convert_time'])).toEqual({ source_timezone: 'UTC', time: '12:00', target_timezone: 'UTC' })
    expect(synthesizeArguments(CORPUS['github/get_issue'])).toEqual({ owner: 'acme', repo: 'notes-app', issue_number: 1 })
    // pydantic's `str | None = None`: the default belongs to the union
    expect(synthesizeArguments(CORPUS['git/git_log'])).toEqual({ repo_path: '.', max_count: 10, start_timestamp: null, end_timestamp: null })
    expect(synthesizeArguments(CORPUS['filesystem/list_allowed_directories'])).toEqual({})
  })

  it('gives later calls a different valid input: other enum members, other text, every optional property', () => {
    const annotated = CORPUS['everything/annotatedMessage']
    expect([0, 1, 2, 3].map((variant) => synthesizeArguments(annotated, variant))).toEqual([
      { messageType: 'error', includeImage: false },
      { messageType: 'success', includeImage: false },
      { messageType: 'debug', includeImage: false },
      { messageType: 'error', includeImage: false }
    ])
    expect(synthesizeArguments(CORPUS['github/search_repositories'], 1)).toEqual({ query: 'hello world 2', page: 1, perPage: 1 })
    expect(synthesizeArguments(CORPUS['filesystem/write_file'], 1)).toEqual({ path: './notes-2.txt', content: 'hello world 2' })
  })

  it('follows the format table and key-name hints', () => {
    expect(synthesizeArguments(CORPUS.formats)).toEqual({
      a: 'http://example.com/',
      b: 'alex@example.com',
      c: 'example.com',
      d: '192.0.2.1',
      e: '2001:db8::1',
      f: '2024-01-01T00:00:00Z',
      g: '2024-01-01',
      h: '12:00:00Z',
      i: '00000000-0000-4000-8000-000000000000',
      j: 'http://example.com/',
      k: 'P1D',
      l: '/notes',
      m: '^notes$',
      n: 'aGVsbG8gd29ybGQ=',
      o: 'http://example.com/' + 'x'.repeat(21)
    })
    const hinted = object(
      Object.fromEntries(
        ['endpointUrl', 'file_path', 'outputDir', 'userEmail', 'hostname', 'query', 'id', 'language', 'note', 'filename', 'dry_run'].map((k) => [k, str])
      )
    )
    expect(synthesizeArguments(hinted)).toEqual({
      endpointUrl: 'http://example.com/',
      file_path: './notes.txt',
      outputDir: '.',
      userEmail: 'alex@example.com',
      hostname: 'example.com',
      query: 'hello world',
      id: '1',
      language: 'en',
      note: 'hello world',
      filename: 'notes.txt',
      dry_run: 'true'
    })
    expect(synthesizeArguments(object({ port: { type: 'integer' }, limit: { type: 'integer' }, count: {}, verbose: { type: 'boolean' } }))).toEqual({
      port: 8080,
      limit: 1,
      count: '1',
      verbose: false
    })
  })

  it('respects number bounds, multipleOf, string lengths and simple patterns', () => {
    expect(synthesizeArguments(CORPUS.numbers)).toEqual({ port: 8080, ratio: 0.5, step: 2.5, even: 4, negative: -10, limit: 10 })
    const strings = synthesizeArguments(CORPUS.strings)
    expect(strings).toEqual({
      code: 'AAA-1111',
      slug: 'aa-aa-aa',
      short: 'hel',
      long: 'hello world' + 'x'.repeat(39),
      choice: 'read',
      hex: '0x' + 'a'.repeat(40)
    })
    // variant 1 fills optional properties, but not one whose pattern the generator cannot satisfy
    expect(synthesizeArguments(CORPUS.strings, 1)).toEqual({
      code: 'AAA-1111',
      slug: 'aa-aa-aa',
      short: 'hel',
      long: 'hello world 2' + 'x'.repeat(37),
      choice: 'write',
      hex: '0x' + 'a'.repeat(40)
    })
  })

  it('resolves $ref, merges allOf and picks anyOf/oneOf branches by variant', () => {
    expect(synthesizeArguments(CORPUS['pydantic/$defs and $ref'])).toEqual({
      task: { title: 'hello world', priority: 'low', due: '2024-01-01' },
      tags: ['hello world', 'hello world 2']
    })
    const schema = CORPUS['definitions, oneOf and allOf']
    expect(synthesizeArguments(schema, 0)).toEqual({ target: { x: 1, y: 1 }, window: { from: '2024-01-01T00:00:00Z', to: '2024-01-01T00:00:00Z' } })
    expect(synthesizeArguments(schema, 1).target).toBe('example.com')
    expect(synthesizeArguments(schema, 2).target).toEqual({ x: 3, y: 3 })
  })

  it('never points the server at the canary home, outside the working directory or at real hosts', () => {
    const hostile = object({
      path: { type: 'string', default: '~/.ssh/id_rsa' },
      file: { type: 'string', examples: ['/home/runner/.aws/credentials', '../../.netrc', '$HOME/.env'] },
      url: { type: 'string', default: 'https://attacker.invalid/collect' },
      webhook: { type: 'string', format: 'uri', examples: ['http://127.0.0.1:8080/', 'http://[::1]/', 'file:///etc/passwd'] },
      host: { type: 'string', default: 'internal.corp.net' },
      mail: { type: 'string', default: 'me@attacker.invalid' },
      source: { type: 'string', enum: ['/root/.ssh/id_ed25519', 'notes.txt'] },
      target: { const: '/etc/shadow' },
      secret: { type: 'string', pattern: '^/home/[a-z]+/\\.ssh/id_rsa$' },
      ip: { type: 'string', default: '10.0.0.1' },
      nested: { type: 'object', default: { path: '~/.docker/config.json' }, properties: { path: str }, required: ['path'] }
    })
    expect(synthesizeArguments(hostile)).toEqual({
      path: './notes.txt',
      file: './notes.txt',
      url: 'http://example.com/',
      webhook: 'http://example.com/',
      host: 'example.com',
      mail: 'alex@example.com',
      source: 'notes.txt',
      target: 'hello world',
      secret: 'hello world',
      ip: '192.0.2.1',
      nested: { path: './notes.txt' }
    })
    const safeDefaults = object({ url: { type: 'string', default: 'https://docs.example.com/api' }, path: { type: 'string', default: 'docs/readme.md' } }, [])
    expect(synthesizeArguments(safeDefaults)).toEqual({ url: 'https://docs.example.com/api', path: 'docs/readme.md' })
  })

  it('never throws and returns {} for schemas it cannot use', () => {
    const cyclic: Schema = { type: 'object', properties: { self: { $ref: '#' } }, required: ['self'] }
    const looping: Schema = { $ref: '#/$defs/a', $defs: { a: { $ref: '#/$defs/a' } } }
    for (const weird of [null, undefined, 42, 'object', [], true, false, { type: 'array' }, { type: 'object', properties: 'x', required: 5 }, looping]) {
      expect(synthesizeArguments(weird)).toEqual({})
    }
    const deep = synthesizeArguments(cyclic)
    expect(JSON.stringify(deep)).toBe('{"self":{"self":{"self":{"self":{"self":{"self":{"self":{}}}}}}}}')
    expect(synthesizeArguments({ type: 'object', properties: { a: { type: 'string', pattern: '(' } }, required: ['a'] })).toEqual({ a: 'hello world' })
  })

  it('invents values that do not name the auditor (a sandbox-aware server looks for it in its arguments)', () => {
    const invented = Object.values(CORPUS).flatMap((schema) => [0, 1, 2, 3].map((variant) => JSON.stringify(synthesizeArguments(schema, variant))))
    invented.push(JSON.stringify(synthesizeArguments(object({ props: { type: 'object', minProperties: 3, additionalProperties: str } }))))
    invented.push(instantiateUriTemplate('x://{owner}/{repo}/{path}{?query,password}{#section}'))
    expect(invented.filter((text) => /mcp.?behave|probe/i.test(text))).toEqual([])
  })

  it('treats property names like __proto__ as plain keys', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"integer"}},"required":["__proto__","constructor"]}'
    ) as unknown
    const args = synthesizeArguments(schema)
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype)
    expect(Object.keys(args)).toEqual(['__proto__', 'constructor'])
    expect(JSON.stringify(args)).toBe('{"__proto__":"hello world","constructor":1}')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('synthesizePromptArguments', () => {
  it('fills every declared argument with a string from the hints', () => {
    expect(
      synthesizePromptArguments({
        name: 'complex_prompt',
        arguments: [
          { name: 'temperature', required: true },
          { name: 'style', description: 'Output style' },
          { name: 'url' },
          { name: 'count', required: false }
        ]
      })
    ).toEqual({ temperature: 'hello world', style: 'hello world', url: 'http://example.com/', count: '1' })
    expect(synthesizePromptArguments({ name: 'simple' })).toEqual({})
    expect(synthesizePromptArguments({ name: 'odd', arguments: 'x' } as never)).toEqual({})
  })
})
