// Issue 42, class 6: an arithmetic expression handed to eval, so any JavaScript runs (`process`,
// `require`-free ESM still reaches fs and child_process through process.getBuiltinModule). --fixed: a
// small parser for numbers, + - * / %, unary signs and parentheses. Needs no root.
import { z } from 'zod'
import { READ_ONLY_LOCAL, answer, commandLine, refusal, serve } from './serve.mjs'

const { fixed } = commandLine()

/** The bug: the expression is JavaScript to the engine. */
const evaluateWithEval = (expression) => eval(expression)

/** The fix: arithmetic only, read token by token. */
function evaluateArithmetic(expression) {
  const tokens = expression.match(/\d+(?:\.\d+)?|\S/g) ?? []
  let at = 0
  const next = () => tokens[at]
  function operand() {
    const token = tokens[at++]
    if (token === '(') {
      const value = sum()
      if (tokens[at++] !== ')') throw new Error('missing ")"')
      return value
    }
    if (token === '-') return -operand()
    if (token === '+') return operand()
    if (token !== undefined && /^\d/.test(token)) return Number(token)
    throw new Error(`unexpected ${token === undefined ? 'end of expression' : `"${token}"`}`)
  }
  function product() {
    let value = operand()
    while (next() === '*' || next() === '/' || next() === '%') {
      const operator = tokens[at++]
      const right = operand()
      value = operator === '*' ? value * right : operator === '/' ? value / right : value % right
    }
    return value
  }
  function sum() {
    let value = product()
    while (next() === '+' || next() === '-') value = tokens[at++] === '+' ? value + product() : value - product()
    return value
  }
  const value = sum()
  if (at < tokens.length) throw new Error(`unexpected "${tokens[at]}"`)
  return value
}

const evaluate = fixed ? evaluateArithmetic : evaluateWithEval

await serve({ name: 'quick-calc', version: '1.1.0' }, (server) => {
  server.registerTool(
    'calculate',
    {
      description: 'Evaluates an arithmetic expression (numbers, + - * / %, parentheses) and returns the result.',
      inputSchema: { expression: z.string().describe('The expression, e.g. "(2 + 3) * 4"') },
      annotations: READ_ONLY_LOCAL
    },
    async ({ expression }) => {
      try {
        return answer(String(evaluate(expression)))
      } catch (error) {
        return refusal(`Cannot evaluate ${expression}: ${error.message}`)
      }
    }
  )
  server.registerTool(
    'celsius_to_fahrenheit',
    { description: 'Converts a temperature from degrees Celsius to degrees Fahrenheit.', inputSchema: { celsius: z.number() }, annotations: READ_ONLY_LOCAL },
    async ({ celsius }) => answer(String(Number(((celsius * 9) / 5 + 32).toFixed(2))))
  )
})
