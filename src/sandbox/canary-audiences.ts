// Where each planted secret is meant to go (profile/canary-audience.ts): read from the planted file
// itself where the file names it (the kubeconfig's cluster, the .netrc machine, the registries of
// .npmrc and the docker config, the git credential's host), else the service the secret belongs to.
// A private key, a .env and a database password have no audience: any destination is a leak.
import type { CanaryAudience } from '../profile/canary-audience.js'

const GITHUB = ['github.com', 'api.github.com']
const GIT_PROGRAMS = ['git', 'git-remote-http', 'git-remote-https', 'git-credential-store']

/** The names a host's credential is sent to: GitHub's API beside github.com, Docker Hub's registry and token service beside its index. */
function withServiceHosts(hosts: Iterable<string>): string[] {
  const out = new Set<string>()
  for (const raw of hosts) {
    const host = raw.toLowerCase()
    if (!/^[a-z0-9.-]+$/.test(host)) continue
    out.add(host)
    if (host === 'github.com') for (const name of GITHUB) out.add(name)
    if (host === 'index.docker.io' || host === 'docker.io') for (const name of ['index.docker.io', 'registry-1.docker.io', 'auth.docker.io']) out.add(name)
  }
  return [...out]
}

function urlHost(text: string): string | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname
  } catch {
    return null
  }
}

const matches = (content: string, pattern: RegExp): string[] => [...content.matchAll(pattern)].map((m) => m[1] ?? '').filter((s) => s !== '')

function audience(hosts: Iterable<string>, programs: string[]): CanaryAudience | undefined {
  const named = withServiceHosts(hosts)
  return named.length + programs.length > 0 ? { hosts: named, programs } : undefined
}

/** Where the secrets of the planted file `id` (`~/.kube/config`) are meant to go, read from its `content`. */
export function fileAudience(id: string, content: string): CanaryAudience | undefined {
  const hostsOf = (texts: string[]): string[] => texts.map(urlHost).filter((host): host is string => host !== null)
  switch (id) {
    case '~/.kube/config':
      return audience(hostsOf(matches(content, /^\s*server:\s*(\S+)/gm)), ['kubectl', 'helm'])
    case '~/.aws/credentials':
    case '~/.aws/config':
      return { hosts: ['*.amazonaws.com', 'amazonaws.com'], programs: ['aws'] }
    case '~/.netrc':
      return audience(matches(content, /\bmachine\s+(\S+)/g), ['curl', 'wget', ...GIT_PROGRAMS])
    case '~/.git-credentials':
      return audience(hostsOf(matches(content, /^(\S+)$/gm)), GIT_PROGRAMS)
    case '~/.config/gh/hosts.yml':
      return audience(matches(content, /^([A-Za-z0-9.-]+):\s*$/gm), ['gh', ...GIT_PROGRAMS])
    case '~/.npmrc':
      return audience(matches(content, /^\/\/([^/:\s]+)/gm), ['npm'])
    case '~/.docker/config.json': {
      let auths: Record<string, unknown> = {}
      try {
        auths = (JSON.parse(content) as { auths?: Record<string, unknown> }).auths ?? {}
      } catch {
        return undefined
      }
      return audience(hostsOf(Object.keys(auths)), ['docker'])
    }
    default:
      return undefined
  }
}

const ENV_AUDIENCES: Record<string, CanaryAudience> = {
  AWS_ACCESS_KEY_ID: { hosts: ['*.amazonaws.com', 'amazonaws.com'], programs: ['aws'] },
  AWS_SECRET_ACCESS_KEY: { hosts: ['*.amazonaws.com', 'amazonaws.com'], programs: ['aws'] },
  GITHUB_TOKEN: { hosts: GITHUB, programs: ['gh', ...GIT_PROGRAMS] },
  GH_TOKEN: { hosts: GITHUB, programs: ['gh', ...GIT_PROGRAMS] },
  NPM_TOKEN: { hosts: ['registry.npmjs.org'], programs: ['npm'] },
  OPENAI_API_KEY: { hosts: ['api.openai.com'], programs: [] },
  ANTHROPIC_API_KEY: { hosts: ['api.anthropic.com'], programs: [] },
  HF_TOKEN: { hosts: ['huggingface.co'], programs: [] },
  SLACK_TOKEN: { hosts: ['slack.com'], programs: [] }
}

/** Where the canary variable `name` is meant to go. */
export function envAudience(name: string): CanaryAudience | undefined {
  return ENV_AUDIENCES[name]
}
