import { homeRelative, isUnder } from '../profile/path-classify.js'

// Places where a write makes code run later or hands the server another foothold: shell startup
// files, schedulers, autostart units, SSH keys, git hooks and config, the loader, and other MCP
// clients' configuration (adding a server there is self-propagation). Home patterns apply to the
// canary home and to any real home (/root, /home/<u>).
const HOME_FILES: Record<string, string> = {
  '.bashrc': 'a shell startup file',
  '.bash_profile': 'a shell startup file',
  '.bash_login': 'a shell startup file',
  '.bash_logout': 'a shell startup file',
  '.profile': 'a shell startup file',
  '.zshrc': 'a shell startup file',
  '.zprofile': 'a shell startup file',
  '.zshenv': 'a shell startup file',
  '.zlogin': 'a shell startup file',
  '.ssh/authorized_keys': 'SSH authorized keys',
  '.ssh/authorized_keys2': 'SSH authorized keys',
  '.ssh/rc': 'a shell startup file',
  '.gitconfig': 'git configuration',
  '.claude.json': "another MCP client's configuration"
}
const HOME_DIRS: [string, string][] = [
  ['.config/fish', 'a shell startup file'],
  ['.config/autostart', 'an autostart entry'],
  ['.config/systemd/user', 'an autostart entry'],
  ['.config/git', 'git configuration'],
  ['.config/Claude', "another MCP client's configuration"],
  ['.claude', "another MCP client's configuration"],
  ['.codeium/windsurf', "another MCP client's configuration"],
  ['.vscode', "another MCP client's configuration"],
  ['.config/Code/User', "another MCP client's configuration"],
  ['.cursor', "another MCP client's configuration"]
]
const SYSTEM_DIRS: [string, string][] = [
  ['/var/spool/cron', 'a crontab'],
  ['/etc/systemd', 'an autostart entry'],
  ['/etc/init.d', 'an autostart entry'],
  ['/etc/profile.d', 'a shell startup file']
]
const SYSTEM_FILES: Record<string, string> = {
  '/etc/ld.so.preload': 'the dynamic loader preload list',
  '/etc/profile': 'a shell startup file',
  '/etc/bash.bashrc': 'a shell startup file',
  '/etc/zsh/zshrc': 'a shell startup file',
  '/etc/rc.local': 'an autostart entry'
}

/** What persisting kind of place `path` is, or null. */
export function persistenceKind(path: string, home: string): string | null {
  const system = SYSTEM_FILES[path]
  if (system) return system
  for (const [dir, kind] of SYSTEM_DIRS) if (isUnder(path, dir)) return kind
  if (/^\/etc\/cron[^/]*(\/|$)/.test(path) || /^\/etc\/anacrontab$/.test(path)) return 'a crontab'
  const rel = homeRelative(path, home)
  if (rel !== null) {
    const file = HOME_FILES[rel]
    if (file) return file
    for (const [dir, kind] of HOME_DIRS) if (rel === dir || rel.startsWith(`${dir}/`)) return kind
  }
  // git installs sample hooks on init (*.sample never run); anything else there runs on git commands.
  if (/\/\.git\/hooks\/[^/]+$/.test(path) && !path.endsWith('.sample')) return 'a git hook'
  if (/\/\.(?:vscode|cursor)\/mcp\.json$/.test(path)) return "another MCP client's configuration"
  // GitHub's runner reads these after the step: env, PATH, outputs for every later step of the job.
  if (/\/_runner_file_commands\/[^/]+$/.test(path)) return "the runner's file commands (later steps of the job)"
  return null
}
