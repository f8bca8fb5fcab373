import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// The sandbox init's start is on the way to the server's: what its static imports evaluate delays the
// server's first syscall. zod is most of a bundle that evaluates it, so the init takes its config as the
// launcher, which held it to its schema, wrote it (launcher-process.ts); the CLI's head start, which
// runs before the CLI's bundle, evaluates none either (cli-head-start.ts), nor does the init's API index
// thread, which reads the server's package beside the server's start (api-index-thread.ts).

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src')

/** The source files a module's static value imports reach (type-only imports and import() left out). */
function staticClosure(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>()
  const visit = (file: string): void => {
    if (seen.has(file)) return
    const text = readFileSync(file, 'utf8')
    const specifiers = [...text.matchAll(/^import\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gm)].map((match) => match[1] as string)
    seen.set(file, specifiers)
    for (const specifier of specifiers) if (specifier.startsWith('.')) visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')))
  }
  visit(entry)
  return seen
}

const importersOf = (closure: Map<string, string[]>, name: string): string[] =>
  [...closure].filter(([, specifiers]) => specifiers.includes(name)).map(([file]) => file.slice(SRC.length + 1))

describe('what a start evaluates before its first step', () => {
  it("the sandbox init's static imports reach no zod, nor does it load the config's schema: the launcher holds the config to it (launcher-process.test.ts)", () => {
    const closure = staticClosure(join(SRC, 'sandbox', 'init-main.ts'))
    expect(closure.size).toBeGreaterThan(10)
    expect(importersOf(closure, 'zod')).toEqual([])
    expect(readFileSync(join(SRC, 'sandbox', 'init-main.ts'), 'utf8')).not.toMatch(/import\('\.\/init-config\.js'\)/)
    expect(readFileSync(join(SRC, 'sandbox', 'launcher-process.ts'), 'utf8')).toMatch(/SandboxInitConfigSchema\.parse\(config\)/)
  })

  it("the CLI's head start reaches no zod", () => {
    expect(importersOf(staticClosure(join(SRC, 'cli-head-start.ts')), 'zod')).toEqual([])
  })

  it("the init's API index thread reads the package with neither zod nor yaml evaluated (the init's own thread holds the index to its schema)", () => {
    const closure = staticClosure(join(SRC, 'sandbox', 'replies', 'openapi-index.ts'))
    expect(closure.has(join(SRC, 'sandbox', 'replies', 'code-operations.ts'))).toBe(true)
    expect(importersOf(closure, 'zod')).toEqual([])
    expect(importersOf(closure, 'yaml')).toEqual([])
    expect(readFileSync(join(SRC, 'sandbox', 'api-index-thread.ts'), 'utf8')).toMatch(
      /import\('\.\/replies\/openapi-reply\.js'\)[\s\S]*fitApiIndex\(read\)[\s\S]*readApiIndex\(apiRoots, /
    )
  })

  it('the walk sees a zod import where there is one', () => {
    expect(importersOf(staticClosure(join(SRC, 'sandbox', 'init-config.ts')), 'zod')).toContain('sandbox/init-config.ts')
  })
})
