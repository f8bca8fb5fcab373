// Credentials read for the declared purpose. A credential file of the canary home belongs to a service
// (a kubeconfig to Kubernetes, ~/.aws to AWS, …); a read of it is consistent with the declaration when
// the declaration of what read it names that service: during a call, the called tool's (resource's,
// prompt's) own name, title, URI or description; at startup and shutdown, which belong to no call, the
// server as a whole — its instructions, or more than half of its tools (mcp-server-kubernetes loads the
// kubeconfig before any call). Then the read is `credential-use` (medium) instead of
// `sensitive-file-read` (high). Nothing another item declares counts for a call: a server whose other
// tools are all about Kubernetes does not make its weather tool's read of the kubeconfig consistent, and
// a tool naming Kubernetes does not make its own read of ~/.aws consistent.

import type { Manifest, ObservedFile, Phase } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import { homeRelative, isUnder } from '../profile/path-classify.js'
import { callName, pushOccurrences, type Judge, type Occurrence } from './judge.js'

export interface CredentialService {
  /** the service, as messages name it */
  service: string
  /** whether a path below the home (`.kube/config`) is one of its credential files */
  holds: (relative: string) => boolean
  /** words (lower case, whole) that name the service in a declaration */
  words: ReadonlySet<string>
}

const under = (dir: string) => (relative: string) => relative.startsWith(`${dir}/`)
const oneOf =
  (...files: string[]) =>
  (relative: string) =>
    files.includes(relative)
const words = (...list: string[]): ReadonlySet<string> => new Set(list)

/** The table: each credential file of a home, the service it belongs to, and the words that name that service. */
export const CREDENTIAL_SERVICES: readonly CredentialService[] = [
  {
    service: 'Kubernetes',
    holds: under('.kube'),
    words: words('kubernetes', 'kubectl', 'k8s', 'kube', 'kubeconfig', 'cluster', 'clusters', 'pod', 'pods', 'helm', 'openshift', 'eks', 'gke', 'aks')
  },
  {
    service: 'AWS',
    holds: under('.aws'),
    words: words(
      'aws',
      'amazon',
      's3',
      'ec2',
      'lambda',
      'dynamodb',
      'cloudwatch',
      'iam',
      'bedrock',
      'sqs',
      'sns',
      'cloudformation',
      'ecs',
      'rds',
      'route53',
      'sts'
    )
  },
  { service: 'Docker', holds: under('.docker'), words: words('docker', 'dockerhub', 'dockerfile', 'podman', 'container', 'containers') },
  {
    service: 'GitHub',
    holds: (relative) => relative === '.git-credentials' || relative === '.config/git/credentials' || relative.startsWith('.config/gh/'),
    words: words('github', 'gh', 'git', 'gist', 'gists', 'repository', 'repositories', 'repo', 'repos')
  },
  { service: 'GnuPG signing', holds: under('.gnupg'), words: words('gpg', 'gnupg', 'pgp', 'openpgp', 'sign', 'signing', 'signed', 'signature', 'signatures') },
  { service: 'npm', holds: oneOf('.npmrc'), words: words('npm', 'npmjs', 'yarn', 'pnpm') },
  { service: 'netrc hosts', holds: oneOf('.netrc', '_netrc'), words: words('netrc', 'ftp') },
  { service: 'SSH', holds: under('.ssh'), words: words('ssh', 'sftp', 'scp') },
  { service: 'PostgreSQL', holds: oneOf('.pgpass'), words: words('postgres', 'postgresql', 'psql') },
  { service: 'PyPI', holds: oneOf('.pypirc'), words: words('pypi', 'twine') },
  { service: 'Google Cloud', holds: under('.config/gcloud'), words: words('gcloud', 'gcp', 'bigquery', 'gcs') },
  { service: 'Azure', holds: under('.azure'), words: words('azure') }
]

/** The service whose credential `path` is, for a file of the canary home `home`; null for anything else (~/.env, another home). */
export function credentialService(path: string, home: string): CredentialService | null {
  if (!isUnder(path, home)) return null
  const relative = homeRelative(path, home)
  return relative === null ? null : (CREDENTIAL_SERVICES.find((entry) => entry.holds(relative)) ?? null)
}

/** The words of a declaration: camelCase, snake_case, kebab-case, dotted and URI parts split apart, lower case. */
export function declarationWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
}

/** The first of `texts` that names the service, as a short excerpt; null when none does. */
function naming(texts: readonly (string | undefined)[], service: CredentialService): string | null {
  for (const text of texts) if (text !== undefined && declarationWords(text).some((word) => service.words.has(word))) return excerpt(text, 80)
  return null
}

type Item = {
  name?: string | undefined
  title?: string | undefined
  description?: string | undefined
  uri?: string | undefined
  uriTemplate?: string | undefined
  annotations?: Record<string, unknown> | undefined
}
function itemTexts(item: Item): (string | undefined)[] {
  const title = item.annotations?.['title']
  return [item.name, item.title, typeof title === 'string' ? title : undefined, item.uri, item.uriTemplate, item.description]
}

/** What made the read consistent with the declaration, as the message says it. */
export interface Purpose {
  clause: string
}

/**
 * Whether the declaration of what ran during `phase` names `service`: the called item's own, or for
 * startup and shutdown the server as a whole (its instructions, or more than half of its tools). Null:
 * it does not, and the read stays undeclared.
 */
export function declaredPurpose(manifest: Manifest, phase: Phase, service: CredentialService): Purpose | null {
  if (phase.kind === 'call') {
    const { kind, name } = phase.call
    const item: Item | undefined =
      kind === 'tool'
        ? manifest.tools.find((tool) => tool.name === name)
        : kind === 'resource'
          ? manifest.resources.find((resource) => resource.uri === name)
          : kind === 'resourceTemplate'
            ? manifest.resourceTemplates.find((template) => template.uriTemplate === name)
            : manifest.prompts.find((prompt) => prompt.name === name)
    const own = item ? naming(itemTexts(item), service) : null
    return own !== null ? { clause: `its declaration names ${service.service} ('${own}')` } : null
  }
  const instructions = naming([manifest.instructions], service)
  if (instructions !== null) return { clause: `the server's instructions name ${service.service} ('${instructions}')` }
  const namingTools = manifest.tools.filter((tool) => naming(itemTexts(tool), service) !== null).length
  if (manifest.tools.length > 0 && namingTools * 2 > manifest.tools.length) {
    return { clause: `${namingTools} of the server's ${manifest.tools.length} tools name ${service.service}` }
  }
  return null
}

/**
 * The read of a credential file in the phases whose declaration names its service, as `credential-use`
 * (medium; a policy that speaks of the path decides instead, as for any read). Returns the entry with the
 * phases left for sensitive-file-read.
 */
export function credentialUseOccurrences(judge: Judge, out: Occurrence[], file: ObservedFile, shown: string, verb: string): ObservedFile {
  const service = credentialService(file.path, judge.input.home)
  if (service === null) return file
  const purposes = new Map<Phase, Purpose>()
  for (const phase of file.phases) {
    if (judge.policy.read(callName(phase), file.path) !== null) continue
    const purpose = declaredPurpose(judge.input.manifest, phase, service)
    if (purpose !== null) purposes.set(phase, purpose)
  }
  if (purposes.size === 0) return file
  pushOccurrences(
    out,
    { phases: [...purposes.keys()], traceLines: file.traceLines },
    { rule: 'credential-use', subject: shown, evidence: { paths: [shown] } },
    (phase) => {
      const purpose = purposes.get(phase) as Purpose
      // consistent with the declaration, not contradicting it: no evidence.declared
      return { severity: 'medium', suffix: `, a ${service.service} credential; ${purpose.clause}` }
    },
    (j) => `${verb} ${shown}${j.suffix}`
  )
  return { ...file, phases: file.phases.filter((phase) => !purposes.has(phase)) }
}
