import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { DefaultArtifactClient } from '@actions/artifact'
import * as core from '@actions/core'
import * as github from '@actions/github'
import { serversFromConfigs } from '../config-files/read-config.js'
import { runAudit } from '../engine/run-audit.js'
import { writeOutputFile } from '../engine/output-files.js'
import { actionExitCode, ConfigurationError, EXIT_CODES } from '../errors.js'
import { uploadAuditArtifacts } from '../github/artifacts.js'
import { octokitComments, pullRequestFromEvent, upsertStickyComment, type OctokitLike } from '../github/comment.js'
import { prepareLaunchWithActionsCache } from '../github/package-cache.js'
import { restorePin, savePinIfChanged, type CacheBackend, type RestoredPin, type RunAttempt } from '../github/pin-cache.js'
import { runUrl, type RunnerContext } from '../github/runner-context.js'
import { ensureBwrap, ensureStrace, systemCommandRunner } from '../github/strace.js'
import { SUMMARY_LIMIT_BYTES, writeSummary } from '../github/summary.js'
import type { Logger } from '../logger.js'
import type { Policy } from '../model/index.js'
import { neutralizeForLog } from '../neutralize.js'
import { ReportSchema } from '../report/schema.js'
import type { HostContext } from '../settings/host.js'
import type { ParsedActionInputs } from '../settings/action-inputs.js'
import { fleetEntries, runFleet, type FleetEntry, type FleetOptions, type FleetOutcome } from './run-fleet.js'
import type { Fleet, FleetServer } from './schema.js'
import { auditedServer, buildFleet, renderFleetMarkdown } from './summarize-fleet.js'
import type { AuthoritySource } from '../sandbox/run-trust.js'

// The action's fleet modes. `config` audits every server of a client config in this job; `mode: plan`
// turns the config into a matrix so each server gets a job of its own; `mode: merge` collects those
// jobs' artifacts into one job summary and one PR comment.

export interface FleetActionDeps {
  logger: Logger
  signal: AbortSignal
  sandboxInitPath: string
  workersDir: string
  authorities: AuthoritySource
  host: HostContext
  context: RunnerContext
  cache: CacheBackend
  runnerTemp: string
}

const ARTIFACT_PREFIX = 'mcp-behave-'
/** The comment of a whole fleet; a fleet of one keeps its server's own comment. */
const FLEET_COMMENT_IDENTITY = 'fleet'

export interface MatrixEntry {
  server: string
  identity: string
}

/**
 * plan: one matrix entry per server of the config, for `strategy.matrix: ${{ fromJSON(…) }}`. Each matrix
 * job audits its server alone, so the identity shown is the one a fleet of that server alone gives it.
 */
export async function planMatrix(config: string, picked: readonly string[], cwd: string): Promise<{ include: MatrixEntry[] }> {
  const servers = await serversFromConfigs([config], picked)
  return { include: servers.flatMap((server) => fleetEntries([server], cwd)).map(({ server, identity }) => ({ server: server.name, identity })) }
}

export async function runFleetAction(settings: ParsedActionInputs, policy: Policy | null, deps: FleetActionDeps): Promise<void> {
  const { fleet: inputs } = settings.action
  if (inputs.mode === 'plan') {
    const matrix = await planMatrix(inputs.config as string, inputs.servers, settings.audit.cwd)
    core.setOutput('matrix', JSON.stringify(matrix))
    deps.logger.info(`matrix: ${matrix.include.length} servers (${matrix.include.map((entry) => entry.server).join(', ')})`)
    return
  }
  const fleet = inputs.mode === 'merge' ? await mergeReports(settings, deps) : await auditConfig(settings, policy, deps)
  await publishFleet(fleet, settings, deps)
  if (fleet.exitCode !== EXIT_CODES.pass) {
    core.setFailed(
      neutralizeForLog(
        `mcp-behave: the fleet did not pass (exit ${fleet.exitCode}): ${
          fleet.servers
            .filter((server) => server.verdict === 'fail' || server.status === 'failed')
            .map((server) => server.name)
            .join(', ') || 'cross-server findings'
        }; see the job summary`
      )
    )
    process.exitCode = actionExitCode(fleet.exitCode)
  }
}

async function auditConfig(settings: ParsedActionInputs, policy: Policy | null, deps: FleetActionDeps): Promise<Fleet> {
  const { audit, action } = settings
  const entries = fleetEntries(await serversFromConfigs([action.fleet.config as string], action.fleet.servers), audit.cwd)
  await ensureStrace(systemCommandRunner(deps.host), deps.logger)
  if (audit.fs === 'sandbox') await ensureBwrap(systemCommandRunner(deps.host), deps.logger)
  const outDir = path.join(deps.runnerTemp, 'mcp-behave', 'fleet')
  const { fleet, outcomes } = await runFleetWithCachedPins(entries, deps.cache, deps.context, {
    base: { ...audit, outDir, policy },
    jobs: action.fleet.jobs ?? deps.host.cores,
    runtime: {
      logger: deps.logger,
      signal: deps.signal,
      sandboxInitPath: deps.sandboxInitPath,
      workersDir: deps.workersDir,
      authorities: deps.authorities,
      host: deps.host
    },
    // Entries may be launch specs: installed like the single audit's, through the Actions cache.
    audit: async (entry, runtime) =>
      runAudit(
        await prepareLaunchWithActionsCache(
          deps.cache,
          entry,
          {
            cacheDir: action.install.cacheDir,
            installScripts: action.install.scripts,
            env: deps.host.env,
            logger: runtime.logger
          },
          deps.host
        ),
        runtime
      )
  })
  for (const { server, identity } of entries) {
    const outcome = outcomes.get(server.name)
    if (outcome === undefined || !action.uploadArtifacts) continue
    const dir = path.dirname(outcome.files.report)
    const candidates = ['trace.log', 'manifest.json', 'report.json', 'network.jsonl'].map((file) => path.join(dir, file))
    await step(`artifact upload (${server.name})`, deps.logger, () =>
      uploadAuditArtifacts(new DefaultArtifactClient(), `${ARTIFACT_PREFIX}${identity}`, dir, candidates, null)
    )
  }
  return fleet
}

/**
 * The fleet's audits between its pins: each entry's pin restored from the Actions cache before, and saved
 * after when its audit wrote a new one, both under the entry's identity — the one its audit pins under.
 */
export async function runFleetWithCachedPins(
  entries: readonly FleetEntry[],
  cache: CacheBackend,
  run: RunAttempt,
  options: FleetOptions
): Promise<FleetOutcome> {
  const { stateDir } = options.base
  const { logger } = options.runtime
  const restored = new Map<string, RestoredPin>()
  for (const { identity } of entries) restored.set(identity, await restorePin(cache, { stateDir, identity }, logger))
  const outcome = await runFleet(entries, options)
  for (const { server, identity } of entries) {
    if (!outcome.outcomes.has(server.name)) continue
    const before = restored.get(identity)?.hashBefore ?? null
    await step(`pin cache (${server.name})`, logger, () => savePinIfChanged(cache, { stateDir, identity }, before, run, logger))
  }
  return outcome
}

/** merge: the per-server reports, from a directory or from the run's mcp-behave-* artifacts. */
async function mergeReports(settings: ParsedActionInputs, deps: FleetActionDeps): Promise<Fleet> {
  const started = Date.now()
  let root = settings.action.fleet.reports
  if (root === null) {
    root = path.join(deps.runnerTemp, 'mcp-behave', 'merge')
    await mkdir(root, { recursive: true })
    const client = new DefaultArtifactClient()
    const { artifacts } = await client.listArtifacts({ latest: true })
    for (const artifact of artifacts.filter((candidate) => candidate.name.startsWith(ARTIFACT_PREFIX)).sort((a, b) => a.name.localeCompare(b.name))) {
      await client.downloadArtifact(artifact.id, { path: path.join(root, artifact.name) })
    }
  }
  if (!existsSync(root)) throw new ConfigurationError(`reports: ${root} is not a directory`)
  const lines: FleetServer[] = []
  for (const entry of (await readdir(root, { withFileTypes: true })).filter((dirent) => dirent.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(root, entry.name, 'report.json')
    if (!existsSync(file)) continue
    const parsed = ReportSchema.safeParse(JSON.parse(await readFile(file, 'utf8')))
    if (!parsed.success) {
      deps.logger.warn(`${entry.name}/report.json is not a report (${parsed.error.issues[0]?.message}); left out`)
      continue
    }
    lines.push(auditedServer({ name: parsed.data.server.identity, origin: entry.name, dir: entry.name }, parsed.data))
  }
  if (lines.length === 0)
    throw new ConfigurationError(
      `merge: no per-server report.json found (${settings.action.fleet.reports === null ? `no ${ARTIFACT_PREFIX}* artifacts in this run` : root})`
    )
  deps.logger.info(`merged ${lines.length} server reports`)
  const fleet = buildFleet(lines, { startedAt: started, jobs: 1, failOn: settings.audit.failOn })
  await writeOutputFile(path.join(root, 'fleet.json'), JSON.stringify(fleet, null, 2) + '\n')
  return fleet
}

async function step<T>(name: string, logger: Logger, work: () => T | Promise<T>): Promise<T | null> {
  try {
    return await work()
  } catch (error) {
    logger.warn(`${name} failed: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}

async function publishFleet(fleet: Fleet, settings: ParsedActionInputs, deps: FleetActionDeps): Promise<void> {
  const { action } = settings
  await step('outputs', deps.logger, () => {
    core.setOutput('verdict', fleet.exitCode === 0 ? 'pass' : 'fail')
    core.setOutput('findings', String(Object.values(fleet.summary).reduce((sum: number, count: number) => sum + count, 0)))
    core.setOutput('critical', String(fleet.summary.critical))
    core.setOutput('high', String(fleet.summary.high))
  })
  const markdown = renderFleetMarkdown(fleet)
  await step('job summary', deps.logger, async () => {
    if (!deps.host.env['GITHUB_STEP_SUMMARY']) return
    await writeSummary(core.summary, Buffer.byteLength(markdown) > SUMMARY_LIMIT_BYTES ? markdown.slice(0, SUMMARY_LIMIT_BYTES / 2) : markdown)
  })
  await step('PR comment', deps.logger, async () => {
    if (!action.comment) return
    const pr = pullRequestFromEvent(deps.context.eventName, github.context.payload, deps.context.repository)
    if (pr === null || action.githubToken === '') return
    const identity = fleet.servers.length === 1 && fleet.servers[0]?.identity ? fleet.servers[0].identity : FLEET_COMMENT_IDENTITY
    const link = runUrl(deps.context)
    const body = `${markdown}${link !== null ? `\n[Run](${link})\n` : ''}`
    const octokit = github.getOctokit(action.githubToken) as unknown as OctokitLike
    const result = await upsertStickyComment(octokitComments(octokit, pr), identity, body)
    if (result.outcome === 'forbidden')
      core.notice(`mcp-behave: the token may not comment on this pull request (HTTP ${result.status}); the job summary has the fleet table`)
    else deps.logger.info(`${result.outcome === 'created' ? 'Created' : 'Updated'} the fleet's PR comment (id ${result.id})`)
  })
}
