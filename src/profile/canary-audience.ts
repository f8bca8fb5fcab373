// Where a planted secret is meant to go. A kubeconfig's token goes to the cluster the file names, a GitHub
// token to GitHub, AWS keys to AWS, a registry credential to its registry; each may also be handed to its
// own client program (kubectl, git, aws, docker, …). The canary home plants each secret with its audience
// (sandbox/canary-home.ts); the matcher tells it with each hit, and the rules weigh the destination
// against it (rules/leak-rules.ts): to its audience it is the credential's use, anywhere else a leak.

export interface CanaryAudience {
  /** host names; `*.amazonaws.com` is any name below amazonaws.com */
  hosts: string[]
  /** program names (an executable's file name) the secret is handed to in ordinary use */
  programs: string[]
}

/** A span of a canary file's content that is secret material: [start, end), and where it is meant to go. */
export interface SecretSpan {
  start: number
  end: number
  audience?: CanaryAudience
}

/** What every one of the audiences admits; undefined when there is none or one of them is undefined. */
export function commonAudience(audiences: readonly (CanaryAudience | undefined)[]): CanaryAudience | undefined {
  if (audiences.length === 0 || audiences.some((audience) => audience === undefined)) return undefined
  const [first, ...rest] = audiences as CanaryAudience[]
  const hosts = first!.hosts.filter((host) => rest.every((other) => other.hosts.includes(host)))
  const programs = first!.programs.filter((program) => rest.every((other) => other.programs.includes(program)))
  return hosts.length + programs.length > 0 ? { hosts, programs } : undefined
}

/** Where the bytes [start, end) of a canary file are meant to go: the audience of every secret span they hold a piece of. */
export function spansAudience(spans: readonly SecretSpan[], start: number, end: number): CanaryAudience | undefined {
  return commonAudience(spans.filter((span) => span.start < end && start < span.end).map((span) => span.audience))
}

/** Whether `host` (a DNS name, any case) is one the audience names. */
export function hostInAudience(host: string, audience: CanaryAudience): boolean {
  const name = host.toLowerCase().replace(/\.$/, '')
  return audience.hosts.some((entry) => (entry.startsWith('*.') ? name.endsWith(entry.slice(1)) && name.length > entry.length - 1 : name === entry))
}
