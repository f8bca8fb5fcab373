// The rules that read what a server says as a model would (src/rules/server-text-rules.ts, issue 26): the
// end-to-end tests that expect real servers' text to raise nothing above info read them from here.
export const TEXT_RULES: ReadonlySet<string> = new Set([
  'hidden-unicode',
  'metadata-injection',
  'cross-tool-instructions',
  'result-injection',
  'markdown-image-exfiltration',
  'ansi-escape'
])
