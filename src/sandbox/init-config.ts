import { z } from 'zod'
import { ObservedWitnessSchema, type ObservedWitness } from '../model/witness.js'

// Handed from the engine to the sandbox init (a separate process, possibly started through sudo) as
// JSON on its stdin (init-handoff.ts), so nothing about the server passes through a shell, a command line
// that ps can show, or a file.
export const SandboxInitConfigSchema = z.object({
  network: z.enum(['sandbox', 'host']),
  /** without containment: run strace + server in a nested user namespace as this uid/gid (userns and sudo methods) */
  nestedUser: z.object({ uid: z.number().int(), gid: z.number().int() }).nullable().default(null),
  /** the init appends one JSON object per line: {event:'ready'|'error'|'warning'|'descriptors'|'witness'|'tracer-exit'|'http-listening'|'http-not-listening', message?} */
  statusPath: z.string(),
  /**
   * Filesystem containment: overlays the init mounts in its own mount namespace, then strace runs
   * bwrap, which builds the server's view from them and execs the server. Null with --fs host.
   */
  containment: z
    .object({
      bwrap: z.string(),
      bwrapArgs: z.array(z.string()),
      overlays: z.array(z.object({ lower: z.string(), upper: z.string(), work: z.string(), merged: z.string() }))
    })
    .nullable()
    .default(null),
  /**
   * An offline pass (engine/passes/offline-pass.ts): no sink is started, so every connection the redirect
   * sends on reaches a port nothing listens on and the kernel refuses it (TCP reset, ICMP port
   * unreachable: DNS lookups fail at once). Code that falls back when the network fails runs.
   */
  offline: z.boolean().default(false),
  /** the sink appends one JSON line per TCP connection it answered (SinkRecord) */
  sinkLog: z.string().nullable().default(null),
  /**
   * The canary home as the init sees it (the home overlay's merged view, or the planted home with --fs
   * host), watched with inotify; each open/read is appended to `log` (CanaryWatchRecord lines).
   */
  canaryWatch: z.object({ root: z.string(), log: z.string() }).nullable().default(null),
  /** the run's certificate authority (JSON of RunAuthority, 0600 in the run dir): the sink opens TLS with it */
  tlsAuthority: z.string().nullable().default(null),
  /** a socket where the thread that made the authority issues the sink's leaves (leaf-service.ts); null: the init issues them */
  tlsLeaves: z.string().nullable().default(null),
  /** the first this many bytes of each connection or datagram the sink keeps (--capture-bytes); null: the sink's default */
  captureBytes: z.number().int().positive().nullable().default(null),
  /** one reply the sink answers every HTTP request with (--http-reply); null: each shaped like the API's (sink-replies.ts) */
  httpReply: z
    .object({ status: z.number().int().min(100).max(599), contentType: z.string(), bodyBase64: z.string() })
    .nullable()
    .default(null),
  /**
   * What shapes the sink's replies: the file the auditor writes before each call with what the tool's last
   * rejection taught (replies/reply-lesson.ts), and the server's package roots, read at the first request for
   * what they say of its API (replies/openapi-index.ts; the launched files in `apiEntries` first); what was
   * read of them is written to `indexOut` for the auditor (api-index-thread.ts).
   */
  replies: z
    .object({
      lessons: z.string().nullable(),
      apiRoots: z.array(z.string()),
      apiEntries: z.array(z.string()).default([]),
      indexOut: z.string().nullable().default(null)
    })
    .nullable()
    .default(null),
  /** the canary instance credentials the sink answers the cloud metadata services with (canary-cloud.ts) */
  cloud: z
    .object({
      awsAccessKeyId: z.string(),
      awsSecretAccessKey: z.string(),
      awsSessionToken: z.string(),
      gcpAccessToken: z.string(),
      azureAccessToken: z.string()
    })
    .nullable()
    .default(null),
  /**
   * A server that speaks HTTP: once it listens (on `port`, or on the first new listener when null), the
   * init relays connections on the unix socket `socketPath` to it and writes an `http-listening` status
   * line ({host, port}); `http-not-listening` when it has not within `waitMs`.
   */
  httpRelay: z
    .object({ socketPath: z.string(), port: z.number().int().min(1).max(65535).nullable(), waitMs: z.number().int().positive() })
    .nullable()
    .default(null),
  /** null: the server runs untraced (an exercise pass watched by the sink, the view and the canary watch only) */
  strace: z.string().nullable(),
  straceArgs: z.array(z.string()),
  server: z.object({
    argv: z.array(z.string()).min(1),
    env: z.record(z.string(), z.string()),
    cwd: z.string()
  })
})
export type SandboxInitConfig = z.infer<typeof SandboxInitConfigSchema>

/**
 * The init's `descriptors` status line: what strace and the server inherited (passed) and which
 * descriptors the init closed because its parent had left them open without close-on-exec.
 */
export const DescriptorsStatusSchema = z.object({ passed: z.array(z.number().int()), closed: z.array(z.number().int()) })
export type DescriptorsStatus = z.infer<typeof DescriptorsStatusSchema>

/** The descriptors line among the init's status lines, or undefined (an init that failed before it). */
export function descriptorsFromStatus(status: readonly { event: string; message?: string }[]): DescriptorsStatus | undefined {
  const line = status.find((entry) => entry.event === 'descriptors')
  if (!line?.message) return undefined
  try {
    const parsed = DescriptorsStatusSchema.safeParse(JSON.parse(line.message))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** The init's `witness` status lines: which witnesses beside the trace ran, and why one could not. */
export function witnessesFromStatus(status: readonly { event: string; message?: string }[]): ObservedWitness[] {
  const witnesses: ObservedWitness[] = []
  for (const line of status) {
    if (line.event !== 'witness' || !line.message) continue
    try {
      const parsed = ObservedWitnessSchema.safeParse(JSON.parse(line.message))
      if (parsed.success) witnesses.push(parsed.data)
    } catch {
      // a torn line
    }
  }
  return witnesses
}
