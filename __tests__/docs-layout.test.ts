import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'

// The "Repository layout" table (docs/architecture.md) is the map a new contributor reads first: every
// source folder and every file at the top of src/ is on it, and every path it names exists.
const architecture = readFileSync(join(process.cwd(), 'docs', 'architecture.md'), 'utf8')
const start = architecture.indexOf('## Repository layout')
const section = architecture.slice(start, architecture.indexOf('\n## ', start + 1))
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const [path = '', what = ''] = line.slice(1, -1).split(' | ')
    return { path, what }
  })

const backticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)
/** Names in the "what" column that are files or folders: `sink.ts`, `markdown/`, `targets/README.md`. */
const looksLikePath = (name: string): boolean => /^[\w.*-]+(?:\/[\w.*-]+)*(?:\/|\.(?:ts|mjs|js|md))$/.test(name)

/** Whether `name` exists under `base`; a `*` in its last segment matches any characters. */
function existsUnder(base: string, name: string): boolean {
  if (!name.includes('*')) return existsSync(join(base, name))
  const dir = join(base, dirname(name))
  const last = name.slice(name.lastIndexOf('/') + 1)
  const pattern = new RegExp(`^${last.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`)
  return existsSync(dir) && readdirSync(dir).some((entry) => pattern.test(entry))
}

describe('the repository layout in docs/architecture.md', () => {
  it('has a row for every folder under src/ and names every file at the top of src/', () => {
    const entries = readdirSync(join(process.cwd(), 'src'), { withFileTypes: true })
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => `src/${entry.name}/`)
    const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => `src/${entry.name}`)
    expect(folders.length).toBeGreaterThan(5)
    expect(files).toEqual(expect.arrayContaining(['src/cli.ts', 'src/main.ts', 'src/index.ts']))
    const pathColumn = rows.flatMap((row) => backticked(row.path))
    expect(folders.filter((folder) => !pathColumn.includes(folder))).toEqual([])
    const named = rows.flatMap((row) => [...backticked(row.path), ...backticked(row.what)])
    expect(files.filter((file) => !named.includes(file))).toEqual([])
  })

  it('names only paths that exist: each row’s own, and the files and folders it describes, relative to it', () => {
    expect(rows.length).toBeGreaterThan(15)
    const root = process.cwd()
    const absent = rows.flatMap((row) => {
      const own = backticked(row.path)
      const bases = own.map((path) => join(root, existsSync(join(root, path)) && statSync(join(root, path)).isDirectory() ? path : dirname(path)))
      const described = backticked(row.what).filter(looksLikePath)
      return [
        ...own.filter((path) => !existsSync(join(root, path))),
        ...described.filter((name) => ![...bases, root].some((base) => existsUnder(base, name))).map((name) => `${own.join(', ')}: ${name}`)
      ]
    })
    expect(absent).toEqual([])
  })

  it('its path column is backticked paths only, so the checks above see every row', () => {
    const malformed = section
      .split('\n')
      .filter((line) => line.startsWith('|') && !line.startsWith('| path') && !line.startsWith('| ---') && !line.startsWith('| `'))
    expect(malformed).toEqual([])
    for (const row of rows)
      expect(
        row.path
          .replace(/`[^`]+`/g, '')
          .replace(/,\s*/g, '')
          .trim()
      ).toBe('')
  })
})
