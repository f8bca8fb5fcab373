import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createRunAuthority } from './run-authority.js'

// Makes the server trust the run's authority (tls-authority.ts) so the sink can open its HTTPS: the
// system bundle it sees is the host's plus the authority, and the variables Node, Python, curl and git
// read point at that bundle. Contained, the bundle is shown at the Debian/Ubuntu system path; with
// --fs host the server reads it from the run directory.

export const SYSTEM_BUNDLE = '/etc/ssl/certs/ca-certificates.crt'
const TRUST_VARIABLES = ['NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'REQUESTS_CA_BUNDLE', 'CURL_CA_BUNDLE', 'GIT_SSL_CAINFO']

export interface RunTrust {
  /** the authority (keys included) for the sandbox init, 0600 in the run directory */
  authorityPath: string
  /** the bundle file in the run directory, and where the server sees it */
  bundle: { source: string; path: string }
  env: Record<string, string>
}

/** Null when the host has no system bundle to extend in a contained view: the sink then refuses TLS. */
export async function prepareRunTrust(runDir: string, contained: boolean): Promise<RunTrust | null> {
  const system = await readFile(SYSTEM_BUNDLE, 'utf8').catch(() => null)
  if (system === null && contained) return null
  const authority = createRunAuthority()
  const authorityPath = join(runDir, 'authority.json')
  await writeFile(authorityPath, JSON.stringify(authority), { mode: 0o600 })
  const source = join(runDir, 'trust-bundle.pem')
  await writeFile(source, `${system ?? ''}\n${authority.caCertPem}`, { mode: 0o644 })
  const path = contained ? SYSTEM_BUNDLE : source
  return { authorityPath, bundle: { source, path }, env: Object.fromEntries(TRUST_VARIABLES.map((name) => [name, path])) }
}
