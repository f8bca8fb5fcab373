// The sandbox's modes as plain lists, without zod: the CLI's head start (cli-head-start.ts) picks how to
// build the namespaces before the rest of the bundle, zod and the model's schemas among it, is evaluated.
// model/sandbox.ts makes the schemas from these lists; the types are the same.

/** sandbox: the server gets its own network namespace with the sink; host: the real network (unsafe). */
export const NETWORK_MODES = ['sandbox', 'host'] as const
export type NetworkMode = (typeof NETWORK_MODES)[number]

/** sandbox: read-only system, copy-on-write workspace, no host homes; host: the real filesystem (unsafe). */
export const FS_MODES = ['sandbox', 'host'] as const
export type FsMode = (typeof FS_MODES)[number]

/** How the namespaces were made: as root, as an unprivileged user namespace, through sudo, or not at all. */
export const SANDBOX_METHODS = ['root', 'userns', 'sudo', 'none'] as const
export type SandboxMethod = (typeof SANDBOX_METHODS)[number]
