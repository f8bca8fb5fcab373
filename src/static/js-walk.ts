// The walk over a @babel/parser tree that the static stage's JS readers share, and the two questions
// they ask of a node: its literal text, and the chain of names of a callee.
import type { Node } from '@babel/types'

export type AnyNode = Node & Record<string, unknown>

const SKIP_KEYS = new Set(['loc', 'start', 'end', 'extra', 'leadingComments', 'trailingComments', 'innerComments', 'range', 'errors', 'tokens'])

/**
 * Every node below `root`, depth first, with its parent; iterative, so a deep bundle cannot overflow the
 * stack. Children are pushed in reverse straight onto two parallel stacks: a bundle has millions of nodes,
 * and a pair or a list allocated per node was a third of the static stage's time in the collector.
 */
export function walk(root: Node, visit: (node: AnyNode, parent: AnyNode | null) => void): void {
  const nodes: AnyNode[] = [root as AnyNode]
  const parents: (AnyNode | null)[] = [null]
  while (nodes.length > 0) {
    const node = nodes.pop()!
    visit(node, parents.pop()!)
    const keys = Object.keys(node)
    for (let k = keys.length - 1; k >= 0; k--) {
      const key = keys[k]!
      if (SKIP_KEYS.has(key)) continue
      const value = node[key]
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) {
          const item = value[i] as AnyNode | null
          if (item && typeof item === 'object' && typeof item.type === 'string') {
            nodes.push(item)
            parents.push(node)
          }
        }
      } else if (value && typeof value === 'object' && typeof (value as AnyNode).type === 'string') {
        nodes.push(value as AnyNode)
        parents.push(node)
      }
    }
  }
}

/** A string literal, or a template literal without expressions: its text. */
export function literalText(node: Node | null | undefined): string | null {
  if (!node) return null
  if (node.type === 'StringLiteral') return node.value
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null
  return null
}

/** The chain of names of a callee: `fs.promises.writeFile` → ['fs', 'promises', 'writeFile']. */
export function calleeChain(node: AnyNode): string[] | null {
  if (node.type === 'SequenceExpression') return calleeChain((node.expressions as AnyNode[]).at(-1)!)
  if (node.type === 'Identifier') return [node.name]
  if (node.type === 'ThisExpression') return ['this']
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') {
    const property = node.property as AnyNode
    const name = property.type === 'Identifier' && !node.computed ? property.name : literalText(property)
    if (name === null) return null
    const object = calleeChain(node.object as AnyNode)
    return object ? [...object, name] : ['?', name]
  }
  return null
}
