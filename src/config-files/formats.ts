import { z } from 'zod'

// One zod schema per client's way of declaring an MCP server. Unknown keys are allowed (clients add
// their own: `disabled`, `autoApprove`, `timeout`, …); what we launch from must have the right type.

const stringMap = z.record(z.string(), z.string())
/** Clients coerce numbers and booleans in env values to strings; so do we, and nothing else. */
const envMap = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))

const HTTP_TYPES = ['http', 'sse', 'streamable-http', 'streamableHttp'] as const

/** `mcpServers` of Claude Desktop, Claude Code (`.mcp.json`), Cursor and Windsurf (`serverUrl`). */
export const McpServersEntrySchema = z
  .object({
    type: z.enum(['stdio', ...HTTP_TYPES]).optional(),
    command: z.string().min(1, 'empty command').optional(),
    args: z.array(z.string()).default([]),
    env: envMap.default({}),
    cwd: z.string().optional(),
    url: z.string().optional(),
    serverUrl: z.string().optional(),
    headers: stringMap.optional()
  })
  .loose()
export const McpServersFileSchema = z.object({ mcpServers: z.record(z.string(), z.unknown()) }).loose()

/** VS Code `.vscode/mcp.json` (`servers` + `inputs`), also under `mcp` in a settings.json. */
export const VsCodeEntrySchema = z
  .object({
    type: z.enum(['stdio', 'http', 'sse']).optional(),
    command: z.string().min(1, 'empty command').optional(),
    args: z.array(z.string()).default([]),
    env: z
      .record(
        z.string(),
        z.union([z.string(), z.number(), z.boolean(), z.null()]).transform((value) => (value === null ? '' : String(value)))
      )
      .default({}),
    envFile: z.string().optional(),
    cwd: z.string().optional(),
    url: z.string().optional(),
    headers: stringMap.optional()
  })
  .loose()
export const VsCodeInputSchema = z
  .object({
    type: z.enum(['promptString', 'pickString', 'command']),
    id: z.string().min(1),
    description: z.string().optional(),
    password: z.boolean().optional(),
    options: z.array(z.union([z.string(), z.object({ value: z.string() }).loose()])).optional(),
    default: z.string().optional()
  })
  .loose()
export type VsCodeInput = z.infer<typeof VsCodeInputSchema>
export const VsCodeFileSchema = z.object({ servers: z.record(z.string(), z.unknown()), inputs: z.array(z.unknown()).default([]) }).loose()

/** Zed `context_servers`: `command` as a string (current) or as `{path, args, env}` (older). */
export const ZedEntrySchema = z.union([
  z
    .object({
      source: z.literal('custom').optional(),
      command: z.string().min(1, 'empty command'),
      args: z.array(z.string()).default([]),
      env: envMap.default({})
    })
    .loose(),
  z
    .object({
      command: z
        .object({ path: z.string().min(1, 'empty path'), args: z.array(z.string()).default([]), env: envMap.nullish().transform((env) => env ?? {}) })
        .loose()
    })
    .loose(),
  z.object({ url: z.string().min(1), headers: stringMap.optional() }).loose(),
  z.object({ source: z.literal('extension') }).loose()
])
export const ZedFileSchema = z.object({ context_servers: z.record(z.string(), z.unknown()) }).loose()

/** Codex `~/.codex/config.toml`: `[mcp_servers.NAME]`. */
export const CodexEntrySchema = z
  .object({
    command: z.string().min(1, 'empty command').optional(),
    args: z.array(z.string()).default([]),
    env: envMap.default({}),
    env_vars: z.array(z.string()).default([]),
    cwd: z.string().optional(),
    url: z.string().optional(),
    enabled: z.boolean().optional()
  })
  .loose()
export const CodexFileSchema = z.object({ mcp_servers: z.record(z.string(), z.unknown()) }).loose()

export const isHttpType = (type: string | undefined): boolean => type !== undefined && (HTTP_TYPES as readonly string[]).includes(type)
