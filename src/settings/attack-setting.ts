import type { AuditSettings } from './settings.js'

// Whether the attack stage (issue 42) runs with these settings: on by default in the CLI and the action,
// and only where an attack cannot reach anything real — the filesystem and network sandboxes, and a
// server the audit starts. One place, read by the sandbox (which plants what the attacks aim at) and the
// probe's setup (engine/attack-setup.ts).

/** Why the attack stage does not run with these settings, or null when it does. */
export function attackNotRun(settings: Pick<AuditSettings, 'attack' | 'fs' | 'network' | 'command' | 'http'>): string | null {
  if (!settings.attack) return 'off (--no-attack, the action input attack: false, or mcp-behave serve without attack: true)'
  if (settings.command.length === 0 && settings.http) return 'not run: a remote server is only listed, never called'
  if (settings.fs === 'host') return 'not run: with --fs host the attacks would reach the real filesystem'
  if (settings.network === 'host') return 'not run: with --network host the attacks would reach the real network'
  return null
}
