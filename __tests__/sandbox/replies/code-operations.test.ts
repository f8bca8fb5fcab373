import { codeOperations, pathTemplate } from '../../../src/sandbox/replies/code-operations.js'
import { compileIndex, shapeReply, type ApiRequest, type ReplyContext } from '../../../src/sandbox/replies/shape-reply.js'

// What a server's code expects of its API's answers, read from literal code as servers ship it, and the
// answer the sink then gives.

const request = (method: string, target: string, host: string): ApiRequest => ({ method, target, host, headers: new Map(), body: Buffer.alloc(0) })
const contextOf = (sources: string[]): ReplyContext => {
  const api = codeOperations(sources)
  return {
    lesson: null,
    openapi: compileIndex({ operations: api.operations }),
    definitions: api.definitions,
    ...(api.reads ? { everywhere: api.reads } : {})
  }
}
const answer = (context: ReplyContext, method: string, target: string): unknown =>
  JSON.parse(shapeReply(request(method, target, 'api.service.example'), context).body.toString())

describe('request paths in code', () => {
  it('reads a template literal, an absolute URL and an SDK path; not a module or a system file', () => {
    expect(pathTemplate('${API_URL}/projects/${encodeURIComponent(id)}/fork')).toBe('/projects/{p}/fork')
    expect(pathTemplate('https://maps.googleapis.com/maps/api/geocode/json?x=1')).toBe('/maps/api/geocode/json')
    expect(pathTemplate('/api/v2/flags/{projectKey}/{featureFlagKey}')).toBe('/api/v2/flags/{projectKey}/{featureFlagKey}')
    expect(pathTemplate('/etc/passwd')).toBeNull()
    expect(pathTemplate('./lib/util.js')).toBeNull()
  })
})

describe('a zod schema the code validates the answer with', () => {
  const schemas = `
    export const OwnerSchema = z.object({ username: z.string(), id: z.number() });
    export const RepoSchema = z.object({
      id: z.number(), name: z.string(), web_url: z.string().url(), owner: OwnerSchema.optional(),
      visibility: z.enum(["private", "public"]), topics: z.array(z.string())
    });
    export const SearchSchema = z.object({ count: z.number(), items: z.array(RepoSchema) });`
  const client = `
    async function forkProject(id) {
      const response = await fetch(\`\${API_URL}/projects/\${encodeURIComponent(id)}/fork\`, { method: "POST" });
      if (!response.ok) throw new Error("API error");
      return RepoSchema.parse(await response.json());
    }
    async function searchProjects(query) {
      const url = new URL(\`\${API_URL}/projects\`);
      const response = await fetch(url.toString());
      const projects = await response.json();
      return SearchSchema.parse({ count: parseInt(response.headers.get("X-Total") || "0"), items: projects });
    }
    async function handle(request) { const args = ForkSchema.parse(request.params.arguments) }`

  it('answers a request to that path with a value the schema accepts, the named schemas followed', () => {
    const context = contextOf([schemas, client])
    const fork = answer(context, 'POST', '/api/v4/projects/acme%2Fnotes/fork') as Record<string, unknown>
    expect(fork).toMatchObject({ id: expect.any(Number), name: expect.any(String), visibility: 'private', owner: { username: expect.any(String) } })
    expect(String(fork.web_url)).toMatch(/^https:\/\//)
    expect(Array.isArray(fork.topics)).toBe(true)
  })

  it('an object built around the answer: the answer is the property the variable holding it goes to', () => {
    const projects = answer(contextOf([schemas, client]), 'GET', '/api/v4/projects?search=x')
    expect(Array.isArray(projects)).toBe(true)
    expect((projects as Record<string, unknown>[])[0]).toMatchObject({ id: expect.any(Number), visibility: 'private' })
  })

  it("a tool's own arguments parsed with a schema are no answer: they are the tool's input, under its name", () => {
    const handler = `switch (request.params.name) { case "fork_repository": { const args = ForkSchema.parse(request.params.arguments); } }`
    const forkSchema = 'const ForkSchema = z.object({ project_id: z.string(), namespace: z.string().optional() })'
    const api = codeOperations([schemas, client, handler, forkSchema])
    expect(api.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(['POST /projects/{p}/fork', '* /projects'])
    expect(api.inputs).toEqual({ fork_repository: { $ref: 'ForkSchema' } })
    expect(api.definitions.ForkSchema).toEqual({ type: 'object', properties: { project_id: { type: 'string' }, namespace: { type: 'string' } } })
  })

  it('the schema and its handler in one file written without semicolons', () => {
    const source = [
      'const ForkSchema = z.object({ owner: z.string(), repo: z.string() })',
      "const server = new Server({ name: 'forks', version: '1.0.0' })",
      "switch (request.params.name) { case 'fork_repository': { const args = ForkSchema.parse(request.params.arguments) } }"
    ].join('\n')
    const api = codeOperations([source])
    expect(api.inputs).toEqual({ fork_repository: { $ref: 'ForkSchema' } })
    expect(api.definitions.ForkSchema).toEqual({ type: 'object', properties: { owner: { type: 'string' }, repo: { type: 'string' } } })
  })
})

describe('a generated SDK: json(status, schema) after pathToFunc', () => {
  const sdk = `
    const Flag$inboundSchema = objectType({ key: stringType(), kind: enumType(["boolean", "multivariate"]),
      variations: arrayType(lazyType(() => Variation$inboundSchema)), _links: recordType(anyType()) });
    const Variation$inboundSchema = objectType({ _id: stringType().optional(), value: anyType() });
    async function $do(client, request) {
      const path = pathToFunc("/api/v2/flags/{projectKey}")(pathParams);
      const req = client._createRequest({ method: "POST", path });
      const [result] = await M.match(M.json(201, Flag$inboundSchema), M.jsonErr(401, Unauthorized$inboundSchema), M.fail("4XX"))(response);
    }
    async function $remove(client, request) {
      const path = pathToFunc("/api/v2/flags/{projectKey}/{featureFlagKey}")(pathParams);
      const req = client._createRequest({ method: "DELETE", path });
      const [result] = await M.match(M.nil(204, z.void()), M.fail("4XX"))(response);
    }`

  it('answers with the status the client wants: 201 and the schema, 204 and no body', () => {
    const context = contextOf([sdk])
    const created = shapeReply(request('POST', '/api/v2/flags/default', 'app.service.example'), context)
    expect(created.status).toBe(201)
    expect(JSON.parse(created.body.toString())).toMatchObject({ key: expect.any(String), kind: 'boolean', variations: [{ value: expect.anything() }] })
    const removed = shapeReply(request('DELETE', '/api/v2/flags/default/my-flag', 'app.service.example'), context)
    expect(removed.status).toBe(204)
    expect(removed.body.length).toBe(0)
  })
})

describe('what the code reads from an answer', () => {
  const client = `
    async function geocode(address) {
      const url = new URL("https://maps.service.example/maps/api/geocode/json");
      const response = await fetch(url.toString());
      const data = await response.json();
      if (data.status !== "OK") throw new Error("Geocoding failed: " + data.error_message);
      return { location: data.results[0].geometry.location, address: data.results[0].formatted_address,
        types: data.results[0].types.map((type) => type.toUpperCase()) };
    }`

  it('a nested path read from the first of a list is in the answer; the failure fields are not', () => {
    const body = answer(contextOf([client]), 'GET', '/maps/api/geocode/json?address=x') as { results: Record<string, unknown>[] }
    const first = body.results[0] as Record<string, unknown>
    expect(typeof (first.geometry as Record<string, unknown>).location).not.toBe('undefined')
    expect(typeof first.formatted_address).toBe('string')
    expect(Array.isArray(first.types)).toBe(true)
    expect(body).not.toHaveProperty('error_message')
  })

  it('a field the code lists with a fallback (`(data.web?.results || []).map`) is a list', () => {
    const search = `async function webSearch(query) {
      const response = await fetch("https://search.service.example/res/v1/web/search?q=" + query);
      const data = await response.json();
      return (data.web?.results || []).map((result) => result.title);
    }`
    const body = answer(contextOf([search]), 'GET', '/res/v1/web/search?q=x') as { web: { results: unknown } }
    expect(Array.isArray(body.web.results)).toBe(true)
  })

  it('what a formatter reads from a parameter named like an answer is in every answer, never a promise method', () => {
    const formatter = `function formatResults(response) { return response.data.hits.map((hit) => hit.title).join("\\n") + response.then }`
    const api = codeOperations([formatter])
    expect(api.reads).toEqual({ type: 'object', properties: { hits: { type: 'array', items: { type: 'object', properties: { title: {} } } } } })
    // a typed arrow's parameter and a method's, each source on its own
    const typed = codeOperations([`const show = (payload: Answer) => { return payload.count }`, `class C { validate(data) { return data.total } }`])
    expect(typed.reads).toEqual({ type: 'object', properties: { count: {}, total: {} } })
    expect(codeOperations([`function formatResults(thing) { return thing.data.hits }`]).reads).toBeNull()
  })
})
