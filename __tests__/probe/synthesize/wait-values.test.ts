import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import AjvModule from 'ajv'
import { synthesizeArguments } from '../../../src/probe/synthesize-args.js'
import { isWaitName } from '../../../src/probe/synthesize/wait-values.js'

// Arguments that only make a call wait get a small value: literal schemas in, the arguments out, and the
// schema server-everything's tools/list answers with (the fixture, at the version pinned in package.json).

const Ajv = AjvModule.default
const ajv = new Ajv({ strict: false })

type Schema = Record<string, unknown>
const optional = (properties: Schema): Schema => ({ type: 'object', properties })
const argsOf = (properties: Schema, variants = [0, 1, 2, 3]): unknown[] => variants.map((variant) => synthesizeArguments(optional(properties), variant))

function everythingTool(name: string): Schema {
  const fixture = JSON.parse(readFileSync(join('__tests__', 'fixtures', 'tool-schemas', 'server-everything.json'), 'utf8')) as {
    package: string
    version: string
    tools: { name: string; inputSchema: Schema }[]
  }
  const installed = JSON.parse(readFileSync(join('node_modules', fixture.package, 'package.json'), 'utf8')) as { version: string }
  expect(installed.version).toBe(fixture.version)
  const tool = fixture.tools.find((entry) => entry.name === name)
  if (tool === undefined) throw new Error(`no ${name} in the fixture`)
  return tool.inputSchema
}

describe('wait arguments', () => {
  it("give server-everything's long-running operation a one-second duration in every variant, and keep its 5 steps", () => {
    const schema = everythingTool('trigger-long-running-operation')
    const validate = ajv.compile(schema)
    for (const variant of [0, 1, 2, 3]) {
      const args = synthesizeArguments(schema, variant)
      expect(args).toEqual({ duration: 1, steps: 5 })
      expect(validate(args)).toBe(true)
    }
  })

  it('are named for a wait, in camelCase or snake_case, with a unit or without', () => {
    const waits = ['duration', 'delay', 'sleep', 'wait', 'pause', 'interval', 'delayMs', 'sleep_ms', 'durationSeconds', 'wait_secs', 'pause_s']
    const more = ['delay_in_ms', 'pollInterval', 'retryDelay', 'waitTime', 'sleep_time', 'intervalMillis', 'DURATION_MINUTES']
    const others = ['timeout', 'timeoutMs', 'waitTimeout', 'maxDelay', 'delay_limit', 'count', 'steps', 'retries', 'limit', 'seconds', 'time']
    expect([...waits, ...more].filter((name) => !isWaitName(name))).toEqual([])
    expect([...others, 'durable', 'delayed_job', 'sleepy', undefined].filter((name) => isWaitName(name))).toEqual([])
  })

  it('take 1, or the lower bound when it is higher, never the long default', () => {
    expect(argsOf({ delayMs: { type: 'integer', default: 30_000 } })).toEqual(Array(4).fill({ delayMs: 1 }))
    expect(argsOf({ duration: { type: 'number', minimum: 2, default: 60 } }, [0, 1])).toEqual([{ duration: 2 }, { duration: 2 }])
    expect(argsOf({ sleep_seconds: { type: 'integer', exclusiveMinimum: 5, default: 60 } }, [0])).toEqual([{ sleep_seconds: 6 }])
    expect(argsOf({ pause: { type: 'number', exclusiveMinimum: 3 } }, [0])).toEqual([{ pause: 3.1 }])
    // minimum 0 allows 0, but 1 still waits: a server may refuse 0 or skip its waiting code
    expect(argsOf({ interval: { type: 'integer', minimum: 0, default: 10 } }, [0])).toEqual([{ interval: 1 }])
    expect(argsOf({ delay: { type: 'integer', minimum: -5, default: 10 } }, [0])).toEqual([{ delay: 1 }])
    expect(argsOf({ delay: { type: 'integer', minimum: 250, multipleOf: 100 } }, [0])).toEqual([{ delay: 300 }])
    // minutes: about a second where the schema allows a fraction
    expect(argsOf({ durationMinutes: { type: 'number', default: 5 }, wait_minutes: { type: 'integer', default: 5 } }, [0])).toEqual([
      { durationMinutes: 0.02, wait_minutes: 1 }
    ])
  })

  it('are filled even when optional and without a default, so the server does not wait its own default', () => {
    expect(synthesizeArguments(optional({ query: { type: 'string' }, delay_ms: { type: 'integer' } }))).toEqual({ delay_ms: 1 })
    // pydantic's `float | None = None`: the number branch, not the null that leaves the wait to the server
    expect(synthesizeArguments(optional({ sleep: { anyOf: [{ type: 'number' }, { type: 'null' }], default: null } }), 1)).toEqual({ sleep: 1 })
  })

  it('take the smallest positive member of an enum', () => {
    expect(argsOf({ duration: { type: 'integer', enum: [30, 5, 60], default: 30 } })).toEqual(Array(4).fill({ duration: 5 }))
    expect(argsOf({ delay: { type: 'integer', enum: [0, 10, 2] } }, [0])).toEqual([{ delay: 2 }])
  })

  it('leave alone timeouts, counts, a string duration, a const, and a wait shorter than one second', () => {
    const schema = optional({
      timeout: { type: 'number', default: 30 },
      timeoutMs: { type: 'integer', default: 60_000 },
      count: { type: 'integer', default: 10 },
      steps: { type: 'number', default: 5 },
      duration: { type: 'string', default: 'PT5M' },
      interval: { type: 'string', format: 'duration' },
      delay: { type: 'integer', const: 10 },
      pause: { type: 'number', maximum: 0.5, default: 0.25 }
    })
    expect(synthesizeArguments(schema)).toEqual({ timeout: 30, timeoutMs: 60_000, count: 10, steps: 5, duration: 'PT5M', delay: 10, pause: 0.25 })
    expect(synthesizeArguments(schema, 1)).toMatchObject({ interval: 'P1D' })
  })
})
