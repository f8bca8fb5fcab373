import { z } from 'zod'

// Handed from the engine to the sandbox init (a separate process, possibly started through sudo) as a
// JSON file, so nothing about the server passes through a shell or a command line that ps can show.
export const SandboxInitConfigSchema = z.object({
  network: z.enum(['sandbox', 'host']),
  /** drop to this uid/gid before strace starts (set when the namespace was built with sudo) */
  dropPrivileges: z.object({ uid: z.number().int(), gid: z.number().int() }).nullable(),
  /** run strace + server in a nested user namespace as this uid/gid (set for the userns method) */
  nestedUser: z.object({ uid: z.number().int(), gid: z.number().int() }).nullable().default(null),
  /** the init appends one JSON object per line: {event:'ready'|'error'|'warning', message?} */
  statusPath: z.string(),
  strace: z.string(),
  straceArgs: z.array(z.string()),
  server: z.object({
    argv: z.array(z.string()).min(1),
    env: z.record(z.string(), z.string()),
    cwd: z.string()
  })
})
export type SandboxInitConfig = z.infer<typeof SandboxInitConfigSchema>

export const INIT_EXIT_SANDBOX_FAILED = 97
export const INIT_EXIT_STRACE_MISSING = 98
