// Arguments that only make a call wait: a number called `duration`, `delayMs` or `sleep_seconds` sets how
// long the tool sleeps, and its default can be long (server-everything's trigger-long-running-operation
// sleeps `duration: 10` seconds). The length of a wait changes how long the call takes, not what the tool
// does, so such an argument gets the smallest useful value the schema allows, in every variant, and is
// filled even where optional (left out, the server's own default applies, however long).
//
// Only names that clearly mean "how long to wait": not a timeout (a tiny one makes the call fail, and
// the trace then shows the failure instead of the work), not a count, a step or a limit, and not a cap on
// a wait (`maxDelay`).

import { splitWords } from '../../model/key-hints.js'
import { chooseType } from './choose-type.js'
import type { Context } from './context.js'
import { normalize } from './normalize-schema.js'
import { numberBound, numberFits } from './proposed-values.js'
import { isRecord, numberField, own } from './schema-access.js'

const WAIT_WORDS = new Set(['duration', 'delay', 'sleep', 'wait', 'pause', 'interval'])
const SECOND_UNITS = new Set(['ms', 'millis', 'millisecond', 'milliseconds', 's', 'sec', 'secs', 'second', 'seconds'])
const MINUTE_UNITS = new Set(['min', 'mins', 'minute', 'minutes'])
// a name with one of these bounds a wait or ends it rather than asking for one
const NOT_A_WAIT = new Set(['timeout', 'max', 'maximum', 'limit', 'deadline', 'ttl'])

/**
 * The words of a wait argument's name without its unit, and whether the unit is minutes; undefined for any
 * other name. `delayMs`, `sleep_seconds`, `delay_in_ms`, `pollInterval`, `waitTime` are waits; `timeoutMs`,
 * `maxDelay`, `seconds` and `steps` are not.
 */
function waitName(name: string | undefined): { minutes: boolean } | undefined {
  if (name === undefined) return undefined
  const words = splitWords(name)
  const unit = words.length > 1 ? words[words.length - 1] : undefined
  const minutes = unit !== undefined && MINUTE_UNITS.has(unit)
  const core = unit !== undefined && (minutes || SECOND_UNITS.has(unit)) ? words.slice(0, -1) : words
  if (core.length > 1 && core[core.length - 1] === 'in') core.pop()
  if (core.some((word) => NOT_A_WAIT.has(word))) return undefined
  const last = core[core.length - 1]
  // `waitTime`, `sleepTime`: "time" after a wait word
  const waits = last !== undefined && (WAIT_WORDS.has(last) || (last === 'time' && core.length > 1 && WAIT_WORDS.has(core[core.length - 2] ?? '')))
  return waits ? { minutes } : undefined
}

/** Whether a property's name says it sets how long the call waits (see waitName). */
export function isWaitName(name: string | undefined): boolean {
  return waitName(name) !== undefined
}

/**
 * The value for a numeric wait argument, or undefined when `name` is not a wait's or the schema is not a
 * number's (a string `duration` like "PT5M" is left to the usual path, and a `const` is kept).
 *
 * 1 (one second, one millisecond), or the schema's lower bound when that is higher (the next value above
 * an exclusive one). Not 0 even where allowed: a server may refuse it without saying so in its schema, or
 * skip the waiting code (`if (delay) await sleep(delay)`), and the trace should show the path a user's
 * call takes. In minutes a number gets 0.02 (about a second). An enum gives its smallest positive member.
 */
export function waitValue(context: Context, rawSchema: unknown, name: string | undefined): number | undefined {
  const wait = waitName(name)
  if (wait === undefined) return undefined
  // variant 0's branch of an anyOf (null branches last), whatever the variant: every call waits as little
  const schema = normalize(context, rawSchema, 0)
  if (!isRecord(schema) || Object.hasOwn(schema, 'const')) return undefined
  const type = chooseType(schema, name, 0)
  if (type !== 'number' && type !== 'integer') return undefined
  const integer = type === 'integer'

  const members = own(schema, 'enum')
  if (Array.isArray(members)) {
    const numbers = members.filter((m): m is number => typeof m === 'number' && Number.isFinite(m) && m >= 0 && (!integer || Number.isInteger(m)))
    const positive = numbers.filter((m) => m > 0)
    const pool = positive.length > 0 ? positive : numbers
    return pool.length > 0 ? Math.min(...pool) : undefined
  }

  const target = wait.minutes && !integer ? 0.02 : 1
  const lower = numberBound(schema, 'lower')
  let value: number
  if (lower === undefined || lower.value < target) value = target
  else if (integer) value = lower.strict ? Math.floor(lower.value) + 1 : Math.ceil(lower.value)
  else value = lower.strict ? lower.value + 0.1 : lower.value
  const multipleOf = numberField(schema, 'multipleOf')
  if (multipleOf !== undefined && multipleOf > 0) {
    value = Math.ceil(value / multipleOf) * multipleOf
    if (lower?.strict === true && value <= lower.value) value += multipleOf
  }
  // an upper bound below the value (a wait of at most half a second): the usual path picks within it
  return numberFits(value, schema, integer) ? value : undefined
}
