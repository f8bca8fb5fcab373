import { z } from 'zod'

/** sandbox: the server gets its own network namespace with the sink; host: the real network (unsafe). */
export const NETWORK_MODES = ['sandbox', 'host'] as const
export const NetworkModeSchema = z.enum(NETWORK_MODES)
export type NetworkMode = z.infer<typeof NetworkModeSchema>

/** sandbox: read-only system, copy-on-write workspace, no host homes; host: the real filesystem (unsafe). */
export const FS_MODES = ['sandbox', 'host'] as const
export const FsModeSchema = z.enum(FS_MODES)
export type FsMode = z.infer<typeof FsModeSchema>

/** How the namespaces were made: as root, as an unprivileged user namespace, through sudo, or not at all. */
export const SANDBOX_METHODS = ['root', 'userns', 'sudo', 'none'] as const
export const SandboxMethodSchema = z.enum(SANDBOX_METHODS)
export type SandboxMethod = z.infer<typeof SandboxMethodSchema>
