import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { fleetJsonSchema } from '../../src/fleet/schema.js'

// schema/fleet.schema.json is generated from the zod schema; this keeps the committed file in step.
// Regenerate with: npm run schema
const file = new URL('../../schema/fleet.schema.json', import.meta.url)

describe('schema/fleet.schema.json', () => {
  it('is up to date', () => {
    const generated = JSON.stringify(fleetJsonSchema(), null, 2) + '\n'
    if (process.env.UPDATE_SCHEMAS === '1') writeFileSync(file, generated)
    expect(readFileSync(file, 'utf8')).toBe(generated)
  })
})
