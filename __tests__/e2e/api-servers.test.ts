import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { renderJobSummary } from '../../src/report/markdown.js'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Report } from '../../src/report/schema.js'
import { toolBehaviour } from '../../src/report/tool-behaviour.js'
import type { SinkRecord } from '../../src/model/index.js'
import { REPO_ROOT, removeTempDirs, runCli } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// Servers that wrap a web API, audited offline the way a user would: every request goes to the sink,
// which answers at once, so the audit takes seconds and the calls get past the network.

const describeSandboxed = describeWhere('API-server e2e', missing(needs.sandbox))
afterAll(removeTempDirs)

const GITHUB_SERVER = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'server-github', 'dist', 'index.js')
const FAKE_TOKEN = 'ghp_FAKEfakeFAKEfakeFAKEfakeFAKEfake0000'
// In a git worktree whose node_modules links to another checkout, the fixtures' SDK lives outside what
// the server can see: show it (copy-on-write) like a workspace. A no-op in a plain checkout (CI).
const MODULES = join(REPO_ROOT, 'node_modules')
const sdkView = lstatSync(MODULES).isSymbolicLink() ? ['--workspace', realpathSync(MODULES)] : []
const fixture = (name: string): string[] => [...sdkView, '--', 'node', join(REPO_ROOT, 'targets', 'node', 'fixtures', name)]

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
const atOrAboveHigh = (report: Report) => report.findings.filter((finding) => finding.severity === 'high' || finding.severity === 'critical')

describeSandboxed('@modelcontextprotocol/server-github, offline with a fake token', () => {
  it('audits its tools three times each in seconds; every HTTPS request is opened and answered at once, with its SNI, method and path recorded', async () => {
    const started = performance.now()
    // the exercise is what is read here: every call reaches the API (the attack stage's refused values would not)
    const run = await runCli(['--calls', '3', '--no-attack', '--env', `GITHUB_PERSONAL_ACCESS_TOKEN=${FAKE_TOKEN}`, '--', process.execPath, GITHUB_SERVER], {
      timeoutMs: 120_000
    })
    const wallMs = performance.now() - started
    const report = run.report()

    const tools = report.manifest.tools.length
    expect(tools).toBeGreaterThanOrEqual(20)
    // three calls each, and up to three more for a tool whose answer named what the sink's reply lacked (its next reply has it)
    for (const tool of report.manifest.tools) {
      const calls = report.calls.filter((call) => call.name === tool.name && !call.attack).length
      expect({ tool: tool.name, atLeast3: calls >= 3, atMost6: calls <= 6 }).toEqual({ tool: tool.name, atLeast3: true, atMost6: true })
    }
    // the replies shaped like GitHub's, learned from its schemas' complaints: most tools reach an ok call
    const reached = new Set(report.calls.filter((call) => call.outcome === 'ok').map((call) => call.name))
    expect(reached.size).toBeGreaterThanOrEqual(Math.ceil(tools * 0.6))
    expect(wallMs).toBeLessThanOrEqual(30_000)
    expect(median(report.calls.map((call) => call.endedAt - call.startedAt))).toBeLessThanOrEqual(200)

    // Each call's request reached the sink as a ClientHello for api.github.com; the TLS was opened with the
    // run's authority (the server trusts it through the bundle it sees) and the request answered.
    const sink = report.observed.sink ?? []
    const connections = sink.filter((record) => record.protocol !== 'dns')
    for (const call of report.calls) {
      const seen = connections.filter((record) => record.phase.kind === 'call' && record.phase.call.id === call.id)
      expect({ call: call.name, iteration: call.iteration, sni: seen.map((record) => record.sni) }).toEqual({
        call: call.name,
        iteration: call.iteration,
        sni: expect.arrayContaining(['api.github.com']) as unknown
      })
    }
    for (const record of connections) {
      expect(record).toMatchObject({ port: 443, protocol: 'tls', sni: 'api.github.com', reply: 'tls-opened', status: 200, http: { host: 'api.github.com' } })
      expect(record.http?.target).toMatch(/^\/(repos|search|user|orgs)/)
      expect(record.payload).toBeUndefined() // decrypted bytes stay in network.jsonl
      // what the request was, decrypted: far less than the TLS records and handshake that carried it
      expect(record.plaintextBytes).toBeGreaterThan(0)
      expect(record.plaintextBytes).toBeLessThan(record.bytesReceived)
    }
    // the lookups of api.github.com before them, over UDP
    const lookups = sink.filter((record) => record.protocol === 'dns')
    expect(lookups.length).toBeGreaterThan(0)
    for (const record of lookups) expect(record).toMatchObject({ port: 53, transport: 'udp', reply: 'dns', dns: [{ name: 'api.github.com' }] })
    // network.jsonl in the out-dir holds the same records, for a reviewer without report.json
    const lines = readFileSync(join(run.outDir, 'network.jsonl'), 'utf8').trim().split('\n')
    expect(lines).toHaveLength(sink.length)

    // At least half the calls end in a result or an error the server produced after reading the sink's
    // reply — not a transport failure such as `fetch failed`; no call timed out.
    const pastTheNetwork = report.calls.filter(
      (call) =>
        call.outcome === 'ok' ||
        call.outcome === 'error-result' ||
        (call.outcome === 'protocol-error' && !/fetch failed|socket|ECONN|certificate/i.test(call.error ?? ''))
    )
    expect(pastTheNetwork.length).toBeGreaterThanOrEqual(report.calls.length / 2)
    expect(report.calls.filter((call) => call.outcome === 'timeout')).toEqual([])
    // The token goes to the API it belongs to: not a finding.
    expect(atOrAboveHigh(report)).toEqual([])
    // 26 tools with info-level behaviour only: the text report names them on one line; the job summary has each row
    expect(run.stdout).toMatch(/info-level behaviour only \(26\)/)
    const summary = renderJobSummary(report, {})
    expect(summary).toMatch(/sent [\d.]+ K?B to api\.github\.com:443 over TLS: GET \/repos\//)
    expect(summary).toMatch(/median \d+ ms/)
  }, 150_000)
})

describeSandboxed('a plain-HTTP API wrapper', () => {
  it('gets past the network on the sink’s default answer, and fails on the one --http-reply asks for', async () => {
    const ok = (await runCli(['--calls', '2', ...fixture('http-api.mjs')], { timeoutMs: 60_000 })).report()
    const calls = ok.calls.filter((call) => call.name === 'format_note' && !call.attack)
    expect(calls.map((call) => call.outcome)).toEqual(['ok', 'ok'])
    const inFormatNote = (ok.observed.sink ?? []).filter((record) => record.phase.kind === 'call' && record.phase.call.name === 'format_note')
    const requests = inFormatNote.filter((record) => record.protocol !== 'dns')
    expect(requests.length).toBeGreaterThanOrEqual(2)
    // each call looked api.example up first, over UDP: the sink answered and recorded it, tied to the call by its socket
    expect(
      inFormatNote
        .filter((record) => record.protocol === 'dns')
        .every((record) => record.transport === 'udp' && record.attributedBy === 'socket' && record.dns?.[0]?.name === 'api.example')
    ).toBe(true)
    expect(inFormatNote.filter((record) => record.protocol === 'dns').length).toBeGreaterThanOrEqual(2)
    for (const record of requests) {
      expect(record).toMatchObject({
        port: 80,
        protocol: 'http',
        http: { method: 'GET', target: '/v1/style', host: 'api.example' },
        reply: 'http',
        status: 200
      })
    }

    const refused = (await runCli(['--calls', '1', '--http-reply', '503', ...fixture('http-api.mjs')], { timeoutMs: 60_000 })).report()
    const failed = refused.calls.find((call) => call.name === 'format_note')
    expect(failed?.outcome).toBe('error-result')
    expect(
      (refused.observed.sink ?? []).filter((record) => record.phase.kind === 'call' && record.phase.call.id === failed?.id && record.protocol !== 'dns')
    ).toEqual([expect.objectContaining({ protocol: 'http', reply: 'http', status: 503 })])
  }, 150_000)
})

describeSandboxed('a server that shells out to a program missing from the machine', () => {
  it('gives no sensitive-file-read or host-path for the PATH lookups, though the caller’s PATH names directories under the real home', async () => {
    // One directory that exists under the real home, one that usually does not (~/.cargo/bin).
    const underHome = mkdtempSync(join(homedir(), '.mcp-behave-path-'))
    try {
      const path = [underHome, join(homedir(), '.cargo', 'bin'), process.env.PATH ?? ''].join(':')
      const run = await runCli(['--calls', '1', ...fixture('missing-tool.mjs')], { env: { PATH: path }, timeoutMs: 60_000 })
      const report = run.report()
      expect(report.calls.find((call) => call.name === 'format_note')?.outcome).toBe('ok')
      // the lookup happened: the trace shows the failed exec
      const attempts = report.observed.processes.filter((process) => process.executable.endsWith('kubectl-missing-xyz'))
      expect(attempts.length).toBeGreaterThan(0)
      expect(attempts.every((process) => !process.succeeded)).toBe(true)
      expect(report.findings.filter((finding) => finding.rule === 'sensitive-file-read' || finding.rule === 'host-path')).toEqual([])
      expect(atOrAboveHigh(report)).toEqual([])
      // and it never walked the real home
      const touched = [...report.observed.files.map((file) => file.path), ...report.observed.processes.map((process) => process.executable)]
      expect(touched.filter((path) => path.startsWith(`${homedir()}/`))).toEqual([])
    } finally {
      rmSync(underHome, { recursive: true, force: true })
    }
  }, 90_000)
})

describeSandboxed('exfiltration over HTTPS', () => {
  it('Node fetch: the AWS secret in a POST body is canary-exfiltration on the tool that sent it; an honest HTTPS request is none', async () => {
    const run = await runCli(['--json', '--calls', '1', '--', process.execPath, 'targets/node/fixtures/https-exfil.mjs'])
    const report = run.report()
    const exfil = report.findings.filter((finding) => finding.rule === 'canary-exfiltration')
    expect(exfil.map((finding) => [finding.tool, finding.evidence.canaries?.[0]])).toEqual([['sync_settings', '~/.aws/credentials']])
    expect(exfil[0]?.message).toContain('collector.example:443 (TLS)')
    const sink = report.observed.sink ?? []
    expect(
      sink
        .filter((record) => record.protocol !== 'dns')
        .map((record) => [record.sni, record.reply, record.http?.method, record.http?.target])
        .sort()
    ).toEqual([
      ['collector.example', 'tls-opened', 'POST', '/upload'],
      ['updates.example', 'tls-opened', 'GET', '/latest']
    ])
    // each name looked up over UDP first (A and AAAA), recorded in the call that looked it up
    const lookups = sink.filter((record) => record.protocol === 'dns')
    expect(lookups.every((record) => record.transport === 'udp' && record.attributedBy === 'socket')).toBe(true)
    expect(
      [...new Set(lookups.map((record) => `${record.dns?.[0]?.name} in ${record.phase.kind === 'call' ? record.phase.call.name : record.phase.kind}`))].sort()
    ).toEqual(['collector.example in sync_settings', 'updates.example in check_updates'])
    expect(report.calls.map((call) => [call.name, call.outcome])).toEqual([
      ['sync_settings', 'ok'],
      ['check_updates', 'ok']
    ])
  })

  it('Python urllib: the same, through its own TLS stack and the system bundle it sees', async () => {
    const run = await runCli(['--json', '--calls', '1', '--', 'python3', 'targets/python/https_exfil.py'])
    const report = run.report()
    const exfil = report.findings.filter((finding) => finding.rule === 'canary-exfiltration')
    expect(exfil.map((finding) => [finding.tool, finding.evidence.canaries?.[0], finding.severity])).toEqual([
      ['format_note', '~/.aws/credentials', 'critical']
    ])
    expect(
      (report.observed.sink ?? []).some((record) => record.sni === 'collector.example' && record.reply === 'tls-opened' && record.http?.method === 'POST')
    ).toBe(true)
  })
})

describeSandboxed('the sink as a witness of its own', () => {
  it('a credential past the 4096 bytes strace shows of one write is still canary-exfiltration, seen by the sink', async () => {
    const run = await runCli(['--json', '--calls', '1', '--', process.execPath, 'targets/node/fixtures/long-write.mjs'])
    const report = run.report()
    const exfil = report.findings.filter((finding) => finding.rule === 'canary-exfiltration')
    expect(exfil.map((finding) => [finding.tool, finding.evidence.canaries?.[0], finding.severity])).toEqual([['backup_netrc', '~/.netrc', 'critical']])
    // not in the trace: the write's bytes there stop at 4096
    const trace = readFileSync(join(run.outDir, 'trace.log'), 'utf8')
    expect(trace).toMatch(/write\(\d+<TCP:\[[^\]]*203\.0\.113\.9:80\]>, "POST \/b/)
    // seen by the sink alone, and tied to the call by the socket's source port: its trace lines are that socket's connect
    expect(report.observed.leaks.map((leak) => [leak.witness, leak.attributedBy, leak.traceLines.length])).toEqual([['sink', 'socket', 1]])
    const connectLine = trace.split('\n')[(report.observed.leaks[0]?.traceLines[0] ?? 0) - 1]
    expect(connectLine).toMatch(/connect\(\d+<TCP:\[\d+\]>, \{sa_family=AF_INET, sin_port=htons\(80\), sin_addr=inet_addr\("203\.0\.113\.9"\)/)
  })
})

describeSandboxed('canary matching on a second core', () => {
  it('a key sent after 5 MB of traced payload is matched on the canary worker and is canary-exfiltration on the tool that sent it', async () => {
    const run = await runCli(['--json', '--calls', '1', ...fixture('bulk-upload.mjs')], { env: { MCP_BEHAVE_DEBUG: '1' } })
    const report = run.report()
    const exfil = report.findings.filter((finding) => finding.rule === 'canary-exfiltration')
    expect(exfil.map((finding) => [finding.tool, finding.evidence.canaries?.[0], finding.severity])).toEqual([['sync_folder', '~/.ssh/id_rsa', 'critical']])
    // seen in the trace (the key's own write), not by the sink alone
    expect(report.observed.leaks.some((leak) => leak.canary === '~/.ssh/id_rsa' && leak.witness === undefined)).toBe(true)
    const matched = /canary matching: ([\d.]+) MB of payload, ([\d.]+) MB of it on a second thread/.exec(run.stderr)
    expect(matched).not.toBeNull()
    expect(Number(matched?.[1])).toBeGreaterThan(4.5)
    expect(Number(matched?.[2])).toBeGreaterThan(0)
  })
})

describeSandboxed('DNS over TCP, and how much the sink keeps', () => {
  it('hex of id_rsa in a name looked up over TCP port 53 is canary-exfiltration on the tool that did it; the sink answers, records the question and ties it to the call by its socket; --capture-bytes is recorded', async () => {
    const run = await runCli(['--json', '--calls', '1', '--capture-bytes', '4K', '--', 'python3', 'targets/python/dns_tcp_exfil.py'])
    const report = run.report()
    expect(report.sandbox.captureBytes).toBe(4096)
    const name = `${Buffer.from('-----BEGIN OPENS').toString('hex')}.exfil.example`
    const exfil = report.findings.filter((finding) => finding.rule === 'canary-exfiltration')
    expect(exfil.length).toBeGreaterThan(0)
    expect(
      exfil.every((finding) => finding.tool === 'format_note' && finding.severity === 'critical' && finding.evidence.canaries?.[0] === '~/.ssh/id_rsa')
    ).toBe(true)
    expect(exfil.some((finding) => finding.evidence.dnsNames?.[0] === name)).toBe(true)
    const dns = (report.observed.sink ?? []).filter((record) => record.protocol === 'dns')
    expect(
      dns.map((record) => [
        record.transport,
        record.reply,
        record.dns,
        record.attributedBy,
        record.phase.kind === 'call' ? record.phase.call.name : record.phase.kind
      ])
    ).toEqual([['tcp', 'dns', [{ name, type: 'A' }], 'socket', 'format_note']])
    expect(report.observed.dns.some((entry) => entry.name === name && entry.type === 'A')).toBe(true)
    expect(report.calls.find((call) => call.name === 'format_note')?.outcome).toBe('ok')
  })
})

describeSandboxed('DNS over UDP, recorded by the sink', () => {
  it('each query over UDP port 53 is answered and recorded in network.jsonl with its names, tied to the call by its socket; a canary label past the 4096 bytes the trace shows is canary-exfiltration seen by the sink', async () => {
    // the exercise's one call is what is read here (the attack stage's calls would send their own queries)
    const run = await runCli(['--json', '--calls', '1', '--no-attack', '--', 'python3', 'targets/python/dns_udp_exfil.py'])
    const report = run.report()
    const hex = Buffer.from('-----BEGIN OPENS').toString('hex')
    const plain = `${hex}.exfil.example`
    const late = ['e'.repeat(63), 'f'.repeat(63), 'g'.repeat(63), hex].join('.')
    const lines = readFileSync(join(run.outDir, 'network.jsonl'), 'utf8').trim().split('\n')
    const udpDns = lines.map((line) => JSON.parse(line) as SinkRecord).filter((record) => record.transport === 'udp' && record.protocol === 'dns')
    expect(udpDns.map((record) => [record.address, record.port, record.reply, record.dns?.length, record.dns?.at(-1)])).toEqual([
      ['203.0.113.53', 53, 'dns', 1, { name: plain, type: 'A' }],
      ['203.0.113.53', 53, 'dns', 16, { name: late, type: 'A' }]
    ])
    // one socket sent both, and the sink kept the whole datagram (the trace shows its first 4096 bytes)
    expect(udpDns[1]?.sourcePort).toBe(udpDns[0]?.sourcePort)
    expect(Buffer.from(udpDns[1]?.payload ?? '', 'base64').length).toBe(udpDns[1]?.bytesReceived)
    expect(udpDns[1]?.bytesReceived).toBeGreaterThan(4096)

    const sink = (report.observed.sink ?? []).filter((record) => record.transport === 'udp' && record.protocol === 'dns')
    expect(sink.map((record) => [record.attributedBy, record.phase.kind === 'call' ? record.phase.call.name : record.phase.kind])).toEqual([
      ['socket', 'format_note'],
      ['socket', 'format_note']
    ])
    const exfil = report.findings.filter((finding) => finding.rule === 'canary-exfiltration')
    // the finding cites a long name by its start (observed.leaks below holds it whole)
    expect(
      exfil.map((finding) => [finding.tool, finding.severity, finding.evidence.canaries?.[0], finding.evidence.dnsNames?.[0]?.slice(0, 64)]).sort()
    ).toEqual(
      [
        ['format_note', 'critical', '~/.ssh/id_rsa', late.slice(0, 64)],
        ['format_note', 'critical', '~/.ssh/id_rsa', plain]
      ].sort()
    )
    // the plain name the trace saw too; the late one only the sink, tied to the call by the socket's connect
    const leaks = report.observed.leaks.filter((leak) => leak.via === 'dns')
    expect(leaks.map((leak) => [leak.destination, leak.witness ?? 'trace', leak.attributedBy ?? null, leak.encoding]).sort()).toEqual(
      [
        [late, 'sink', 'socket', 'hex'],
        [plain, 'trace', null, 'hex']
      ].sort()
    )
    const trace = readFileSync(join(run.outDir, 'trace.log'), 'utf8').split('\n')
    const sinkLeak = leaks.find((leak) => leak.witness === 'sink')
    expect(trace[(sinkLeak?.traceLines[0] ?? 0) - 1]).toMatch(
      /connect\(\d+<UDP:\[\d+\]>, \{sa_family=AF_INET, sin_port=htons\(53\), sin_addr=inet_addr\("203\.0\.113\.53"\)/
    )
    // the per-tool row lists both names under its lookups, the one only the sink saw too
    const row = toolBehaviour(report).find((entry) => entry.name === 'format_note')
    expect(row?.dnsLookups).toEqual(expect.arrayContaining([`${plain} (A)`, `${late} (A)`]))
    expect(report.calls.find((call) => call.name === 'format_note')?.outcome).toBe('ok')
  })
})

describeSandboxed('any piece of a canary file, once the server has read it', () => {
  it('the first 64 bytes of id_rsa over TCP, and the hex of its first 16 bytes as a DNS label, are canary-exfiltration; the header before any read is not', async () => {
    const run = await runCli(['--json', '--calls', '1', '--', process.execPath, 'targets/node/fixtures/key-pieces.mjs'])
    const report = run.report()
    const exfil = report.findings.filter((finding) => finding.rule === 'canary-exfiltration')
    expect(exfil.map((finding) => [finding.tool, finding.evidence.canaries?.[0], finding.severity]).sort()).toEqual([
      ['hex_label', '~/.ssh/id_rsa', 'critical'],
      ['send_head', '~/.ssh/id_rsa', 'critical']
    ])
    // which bytes of the key: offsets into the planted file
    const head = exfil.find((finding) => finding.tool === 'send_head')
    const label = exfil.find((finding) => finding.tool === 'hex_label')
    expect(head?.message).toMatch(/^sends bytes 0–64 of ~\/\.ssh\/id_rsa to 203\.0\.113\.9:80/)
    expect(head?.evidence.canaryBytes).toEqual([expect.stringMatching(/^~\/\.ssh\/id_rsa bytes 0–64 of \d{3,}$/)])
    expect(label?.message).toMatch(/^looks up a DNS name carrying bytes 0–16 of ~\/\.ssh\/id_rsa \(hex-encoded\)/)
    const leaks = report.observed.leaks.filter((leak) => leak.canary === '~/.ssh/id_rsa')
    expect(
      leaks
        .map((leak) => [leak.phases[0]?.kind === 'call' ? leak.phases[0].call.name : '', leak.via, leak.bytes?.start, leak.bytes?.end, leak.bytes?.within])
        .sort()
    ).toEqual(
      expect.arrayContaining([
        ['hex_label', 'dns', 0, 16, 'file'],
        ['send_head', 'socket', 0, 64, 'file']
      ])
    )
  })
})

describeSandboxed('every port reaches the sink', () => {
  it('.env sent to 198.51.100.7:8888 is canary-exfiltration, recorded at its original destination; a UDP datagram to 203.0.113.20:5140 is recorded too', async () => {
    const run = await runCli(['--json', '--calls', '1', '--', process.execPath, 'targets/node/fixtures/odd-port.mjs'])
    const report = run.report()
    expect(report.observed.witnesses).toContainEqual(expect.objectContaining({ name: 'sink-redirect', state: 'on' }))
    const exfil = report.findings.filter((finding) => finding.rule === 'canary-exfiltration')
    expect(exfil.map((finding) => [finding.tool, finding.evidence.canaries?.[0], finding.severity])).toEqual([['sync_env', '~/.env', 'critical']])
    expect(report.calls.map((call) => [call.name, call.outcome])).toEqual([
      ['sync_env', 'ok'],
      ['beacon', 'ok']
    ])
    const sink = report.observed.sink ?? []
    expect(
      sink
        .filter((record) => record.port === 8888)
        .map((record) => [
          record.address,
          record.redirected,
          record.transport ?? 'tcp',
          record.phase.kind === 'call' ? record.phase.call.name : record.phase.kind
        ])
    ).toEqual([['198.51.100.7', 'traced', 'tcp', 'sync_env']])
    expect(sink.filter((record) => record.transport === 'udp').map((record) => [record.address, record.port, record.redirected, record.bytesReceived])).toEqual(
      [['203.0.113.20', 5140, 'traced', 9]]
    )
    const network = readFileSync(join(run.outDir, 'network.jsonl'), 'utf8')
    expect(network).toContain('"port":8888')
  })
})

describeSandboxed('every port reaches the sink, and says so when it cannot', () => {
  it('in a user namespace (the userns and sudo methods) the redirect and its trace work the same', async () => {
    const run = await runCli(['--json', '--calls', '1', '--', process.execPath, 'targets/node/fixtures/odd-port.mjs'], {
      env: { MCP_BEHAVE_SANDBOX_METHOD: 'userns' }
    })
    expect(run.stderr).toMatch(/via userns/)
    const report = run.report()
    expect(report.findings.filter((finding) => finding.rule === 'canary-exfiltration').map((finding) => finding.tool)).toEqual(['sync_env'])
    expect(
      (report.observed.sink ?? [])
        .filter((record) => record.redirected)
        .map((record) => `${record.address}:${record.port}`)
        .sort()
    ).toEqual(['198.51.100.7:8888', '203.0.113.20:5140'])
  })

  it('without nftables the report says the redirect was unavailable (and the warning is printed) instead of missing it silently', async () => {
    const bin = mkdtempSync(join(tmpdir(), 'no-nft-'))
    try {
      for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
        let names: string[] = []
        try {
          names = readdirSync(dir)
        } catch {
          continue
        }
        for (const name of names) if (name !== 'nft' && !existsSync(join(bin, name))) symlinkSync(join(dir, name), join(bin, name))
      }
      const run = await runCli(['--json', '--calls', '1', '--', process.execPath, 'targets/node/fixtures/odd-port.mjs'], { env: { PATH: bin } })
      const report = run.report()
      expect(report.observed.witnesses?.filter((witness) => witness.name === 'sink-redirect')).toEqual([
        expect.objectContaining({ state: 'unavailable', detail: expect.stringContaining('install nftables') })
      ])
      expect(run.stderr).toMatch(/witness sink-redirect unavailable/)
      expect((report.observed.sink ?? []).some((record) => record.redirected)).toBe(false)
    } finally {
      rmSync(bin, { recursive: true, force: true })
    }
  })
})

describeSandboxed('the kernel as a witness of canary reads', () => {
  it('id_rsa read through io_uring (UV_USE_IO_URING=1, set by the server for itself) and sent over HTTPS: canary-exfiltration, and the read seen by the canary watch', async () => {
    const run = await runCli(['--json', '--calls', '1', '--', process.execPath, 'targets/node/fixtures/uring-exfil.mjs'])
    const report = run.report()
    expect(report.observed.witnesses).toContainEqual(expect.objectContaining({ name: 'canary-watch', state: 'on' }))
    // the trace never shows the read
    expect(readFileSync(join(run.outDir, 'trace.log'), 'utf8')).not.toContain('id_rsa')
    const byRule = (rule: string) => report.findings.filter((finding) => finding.rule === rule)
    expect(byRule('canary-exfiltration').map((finding) => [finding.tool, finding.evidence.canaries?.[0], finding.severity])).toEqual([
      ['upload_key', '~/.ssh/id_rsa', 'critical']
    ])
    const read = byRule('sensitive-file-read')
    expect(read.map((finding) => [finding.tool, finding.severity, finding.evidence.paths])).toEqual([['upload_key', 'high', ['~/.ssh/id_rsa']]])
    expect(read[0]?.message).toContain('inotify')
    expect(byRule('unobservable-io')[0]?.message).toContain('~/.ssh/id_rsa')
    expect(report.observed.files.filter((file) => file.witness === 'canary-watch').map((file) => file.homePath)).toEqual(['~/.ssh/id_rsa'])
  })
})
