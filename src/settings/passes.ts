// --passes / action input `passes`: the exercise passes of an audit, in order. The traced pass is always
// first; the others run the same surface again without strace, each watched only by witnesses that
// need no ptrace (engine/passes/). Written `traced,varied` (the default), `traced` (one pass), or with
// `untraced`, `client=NAME`, `held` / `held=SECONDS` and `offline` passes added.

export type PassSpec =
  | { kind: 'traced' }
  /** no strace, the traced pass's client: behaviour seen only here is tracer-conditional */
  | { kind: 'untraced' }
  /** no strace, and every client condition changed at once; a difference is then bisected */
  | { kind: 'varied' }
  /** no strace, introducing itself as NAME: a server that acts only for some client */
  | { kind: 'client'; name: string }
  /** no strace, the traced pass's client, the session held open SECONDS, then each tool called again */
  | { kind: 'held'; seconds: number }
  /** traced again, every connection refused: the fallbacks that run only offline; its findings are the audit's */
  | { kind: 'offline' }

export const DEFAULT_PASSES = 'traced,varied'
export const SINGLE_PASS = 'traced'

const CLIENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/
/** How long a held pass holds its session open before calling each tool again: `held` alone, or `held=SECONDS` */
export const HELD_SECONDS = { default: 20, min: 5, max: 120 }

function heldSeconds(name: string): number | null {
  if (name === 'held') return HELD_SECONDS.default
  const seconds = /^held=(\d{1,3})$/.exec(name)?.[1]
  return seconds !== undefined && Number(seconds) >= HELD_SECONDS.min && Number(seconds) <= HELD_SECONDS.max ? Number(seconds) : null
}

/** The passes a setting names, or why it cannot be read. */
export function parsePasses(text: string): PassSpec[] | { error: string } {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  if (names[0] !== 'traced') return { error: `'${text}' must start with traced (e.g. ${SINGLE_PASS} or ${DEFAULT_PASSES})` }
  const passes: PassSpec[] = []
  const seen = new Set<string>()
  for (const name of names) {
    const held = heldSeconds(name)
    if (seen.has(name) || (held !== null && seen.has('held'))) return { error: `${held !== null ? 'held' : name} is listed twice` }
    seen.add(held !== null ? 'held' : name)
    if (name === 'traced' || name === 'untraced' || name === 'varied' || name === 'offline') passes.push({ kind: name })
    else if (name.startsWith('client=') && CLIENT_NAME.test(name.slice('client='.length))) passes.push({ kind: 'client', name: name.slice('client='.length) })
    else if (held !== null) passes.push({ kind: 'held', seconds: held })
    else if (name.startsWith('held=')) return { error: `'${name}': held=SECONDS takes ${HELD_SECONDS.min} to ${HELD_SECONDS.max} seconds` }
    else return { error: `'${name}' is not a pass (traced, untraced, varied, client=NAME, held, held=SECONDS, offline)` }
  }
  if (passes.filter((pass) => pass.kind === 'traced').length !== 1) return { error: 'traced is listed twice' }
  return passes
}

export function describePasses(passes: readonly PassSpec[]): string {
  return passes.map((pass) => (pass.kind === 'client' ? `client=${pass.name}` : pass.kind === 'held' ? `held=${pass.seconds}` : pass.kind)).join(',')
}
