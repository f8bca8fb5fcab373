import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { readConfigFile, type ConfigFormat } from './read-config.js'

// Where MCP clients keep their server lists, per user and per project. Discovery only reads: it
// opens each file that exists and lists what it declares.

export interface DiscoverRoots {
  home: string
  /** the project directory to look in (the current directory) */
  project: string
  env: NodeJS.ProcessEnv
}

export function configLocations(roots: DiscoverRoots): { path: string; scope: 'user' | 'project' }[] {
  const { home, project, env } = roots
  const xdgConfig = env.XDG_CONFIG_HOME || join(home, '.config')
  const macSupport = join(home, 'Library', 'Application Support')
  const user = [
    join(xdgConfig, 'Claude', 'claude_desktop_config.json'),
    join(macSupport, 'Claude', 'claude_desktop_config.json'),
    join(home, '.claude.json'),
    join(home, '.cursor', 'mcp.json'),
    join(home, '.codeium', 'windsurf', 'mcp_config.json'),
    join(xdgConfig, 'Code', 'User', 'mcp.json'),
    join(xdgConfig, 'Code', 'User', 'settings.json'),
    join(macSupport, 'Code', 'User', 'mcp.json'),
    join(macSupport, 'Code', 'User', 'settings.json'),
    join(xdgConfig, 'zed', 'settings.json'),
    join(env.CODEX_HOME || join(home, '.codex'), 'config.toml')
  ]
  const projectFiles = [
    join(project, '.mcp.json'),
    join(project, '.vscode', 'mcp.json'),
    join(project, '.cursor', 'mcp.json'),
    join(project, '.zed', 'settings.json'),
    join(project, '.codex', 'config.toml')
  ]
  return [...user.map((path) => ({ path, scope: 'user' as const })), ...projectFiles.map((path) => ({ path, scope: 'project' as const }))]
}

export interface DiscoveredConfig {
  path: string
  scope: 'user' | 'project'
  format: ConfigFormat | null
  servers: string[]
  /** why it could not be read, or how many entries are bad */
  problem?: string
}

export async function discoverConfigs(roots: DiscoverRoots): Promise<DiscoveredConfig[]> {
  const found: DiscoveredConfig[] = []
  const seen = new Set<string>()
  for (const { path, scope } of configLocations(roots)) {
    if (seen.has(path)) continue
    seen.add(path)
    if (
      !(await access(path).then(
        () => true,
        () => false
      ))
    )
      continue
    try {
      const config = await readConfigFile(path)
      found.push({
        path,
        scope,
        format: config.format,
        servers: config.servers.map((server) => server.name),
        ...(config.problems.length > 0
          ? { problem: `${config.problems.length} bad entr${config.problems.length === 1 ? 'y' : 'ies'} (run --config on it to see them)` }
          : {})
      })
    } catch (error) {
      // An editor settings file without MCP servers is not a config; anything else is worth a line.
      const message = error instanceof Error ? error.message : String(error)
      if (/not an MCP client config/.test(message)) continue
      found.push({ path, scope, format: null, servers: [], problem: message.replace(`--config ${path}: `, '') })
    }
  }
  return found
}

export function renderDiscovered(found: readonly DiscoveredConfig[]): string {
  if (found.length === 0) return 'no MCP client configs found\n'
  return found
    .map((config) => {
      const what = config.format === null ? 'unreadable' : config.format
      const servers = config.servers.length > 0 ? config.servers.join(', ') : '(no servers)'
      return `${config.path}\t${config.scope}\t${what}\t${servers}${config.problem ? `\t${config.problem}` : ''}`
    })
    .join('\n')
    .concat('\n')
}
