import { parse } from 'graphql/language/parser.js'
import type { DocumentNode, FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode } from 'graphql/language/ast.js'
import { singular } from '../../model/key-hints.js'
import { valueFor, type ValueContext } from './json-values.js'
import type { LessonType } from './reply-lesson.js'

// A GraphQL answer: the query parsed (graphql-js's parser only, no schema) and exactly its selection set
// answered — aliases, fragments and inline fragments followed, `__typename` named after the field, a
// plural field or a connection's `edges`/`nodes` a list of one, `pageInfo` saying there is no next page —
// and a field the server's code was seen to read as a list (or another type) answered as one, whatever
// its name says.

export interface GraphqlRequest {
  query: string
  operationName?: string
  variables?: Record<string, unknown>
}

/** A body that carries a GraphQL operation: `{query}` as JSON (or a batch of them), or the query as application/graphql. */
export function graphqlRequestOf(body: unknown, contentType: string, raw: string): GraphqlRequest | null {
  if (/application\/graphql/i.test(contentType)) return { query: raw }
  const one = Array.isArray(body) ? body[0] : body
  if (typeof one !== 'object' || one === null) return null
  const { query, operationName, variables } = one as Record<string, unknown>
  if (typeof query !== 'string') return null
  return {
    query,
    ...(typeof operationName === 'string' ? { operationName } : {}),
    ...(typeof variables === 'object' && variables !== null ? { variables: variables as Record<string, unknown> } : {})
  }
}

const MAX_DEPTH = 12
const MAX_FIELDS = 2_000
const PAGE_INFO = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null }
const typeName = (field: string): string => {
  const base = singular(field.replace(/(Connection|Edges?|Nodes?)$/, '')) || 'Node'
  return base[0]?.toUpperCase() + base.slice(1)
}

/** The `data` of an answer to the request's operation; null when the query does not parse. */
export function graphqlReply(
  request: GraphqlRequest,
  host: string,
  names: Readonly<Record<string, LessonType>> = {}
): { data: Record<string, unknown>; fields: string[] } | null {
  let document: DocumentNode
  try {
    document = parse(request.query.slice(0, 256 * 1024), { noLocation: true, maxTokens: 20_000 })
  } catch {
    return null
  }
  const fragments = new Map<string, FragmentDefinitionNode>()
  const operations: OperationDefinitionNode[] = []
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition)
    if (definition.kind === 'OperationDefinition') operations.push(definition)
  }
  const operation = operations.find((entry) => entry.name?.value === request.operationName) ?? operations[0]
  if (!operation) return null
  let budget = MAX_FIELDS
  const answer = (selections: SelectionSetNode, parent: string, depth: number, index: number, seen: Set<string>): Record<string, unknown> => {
    const out: Record<string, unknown> = {}
    for (const selection of selections.selections) {
      if (budget-- <= 0) break
      if (selection.kind === 'InlineFragment') {
        Object.assign(out, answer(selection.selectionSet, selection.typeCondition?.name.value ?? parent, depth, index, seen))
        continue
      }
      if (selection.kind === 'FragmentSpread') {
        const fragment = fragments.get(selection.name.value)
        // a fragment spread inside itself is answered once
        if (!fragment || seen.has(fragment.name.value)) continue
        Object.assign(out, answer(fragment.selectionSet, fragment.typeCondition.name.value, depth, index, new Set([...seen, fragment.name.value])))
        continue
      }
      const name = selection.name.value
      const key = selection.alias?.value ?? name
      if (name === '__typename') {
        out[key] = parent
        continue
      }
      const context: ValueContext = { host, index }
      const known = Object.hasOwn(names, name) ? names[name] : undefined
      if (!selection.selectionSet && known !== undefined) {
        out[key] = known === 'array' ? [valueFor(singular(name), context)] : valueFor(name, context, known)
        continue
      }
      if (!selection.selectionSet) {
        out[key] =
          name === 'totalCount'
            ? 1
            : name === 'cursor'
              ? `cursor-${index + 1}`
              : name === 'id'
                ? `${parent.toLowerCase()}-${index + 1}`
                : valueFor(name, context)
        continue
      }
      if (depth >= MAX_DEPTH) {
        out[key] = null
        continue
      }
      if (name === 'pageInfo') {
        out[key] = { ...answer(selection.selectionSet, 'PageInfo', depth + 1, 0, seen), ...pick(PAGE_INFO, selection.selectionSet) }
        continue
      }
      const child = (nth: number): Record<string, unknown> => answer(selection.selectionSet as SelectionSetNode, typeName(name), depth + 1, nth, seen)
      // a plural field is a list of one, unless it is a connection (it selects edges, nodes or pageInfo,
      // itself or through a fragment: a generated client spreads `...TeamConnection`)
      const connection = fieldNames(selection.selectionSet, fragments).some((entry) => /^(edges|nodes|pageInfo|totalCount)$/.test(entry))
      const many =
        known !== undefined
          ? known === 'array'
          : name === 'edges' || name === 'nodes' || (!connection && singular(name) !== name && !/(Connection|Info|Status|Settings|Details|Stats)$/.test(name))
      out[key] = many ? [child(0)] : child(index)
    }
    return out
  }
  const root = operation.operation === 'mutation' ? 'Mutation' : operation.operation === 'subscription' ? 'Subscription' : 'Query'
  const data = answer(operation.selectionSet, root, 0, 0, new Set())
  return { data, fields: Object.keys(data).slice(0, 16) }
}

/** The names of the fields a selection set asks for, through its fragments (each followed once). */
function fieldNames(selections: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  const names: string[] = []
  for (const selection of selections.selections) {
    if (selection.kind === 'Field') names.push(selection.name.value)
    else if (selection.kind === 'InlineFragment') names.push(...fieldNames(selection.selectionSet, fragments, seen))
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value)
      const fragment = fragments.get(selection.name.value)
      if (fragment) names.push(...fieldNames(fragment.selectionSet, fragments, seen))
    }
  }
  return names
}

/** The fields of `values` the selection asked for, under their aliases. */
function pick(values: Record<string, unknown>, selections: SelectionSetNode): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const selection of selections.selections) {
    if (selection.kind !== 'Field') continue
    if (Object.hasOwn(values, selection.name.value)) out[selection.alias?.value ?? selection.name.value] = values[selection.name.value]
  }
  return out
}
