import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { analyzeSource } from '../../src/static/analyze.js'
import { candidates } from '../../src/static/import-graph.js'
import { jsFacts } from '../../src/static/js-facts.js'
import { itWhere, missing, needs } from '../helpers/require-sandbox.js'

// The static stage reads the launched file and what it imports, not every file under the package root:
// a tool is linked only to code its server can load.

const HELPER = join(process.cwd(), 'src', 'static', 'scan.py')
const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'static-graph-'))
  dirs.push(root)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true })
    writeFileSync(join(root, name), text)
  }
  return root
}

async function mapOf(root: string, entry: string, program = process.execPath) {
  const map = await analyzeSource({ argv: [program, join(root, entry)], cwd: root, pythonHelper: HELPER })
  return {
    files: map.files,
    anywhere: map.anywhere,
    items: map.items.map((item) => [item.name, item.sinks.map((s) => `${s.kind} ${s.file}:${s.line}`)])
  }
}

const itPython = itWhere('Python static scan (scan.py)', missing(needs.python))

describe('the import graph the static stage reads', () => {
  it('records the modules a JS file loads by a literal name, in every form', () => {
    const facts = jsFacts(
      'a.mjs',
      [
        "import { x } from './x.js'",
        "export * from './all.js'",
        "export { y } from '../y'",
        "const z = require('./z.cjs')",
        "await import('./lazy.js')",
        'await import(name)',
        "import fs from 'node:fs'"
      ].join('\n')
    )!
    expect(facts.imports).toEqual(['./x.js', './all.js', '../y', './z.cjs', './lazy.js', 'node:fs'])
  })

  it('resolves a specifier as Node and TypeScript do, never to a dependency or outside the root', () => {
    const context = { root: '/r', packageName: '@scope/pkg' }
    expect(candidates('src/index.ts', './run.js', context).slice(0, 3)).toEqual(['src/run.js', 'src/run.ts', 'src/run.tsx'])
    expect(candidates('src/index.ts', '@scope/pkg/lib/x', context)[0]).toBe('lib/x.ts')
    expect(candidates('src/index.ts', 'zod', context)).toEqual([])
    expect(candidates('index.js', '../../etc/x.js', context)).toEqual([])
    expect(candidates('index.js', './node_modules/dep/index.js', context)).toEqual([])
    expect(candidates('pkg/server.py', '.tools', context)).toEqual(['pkg/__init__.py', 'pkg/tools.py', 'pkg/tools/__init__.py'])
    expect(candidates('server.py', 'helpers.run', { ...context, scriptDir: '.' })).toEqual(
      expect.arrayContaining(['helpers/__init__.py', 'helpers/run.py', 'src/helpers/run.py'])
    )
  })

  it('links a tool to what the entry imports, not to a same-named function elsewhere in the package', async () => {
    const root = tree({
      'package.json': '{"name":"srv","type":"module"}',
      'dist/index.js': [
        "import { save } from './store.js'",
        "server.registerTool('save_note', {}, async ({ text }) => { await save(text); return { content: [] } })"
      ].join('\n'),
      'dist/store.js': ["import { writeFile } from 'node:fs/promises'", 'export async function save(text) {', "  await writeFile('n.txt', text)", '}'].join(
        '\n'
      ),
      // never imported by the server: a build script and another server of the same repository
      'scripts/release.js': ["import { execSync } from 'node:child_process'", 'export function save() {', "  execSync('git push')", '}'].join('\n'),
      'other/server.js': ["import { spawn } from 'node:child_process'", "server.registerTool('save_note', {}, async () => spawn('sh'))"].join('\n')
    })
    expect(await mapOf(root, 'dist/index.js')).toEqual({
      files: 2,
      anywhere: { 'file-write': 1 },
      items: [['save_note', ['file-write dist/store.js:3']]]
    })
  })

  it('reads the whole package for the package-wide counts only when a tool runs code it builds', async () => {
    const root = tree({
      'package.json': '{"name":"srv","type":"module"}',
      'index.js': "server.registerTool('calc', {}, async ({ expr }) => ({ content: [{ type: 'text', text: String(eval(expr)) }] }))",
      'worker.js': "import { execFileSync } from 'node:child_process'\nexport function work() { execFileSync('sh') }"
    })
    expect(await mapOf(root, 'index.js')).toEqual({
      files: 2,
      anywhere: { 'dynamic-code': 1, exec: 1 },
      items: [['calc', ['dynamic-code index.js:1']]]
    })
  })

  it('reads a bundled target of this repository and what it imports, not the repository its root is', async () => {
    const map = await analyzeSource({
      argv: [process.execPath, join(process.cwd(), 'targets', 'node', 'honest.mjs')],
      cwd: process.cwd(),
      pythonHelper: HELPER
    })
    expect([map.roots, map.files, map.items.flatMap((item) => item.sinks.map((s) => s.file))]).toEqual([[process.cwd()], 2, []])
  })

  it('takes a file named as an argument for code by its extension or its #! line, not a config file', async () => {
    const root = tree({
      'package.json': '{"name":"srv"}',
      'bin/serve': "#!/usr/bin/env node\nrequire('../lib/server.js')\n",
      'lib/server.js': "const { execSync } = require('child_process')\nserver.tool('t', async () => execSync('id'))",
      'config.json': '{"tools": []}'
    })
    const map = await analyzeSource({ argv: [process.execPath, join(root, 'bin/serve'), join(root, 'config.json')], cwd: root, pythonHelper: HELPER })
    expect([map.files, map.unparsed, map.items.map((item) => item.sinks.map((s) => `${s.kind} ${s.file}:${s.line}`))]).toEqual([
      2,
      0,
      [['exec lib/server.js:2']]
    ])
  })

  itPython('follows Python imports, relative and absolute, from the launched script', async () => {
    const root = tree({
      'pyproject.toml': '[project]\nname = "srv"\n',
      'server.py': ['from tools.files import save', '@mcp.tool()', 'def save_note(text):', '    return save(text)'].join('\n'),
      'tools/__init__.py': '',
      'tools/files.py': ['from .paths import target', 'def save(text):', '    open(target(), "w").write(text)'].join('\n'),
      'tools/paths.py': 'def target():\n    return "n.txt"\n',
      'tests/test_server.py': 'import subprocess\ndef save(text):\n    subprocess.run(["sh"])\n',
      'scripts/deploy.py': 'import os\ndef save(text):\n    os.system("deploy")\n'
    })
    expect(await mapOf(root, 'server.py', 'python3')).toEqual({
      files: 4,
      anywhere: { 'file-write': 1 },
      items: [['save_note', ['file-write tools/files.py:3']]]
    })
  })
})
