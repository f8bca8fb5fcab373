import type { AuditSettings } from './settings.js'

/**
 * The resolved settings of one audit as one line of JSON, for the debug log: what a user needs to see to
 * know which defaults applied. Values that may be secrets are left out — the variables passed to the
 * server (their names only), the secrets of a client config (their count), the policy (its file) and
 * --http-reply's body (its file).
 */
export function describeSettings(settings: AuditSettings): string {
  const { env, policy: _policy, configCanaries, launch, ...rest } = settings
  return JSON.stringify({
    ...rest,
    env: Object.keys(env).sort(),
    ...(configCanaries ? { configSecrets: configCanaries.length } : {}),
    ...(launch ? { launch: { package: `${launch.package.name}@${launch.package.version}`, root: launch.root, installPhase: launch.installPhase } } : {})
  })
}
