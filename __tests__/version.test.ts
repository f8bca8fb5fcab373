import { readFileSync } from 'node:fs'
import { AUDITOR_VERSION } from '../src/version.js'

test('the auditor version reported in JSON is the package version', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
  expect(AUDITOR_VERSION).toBe(pkg.version)
})
