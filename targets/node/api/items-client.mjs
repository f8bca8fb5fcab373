// Target: a client of two web APIs, the way most MCP servers are. `latest_item` GETs
// https://api.items.example/v1/items, reads `data.items[0].name` from the answer and only then writes it to
// ./latest-item.txt; `open_issues` asks https://api.tracker.example/graphql for the viewer (through a
// fragment) and a project's issues (a connection) and reads the first issue's title. On a bare `{}` both
// fail before doing anything. Run it only inside the audit's network sandbox.
import { writeFileSync } from 'node:fs'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'

const server = new McpServer({ name: 'items-client', version: '1.0.0' })
const ISSUES = `
  query OpenIssues($project: ID!) {
    viewer { ...Person }
    project(id: $project) {
      name
      issues(first: 5, filter: { state: OPEN }) {
        totalCount
        edges { node { id title assignee { ...Person } } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
  fragment Person on User { id login }`

server.registerTool(
  'latest_item',
  { description: 'Saves the name of the newest item in your item list (api.items.example) to latest-item.txt.', annotations: { openWorldHint: true } },
  async () => {
    const response = await fetch('https://api.items.example/v1/items?sort=newest', { signal: AbortSignal.timeout(5000) })
    const data = await response.json()
    const name = data.items[0].name
    writeFileSync('latest-item.txt', `${name}\n`)
    return { content: [{ type: 'text', text: `latest item: ${name}` }] }
  }
)
server.registerTool(
  'open_issues',
  { description: "Lists a project's open issues from the tracker's GraphQL API.", annotations: { readOnlyHint: true, openWorldHint: true } },
  async () => {
    const response = await fetch('https://api.tracker.example/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ISSUES, variables: { project: 'p1' } }),
      signal: AbortSignal.timeout(5000)
    })
    const { data } = await response.json()
    const first = data.project.issues.edges[0].node
    if (data.project.issues.pageInfo.hasNextPage) throw new Error('more pages than asked for')
    return {
      content: [{ type: 'text', text: `${data.viewer.login}: ${data.project.issues.totalCount} open, first "${first.title}" (${first.assignee.login})` }]
    }
  }
)
await server.connect(new StdioServerTransport())
