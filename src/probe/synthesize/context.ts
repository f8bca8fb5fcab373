// What one synthesis carries through the schema walk: the root that $ref points into, the work done so
// far, and the flags that make the result a best effort.

/** the longest string generated, from a length bound or a pattern */
export const MAX_STRING_LENGTH = 4096

export interface Context {
  root: unknown
  nodes: number
  /** set when a value was produced that may not satisfy its schema (an unsupported pattern, say) */
  unsure: boolean
  /** set when a work cap (depth, nodes, $ref/allOf steps) or an unsupported pattern shaped the result */
  capped: boolean
}
