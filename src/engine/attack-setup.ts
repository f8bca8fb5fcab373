// Whether the attack stage runs in this audit, decided here once, and what it is given: the run's marker
// prefix, the server's language, the places outside the declared scope the sandbox planted, the budget.
// It runs only where an attack cannot reach anything real: the filesystem and network sandboxes, a server
// the audit started. Its reason for not running is one line of the log and report.json's attack.why.
import { randomBytes } from 'node:crypto'
import { basename, extname } from 'node:path'
import type { Logger } from '../logger.js'
import type { AttackSection, SinkKind, StaticMap } from '../model/index.js'
import { DEFAULT_ATTACK_BUDGET, type AttackOptions } from '../probe/attack/attack-options.js'
import type { ServerLanguage } from '../probe/attack/payloads.js'
import { attackNotRun } from '../settings/attack-setting.js'
import type { AuditSettings } from '../settings/settings.js'
import type { AuditTarget } from './server-paths.js'
import type { StartedSandbox } from './start-sandbox.js'

/** The port URL attacks name on loopback (a key-value store's: what an internal request would reach). */
const LOOPBACK_PORT = 6379
/** The canary file whose pieces count in an attack's answer: the key the path values aim at. */
const AIMED_AT = { file: '.ssh/id_rsa', id: '~/.ssh/id_rsa' }
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const ALPHANUMERIC = `${LETTERS}0123456789`

/** Six characters, a letter first: neutral, and nothing in it names the auditor. */
export function markerPrefix(random: (bytes: number) => Buffer = randomBytes): string {
  const bytes = random(6)
  return [...bytes].map((byte, at) => (at === 0 ? LETTERS[byte % LETTERS.length] : ALPHANUMERIC[byte % ALPHANUMERIC.length])).join('')
}

/** The language the server runs, for code payloads: by its program, its script, or its launch spec. */
export function serverLanguage(argv: readonly string[], ecosystem?: 'npm' | 'pypi'): ServerLanguage {
  const program = basename(argv[0] ?? '')
  if (/^(node|nodejs|bun|deno|npx|tsx|ts-node)$/.test(program)) return 'node'
  if (/^(python[\d.]*|pypy[\d.]*|uv|uvx|pipx)$/.test(program)) return 'python'
  const script = argv.slice(1).find((arg) => !arg.startsWith('-'))
  const extension = script ? extname(script) : ''
  if (['.js', '.mjs', '.cjs', '.ts', '.mts'].includes(extension)) return 'node'
  if (extension === '.py') return 'python'
  return ecosystem === 'npm' ? 'node' : ecosystem === 'pypi' ? 'python' : 'unknown'
}

function sinksByTool(map: StaticMap | null): ReadonlyMap<string, ReadonlySet<SinkKind>> {
  return new Map((map?.items ?? []).filter((item) => item.kind === 'tool').map((item) => [item.name, new Set(item.sinks.map((sink) => sink.kind))]))
}

export interface AttackSetup {
  /** what the session's runtime gets: the attack stage's options, when it runs */
  runtime: { attack?: AttackOptions }
  /** report.json's attack section as set up: whether it runs, and why not */
  section: AttackSection
}

export function attackSetup(
  settings: AuditSettings,
  target: AuditTarget,
  sandbox: StartedSandbox,
  staticMap: Promise<StaticMap | null> | null,
  logger: Logger
): AttackSetup {
  const why = attackNotRun(settings) ?? (sandbox.containment?.outside ? null : 'not run: the filesystem sandbox did not plant its places')
  if (why !== null) {
    logger.info(`attack stage: ${why}`)
    return { runtime: {}, section: { ran: false, why } }
  }
  const { containment, homePath } = sandbox
  const outside = containment?.outside ?? { siblings: [], links: [], fileLinks: [] }
  const options: AttackOptions = {
    markerPrefix: markerPrefix(),
    context: {
      language: serverLanguage(target.argv, settings.launch?.package.ecosystem),
      loopbackPort: LOOPBACK_PORT,
      outside: {
        home: homePath,
        credential: `${homePath}/${AIMED_AT.file}`,
        siblings: outside.siblings.map(({ root, dir, file }) => ({ root, dir, file })),
        links: outside.links,
        fileLinks: outside.fileLinks
      }
    },
    budget: DEFAULT_ATTACK_BUDGET,
    ...(staticMap ? { sinks: async () => sinksByTool(await staticMap) } : {}),
    canaries: sandbox.canaryIndex,
    answerFiles: [AIMED_AT.id]
  }
  const { perParameter, perTool, perAudit, callTimeoutMs } = DEFAULT_ATTACK_BUDGET
  return { runtime: { attack: options }, section: { ran: true, budget: { perParameter, perTool, perAudit, callTimeoutMs }, scope: containment?.roots ?? [] } }
}
