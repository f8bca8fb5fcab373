import { readFileSync } from 'node:fs'

// An audit traces its server with strace, and a process has one tracer at most. When mcp-behave serve is
// itself traced (an audit of the auditor: `mcp-behave -- mcp-behave serve`, or a debugger), the tracer
// follows what serve starts and strace cannot attach there: the inner audit cannot run. Asked once per
// call from /proc/self/status, the kernel's own answer, before anything is started or written.

/** Why no audit can run from this process, or null when nothing stands in the way. */
export function innerSandboxUnavailable(status: () => string = () => readFileSync('/proc/self/status', 'utf8')): string | null {
  let text: string
  try {
    text = status()
  } catch {
    return null
  }
  const tracer = /^TracerPid:\s*(\d+)/m.exec(text)?.[1]
  if (tracer === undefined || tracer === '0') return null
  return (
    `the inner sandbox is unavailable: this mcp-behave serve is itself traced (TracerPid ${tracer}: an audit of the auditor, or a debugger), ` +
    'and strace cannot trace a server from under another tracer. Nothing was started; run the audit from an untraced mcp-behave.'
  )
}
