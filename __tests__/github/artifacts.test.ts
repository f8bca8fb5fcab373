import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DefaultArtifactClient } from '@actions/artifact'
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { uploadAuditArtifacts } from '../../src/github/artifacts.js'
import { fakeRuntimeToken, startActionsDouble, type ActionsDouble } from '../helpers/actions-double.js'

let double: ActionsDouble
let outDir: string
const savedEnv = { ...process.env }

beforeAll(async () => {
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  double = await startActionsDouble()
  outDir = mkdtempSync(path.join(tmpdir(), 'artifacts-'))
  Object.assign(process.env, { ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(), ACTIONS_RESULTS_URL: `${double.url}/` })
  delete process.env['GITHUB_SERVER_URL']
})

afterAll(async () => {
  jest.restoreAllMocks()
  process.env = savedEnv
  await double.close()
  rmSync(outDir, { recursive: true, force: true })
})

function unzipEntry(zip: Buffer, entry: string): string {
  const file = path.join(outDir, `download-${entry}.zip`)
  writeFileSync(file, zip)
  return execFileSync('unzip', ['-p', file, entry], { encoding: 'utf8' })
}

function unzipList(zip: Buffer): string[] {
  const file = path.join(outDir, 'list.zip')
  writeFileSync(file, zip)
  return execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort()
}

describe('uploadAuditArtifacts', () => {
  it('uploads the audit files that exist as one zip named for the server, and links it on the run page', async () => {
    writeFileSync(path.join(outDir, 'trace.log'), '4242 openat(AT_FDCWD, "/etc/hosts", O_RDONLY) = 3\n')
    writeFileSync(path.join(outDir, 'manifest.json'), '{"sha256":"ab"}\n')
    writeFileSync(path.join(outDir, 'report.json'), '{"schemaVersion":1}\n')
    const candidates = ['trace.log', 'manifest.json', 'report.json', 'report.sarif'].map((name) => path.join(outDir, name))

    const uploaded = await uploadAuditArtifacts(new DefaultArtifactClient(), 'mcp-behave-notes', outDir, candidates, {
      serverUrl: 'https://github.com',
      repository: 'octo/notes',
      runId: '77'
    })

    const stored = double.artifacts.find((artifact) => artifact.name === 'mcp-behave-notes')
    expect(stored?.finalized).toBe(true)
    expect(uploaded).toEqual({
      name: 'mcp-behave-notes',
      id: stored?.id,
      url: `https://github.com/octo/notes/actions/runs/77/artifacts/${stored?.id}`,
      files: ['trace.log', 'manifest.json', 'report.json']
    })
    const zip = double.artifactZip('mcp-behave-notes')
    expect(unzipList(zip)).toEqual(['manifest.json', 'report.json', 'trace.log'])
    expect(unzipEntry(zip, 'trace.log')).toBe('4242 openat(AT_FDCWD, "/etc/hosts", O_RDONLY) = 3\n')
    expect(unzipEntry(zip, 'report.json')).toBe('{"schemaVersion":1}\n')
  })

  it('fails clearly when the audit wrote nothing', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'artifacts-empty-'))
    try {
      await expect(uploadAuditArtifacts(new DefaultArtifactClient(), 'mcp-behave-none', empty, [path.join(empty, 'report.json')], null)).rejects.toThrow(
        `no audit files found in ${empty}`
      )
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
