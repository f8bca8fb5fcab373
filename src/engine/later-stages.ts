// The audit's stages after the session (manifest and pin, trace → profile, baseline, rules, report, the
// offline pass), in a chunk of the bundle of their own. runAudit loads it once the sandbox has its config,
// while the server starts under strace and this thread only waits: evaluated at the CLI's start, their
// modules (a fifth of its bundle, and much of its zod) held back the sandbox. The CLI's text report is
// re-exported for its chunk alone: loaded with these, it is ready when the report is written, instead
// of being read and compiled between the report and the exit.
export { compareRunWithBaseline } from '../baseline/run-baseline.js'
export { buildManifest } from '../manifest/build-manifest.js'
export { rugPullOf } from '../manifest/pin-store.js'
export { assembleReport } from '../report/assemble-report.js'
export { judgeRun } from '../report/judge-run.js'
export { renderTextReport } from '../report/text.js'
export { completeness } from '../report/unseen-surface.js'
export { spokenUrl } from './init-status.js'
export { exercisePasses } from './passes/exercise-passes.js'
export { offlineHint, offlinePass, onlyOffline } from './passes/offline-pass.js'
export { profileRun } from './profile-run.js'
export { rulesInputOf } from './rules-input.js'
