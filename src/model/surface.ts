import { z } from 'zod'

/** The four kinds of item a server declares and the probe exercises: its surface. */
export const SURFACE_KINDS = ['tool', 'resource', 'resourceTemplate', 'prompt'] as const
export const SurfaceKindSchema = z.enum(SURFACE_KINDS)
export type SurfaceKind = z.infer<typeof SurfaceKindSchema>
