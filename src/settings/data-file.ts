import { readFile } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import { ConfigurationError } from '../errors.js'

/**
 * Reads a file the user wrote (a policy, a scenario): JSON for .json or content starting with `{`, YAML
 * otherwise. The YAML parser is loaded only then: most audits have no such file, and it would cost every
 * one's start. Errors name the file by its base name.
 */
export async function readDataFile(path: string, what: string): Promise<unknown> {
  const file = basename(path)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new ConfigurationError(`${file}: cannot read the ${what} file (${(error as NodeJS.ErrnoException).code ?? 'error'})`)
  }
  const json = extname(path).toLowerCase() === '.json' || text.trimStart().startsWith('{')
  try {
    return json ? (JSON.parse(text) as unknown) : (await import('yaml')).parse(text)
  } catch (error) {
    throw new ConfigurationError(`${file}: not valid ${json ? 'JSON' : 'YAML'}: ${error instanceof Error ? error.message.split('\n')[0] : 'parse error'}`)
  }
}
