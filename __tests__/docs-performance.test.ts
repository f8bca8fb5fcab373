import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// The performance headline is stated twice, in docs/performance.md (between its headline markers) and in
// README's Performance row: the same figure in the same words, so neither can move alone.
const read = (path: string): string => readFileSync(join(process.cwd(), path), 'utf8')

describe('the performance headline', () => {
  it('is the same sentence in docs/performance.md and in README’s Performance row', () => {
    const page = read('docs/performance.md')
    const headline = /<!-- headline -->([^<]+)<!-- \/headline -->/.exec(page)?.[1]?.trim()
    // what the figure compares, in the words issue 45 asked for
    expect(headline).toMatch(/^a one-pass audit of the honest target takes \*\*\d+\.\d\d×\*\* the same calls back to back, untraced, spawn to exit/)
    const row = read('README.md')
      .split('\n')
      .find((line) => line.startsWith('| [Performance](docs/performance.md) |'))
    expect(row).toContain(headline)
  })
})
