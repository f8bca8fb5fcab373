// Resource templates: an RFC 6570 URI template filled with values from the key-name hints.

import { hintKind, hintString } from './key-hints.js'
import { safeDecode } from './schema-access.js'

/**
 * Expands an RFC 6570 URI template (levels 1-3: `{var}`, `{+var}`, `{#var}`, `{.var}`, `{/var}`,
 * `{;var}`, `{?a,b}`, `{&a}`; prefix and explode modifiers accepted) with values from the key-name hints.
 * Anything that is not a well-formed expression is kept as written.
 */
export function instantiateUriTemplate(template: string): string {
  return template.replace(/\{([^{}]*)\}/g, (whole, expression: string) => expandExpression(expression) ?? whole)
}

const OPERATORS: Record<string, { first: string; separator: string; named: boolean; reserved: boolean }> = {
  '': { first: '', separator: ',', named: false, reserved: false },
  '+': { first: '', separator: ',', named: false, reserved: true },
  '#': { first: '#', separator: ',', named: false, reserved: true },
  '.': { first: '.', separator: '.', named: false, reserved: false },
  '/': { first: '/', separator: '/', named: false, reserved: false },
  ';': { first: ';', separator: ';', named: true, reserved: false },
  '?': { first: '?', separator: '&', named: true, reserved: false },
  '&': { first: '&', separator: '&', named: true, reserved: false }
}

function expandExpression(expression: string): string | undefined {
  const operatorChar = /^[+#./;?&]/.test(expression) ? (expression[0] as string) : ''
  const operator = OPERATORS[operatorChar]
  if (operator === undefined) return undefined
  const specs = expression.slice(operatorChar.length).split(',')
  const parts: string[] = []
  for (const spec of specs) {
    const match = /^((?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:\.?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*)(?::([1-9]\d{0,3})|\*)?$/.exec(spec)
    if (!match) return undefined
    const name = match[1] as string
    let value = templateValue(name)
    if (match[2] !== undefined) value = [...value].slice(0, Number(match[2])).join('')
    const encoded = encodeTemplateValue(value, operator.reserved)
    parts.push(operator.named ? (encoded === '' && operatorChar === ';' ? name : `${name}=${encoded}`) : encoded)
  }
  return operator.first + parts.join(operator.separator)
}

function templateValue(name: string): string {
  const kind = hintKind(safeDecode(name))
  if (kind === 'path' || kind === 'filename') return 'notes.txt'
  if (kind === undefined || kind === 'text') return 'hello'
  return hintString(name, 0) ?? 'hello'
}

function encodeTemplateValue(value: string, reserved: boolean): string {
  const allowed = reserved ? /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]/ : /[A-Za-z0-9\-._~]/
  let out = ''
  for (const char of value) {
    out += allowed.test(char) ? char : [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')
  }
  return out
}
