import { z } from 'zod'

// A server started from a launch spec (npx, uvx, npm:, pypi:): the package installed before the audit.

/** The package that was installed and run, as the report records it. */
export const ServerPackageSchema = z.object({
  ecosystem: z.enum(['npm', 'pypi']),
  name: z.string(),
  version: z.string().describe('The exact version installed'),
  integrity: z.string().nullable().describe("The registry's integrity of the archive (npm: sha512-…; pypi: sha256=…), when the client reported it"),
  spec: z.array(z.string()).describe('The launch spec as given, e.g. ["npx", "-y", "pkg@1.0.0", "stdio"]'),
  cached: z.boolean().describe('Taken from the package cache without asking the registry'),
  installScripts: z
    .enum(['skipped', 'traced', 'none'])
    .describe('Lifecycle scripts: skipped (the default), traced (--install-scripts: phase install), or none in the package tree')
})
export type ServerPackage = z.infer<typeof ServerPackageSchema>

/** What the engine needs to know about a server that came from a launch spec. */
export const LaunchRecordSchema = z.object({
  package: ServerPackageSchema,
  root: z.string().describe('The cache entry, shown to the server read-only (copy-on-write with install scripts)'),
  installPhase: z.boolean().describe('The command starts with the lifecycle-scripts wrapper: the trace begins in phase install')
})
export type LaunchRecord = z.infer<typeof LaunchRecordSchema>
