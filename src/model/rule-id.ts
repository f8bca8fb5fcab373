import { z } from 'zod'

export const RULE_IDS = [
  'sensitive-file-read',
  'process-snooping',
  'network-egress',
  'dns-query',
  'canary-exfiltration',
  'subprocess',
  'file-write',
  'file-delete',
  'persistence',
  'unobservable-io',
  'rug-pull',
  'host-path',
  'host-socket',
  'host-write',
  'not-exercised',
  'behaviour-change',
  'tool-shadowing',
  'credential-lookup',
  'credential-use',
  'surface-change',
  'own-state',
  'hidden-unicode',
  'metadata-injection',
  'cross-tool-instructions',
  'result-injection',
  'markdown-image-exfiltration',
  'ansi-escape',
  'unexercised-capability',
  'hidden-capability',
  'read-only-capability'
] as const
export const RuleIdSchema = z.enum(RULE_IDS)
export type RuleId = z.infer<typeof RuleIdSchema>
