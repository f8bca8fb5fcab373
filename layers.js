// The layering of src/, written once: eslint.config.js turns it into no-restricted-imports rules, and
// __tests__/layering.test.ts checks the whole directory graph against it, type-only imports included
// (which eslint's import-x/no-cycle does not follow).

/**
 * The stages, lowest first: each imports only the stages before it and the shared leaves, never one
 * after it, a shell or an entry point. src/model imports nothing of the project, not even the leaves.
 */
export const STAGES = [
  'model',
  'static',
  'trace',
  'profile',
  'launch',
  'settings',
  'sandbox',
  'config-files',
  'probe',
  'manifest',
  'rules',
  'report',
  'baseline'
]

/** Files at the top of src/ that every stage may import; they import nothing of the project. */
export const LEAVES = ['errors', 'logger', 'version', 'bundle-paths', 'neutralize']

/**
 * The shells build on the stages and are never imported by them. Each is listed with the other shells
 * it may import; the rest are put together only by the entry points.
 */
export const SHELLS = { engine: [], push: [], github: ['push'], fleet: ['engine', 'github'], serve: ['engine'] }

/**
 * cli.ts and main.ts (index.ts starts main.ts; cli-head-start.ts is what cli.ts runs before the rest of
 * it): they may import anything, and nothing else of src/ imports them.
 */
export const ENTRY_POINTS = ['cli', 'cli-head-start', 'main', 'index']
