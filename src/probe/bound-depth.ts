// A server's declarations are JSON of any depth: V8 parses 100,000 nested levels iteratively, but every
// recursive walk after that (JSON.stringify of the report, the manifest's canonical form, schema code)
// overflows the stack and kills the audit. Declarations are cut to MAX_DECLARATION_DEPTH on arrival,
// without recursion; what was cut is replaced by a marker, so the manifest shows it.

export const MAX_DECLARATION_DEPTH = 64
export const DEPTH_MARKER_KEY = 'x-mcp-behave-cut'

/** A copy of `value` no deeper than `maxDepth`; `cut` is true when something was replaced. */
export function boundDepth(value: unknown, maxDepth = MAX_DECLARATION_DEPTH): { value: unknown; cut: boolean } {
  let cut = false
  const copyShallow = (node: unknown, depth: number): unknown => {
    if (typeof node !== 'object' || node === null) return node
    if (depth >= maxDepth) {
      cut = true
      return { [DEPTH_MARKER_KEY]: `nesting deeper than ${maxDepth} levels was cut` }
    }
    return Array.isArray(node) ? new Array<unknown>(node.length) : {}
  }
  const root = copyShallow(value, 0)
  const stack: { from: object; to: object; depth: number }[] = []
  if (typeof root === 'object' && root !== null && maxDepth > 0) stack.push({ from: value as object, to: root, depth: 0 })
  while (stack.length > 0) {
    const { from, to, depth } = stack.pop() as { from: object; to: object; depth: number }
    for (const [key, child] of Object.entries(from)) {
      const copy = copyShallow(child, depth + 1)
      Object.defineProperty(to, key, { value: copy, enumerable: true, writable: true, configurable: true })
      if (typeof copy === 'object' && copy !== null && typeof child === 'object' && child !== null && depth + 1 < maxDepth) {
        stack.push({ from: child, to: copy, depth: depth + 1 })
      }
    }
  }
  return { value: root, cut }
}
