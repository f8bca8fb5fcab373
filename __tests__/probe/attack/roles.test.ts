import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DeclaredTool } from '../../../src/model/index.js'
import { parameterRoles, type ParameterRole } from '../../../src/probe/attack/roles.js'

// Parameter roles from literal schemas, and from the tools/list the pinned real servers answer with
// (__tests__/fixtures/tool-schemas/: captured from each package in node_modules at the version pinned in
// package.json, which the test checks, so a bump says the fixture is stale).

const tool = (properties: Record<string, unknown>, extra: Partial<DeclaredTool> = {}): DeclaredTool => ({
  name: extra.name ?? 'do_it',
  ...extra,
  inputSchema: { type: 'object', properties }
})
const brief = (roles: ParameterRole[]): string[] =>
  roles.map((role) => `${role.parameter}=${role.roles.join('+')}${role.strength === 'weak' ? ' weak' : ''}${role.confined ? ' confined' : ''}`)

function realServer(file: string): Map<string, ParameterRole[]> {
  const fixture = JSON.parse(readFileSync(join('__tests__', 'fixtures', 'tool-schemas', `${file}.json`), 'utf8')) as {
    package: string
    version: string
    tools: DeclaredTool[]
  }
  const installed = JSON.parse(readFileSync(join('node_modules', fixture.package, 'package.json'), 'utf8')) as { version: string }
  expect(installed.version).toBe(fixture.version)
  return new Map(fixture.tools.map((entry) => [entry.name, parameterRoles(entry)]))
}
const rolesOf = (tools: Map<string, ParameterRole[]>, name: string, parameter: string): ParameterRole | undefined =>
  tools.get(name)?.find((role) => role.parameter === parameter)

describe('parameterRoles, from literal schemas', () => {
  it("a key or an id names a thing, not a path or a URL, though its description speaks of a file's URL (figma-developer-mcp's fileKey)", () => {
    const roles = parameterRoles(
      tool({
        fileKey: {
          type: 'string',
          description: 'The key of the Figma file to fetch, often found in a provided URL like figma.com/(file|design)/<fileKey>/...'
        },
        fileId: { type: 'string' },
        filePath: { type: 'string' }
      })
    )
    expect(brief(roles)).toEqual(['fileKey=argv', 'fileId=argv', 'filePath=path+argv'])
  })

  it('leaves out what the schema closes: enums, consts, validated formats, and non-strings', () => {
    const roles = parameterRoles(
      tool({
        mode: { type: 'string', enum: ['a', 'b'] },
        kind: { const: 'x', type: 'string' },
        when: { type: 'string', format: 'date-time' },
        id: { type: 'string', format: 'uuid' },
        count: { type: 'number' },
        force: { type: 'boolean' }
      })
    )
    expect(roles).toEqual([])
  })

  it('reads the role from the name, the format and the description, strongest first; a string with no sign is a weak argv', () => {
    const roles = parameterRoles(
      tool({
        path: { type: 'string' },
        target: { type: 'string', format: 'uri' },
        expression: { type: 'string', description: 'e.g. "(2 + 3) * 4"' },
        revision: { type: 'string', description: 'Branch, tag or commit to start from' },
        sql: { type: 'string' },
        command: { type: 'string' },
        text: { type: 'string', description: 'The text to look for' }
      })
    )
    expect(brief(roles)).toEqual([
      'path=path+argv',
      'target=url+argv',
      'expression=code+argv',
      'revision=argv',
      'sql=sql+argv',
      'command=command+argv',
      'text=argv weak'
    ])
  })

  it('takes a query for SQL only where the tool speaks of a database, and a source for a revision where its description says so', () => {
    expect(brief(parameterRoles(tool({ query: { type: 'string' } }, { description: 'Run a read-only SQL query' })))).toEqual(['query=sql+argv'])
    expect(brief(parameterRoles(tool({ query: { type: 'string' } }, { description: 'Search the notes' })))).toEqual(['query=argv'])
    expect(brief(parameterRoles(tool({ source: { type: 'string', description: 'Source commit/branch to compare from' } })))).toEqual(['source=argv'])
  })

  it('marks a path confined when the tool or the parameter says where it stays', () => {
    const described = parameterRoles(tool({ path: { type: 'string', description: 'Path of the note, relative to the notes folder' } }))
    expect(described[0]?.confined).toBe(true)
    const byTool = parameterRoles(tool({ path: { type: 'string' } }, { description: 'Read a file. Only works within allowed directories.' }))
    expect(byTool[0]?.confined).toBe(true)
    expect(parameterRoles(tool({ path: { type: 'string', description: 'Absolute path to the git repository' } }))[0]?.confined).toBe(false)
  })

  it('follows a string in an anyOf, strings in an array, and strings one level down in an object, after the top-level ones', () => {
    const roles = parameterRoles(
      tool({
        options: { type: 'object', properties: { cwd: { type: 'string' }, verbose: { type: 'boolean' } } },
        paths: { type: 'array', items: { type: 'string' }, description: 'Files to read' },
        ref: { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'null' }] }
      })
    )
    expect(brief(roles)).toEqual(['ref=argv', 'options.cwd=path+argv', 'paths[]=path+argv'])
    expect(roles[0]?.constraints).toEqual({ maxLength: 40 })
    expect(roles[1]?.at).toEqual({ keys: ['options', 'cwd'], array: false })
    expect(roles[2]?.at).toEqual({ keys: ['paths'], array: true })
  })

  it('gives a free string the code role when the static stage found dynamic code in the tool, and strength when it found a spawn', () => {
    expect(brief(parameterRoles(tool({ text: { type: 'string' } }), new Set(['dynamic-code'])))).toEqual(['text=code+argv'])
    expect(brief(parameterRoles(tool({ text: { type: 'string' } }), new Set(['exec'])))).toEqual(['text=argv'])
  })
})

describe('parameterRoles, on the pinned real servers', () => {
  it('@modelcontextprotocol/server-filesystem: every path a confined path; the allowed-directories listing nothing', () => {
    const tools = realServer('server-filesystem')
    for (const name of ['read_text_file', 'write_file', 'list_directory', 'get_file_info', 'directory_tree', 'create_directory']) {
      expect(brief([rolesOf(tools, name, 'path') as ParameterRole])).toEqual(['path=path+argv confined'])
    }
    expect(brief([rolesOf(tools, 'read_multiple_files', 'paths[]') as ParameterRole])).toEqual(['paths[]=path+argv confined'])
    expect(brief([rolesOf(tools, 'move_file', 'source') as ParameterRole, rolesOf(tools, 'move_file', 'destination') as ParameterRole])).toEqual([
      'source=path+argv confined',
      'destination=path+argv confined'
    ])
    expect(tools.get('list_allowed_directories')).toEqual([])
  })

  it('@cyanheads/git-mcp-server: revisions reach git argv, a repository path is no confined one, enums are left alone', () => {
    const tools = realServer('git-mcp-server')
    expect(brief([rolesOf(tools, 'git_log', 'branch') as ParameterRole])).toEqual(['branch=argv'])
    expect(brief([rolesOf(tools, 'git_show', 'object') as ParameterRole])).toEqual(['object=argv'])
    expect(brief([rolesOf(tools, 'git_set_working_dir', 'path') as ParameterRole])).toEqual(['path=path+argv'])
    expect(brief([rolesOf(tools, 'git_clone', 'url') as ParameterRole])).toEqual(['url=url+path+argv'])
    expect(rolesOf(tools, 'git_fetch', 'remote')?.constraints.pattern).toBe('^[a-zA-Z0-9._]+(?:[-._a-zA-Z0-9]*)$')
    expect(brief([rolesOf(tools, 'git_blame', 'filePath') as ParameterRole])).toEqual(['filePath=path+argv confined'])
    expect(tools.get('git_clear_working_dir')).toEqual([])
  })

  it('@wonderwhy-er/desktop-commander: the command it runs is a command, its file paths confined by its words, its terminal input a free string', () => {
    const tools = realServer('desktop-commander')
    expect(brief(tools.get('start_process') ?? [])).toEqual(['command=command+argv', 'shell=command+argv'])
    expect(brief([rolesOf(tools, 'read_file', 'path') as ParameterRole])).toEqual(['path=path+argv confined'])
    expect(brief(tools.get('interact_with_process') ?? [])).toEqual(['input=argv weak'])
    expect(tools.get('get_prompts')?.map((role) => role.parameter)).toEqual(['promptId'])
  })

  it("mcp-server-kubernetes: resource names reach kubectl's argv, the generic tool's command is a command, enums are left alone", () => {
    const tools = realServer('mcp-server-kubernetes')
    expect(brief([rolesOf(tools, 'kubectl_get', 'name') as ParameterRole, rolesOf(tools, 'kubectl_get', 'namespace') as ParameterRole])).toEqual([
      'name=argv',
      'namespace=argv'
    ])
    expect(brief([rolesOf(tools, 'kubectl_generic', 'command') as ParameterRole])).toEqual(['command=command+argv'])
    expect(rolesOf(tools, 'kubectl_logs', 'resourceType')).toBeUndefined()
    expect(brief([rolesOf(tools, 'kubectl_apply', 'filename') as ParameterRole])).toEqual(['filename=path+argv'])
  })
})
