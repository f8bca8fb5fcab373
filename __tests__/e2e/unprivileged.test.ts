import { spawnSync } from 'node:child_process'
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CLI, REPO_ROOT, removeTempDirs, tempDir } from '../helpers/run-cli.js'
import { describeWhere, missing, needs } from '../helpers/require-sandbox.js'

// The audit as an ordinary user (nobody), where the namespaces come from an unprivileged user
// namespace: the server must run as that user, without the capabilities the sandbox setup needed.

const describeUnprivileged = describeWhere('unprivileged audit test', missing(needs.sandbox, needs.nobody))
afterAll(removeTempDirs)

describeUnprivileged('an unprivileged audit (userns)', () => {
  it('runs the server as the caller with no capabilities, still in the network sandbox', async () => {
    const dir = tempDir('nobody')
    chmodSync(dir, 0o777)
    const probe = join(dir, 'whoami.sh')
    // not an MCP server: it records who it runs as and whether it could reconfigure the network
    writeFileSync(probe, '#!/bin/sh\nid -u > "$OUT/uid"\nip link set lo down 2> "$OUT/ip" && echo changed >> "$OUT/ip"\nexit 1\n')
    chmodSync(probe, 0o755)
    // --fs host: the probe reports through files in the real directory, which containment would hide
    // (the containment e2e test covers the contained case as nobody).
    const command = [
      process.execPath,
      CLI,
      '--fs',
      'host',
      '--out-dir',
      join(dir, 'out'),
      '--state-dir',
      join(dir, 'state'),
      '--env',
      `OUT=${dir}`,
      '--',
      probe
    ]
    const run = spawnSync('su', ['nobody', '-s', '/bin/sh', '-c', command.map((a) => `'${a}'`).join(' ')], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 60_000
    })
    expect(run.stderr).toMatch(/sandbox: network=sandbox, fs=host via userns/)
    expect(run.status).toBe(1) // it never answers initialize
    expect(readFileSync(join(dir, 'uid'), 'utf8').trim()).toBe('65534')
    expect(readFileSync(join(dir, 'ip'), 'utf8')).toMatch(/Operation not permitted/)
  })
})
