// The domain model every stage shares: what a server declared, what it was asked, what it did and what
// that means. Each type is declared once, as a zod schema it is inferred from; the report's schema
// (src/report/schema.ts) is assembled from these. This directory imports nothing of the other stages.
export * from './behaviour.js'
export * from './call.js'
export * from './declared.js'
export * from './finding.js'
export * from './launch.js'
export * from './manifest.js'
export * from './observed.js'
export * from './policy.js'
export * from './rule-id.js'
export * from './sandbox.js'
export * from './severity.js'
export * from './surface.js'
export * from './pass-difference.js'
export * from './static-map.js'
export * from './witness.js'
