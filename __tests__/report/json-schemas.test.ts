import { readFileSync, writeFileSync } from 'node:fs'
import { exportedJsonSchemas } from '../../src/report/json-schemas.js'

// schema/*.json are generated from the zod schemas; this test keeps the committed files in step.
// Regenerate with: npm run schema
const schemaDir = new URL('../../schema/', import.meta.url)

describe('exported JSON Schemas', () => {
  it.each(Object.entries(exportedJsonSchemas()))('%s is up to date', (file, schema) => {
    const generated = JSON.stringify(schema, null, 2) + '\n'
    if (process.env.UPDATE_SCHEMAS === '1') writeFileSync(new URL(file, schemaDir), generated)
    expect(readFileSync(new URL(file, schemaDir), 'utf8')).toBe(generated)
  })
})
