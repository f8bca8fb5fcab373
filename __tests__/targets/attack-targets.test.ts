// The attack targets of issue 42 (targets/{node,python}/attack/), each run beside its --fixed twin with
// the SDK's client, outside the audit: the twins declare the same surface, a polite call works on both,
// and the hostile value does what the class says on the vulnerable one (a file outside the root comes
// back in the result, a marker file appears) while the fixed one refuses it. The page fetchers connect
// out, so they run in network and pid namespaces of their own, where 198.51.100.0/24 is local and a page
// server answers on every local address.
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { describeWhere, missing, needs, type Need } from '../helpers/require-sandbox.js'
import { withTargetServer } from '../helpers/target-server.js'

const TARGETS = resolve('targets')
const LANGUAGES = {
  node: (name: string) => ['node', join(TARGETS, 'node/attack', `${name}.mjs`)],
  python: (name: string) => ['python3', join(TARGETS, 'python/attack', `${name.replaceAll('-', '_')}.py`)]
}
type Language = keyof typeof LANGUAGES

/** The root (a git repository with one note), and outside it a file and a sibling that shares its prefix. */
interface Lab {
  dir: string
  notes: string
  outsideFile: string
  outsideSecret: string
  siblingFile: string
  siblingSecret: string
}
let lab: Lab

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'attack-targets-'))
  const notes = join(dir, 'notes')
  const outsideSecret = `outside-secret-${randomBytes(8).toString('hex')}`
  const siblingSecret = `sibling-secret-${randomBytes(8).toString('hex')}`
  for (const folder of ['notes', 'notes_x', 'outside']) mkdirSync(join(dir, folder))
  writeFileSync(join(notes, 'notes.txt'), 'Buy milk\n')
  writeFileSync(join(dir, 'outside', 'secret.txt'), `${outsideSecret}\n`)
  writeFileSync(join(dir, 'notes_x', 'secret.txt'), `${siblingSecret}\n`)
  symlinkSync('../outside', join(notes, 'shared'))
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Alex', '-c', 'user.email=alex@example.com', ...args], { cwd: notes, stdio: 'ignore' })
  git('init', '-q')
  git('add', 'notes.txt')
  git('commit', '-q', '-m', 'First note')
  lab = { dir, notes, outsideFile: join(dir, 'outside', 'secret.txt'), outsideSecret, siblingFile: join(dir, 'notes_x', 'secret.txt'), siblingSecret }
})
afterAll(() => {
  if (lab) rmSync(lab.dir, { recursive: true, force: true })
})

type Effect = { leaks: string } | { writes: string }
interface Call {
  name: string
  arguments: Record<string, unknown>
}
interface TargetClass {
  name: string
  polite: Call & { answer: string }
  /** The hostile call for a target in `language`; `marker` is a path no call has written yet. */
  hostile: (language: Language, marker: string) => Call & { effect: Effect }
}

const CLASSES: TargetClass[] = [
  {
    name: 'traversal',
    polite: { name: 'read_note', arguments: { path: 'notes.txt' }, answer: 'Buy milk' },
    hostile: () => ({ name: 'read_note', arguments: { path: '../outside/secret.txt' }, effect: { leaks: lab.outsideSecret } })
  },
  {
    name: 'prefix-root',
    polite: { name: 'read_document', arguments: { path: 'notes.txt' }, answer: 'Buy milk' },
    hostile: () => ({ name: 'read_document', arguments: { path: lab.siblingFile }, effect: { leaks: lab.siblingSecret } })
  },
  {
    name: 'symlink',
    polite: { name: 'read_file', arguments: { path: 'notes.txt' }, answer: 'Buy milk' },
    hostile: () => ({ name: 'read_file', arguments: { path: 'shared/secret.txt' }, effect: { leaks: lab.outsideSecret } })
  },
  {
    name: 'shell-template',
    polite: { name: 'search_notes', arguments: { text: 'milk' }, answer: 'notes.txt:1:Buy milk' },
    hostile: (_, marker) => ({ name: 'search_notes', arguments: { text: `$(touch ${marker})` }, effect: { writes: marker } })
  },
  {
    name: 'argv-flag',
    polite: { name: 'show_log', arguments: { revision: 'HEAD' }, answer: 'First note' },
    hostile: (_, marker) => ({ name: 'show_log', arguments: { revision: `--output=${marker}` }, effect: { writes: marker } })
  },
  {
    name: 'eval-format',
    polite: { name: 'calculate', arguments: { expression: '(2 + 3) * 4 - 1' }, answer: '19' },
    hostile: (language) => ({
      name: 'calculate',
      arguments: {
        expression:
          language === 'node'
            ? `process.getBuiltinModule('fs').readFileSync(${JSON.stringify(lab.outsideFile)}, 'utf8')`
            : `open(${JSON.stringify(lab.outsideFile)}).read()`
      },
      effect: { leaks: lab.outsideSecret }
    })
  }
]

const textOf = (result: Awaited<ReturnType<Client['callTool']>>): string =>
  (result.content as { type: string; text?: string }[]).map((part) => part.text ?? '').join('')

/**
 * Runs `command` and its `--fixed` twin (each given `root`): the surfaces must be equal, the polite call
 * must answer `polite.answer` on both, and the hostile call must have its effect on the vulnerable one only.
 */
async function vulnerableAndFixed(command: string[], root: string, polite: TargetClass['polite'], hostile: (marker: string) => Call & { effect: Effect }) {
  // The two run at once: each has its own marker, and nothing else they touch is written.
  const [vulnerable, fixed] = await Promise.all([false, true].map((isFixed) => runAndCheck(command, root, isFixed, polite, hostile)))
  expect(fixed).toEqual(vulnerable)
}

/** Runs one of the twins, checks its polite and hostile calls, and returns its declared surface. */
async function runAndCheck(
  command: string[],
  root: string,
  fixed: boolean,
  polite: TargetClass['polite'],
  hostile: (marker: string) => Call & { effect: Effect }
) {
  const marker = join(lab.dir, `marker-${randomBytes(6).toString('hex')}`)
  const { effect, ...call } = hostile(marker)
  const argv = [...command, ...(fixed ? ['--fixed'] : []), root]
  return withTargetServer(argv, { dir: root }, async (client) => {
    const surface = { server: client.getServerVersion(), tools: (await client.listTools()).tools }
    const politeResult = await client.callTool({ name: polite.name, arguments: polite.arguments })
    expect({ isError: politeResult.isError ?? false, text: textOf(politeResult) }).toEqual({ isError: false, text: expect.stringContaining(polite.answer) })
    const result = await client.callTool(call)
    if ('leaks' in effect) {
      if (fixed) expect({ isError: result.isError, text: textOf(result) }).toEqual({ isError: true, text: expect.not.stringContaining(effect.leaks) })
      else expect(textOf(result)).toContain(effect.leaks)
    } else {
      expect({ markerWritten: existsSync(effect.writes), fixed }).toEqual({ markerWritten: !fixed, fixed })
    }
    return surface
  })
}

describe.each([
  ['node', null],
  ['python', missing(needs.python)]
] as const)('%s attack targets', (language, why) => {
  describeWhere(`${language} attack targets`, why)('each beside its --fixed twin', () => {
    it.each(CLASSES)(
      '$name: the same surface, a polite call answered by both, the hostile one through only without --fixed',
      async ({ name, polite, hostile }) => {
        await vulnerableAndFixed(LANGUAGES[language](name), lab.notes, polite, (marker) => hostile(language, marker))
      }
    )
  })
})

// The fetchers get network and pid namespaces of their own (unshare: root needs no user namespace, others
// do): loopback up, 198.51.100.0/24 routed to it, and a page server started there before the target.
// Killing unshare kills the namespace's first process (--kill-child), and with it everything inside.
const NAMESPACE_FLAGS = [['-n'], ['-rn']].find(
  (flags) => spawnSync('unshare', [...flags, '--pid', '--fork', '--kill-child', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' }).status === 0
)
const ownNetwork: Need = () => (NAMESPACE_FLAGS ? null : 'no network namespace can be created here (unshare -n or -rn)')
const PORT = 8080
const PAGE_SERVER = `
const [port, secret, ...target] = process.argv.slice(1)
require('node:http')
  .createServer((request, response) => response.end(request.url === '/secret.txt' ? secret : 'PUBLIC PAGE\\n'))
  .listen(Number(port), '0.0.0.0', () => {
    const child = require('node:child_process').spawn(target[0], target.slice(1), { stdio: 'inherit' })
    child.on('exit', (code) => process.exit(code ?? 1))
  })
`

function inOwnNetwork(command: string[], secret: string): string[] {
  const setUp = 'ip link set lo up && ip route add local 198.51.100.0/24 dev lo && exec "$@"'
  return [
    'unshare',
    ...NAMESPACE_FLAGS!,
    '--pid',
    '--fork',
    '--kill-child',
    'sh',
    '-c',
    setUp,
    'sh',
    'node',
    '-e',
    PAGE_SERVER,
    String(PORT),
    secret,
    ...command
  ]
}

describe.each([
  ['node', null],
  ['python', missing(needs.python)]
] as const)('%s page fetcher', (language, why) => {
  describeWhere(
    `${language} page fetcher`,
    missing(ownNetwork, () => why)
  )('in its own network namespace', () => {
    it('the same surface, a public page fetched by both, a loopback service only without --fixed', async () => {
      const secret = `loopback-secret-${randomBytes(8).toString('hex')}`
      // The twin's flag goes before the root, which the fetcher ignores: vulnerableAndFixed appends both.
      await vulnerableAndFixed(
        inOwnNetwork(LANGUAGES[language]('fetch-url'), secret),
        lab.notes,
        { name: 'fetch_page', arguments: { url: `http://198.51.100.7:${PORT}/page.html` }, answer: 'PUBLIC PAGE' },
        () => ({ name: 'fetch_page', arguments: { url: `http://127.0.0.1:${PORT}/secret.txt` }, effect: { leaks: secret } })
      )
    })
  })
})
