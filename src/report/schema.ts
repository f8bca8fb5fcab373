import { z } from 'zod'
import { AttackSectionSchema } from '../model/attack-result.js'
import { BehaviourBaselineSchema } from '../model/behaviour.js'
import { CallRecordSchema, CoverageSchema } from '../model/call.js'
import { FindingSchema, SummarySchema } from '../model/finding.js'
import { ServerPackageSchema } from '../model/launch.js'
import { ManifestSchema, RugPullSchema } from '../model/manifest.js'
import { ObservedSchema } from '../model/observed.js'
import { FsModeSchema, NetworkModeSchema, SandboxMethodSchema } from '../model/sandbox.js'
import { FailOnSchema } from '../model/severity.js'
import { StaticSectionSchema } from './static-section.js'

// The report JSON (`report.json`, `--json`) is the contract CI users script against. This zod schema
// is its single definition, built from the domain model's schemas (src/model): TypeScript types are inferred
// from it and `schema/report.schema.json` is generated from it (`npm run schema`), so the three can never disagree.

export const ReportSchema = z.object({
  schemaVersion: z.literal(1),
  auditor: z.object({ name: z.literal('mcp-behave'), version: z.string() }),
  server: z.object({
    command: z.array(z.string()),
    transport: z.enum(['stdio', 'streamable-http', 'sse']).describe('How the auditor spoke MCP to the server'),
    url: z.string().optional().describe('HTTP servers: the URL the auditor spoke to (inside the sandbox for a started server)'),
    untraced: z
      .string()
      .optional()
      .describe('Present when nothing the server did was observed (a remote server reached by URL): only its declared surface was checked'),
    identity: z.string().describe('Pin identity: --server-name, or derived from the command'),
    info: z.object({ name: z.string(), version: z.string(), title: z.string().optional() }).nullable().describe('serverInfo from initialize'),
    protocolVersion: z.string().optional(),
    package: ServerPackageSchema.optional().describe('Set when the server came from a launch spec: its identity as a package')
  }),
  sandbox: z.object({
    network: NetworkModeSchema,
    method: SandboxMethodSchema,
    failOn: FailOnSchema,
    fs: FsModeSchema.optional().describe(
      'sandbox: the server saw a read-only system, a copy-on-write workspace and no host homes; host: it saw the real filesystem (--fs host, unsafe)'
    ),
    captureBytes: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "--capture-bytes: the first this many bytes of each connection or datagram the network sandbox's sink kept (decrypted for TLS) and searched for canaries"
      ),
    masked: z.array(z.string()).optional().describe('Workspace files shown masked (credentials replaced by canaries)'),
    changesArchive: z.string().optional().describe('File name of the archive of changed files in the out-dir'),
    descriptors: z
      .object({
        passed: z.array(z.number().int().nonnegative()).describe('Descriptors strace, bwrap and the server inherited: 0, 1 and 2 when clean'),
        closed: z
          .array(z.number().int().nonnegative())
          .describe("Descriptors the auditor's parent left open without close-on-exec, closed by the sandbox init before it started any helper")
      })
      .optional()
      .describe("The server's descriptor table at start, as the sandbox init handed it over")
  }),
  startedAt: z.string().describe('ISO 8601'),
  durationMs: z.number().nonnegative(),
  incomplete: z.string().optional().describe('Present when the audit ended early (e.g. interrupted): why'),
  manifest: ManifestSchema,
  calls: z.array(CallRecordSchema),
  coverage: CoverageSchema.optional().describe('Per declared item: how it was exercised; and what kept items from being exercised'),
  observed: ObservedSchema,
  findings: z.array(FindingSchema),
  rugPull: RugPullSchema,
  static: StaticSectionSchema.optional(),
  behaviour: BehaviourBaselineSchema.optional().describe("This run's normalized behaviour per call site, and what changed against the accepted baseline"),
  attack: AttackSectionSchema.optional().describe(
    'The attack stage (docs/attack.md): whether it ran and why not, per tool what was tried, refused and got through, every attack with its value, proof and trace lines. Its calls are in calls[] with their attack; what they did is here, not in observed'
  ),
  summary: SummarySchema,
  exitCode: z.number().int().describe('0 clean or below --fail-on, 3 findings at or above it')
})
export type Report = z.infer<typeof ReportSchema>
