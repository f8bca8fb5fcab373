import { SandboxSetupError } from '../errors.js'
import { detectStrace } from '../probe/strace-command.js'

// An audit traces its server with strace, and a process has one tracer at most. When mcp-behave serve is
// itself traced with its children (an audit of the auditor: `mcp-behave -- mcp-behave serve`), strace
// cannot attach to what serve would start, and no audit can run from it. Inside a pid namespace the
// kernel's TracerPid reads 0 for a tracer outside it, so it is not asked: the engine's own strace probe is
// (probe/strace-command.ts: strace run once on `true`, a few milliseconds), before anything is started or
// written, and its failure is said as it is.

/** Why no audit can run from this process, or null when strace can trace here. */
export async function innerSandboxUnavailable(searchPath: string, detect: (searchPath: string) => unknown = detectStrace): Promise<string | null> {
  try {
    await detect(searchPath)
    return null
  } catch (error) {
    if (!(error instanceof SandboxSetupError)) throw error
    return (
      `the inner sandbox is unavailable: ${error.message} ` +
      '(when this mcp-behave serve is itself audited, strace already traces it and everything it starts, and a process has one tracer). ' +
      'Nothing was started or written.'
    )
  }
}
