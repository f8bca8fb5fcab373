import { z } from 'zod'

/** The four kinds of item a server declares and the probe exercises: its surface. */
export const SURFACE_KINDS = ['tool', 'resource', 'resourceTemplate', 'prompt'] as const
export const SurfaceKindSchema = z.enum(SURFACE_KINDS)
export type SurfaceKind = z.infer<typeof SurfaceKindSchema>

export function isSurfaceKind(value: string): value is SurfaceKind {
  return (SURFACE_KINDS as readonly string[]).includes(value)
}

const SURFACE_LABELS: Record<SurfaceKind, string> = {
  tool: 'tool',
  resource: 'resource',
  resourceTemplate: 'resource template',
  prompt: 'prompt'
}

/** How a message names a kind of item: `tool`, `resource`, `resource template`, `prompt`. */
export function surfaceLabel(kind: SurfaceKind): string {
  return SURFACE_LABELS[kind]
}

/** The lists a server announces changes to (notifications/<list>/list_changed); templates are in `resources`. */
export const SURFACE_LISTS = ['tools', 'resources', 'prompts'] as const
export type SurfaceList = (typeof SURFACE_LISTS)[number]
