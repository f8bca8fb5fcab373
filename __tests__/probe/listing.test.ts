import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import type { Logger } from '../../src/logger.js'
import type { CoverageGap } from '../../src/model/index.js'
import { listSurface } from '../../src/probe/listing.js'

const quiet: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined }

/** A client whose server announces tools and answers tools/list with an error carrying `message`. */
function failingClient(message: string): Client {
  return {
    getServerCapabilities: () => ({ tools: {} }),
    request: async () => {
      throw new Error(message)
    }
  } as unknown as Client
}

describe('listSurface', () => {
  it("records a failed list as a gap quoting the server's error on one line, cut by code point", async () => {
    const gaps: CoverageGap[] = []
    const message = `boom\n::error::forged \u001b[2J\u202e${'x'.repeat(264)}😀😀${'y'.repeat(100)}`
    await listSurface(failingClient(message), 1000, '', gaps, quiet)
    expect(gaps).toEqual([{ what: 'tools/list', why: `failed: boom ::error::forged \\x1b[2J\\u202e${'x'.repeat(264)}😀…` }])
  })
})

describe('optional lists', () => {
  /** A client announcing `caps` whose server answers `failing` methods with a JSON-RPC error. */
  function client(failing: Record<string, McpError>): Client {
    return {
      getServerCapabilities: () => ({ tools: {}, resources: {}, prompts: {} }),
      request: async ({ method }: { method: string }) => {
        const error = failing[method]
        if (error) throw error
        return {
          [method === 'tools/list' ? 'tools' : method === 'resources/list' ? 'resources' : method === 'prompts/list' ? 'prompts' : 'resourceTemplates']: []
        }
      }
    } as unknown as Client
  }
  const notFound = () => new McpError(ErrorCode.MethodNotFound, 'Method not found')

  it('Method not found on resources/templates/list, resources/list or prompts/list is no gap (server-postgres, kubernetes)', async () => {
    const gaps: CoverageGap[] = []
    await listSurface(client({ 'resources/templates/list': notFound(), 'prompts/list': notFound(), 'resources/list': notFound() }), 1000, '', gaps, quiet)
    expect(gaps).toEqual([])
  })

  it('Method not found on tools/list, announced by the server, is still a gap; so is another error on an optional list', async () => {
    const gaps: CoverageGap[] = []
    await listSurface(
      client({ 'tools/list': notFound(), 'resources/list': new McpError(-32603, 'connect ECONNREFUSED 127.0.0.1:5432') }),
      1000,
      '',
      gaps,
      quiet
    )
    expect(gaps).toEqual([
      { what: 'tools/list', why: 'failed: -32601: MCP error -32601: Method not found' },
      { what: 'resources/list', why: 'failed: -32603: MCP error -32603: connect ECONNREFUSED 127.0.0.1:5432' }
    ])
  })
})
