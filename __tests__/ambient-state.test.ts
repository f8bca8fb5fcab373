import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

// Settings are the only reader of ambient state (issue 8): the environment, PATH, who runs the audit,
// the working and temp directories, the machine. The front ends read it once into settings and the host
// context (src/settings/host.ts) and pass it in, so the engine and every stage can be run on any given
// machine by a test. The programs of their own — the sandbox init and the worker threads — read their
// own arguments.

const SRC = join(process.cwd(), 'src')
const READERS = new Set(['settings', 'cli.ts', 'cli-head-start.ts', 'main.ts', 'index.ts'])
/** separate programs: their own argv is how they are told what to do */
const OWN_PROGRAMS = new Set(['sandbox/init-main.ts'])
const AMBIENT =
  /\bprocess\s*\.\s*(env|getuid|getgid|geteuid|cwd|execPath|platform|arch|argv)\b|\b(homedir|tmpdir|availableParallelism|cpus|userInfo|hostname)\s*\(/g

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []
  )
}

/** `file:line: text` of every ambient read in `text`, comments left out */
function ambientReads(file: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, ''), index }))
    .filter(({ line }) => new RegExp(AMBIENT.source).test(line))
    .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`)
}

describe('ambient state', () => {
  it('is read only by settings and the entry points, never inside a stage, the engine or a shell module', () => {
    const reads = sources(SRC).flatMap((path) => {
      const file = relative(SRC, path)
      if (READERS.has(file.split('/')[0] as string) || OWN_PROGRAMS.has(file)) return []
      return ambientReads(file, readFileSync(path, 'utf8'))
    })
    expect(reads).toEqual([])
  })

  it('the scan sees the reads it is there to catch', () => {
    expect(ambientReads('x.ts', "const path = process.env.PATH ?? ''\nconst dir = tmpdir()\n// process.env in a comment")).toEqual([
      "x.ts:1: const path = process.env.PATH ?? ''",
      'x.ts:2: const dir = tmpdir()'
    ])
    expect(ambientReads('x.ts', 'const uid = process.getuid?.() ?? 0')).toHaveLength(1)
    expect(ambientReads('x.ts', 'for (const started of observed.processes) started.argv')).toEqual([])
  })
})
