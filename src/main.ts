import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DefaultArtifactClient } from '@actions/artifact'
import * as cache from '@actions/cache'
import * as core from '@actions/core'
import * as github from '@actions/github'
import { renderPolicyFiles } from './baseline/policy-command.js'
import { baselineLocation } from './baseline/run-baseline.js'
import { besideBundle } from './bundle-paths.js'
import { AuthoritySource } from './sandbox/run-trust.js'
import { restoreBaseline, saveBaselineIfChanged } from './github/baseline-cache.js'
import { writeOutputFile } from './engine/output-files.js'
import { runAudit, type AuditOutcome } from './engine/run-audit.js'
import { ConfigFileError, actionExitCode, describeFailure, EXIT_CODES, serverStderrLines } from './errors.js'
import { runFleetAction } from './fleet/action-fleet.js'
import { emitAnnotations } from './github/annotations.js'
import { uploadAuditArtifacts, type UploadedArtifact } from './github/artifacts.js'
import { octokitComments, pullRequestFromEvent, upsertStickyComment, type OctokitLike } from './github/comment.js'
import { pushToDashboard } from './github/dashboard.js'
import { actionsLogger } from './github/logger.js'
import { auditOutputs, writeOutputs } from './github/outputs.js'
import { prepareLaunchWithActionsCache } from './github/package-cache.js'
import { restorePin, savePinIfChanged, type CacheBackend, type RestoredPin } from './github/pin-cache.js'
import { readRunnerContext, runUrl, type RunnerContext } from './github/runner-context.js'
import { ensureBwrap, ensureStrace, systemCommandRunner } from './github/strace.js'
import { composeSummary, reportBudget, writeSummary } from './github/summary.js'
import type { Logger } from './logger.js'
import { planAnnotations } from './report/annotations.js'
import { renderJobSummary, renderPrComment } from './report/markdown.js'
import { neutralizeForLog } from './neutralize.js'
import { renderSarif } from './report/sarif.js'
import type { Report } from './report/schema.js'
import { verdictOf } from './report/verdict.js'
import { parseActionInputs, readInputs, type ParsedActionInputs } from './settings/action-inputs.js'
import { readHostContext } from './settings/host.js'
import { loadPolicy } from './settings/policy.js'

// dist/index.js → the action's root holds sandbox_home/, dist/ holds the sandbox init bundle.
const ACTION_ROOT = besideBundle(import.meta.url, '..')
const SANDBOX_INIT = besideBundle(import.meta.url, 'sandbox-init', 'index.js')
// the worker threads' bundles (dist/canary-worker/, dist/authority-worker/)
const AUTHORITY_WORKER = besideBundle(import.meta.url, 'authority-worker', 'index.js')
const WORKERS_DIR = besideBundle(import.meta.url)

const cacheBackend: CacheBackend = {
  isFeatureAvailable: () => cache.isFeatureAvailable(),
  restoreCache: (paths, key, restoreKeys) => cache.restoreCache(paths, key, restoreKeys),
  saveCache: (paths, key) => cache.saveCache(paths, key)
}

/** settings → strace → pin from cache → audit → publish; the verdict decides the step's status. */
export async function run(): Promise<void> {
  const logger = actionsLogger
  const host = readHostContext(process.env)
  const context = readRunnerContext(process.env)
  const abort = new AbortController()
  // On cancel the runner signals the step: the first signal aborts the audit so the engine can kill the
  // server's whole process tree; a second one means "now".
  const onSignal = (): void => {
    if (abort.signal.aborted) process.exit(actionExitCode(EXIT_CODES.interrupted))
    abort.abort()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  try {
    const settings = parseActionInputs(
      readInputs((name) => core.getInput(name)),
      {
        env: process.env,
        actionRoot: ACTION_ROOT
      }
    )
    if (settings.action.dashboardToken !== null) core.setSecret(settings.action.dashboardToken)
    const policy = settings.audit.policyPath === null ? null : await loadPolicy(settings.audit.policyPath)
    if (settings.action.fleet.config !== null || settings.action.fleet.mode !== 'audit') {
      await runFleetAction(settings, policy, {
        logger,
        signal: abort.signal,
        sandboxInitPath: SANDBOX_INIT,
        workersDir: WORKERS_DIR,
        authorities: new AuthoritySource(AUTHORITY_WORKER),
        host,
        context,
        cache: cacheBackend,
        runnerTemp: process.env['RUNNER_TEMP'] || os.tmpdir()
      })
      return
    }
    // made on a worker thread from now on, while strace, bubblewrap and the package are made ready
    const authorities = new AuthoritySource(AUTHORITY_WORKER)
    await ensureStrace(systemCommandRunner(host), logger)
    if (settings.audit.fs === 'sandbox') await ensureBwrap(systemCommandRunner(host), logger)
    // A launch spec (npx …, npm:PKG@V …) is installed first, outside the trace (from the Actions cache when
    // it has the version); its identity names the pin.
    const audit = await prepareLaunchWithActionsCache(
      cacheBackend,
      { ...settings.audit, policy },
      { cacheDir: settings.action.install.cacheDir, installScripts: settings.action.install.scripts, env: host.env, logger },
      host
    )
    const pinLocation = { stateDir: audit.stateDir, identity: audit.identity }
    const restored = await restorePin(cacheBackend, pinLocation, logger)
    // A committed baseline file is the repository's; only the state dir's travels through the cache.
    const baselineFile = audit.baselinePath === null ? baselineLocation(audit.stateDir, audit.identity, null).file : null
    const baselineHash = baselineFile === null ? null : await restoreBaseline(cacheBackend, baselineFile, audit.identity, logger)
    const outcome = await runAudit(audit, {
      logger,
      signal: abort.signal,
      sandboxInitPath: SANDBOX_INIT,
      workersDir: WORKERS_DIR,
      authorities,
      host
    })
    await publish({ ...settings, audit }, outcome, restored, context, logger)
    if (baselineFile !== null) {
      await step('baseline cache', logger, () => saveBaselineIfChanged(cacheBackend, baselineFile, audit.identity, baselineHash, context, logger))
    }
    if (!verdictOf(outcome.report).passed) {
      core.setFailed(neutralizeForLog(failureMessage(outcome.report)))
      process.exitCode = actionExitCode(outcome.report.exitCode)
    }
  } catch (error) {
    failFor(error)
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

/** The CLI's classification, message and exit code (errors.ts). */
function failFor(error: unknown): void {
  const failure = describeFailure(error)
  if (error instanceof ConfigFileError && error.lines.length > 1) for (const line of error.lines) core.error(neutralizeForLog(line))
  if (failure.stack) core.debug(neutralizeForLog(failure.stack))
  const prefix = failure.kind === 'sandbox' ? 'sandbox setup failed: ' : failure.kind === 'user' ? '' : 'mcp-behave failed: '
  core.setFailed(neutralizeForLog(`${prefix}${failure.message}${failure.hint ? `. ${failure.hint}` : ''}`))
  // The annotation carries the hint; the server's stderr, often the actual reason, follows in the log.
  for (const line of serverStderrLines(failure, neutralizeForLog)) core.info(line)
  process.exitCode = actionExitCode(failure.exitCode)
}

function failureMessage(report: Report): string {
  const verdict = verdictOf(report)
  const counts = (['critical', 'high', 'medium', 'low', 'info'] as const)
    .filter((severity) => report.summary[severity] > 0)
    .map((severity) => `${report.summary[severity]} ${severity}`)
    .join(', ')
  if (verdict.blocking === 0 && verdict.incomplete !== null) {
    return `mcp-behave: the audit is incomplete (${verdict.incomplete}), so it cannot pass; see the job summary`
  }
  return `mcp-behave: ${verdict.blocking} finding${verdict.blocking === 1 ? '' : 's'} at or above fail-on=${verdict.failOn} (${counts}); see the job summary`
}

/** Runs one publishing step; its failure is a warning, so it can never hide or change the verdict. */
async function step<T>(name: string, logger: Logger, work: () => T | Promise<T>): Promise<T | null> {
  try {
    return await work()
  } catch (error) {
    logger.warn(`${name} failed: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}

async function publish(settings: ParsedActionInputs, outcome: AuditOutcome, restored: RestoredPin, context: RunnerContext, logger: Logger): Promise<void> {
  const { report, files } = outcome
  const { audit, action } = settings

  const sarifPath = await step('SARIF', logger, () => (action.sarifPath === null ? null : writeSarif(report, settings, context)))
  await step('outputs', logger, () => writeOutputs(auditOutputs(report, files.report, sarifPath), (name, value) => core.setOutput(name, value)))

  const notes: string[] = []
  await step('annotations', logger, () => {
    const note = emitAnnotations(planAnnotations(report, audit.failOn, { perLevelCap: 10 }), core)
    if (note !== null) notes.push(note)
  })

  let artifact: UploadedArtifact | null = null
  if (action.uploadArtifacts) {
    const candidates = [files.trace, files.manifest, files.report, path.join(audit.outDir, 'network.jsonl'), path.join(audit.outDir, 'report.sarif')]
    artifact = await step('artifact upload', logger, () =>
      uploadAuditArtifacts(new DefaultArtifactClient(), action.artifactName, audit.outDir, candidates, runLocation(context))
    )
  }

  await step('job summary', logger, async () => {
    if (!process.env['GITHUB_STEP_SUMMARY']) return
    const markdown = renderJobSummary(report, {
      ...(artifact !== null ? { artifactName: artifact.name } : {}),
      ...(artifact?.url ? { artifactUrl: artifact.url } : {}),
      maxBytes: reportBudget(notes)
    })
    await writeSummary(core.summary, composeSummary(markdown, notes))
  })

  await step('policy-out', logger, () => writePolicyOut(report, action.policyOutPath, logger))
  await step('pin cache', logger, () =>
    savePinIfChanged(cacheBackend, { stateDir: audit.stateDir, identity: audit.identity }, restored.hashBefore, context, logger)
  )
  await step('PR comment', logger, () => commentOnPullRequest(report, settings, context, logger))
  await step('dashboard push', logger, () =>
    pushToDashboard(report, { url: action.dashboardUrl, token: action.dashboardToken, serverName: audit.serverName }, logger)
  )
}

/** The least-privilege policy of this run, and the same scope for VS Code and ToolHive beside it. */
async function writePolicyOut(report: Report, file: string | null, logger: Logger): Promise<void> {
  if (file === null || report.behaviour === undefined) return
  const files = renderPolicyFiles(report)
  mkdirSync(path.dirname(file), { recursive: true })
  const stem = file.replace(/\.(ya?ml|json)$/, '')
  await writeOutputFile(file, files.policy)
  await writeOutputFile(`${stem}.vscode.json`, files.vscode)
  await writeOutputFile(`${stem}.toolhive.json`, files.toolhive)
  logger.info(`Wrote the observed-behaviour policy to ${file}`)
}

function runLocation(context: RunnerContext): { serverUrl: string; repository: string; runId: string } | null {
  return context.repository !== undefined && context.runId !== 'local'
    ? { serverUrl: context.serverUrl, repository: context.repository, runId: context.runId }
    : null
}

async function writeSarif(report: Report, settings: ParsedActionInputs, context: RunnerContext): Promise<string | null> {
  const { audit, action } = settings
  if (action.sarifPath === null) return null
  const relativeToRepo = (file: string | null): string | undefined =>
    file === null ? undefined : path.relative(action.workspace, file).split(path.sep).join('/')
  const policyPath = relativeToRepo(audit.policyPath)
  const sarif = renderSarif(report, {
    toolVersion: report.auditor.version,
    ...(policyPath !== undefined ? { policyPath } : {}),
    ...(context.workflowPath !== null ? { workflowPath: context.workflowPath } : {})
  })
  const text = `${JSON.stringify(sarif, null, 2)}\n`
  mkdirSync(path.dirname(action.sarifPath), { recursive: true })
  await writeOutputFile(action.sarifPath, text)
  // A copy next to report.json travels in the artifact.
  const copy = path.join(audit.outDir, 'report.sarif')
  if (path.resolve(copy) !== path.resolve(action.sarifPath)) await writeOutputFile(copy, text)
  return action.sarifPath
}

async function commentOnPullRequest(report: Report, settings: ParsedActionInputs, context: RunnerContext, logger: Logger): Promise<void> {
  const { audit, action } = settings
  if (!action.comment) return
  const pr = pullRequestFromEvent(context.eventName, github.context.payload, context.repository)
  if (pr === null) return
  if (action.githubToken === '') {
    core.notice('mcp-behave: no github-token, so no PR comment; the job summary has the report')
    return
  }
  const body = renderPrComment(report, runUrl(context) !== null ? { runUrl: runUrl(context) as string } : {})
  const octokit = github.getOctokit(action.githubToken) as unknown as OctokitLike
  const result = await upsertStickyComment(octokitComments(octokit, pr), audit.identity, body)
  if (result.outcome === 'forbidden') {
    core.notice(
      `mcp-behave: the token may not comment on this pull request (HTTP ${result.status}; pull requests from forks get a read-only token). The job summary has the report.`
    )
  } else {
    logger.info(`${result.outcome === 'created' ? 'Created' : 'Updated'} the PR comment (id ${result.id})`)
  }
}
