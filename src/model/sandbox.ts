import { z } from 'zod'
import { FS_MODES, NETWORK_MODES, SANDBOX_METHODS } from './sandbox-modes.js'

export { FS_MODES, NETWORK_MODES, SANDBOX_METHODS, type FsMode, type NetworkMode, type SandboxMethod } from './sandbox-modes.js'

export const NetworkModeSchema = z.enum(NETWORK_MODES)
export const FsModeSchema = z.enum(FS_MODES)
export const SandboxMethodSchema = z.enum(SANDBOX_METHODS)
