import type { Manifest, Observed, ObservedDns, ObservedNetwork, Phase } from '../../src/model/index.js'
import { evaluateRules, type RulesInput } from '../../src/rules/evaluate-rules.js'
import { OwnService, type ServiceConfig } from '../../src/rules/own-service.js'
import { emptyObserved } from '../helpers/empty-observed.js'

// Closed world = the server's own service (issue 43): an API wrapper whose closed-world tools call the
// service it was configured for is inside its domain; telemetry and third parties stay the contradiction.

const HOME = '/home/dana'
const CALL: Phase = { kind: 'call', call: { id: 0, kind: 'tool', name: 'search_issues', iteration: 1 }, afterResponse: false }
const TOOL = {
  name: 'search_issues',
  description: 'Searches the issues of your tracker.',
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: true, openWorldHint: false }
}
const MANIFEST: Manifest = { sha256: 'm', tools: [TOOL], resources: [], resourceTemplates: [], prompts: [] } as unknown as Manifest

const connect = (address: string, hostnames: string[]): ObservedNetwork => ({
  family: 'inet',
  protocol: 'tcp',
  address,
  port: 443,
  loopback: false,
  syscall: 'connect',
  succeeded: true,
  bytesSent: 0,
  hostnames,
  count: 1,
  phases: [CALL],
  traceLines: [9]
})
const lookup = (name: string): ObservedDns => ({ name, type: 'A', resolver: '127.0.0.53:53', count: 1, phases: [CALL], traceLines: [8] })

function egress(config: ServiceConfig | undefined, names: string[], manifest: Manifest = MANIFEST): [string, string, string][] {
  const observed: Observed = {
    ...emptyObserved(10),
    network: names.map((name, index) => connect(`198.51.100.${index + 1}`, [name])),
    dns: names.map(lookup)
  }
  const input: RulesInput = {
    observed,
    manifest,
    calls: [],
    policy: null,
    rugPull: { status: 'new', identity: 'x', currentSha256: 'm', changes: [], duringSession: [] },
    home: HOME,
    ...(config ? { service: config } : {})
  }
  return evaluateRules(input)
    .filter((finding) => finding.rule === 'network-egress' || finding.rule === 'dns-query')
    .map((finding): [string, string, string] => [finding.rule, finding.severity, finding.message])
    .sort((a, b) => (a[0] + a[2] < b[0] + b[2] ? -1 : 1))
}

describe('the own service of a closed-world tool', () => {
  it('a host of the vendor its token is named for is info, with the reason; telemetry beside it stays high', () => {
    expect(egress({ env: { TRACKER_API_KEY: 'x' }, argv: [] }, ['api.tracker.example', 'telemetry.metrics.example'])).toEqual([
      ['dns-query', 'info', 'looks up api.tracker.example (A); its own service: the service of TRACKER_API_KEY, where a closed-world tool may go'],
      ['dns-query', 'high', 'looks up telemetry.metrics.example (A); the tool declares openWorldHint: false'],
      [
        'network-egress',
        'info',
        'connects to 198.51.100.1:443 (api.tracker.example) over tcp; its own service: the service of TRACKER_API_KEY, where a closed-world tool may go'
      ],
      ['network-egress', 'high', 'connects to 198.51.100.2:443 (telemetry.metrics.example) over tcp; the tool declares openWorldHint: false']
    ])
  })

  it('without a configured service the same contact is high: the package name alone is no service', () => {
    expect(egress({ env: {}, argv: [], packageName: 'tracker-mcp' }, ['api.tracker.example']).map(([rule, severity]) => [rule, severity])).toEqual([
      ['dns-query', 'high'],
      ['network-egress', 'high']
    ])
    expect(egress(undefined, ['api.tracker.example']).map(([, severity]) => severity)).toEqual(['high', 'high'])
  })

  it('an endpoint setting is its host and the names below it, nothing beside them', () => {
    const config = { env: { ES_URL: 'https://search.corp.example:9200' }, argv: [] }
    expect(
      egress(config, ['search.corp.example', 'eu.search.corp.example', 'corp.example']).map(
        ([rule, severity, message]) => `${rule} ${severity} ${message.split(';')[0]}`
      )
    ).toEqual([
      'dns-query high looks up corp.example (A)',
      'dns-query info looks up eu.search.corp.example (A)',
      'dns-query info looks up search.corp.example (A)',
      'network-egress info connects to 198.51.100.1:443 (search.corp.example) over tcp',
      'network-egress info connects to 198.51.100.2:443 (eu.search.corp.example) over tcp',
      'network-egress high connects to 198.51.100.3:443 (corp.example) over tcp'
    ])
  })

  it("a token named for no vendor belongs to the launched package's vendor", () => {
    const config = { env: {}, argv: ['--access-token=abc'], packageName: '@tracker/mcp-server' }
    expect(
      egress(config, ['api.tracker.example', 'tracker.evil.example']).map(([rule, severity, message]) => `${rule} ${severity} ${message.split(';')[0]}`)
    ).toEqual([
      'dns-query info looks up api.tracker.example (A)',
      'dns-query high looks up tracker.evil.example (A)',
      'network-egress info connects to 198.51.100.1:443 (api.tracker.example) over tcp',
      'network-egress high connects to 198.51.100.2:443 (tracker.evil.example) over tcp'
    ])
  })

  it('a host its declaration names is its service; a local description is contradicted all the same', () => {
    const declared = { ...MANIFEST, tools: [{ ...TOOL, description: 'Searches https://issues.tracker.example for matching issues.' }] } as unknown as Manifest
    expect(egress({ env: {}, argv: [] }, ['issues.tracker.example']).map(([, severity]) => severity)).toEqual(['high', 'high'])
    expect(egress({ env: {}, argv: [] }, ['issues.tracker.example'], declared).map(([, severity]) => severity)).toEqual(['info', 'info'])
    const local = { ...MANIFEST, tools: [{ ...TOOL, description: 'Purely local text formatting.' }] } as unknown as Manifest
    expect(egress({ env: { TRACKER_API_KEY: 'x' }, argv: [] }, ['api.tracker.example'], local).map(([, severity]) => severity)).toEqual(['high', 'high'])
  })
})

describe('OwnService', () => {
  const own = (config: ServiceConfig): OwnService => new OwnService(config, MANIFEST, emptyObserved())
  it('reads vendors from credential names, endpoints from values, the vendor of the package for a bare token', () => {
    const service = own({
      env: { GOOGLE_MAPS_API_KEY: 'k', SLACK_TEAM_ID: 'T0', DATABASE_URL: 'postgres://u:p@db.internal.example:5432/x' },
      argv: ['--brave-api-key', 'k', 'https://gitlab.corp.example/api/v4']
    })
    expect(service.reason('maps.googleapis.com')).toBe('the service of GOOGLE_MAPS_API_KEY')
    expect(service.reason('api.search.brave.com')).toBe('the service of --brave-api-key')
    expect(service.reason('db.internal.example')).toBe('its configured endpoint (DATABASE_URL)')
    expect(service.reason('gitlab.corp.example')).toBe('its configured endpoint (an argument)')
    // a setting that is no credential names no vendor; a label that merely contains the vendor is not it
    expect(service.reason('slack.com')).toBeNull()
    expect(service.reason('google-analytics.com')).toBeNull()
    expect(service.reason('198.51.100.7')).toBeNull()
  })
})
