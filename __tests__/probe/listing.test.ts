import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
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
