import { z } from 'zod'

// What the sandbox's witnesses (the sink's redirect, the canary watch) say of themselves. A file of its
// own: the sandbox init reads it and would otherwise evaluate every schema of the model at its start.

export const WITNESSES = ['sink-redirect', 'canary-watch'] as const
export const ObservedWitnessSchema = z.object({
  name: z
    .enum(WITNESSES)
    .describe(
      "sink-redirect: every TCP connection and UDP datagram off loopback reaches the sink with its original destination (nftables in the sandbox's network namespace); canary-watch: the kernel's inotify on the canary home sees opens and reads of canary files the trace may miss"
    ),
  state: z.enum(['on', 'unavailable']),
  detail: z.string().describe('What it watched, or why it could not run on this machine')
})
export type ObservedWitness = z.infer<typeof ObservedWitnessSchema>
