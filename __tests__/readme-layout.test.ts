import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// README's "Repository layout" table is the map a new contributor reads first: every source folder is
// on it, and every `src/…` path it names exists.
const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8')
const section = readme.slice(readme.indexOf('## Repository layout'), readme.indexOf('\n## ', readme.indexOf('## Repository layout') + 1))

describe('README repository layout', () => {
  it('has a row for every folder under src/', () => {
    const folders = readdirSync(join(process.cwd(), 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}/`)
    expect(folders.length).toBeGreaterThan(5)
    expect(folders.filter((folder) => !section.includes(`\`${folder}\``))).toEqual([])
  })

  it('names only src/ paths that exist', () => {
    const named = [...section.matchAll(/`(src\/[^`]+)`/g)].map((match) => match[1]!)
    expect(named.length).toBeGreaterThan(5)
    expect(named.filter((path) => !existsSync(join(process.cwd(), path)))).toEqual([])
  })
})
