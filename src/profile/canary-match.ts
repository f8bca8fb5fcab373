// PLACEHOLDER — being replaced by the canary helper. Interface is final.
export interface Canary {
  /** which canary: `~/.ssh/id_rsa`, `env:GITHUB_TOKEN`, … */
  id: string
  /** the unique secret value planted for this run */
  value: string
}
export interface CanaryHit {
  canary: string
  encoding: 'raw' | 'hex' | 'base64'
}
export class CanaryMatcher {
  constructor(private readonly canaries: readonly Canary[]) {}
  scan(data: Buffer | string): CanaryHit[] {
    const text = typeof data === 'string' ? data : data.toString('latin1')
    return this.canaries.filter((c) => text.includes(c.value)).map((c) => ({ canary: c.id, encoding: 'raw' as const }))
  }
}
