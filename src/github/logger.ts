import * as core from '@actions/core'
import type { Logger } from '../logger.js'
import { neutralizeForLog } from '../neutralize.js'

// The runner executes workflow commands found anywhere in the step's stdout/stderr, and engine messages
// quote server-controlled text (names, paths, stderr). Every line goes through neutralizeForLog first.
// core.warning/error escape newlines in their data, but not `##[`, so the neutralizing is still needed.
export const actionsLogger: Logger = {
  debug: (message) => core.debug(neutralizeForLog(message)),
  info: (message) => core.info(neutralizeForLog(message)),
  warn: (message) => core.warning(neutralizeForLog(message)),
  error: (message) => core.error(neutralizeForLog(message))
}
