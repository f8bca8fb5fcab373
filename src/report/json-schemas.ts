import { z } from 'zod'
import { ScenarioSchema } from '../probe/scenario.js'
import { PolicySchema } from '../model/index.js'
import { ReportSchema } from './schema.js'

/** The documented JSON Schemas, generated from the zod schemas that validate at run time. */
export function exportedJsonSchemas(): Record<string, unknown> {
  return {
    'report.schema.json': {
      $id: 'https://github.com/mcp-behave/action/schema/report.schema.json',
      title: 'mcp-behave report (schemaVersion 1)',
      ...z.toJSONSchema(ReportSchema, { target: 'draft-2020-12', io: 'output' })
    },
    'scenario.schema.json': {
      $id: 'https://github.com/mcp-behave/action/schema/scenario.schema.json',
      title: 'mcp-behave scenario file',
      ...z.toJSONSchema(ScenarioSchema, { target: 'draft-2020-12', io: 'input' })
    },
    'policy.schema.json': {
      $id: 'https://github.com/mcp-behave/action/schema/policy.schema.json',
      title: 'mcp-behave policy file',
      ...z.toJSONSchema(PolicySchema, { target: 'draft-2020-12', io: 'input' })
    }
  }
}
