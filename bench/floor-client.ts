import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'

// The floor of any audit by a CLI on the MCP SDK (audit-overhead.ts bundles this with ncc, as the CLI is
// bundled, and runs it as a process of its own, cold, as the CLI runs): the least an MCP client can do
// to make the same calls as the audit's one pass — list the surface, read each resource, get each prompt,
// call each tool N times, list again — with no settle, no sandbox of its own, no evidence, profile or
// report. Whatever the server runs under (strace, bwrap) is the argv after `--`. Prints the number of
// calls it made, so the bench can hold it to the audit's.
// Usage: node floor-client/index.js CALLS_PER_TOOL -- command args...

type Schema = { properties?: Record<string, { type?: unknown }>; required?: string[] }

/** Required arguments only, each the plainest value of its type: the honest target asks for no more. */
function argumentsFor(schema: Schema | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const name of schema?.required ?? []) {
    const type = schema?.properties?.[name]?.type
    values[name] = type === 'number' || type === 'integer' ? 1 : type === 'boolean' ? true : type === 'array' ? [] : type === 'object' ? {} : 'hello world'
  }
  return values
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  const callsPerTool = Number(argv[0])
  const command = argv.slice(argv.indexOf('--') + 1)
  if (!Number.isInteger(callsPerTool) || argv.indexOf('--') < 0 || command.length === 0) throw new Error('usage: CALLS_PER_TOOL -- command args...')
  const client = new Client({ name: 'mcp-behave-bench-floor', version: '1.0.0' })
  await client.connect(new StdioClientTransport({ command: command[0] as string, args: command.slice(1), stderr: 'ignore' }))
  let calls = 0
  const list = async () => {
    const [tools, resources, , prompts] = await Promise.all([client.listTools(), client.listResources(), client.listResourceTemplates(), client.listPrompts()])
    return { tools: tools.tools, resources: resources.resources, prompts: prompts.prompts }
  }
  const { tools, resources, prompts } = await list()
  for (const tool of tools) {
    for (let i = 0; i < callsPerTool; i++, calls++) await client.callTool({ name: tool.name, arguments: argumentsFor(tool.inputSchema as Schema) })
  }
  for (const resource of resources) {
    await client.readResource({ uri: resource.uri })
    calls++
  }
  for (const prompt of prompts) {
    const args = Object.fromEntries((prompt.arguments ?? []).filter((arg) => arg.required).map((arg) => [arg.name, 'hello world']))
    await client.getPrompt({ name: prompt.name, arguments: args })
    calls++
  }
  await list()
  await client.close()
  process.stdout.write(`${calls}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`floor client: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
