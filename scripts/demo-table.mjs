// Prints the demo's contrast table (Markdown) from report.json files given on the command line.
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'

const rows = process.argv.slice(2).map((file) => {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const egress = report.observed.network.filter((n) => !n.loopback && n.port !== 53).map((n) => `${n.address}:${n.port}`)
  const sensitive = report.findings.filter((f) => f.rule === 'sensitive-file-read').flatMap((f) => f.evidence.paths ?? [])
  const leaked = report.findings.filter((f) => f.rule === 'canary-exfiltration').flatMap((f) => f.evidence.canaries ?? [])
  const counts = Object.entries(report.summary)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s.toUpperCase()}`)
  const findings = report.findings.length === 0 ? '**0**' : `**${report.findings.length}** (${counts.join(', ')})`
  const rules = report.findings.map((f) => `${f.rule} (${f.severity}, ${f.tool ?? f.phase.kind})`).join('<br>') || '—'
  return [
    basename(file, '.json'),
    [...new Set(egress)].join(', ') || 'none',
    [...new Set(sensitive)].join(', ') || 'none',
    [...new Set(leaked)].join(', ') || 'none',
    findings,
    rules,
    String(report.exitCode)
  ]
})
const header = ['target', 'network egress', 'sensitive file read', 'canary seen leaving', 'findings', 'rules (severity, tool)', 'exit']
console.log(`| ${header.join(' | ')} |`)
console.log(`|${header.map(() => '---').join('|')}|`)
for (const row of rows) console.log(`| ${row.join(' | ')} |`)
