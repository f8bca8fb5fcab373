import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parse } from 'yaml'
import { EXIT_CODES } from '../src/errors.js'
import { CLI_USAGE } from '../src/settings/cli-args.js'

// README is the front door and docs/ the manual: every page of docs/ is linked from README, every relative
// link in them reaches a file (and a heading, for `#anchor`), the options they document are the CLI's, the
// workflows they show use only the action's inputs, and README's exit codes are errors.ts's.

const ROOT = process.cwd()
const DOCS = join(ROOT, 'docs')

const docPages = (): string[] =>
  readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')

/** The text outside fenced code blocks: a `# comment` in a YAML block is no heading, a `[x](y)` in one no link. */
function prose(markdown: string): string {
  let fenced = false
  return markdown
    .split('\n')
    .filter((line) => {
      if (line.startsWith('```')) fenced = !fenced
      return !fenced && !line.startsWith('```')
    })
    .join('\n')
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces → hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchors(markdown: string): Set<string> {
  return new Set([...prose(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1]!)))
}

/** Relative links of a page: target path from the repository root, and the anchor. */
function links(page: string): { target: string; anchor: string | null; text: string }[] {
  return [...prose(read(page)).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href))
    .map((href) => {
      const [path = '', anchor] = href.split('#')
      return { target: path === '' ? page : relative(ROOT, resolve(ROOT, dirname(page), path)), anchor: anchor ?? null, text: href }
    })
}

describe('README and docs/', () => {
  it('link every page of docs/ from README', () => {
    const linked = new Set(links('README.md').map((link) => link.target))
    expect(docPages().length).toBeGreaterThanOrEqual(8)
    expect(docPages().filter((page) => !linked.has(page))).toEqual([])
  })

  it('keep README to a front door: at most 250 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(250)
  })

  it('link only files that exist, and headings that exist in them', () => {
    const broken = ['README.md', ...docPages()].flatMap((page) =>
      links(page)
        .filter(({ target, anchor }) => {
          if (!existsSync(join(ROOT, target))) return true
          if (anchor === null || !target.endsWith('.md') || statSync(join(ROOT, target)).isDirectory()) return false
          return !anchors(read(target)).has(anchor)
        })
        .map(({ text }) => `${page}: ${text}`)
    )
    expect(broken).toEqual([])
  })

  it('find a broken link and a broken anchor, as the check above would', () => {
    expect(slug('A client config: one job, or fanned out over a matrix')).toBe('a-client-config-one-job-or-fanned-out-over-a-matrix')
    expect(slug('Several servers (matrix)')).toBe('several-servers-matrix')
    expect(anchors('# Title\n```yaml\n# not a heading\n```\n## Known limits\n')).toEqual(new Set(['title', 'known-limits']))
  })
})

/** The options in the first column of the options tables (`| \`--flag …\` |`) of a page. */
function tableOptions(page: string): string[] {
  return prose(read(page))
    .split('\n')
    .filter((line) => line.startsWith('| `--'))
    .flatMap((line) => [...(line.split(' | ')[0] ?? '').matchAll(/`(--[a-z-]+)/g)].map((match) => match[1]!))
}

/** Every option of `mcp-behave --help`. */
const helpOptions = (): string[] => [...CLI_USAGE.matchAll(/^ {2}(--[a-z-]+)/gm)].map((match) => match[1]!)

describe('the commands README and docs/ show', () => {
  it('document only options the CLI has, and docs/cli.md every one of them', () => {
    expect(helpOptions().length).toBeGreaterThan(30)
    for (const page of ['README.md', 'docs/cli.md']) expect([page, tableOptions(page).filter((option) => !helpOptions().includes(option))]).toEqual([page, []])
    expect(helpOptions().filter((option) => !tableOptions('docs/cli.md').includes(option))).toEqual([])
  })

  it('use only mcp-behave options the CLI has in their command lines', () => {
    /** The options before the server command: read until `--` or the first word that is no option nor an option's value. */
    const leadingOptions = (words: string[]): string[] => {
      const found: string[] = []
      for (let index = 0; index < words.length; index++) {
        const word = words[index]!
        if (!word.startsWith('--') || word === '--') break
        found.push(word)
        if (/^ {2}--[a-z-]+ [A-Z]/m.test(CLI_USAGE.split('\n').find((line) => line.startsWith(`  ${word} `)) ?? '')) index++
      }
      return found
    }
    const commandLines = ['README.md', ...docPages()].flatMap((page) =>
      [...read(page).matchAll(/(?:^|[\s`#])mcp-behave ((?!push|policy|baseline)[^`\n]*)/gm)].map((match) => ({ page, words: match[1]!.trim().split(/\s+/) }))
    )
    expect(commandLines.length).toBeGreaterThan(10)
    const unknown = commandLines.flatMap(({ page, words }) =>
      leadingOptions(words)
        .filter((option) => !helpOptions().includes(option))
        .map((option) => `${page}: ${option}`)
    )
    expect(unknown).toEqual([])
  })

  it('give the action only inputs action.yml declares, in every workflow they show', () => {
    const inputs = Object.keys((parse(read('action.yml')) as { inputs: Record<string, unknown> }).inputs)
    const withs = ['README.md', ...docPages()].flatMap((page) =>
      [...read(page).matchAll(/```yaml\n([\s\S]*?)```/g)].flatMap((block) => {
        const uses = [...block[1]!.matchAll(/uses: mcp-behave\/action@v1\n\s+(?:id: \w+\n\s+)?with:\s*(\{[^}\n]*\}|\n(?:\s{8,}.*\n?)+)/g)]
        return uses.map((match) => ({ page, with: parse(match[1]!) as Record<string, unknown> }))
      })
    )
    expect(withs.length).toBeGreaterThanOrEqual(5)
    const unknown = withs.flatMap(({ page, with: given }) =>
      Object.keys(given ?? {})
        .filter((key) => !inputs.includes(key))
        .map((key) => `${page}: ${key}`)
    )
    expect(unknown).toEqual([])
  })

  it("state README's exit codes as errors.ts numbers them", () => {
    const readme = read('README.md')
    const section = readme.slice(readme.indexOf('## Exit codes'), readme.indexOf('\n## ', readme.indexOf('## Exit codes') + 1))
    const stated = [...section.matchAll(/^\| \*\*(\d+)\*\* \|/gm)].map((match) => Number(match[1]))
    expect(stated.sort((a, b) => a - b)).toEqual([...new Set(Object.values(EXIT_CODES))].sort((a, b) => a - b))
  })
})
