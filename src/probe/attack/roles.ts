import type { AttackRole, DeclaredTool, SinkKind } from '../../model/index.js'

// What each string parameter of a tool may reach, decided here and nowhere else: a path, a URL, a
// program's argv, a command, code, a SQL query. Read from the JSON Schema (type, format, pattern, enum),
// the parameter's name and description, the tool's name and description, and — when the static stage
// ran — the sinks the tool's code can reach. A parameter with an enum or a const is never attacked: its
// values are the server's own. A string with no sign of a role is a free string that may still reach a
// program's argv or a shell: a weak `argv`, which gets few attacks.

export interface StringConstraints {
  pattern?: string
  minLength?: number
  maxLength?: number
}

export interface ParameterRole {
  /** how the report names it: `path`, `options.cwd` (one level down), `paths[]` (an array of strings) */
  parameter: string
  /** where the value goes in the arguments: the keys, and whether it is the one item of an array */
  at: { keys: string[]; array: boolean }
  /** strongest first */
  roles: AttackRole[]
  /** named or described for its role, or only a free string */
  strength: 'strong' | 'weak'
  constraints: StringConstraints
  /** the tool or parameter says the path is confined: relative to a folder, within allowed directories */
  confined: boolean
}

type Schema = Record<string, unknown>

const words = (text: string): string =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .toLowerCase()
    .trim()

const NAME_ROLES: [AttackRole, RegExp][] = [
  ['sql', /\b(sql|statement)\b/],
  ['code', /\b(code|expression|expr|eval|formula|template|snippet|function|fn|lambda|predicate|jq|jsonpath|xpath)\b/],
  ['command', /\b(command|commands|cmd|shell|program|executable|binary|interpreter)\b/],
  ['url', /\b(url|urls|uri|uris|link|href|endpoint|webhook|website|homepage|src url)\b/],
  [
    'path',
    /\b(path|paths|file|files|filename|filenames|filepath|dir|dirs|directory|directories|folder|cwd|workdir|workspace|destination|dest|source|src|root|output path|input path|location)\b/
  ],
  [
    'argv',
    /\b(revision|rev|ref|refs|commit|commits|commitish|branch|branches|tag|sha|hash|object|upstream|onto|remote|name|names|namespace|resource|resource type|kind|package|packages|pkg|module|image|container|pod|node|host|hostname|label|selector|pattern|glob|query|version|target|args|arguments|flags|options|pid|id|ids|service|context|chart|release|user|author|grep|since|until|format)\b/
  ]
]

const DESCRIPTION_ROLES: [AttackRole, RegExp][] = [
  ['sql', /\b(sql|select statement|sql query)\b/],
  ['code', /\b(javascript|python|js code|evaluated|jq filter|code to (run|execute)|\/\* code \*\/)/],
  ['command', /\b(shell command|command to (run|execute)|command line)\b/],
  ['url', /\b(url|uri|https?:|web address|link to)\b/],
  ['path', /\b(path|paths|directory|folder|filename|file name)\b/],
  ['argv', /\b(branch|commit|revision|ref|tag|git|kubectl|helm|docker|npm|pip|package|namespace|pod|container|cli|passed to)\b/]
]

/** Formats whose values a validator checks: nothing hostile passes them. */
const VALIDATED_FORMATS = new Set(['date', 'date-time', 'time', 'email', 'idn-email', 'uuid', 'ipv4', 'ipv6', 'hostname', 'idn-hostname', 'duration', 'regex'])
const URL_FORMATS = new Set(['uri', 'url', 'iri', 'uri-reference', 'iri-reference'])

/** The tool or the parameter says the path it takes stays inside something. */
const CONFINED =
  /\b(relative to|within (the )?(allowed|permitted)|inside (the|a|its|your)|in the \w+ (folder|directory|workspace|root)|from the \w+ (folder|directory)|allowed director|under the (workspace|root|project)|sandbox(ed)?\b|workspace root|project root|repository root)/i

const isString = (schema: Schema): boolean =>
  schema.type === 'string' ||
  (Array.isArray(schema.type) && schema.type.includes('string')) ||
  (schema.type === undefined && [schema.anyOf, schema.oneOf].some((options) => Array.isArray(options) && options.some((option) => isString(option as Schema))))

const stringOption = (schema: Schema): Schema =>
  schema.type === undefined
    ? (([schema.anyOf, schema.oneOf].flat().find((option) => option && isString(option as Schema)) as Schema | undefined) ?? schema)
    : schema

const hasChoices = (schema: Schema): boolean => Array.isArray(schema.enum) || schema.const !== undefined

function constraintsOf(schema: Schema): StringConstraints {
  return {
    ...(typeof schema.pattern === 'string' ? { pattern: schema.pattern } : {}),
    ...(typeof schema.minLength === 'number' ? { minLength: schema.minLength } : {}),
    ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {})
  }
}

/** The roles of one string (null: not attacked), strongest first. */
function rolesOf(name: string, schema: Schema, toolText: string, sinks: ReadonlySet<SinkKind>): { roles: AttackRole[]; strength: 'strong' | 'weak' } | null {
  const string = stringOption(schema)
  if (hasChoices(string) || hasChoices(schema)) return null
  const format = typeof string.format === 'string' ? string.format : undefined
  if (format !== undefined && VALIDATED_FORMATS.has(format)) return null
  const description = words(typeof schema.description === 'string' ? schema.description.slice(0, 500) : '')
  const named = words(name)
  const roles: AttackRole[] = []
  if (format !== undefined && URL_FORMATS.has(format)) roles.push('url')
  for (const [role, pattern] of NAME_ROLES) if (pattern.test(named) && !roles.includes(role)) roles.push(role)
  for (const [role, pattern] of DESCRIPTION_ROLES) if (pattern.test(description) && !roles.includes(role)) roles.push(role)
  // A file the description names is a path, unless the value is a URL of one; a name that could be a
  // path is none when its description speaks of a revision.
  if (/\bfiles?\b/.test(description) && !roles.includes('url') && !roles.includes('path')) roles.push('path')
  if (/\b(commit|branch|tag|ref|revision|remote)\b/.test(description) && !/\b(file|path|directory|folder)\b/.test(description) && roles.includes('path'))
    roles.splice(roles.indexOf('path'), 1)
  // A query is SQL only where the tool speaks of a database.
  if (/\bquery\b/.test(named) && /\b(sql|database|postgres|mysql|sqlite|table)\b/.test(toolText) && !roles.includes('sql')) roles.unshift('sql')
  if (sinks.has('dynamic-code') && !roles.includes('code')) roles.push('code')
  // A name ending in key or id names a thing by its identifier (figma's fileKey, a fileId), which goes
  // into a URL or a command line: neither a path nor a URL itself, and named for a program's argv.
  const identifier = /\b(key|keys|id|ids)$/.test(named) && format === undefined
  if (identifier) for (const role of ['path', 'url'] as const) if (roles.includes(role)) roles.splice(roles.indexOf(role), 1)
  const strength = roles.length > 0 || sinks.has('exec') || identifier ? 'strong' : 'weak'
  // Whatever else it is, a string may still reach a program's argv or a shell.
  if (!roles.includes('argv')) roles.push('argv')
  return { roles, strength }
}

/** Every attackable string of a tool's input: top-level ones first, then strings one level down. */
export function parameterRoles(tool: DeclaredTool, sinks: ReadonlySet<SinkKind> = new Set()): ParameterRole[] {
  const properties = (tool.inputSchema?.properties ?? {}) as Record<string, Schema>
  const toolText = words(`${tool.name} ${tool.title ?? ''} ${(tool.description ?? '').slice(0, 1000)}`)
  const toolConfined = CONFINED.test(tool.description ?? '')
  const found: ParameterRole[] = []
  const nested: ParameterRole[] = []
  const add = (into: ParameterRole[], parameter: string, at: ParameterRole['at'], name: string, schema: Schema): void => {
    const decided = rolesOf(name, schema, toolText, sinks)
    if (!decided) return
    const description = typeof schema.description === 'string' ? schema.description : ''
    into.push({ parameter, at, ...decided, constraints: constraintsOf(stringOption(schema)), confined: toolConfined || CONFINED.test(description) })
  }
  for (const [name, schema] of Object.entries(properties)) {
    if (typeof schema !== 'object' || schema === null) continue
    if (isString(schema)) add(found, name, { keys: [name], array: false }, name, schema)
    else if (schema.type === 'array' && typeof schema.items === 'object' && schema.items !== null && isString(schema.items as Schema)) {
      const items = schema.items as Schema
      add(nested, `${name}[]`, { keys: [name], array: true }, name, { ...items, description: schema.description ?? items.description })
    } else if (schema.type === 'object' && typeof schema.properties === 'object' && schema.properties !== null) {
      for (const [key, inner] of Object.entries(schema.properties as Record<string, Schema>).slice(0, 20)) {
        if (typeof inner === 'object' && inner !== null && isString(inner)) add(nested, `${name}.${key}`, { keys: [name, key], array: false }, key, inner)
      }
    }
  }
  return [...found, ...nested]
}
