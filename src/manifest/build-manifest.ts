import type { Listing, Manifest, SurfaceKind } from '../model/index.js'
import { canonicalJson, sha256Hex } from './canonical.js'

// The manifest is what the server declared, normalized just enough to hash and diff: it keeps the
// fields an MCP client shows to a model (names, descriptions, schemas, annotations, prompt arguments)
// and drops everything else (_meta, icons, unknown extensions), which no rug-pull rule looks at.
//
// Server data is untrusted and may not match the types the SDK promises. Nothing here throws on it, and
// nothing a server sent in a kept field is silently dropped, because a dropped field is a field whose
// change the pin would not notice:
// - a field that is null is treated as absent (what optional fields look like from some SDKs);
// - a text field (name, description, …) that is not a string is kept as its canonical JSON text;
// - a schema or annotations value that is not a JSON object (an array, a string, null) is kept
//   wrapped as { "mcp-behave:notAnObject": <value as sent> }, so the item still fits the report schema,
//   is still hashed, and a change to it still shows in the diff;
// - an item that is not an object at all is treated as an empty one; a missing key becomes "".

export const NOT_AN_OBJECT_KEY = 'mcp-behave:notAnObject'

type JsonObject = Record<string, unknown>

export function buildManifest(listing: Listing, instructions?: string): Manifest {
  const source = asRecord(listing) ?? {}
  const tools = sortedItems(listOf(source.tools).map(toTool), 'name')
  const resources = sortedItems(listOf(source.resources).map(toResource), 'uri')
  const resourceTemplates = sortedItems(listOf(source.resourceTemplates).map(toResourceTemplate), 'uriTemplate')
  const prompts = sortedItems(listOf(source.prompts).map(toPrompt), 'name')
  const instructionsText = instructions === undefined ? undefined : textField(instructions)
  const surface = {
    tools: tools.map(withoutHash),
    resources: resources.map(withoutHash),
    resourceTemplates: resourceTemplates.map(withoutHash),
    prompts: prompts.map(withoutHash),
    instructions: instructionsText
  }
  return {
    sha256: sha256Hex(canonicalJson(surface, { schema: true })),
    ...(instructionsText === undefined ? {} : { instructions: instructionsText }),
    tools,
    resources,
    resourceTemplates,
    prompts
  }
}

/** The identifying key of a manifest item: tool/prompt name, resource URI, template URI. */
export function itemKey(kind: SurfaceKind, item: JsonObject): string {
  const field = kind === 'resource' ? 'uri' : kind === 'resourceTemplate' ? 'uriTemplate' : 'name'
  const value = item[field]
  return typeof value === 'string' ? value : ''
}

/** The item as hashed and diffed: everything but its own hash. */
export function withoutHash<T extends { sha256: string }>(item: T): Omit<T, 'sha256'> {
  const { sha256: _hash, ...rest } = item
  void _hash
  return rest
}

export function itemHash(item: JsonObject): string {
  return sha256Hex(canonicalJson(item, { schema: true }))
}

function toTool(raw: unknown): Manifest['tools'][number] {
  const item = asRecord(raw) ?? {}
  return hashed({
    name: textField(item.name) ?? '',
    title: textField(item.title),
    description: textField(item.description),
    inputSchema: objectField(item.inputSchema),
    outputSchema: objectField(item.outputSchema),
    annotations: objectField(item.annotations)
  })
}

function toResource(raw: unknown): Manifest['resources'][number] {
  const item = asRecord(raw) ?? {}
  return hashed({
    uri: textField(item.uri) ?? '',
    name: textField(item.name),
    title: textField(item.title),
    description: textField(item.description),
    mimeType: textField(item.mimeType),
    annotations: objectField(item.annotations)
  })
}

function toResourceTemplate(raw: unknown): Manifest['resourceTemplates'][number] {
  const item = asRecord(raw) ?? {}
  return hashed({
    uriTemplate: textField(item.uriTemplate) ?? '',
    name: textField(item.name),
    title: textField(item.title),
    description: textField(item.description),
    mimeType: textField(item.mimeType),
    annotations: objectField(item.annotations)
  })
}

function toPrompt(raw: unknown): Manifest['prompts'][number] {
  const item = asRecord(raw) ?? {}
  const args = item.arguments
  let promptArguments: Manifest['prompts'][number]['arguments']
  if (Array.isArray(args)) {
    // Argument order is what a client shows, but reordering changes nothing a model can be told, so
    // arguments are compared as a set, like the items themselves.
    promptArguments = args
      .map((arg) => {
        const record = asRecord(arg) ?? {}
        const required = record.required
        return dropUndefined({
          name: textField(record.name) ?? '',
          description: textField(record.description),
          required: typeof required === 'boolean' ? required : undefined
        })
      })
      .sort((a, b) => compareStrings(a.name, b.name) || compareStrings(canonicalJson(a), canonicalJson(b)))
  } else if (args !== undefined && args !== null) {
    promptArguments = [{ name: canonicalJson(args) }]
  }
  return hashed({
    name: textField(item.name) ?? '',
    title: textField(item.title),
    description: textField(item.description),
    arguments: promptArguments
  })
}

function hashed<T extends JsonObject>(fields: T): T & { sha256: string } {
  const item = dropUndefined(fields)
  return { ...item, sha256: itemHash(item) }
}

function sortedItems<T extends { sha256: string }>(items: T[], key: keyof T & string): T[] {
  const keyOf = (item: T): string => {
    const value = item[key]
    return typeof value === 'string' ? value : ''
  }
  // ties (a server declaring one name twice) are broken by content, so list order never matters
  return items.sort((a, b) => compareStrings(keyOf(a), keyOf(b)) || compareStrings(a.sha256, b.sha256))
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function dropUndefined<T extends JsonObject>(fields: T): T {
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value
  return out as T
}

function textField(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  return typeof value === 'string' ? value : canonicalJson(value)
}

function objectField(value: unknown): JsonObject | undefined {
  if (value === undefined || value === null) return undefined
  return asRecord(value) ?? { [NOT_AN_OBJECT_KEY]: value }
}

function asRecord(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}
