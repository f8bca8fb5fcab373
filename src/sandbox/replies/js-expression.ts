// A reader of the few JavaScript expressions a schema is written in — identifiers, member access, calls,
// object and array literals, strings, numbers, arrow functions — from a position in a source, without a
// whole-file parse: a server's bundle can be megabytes, of which only its schemas matter here. Anything
// else (an operator, a class, a block body) is skipped as a balanced run of tokens and read as `other`.
// Bounded: an expression of at most MAX_NODES nodes and MAX_CHARS characters.

export type JsNode =
  | { k: 'id'; name: string }
  | { k: 'str'; value: string }
  | { k: 'num'; value: number }
  | { k: 'lit'; value: boolean | null }
  | { k: 'member'; object: JsNode; property: string }
  | { k: 'call'; callee: JsNode; args: JsNode[]; start: number; end: number }
  | { k: 'obj'; entries: [string | null, JsNode][] }
  | { k: 'arr'; items: JsNode[] }
  | { k: 'fn'; body: JsNode | null }
  | { k: 'other' }

const MAX_NODES = 20_000
const MAX_CHARS = 400_000
const IDENT = /[A-Za-z_$][\w$]*/y
const NUMBER = /-?(?:0[xX][\da-fA-F]+|\d[\d_]*(?:\.\d+)?(?:[eE][-+]?\d+)?)n?/y
const SPACE = /(?:\s+|\/\/[^\n]*|\/\*[^]*?\*\/)+/y
const CLOSERS = new Set([')', ']', '}'])
const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' }
/** what may come before a `/` that starts a regular expression rather than divides */
const REGEX_BEFORE = /^$|[(,=:[!&|?{};+\-*%<>~^]/

class Reader {
  pos: number
  private nodes = 0
  private readonly limit: number
  constructor(
    readonly text: string,
    start: number
  ) {
    this.pos = start
    this.limit = Math.min(text.length, start + MAX_CHARS)
  }

  private space(): void {
    SPACE.lastIndex = this.pos
    if (SPACE.test(this.text)) this.pos = SPACE.lastIndex
  }

  /** Whether the white space just before the position (back to `from` at most) holds a line break. */
  private lineBreakBefore(from: number): boolean {
    let i = this.pos
    while (i > from && /\s/.test(this.text[i - 1] as string)) i--
    return /[\r\n]/.test(this.text.slice(i, this.pos))
  }

  peek(): string {
    this.space()
    return this.pos < this.limit ? (this.text[this.pos] as string) : ''
  }

  private eat(token: string): boolean {
    if (this.peek() === token[0] && this.text.startsWith(token, this.pos)) {
      this.pos += token.length
      return true
    }
    return false
  }

  private ident(): string | null {
    this.space()
    IDENT.lastIndex = this.pos
    const match = IDENT.exec(this.text)
    if (!match || match.index !== this.pos) return null
    this.pos += match[0].length
    return match[0]
  }

  /** A quoted string (escapes read), or a template without `${}` as its text; null for anything else. */
  private string(): string | null {
    const quote = this.peek()
    if (quote !== '"' && quote !== "'" && quote !== '`') return null
    let out = ''
    let i = this.pos + 1
    while (i < this.limit) {
      const c = this.text[i] as string
      if (c === '\\') {
        const next = this.text[i + 1] ?? ''
        out += next === 'n' ? '\n' : next === 't' ? '\t' : next
        i += 2
        continue
      }
      if (c === quote) break
      if (quote === '`' && c === '$' && this.text[i + 1] === '{') {
        this.pos = this.skipTemplate(i)
        return null
      }
      out += c
      i++
    }
    this.pos = i + 1
    return out
  }

  /** The position after the template literal that contains position `from`. */
  private skipTemplate(from: number): number {
    let i = from
    while (i < this.limit) {
      const c = this.text[i]
      if (c === '\\') i += 2
      else if (c === '`') return i + 1
      else if (c === '$' && this.text[i + 1] === '{') {
        this.pos = i + 2
        this.skipBalanced('}')
        i = this.pos
      } else i++
    }
    return this.limit
  }

  /** Skips a string, template or regular expression literal at the position; false when there is none. */
  skipLiteral(): boolean {
    const c = this.peek()
    if (c === '"' || c === "'" || c === '`') {
      this.string()
      return true
    }
    if (c !== '/' || !REGEX_BEFORE.test(this.before())) return false
    let i = this.pos + 1
    let inClass = false
    while (i < this.limit && this.text[i] !== '\n') {
      const d = this.text[i]
      if (d === '\\') i++
      else if (d === '[') inClass = true
      else if (d === ']') inClass = false
      else if (d === '/' && !inClass) break
      i++
    }
    this.pos = i + 1
    return true
  }

  /** The last character before the position that is not a space. */
  private before(): string {
    let i = this.pos - 1
    while (i >= 0 && /\s/.test(this.text[i] as string)) i--
    return i < 0 ? '' : (this.text[i] as string)
  }

  /** Skips tokens up to the closer (consumed), literals and nested brackets included. */
  skipBalanced(closer: string): void {
    const stack = [closer]
    while (this.pos < this.limit && stack.length > 0) {
      if (this.skipLiteral()) continue
      const c = this.peek()
      if (c === '') return
      this.pos++
      if (OPENERS[c]) stack.push(OPENERS[c])
      else if (c === stack.at(-1)) stack.pop()
    }
  }

  /** Skips to the end of the current element: up to a `,` or a closer at this depth (not consumed). */
  private skipElement(): void {
    while (this.pos < this.limit) {
      if (this.skipLiteral()) continue
      const c = this.peek()
      if (c === '' || c === ',' || c === ';' || CLOSERS.has(c)) return
      this.pos++
      if (OPENERS[c]) this.skipBalanced(OPENERS[c])
    }
  }

  expression(): JsNode {
    if (++this.nodes > MAX_NODES) throw new RangeError('expression too large')
    const start = this.pos
    let node = this.postfix()
    const c = this.peek()
    // A line break before a word or a string ends the statement (no semicolons): `= z.object({…})⏎const next = …`
    if (/^[\w$'"]/.test(c) && this.lineBreakBefore(start) && !/^(?:in|instanceof)\b/.test(this.text.slice(this.pos, this.pos + 11))) return node
    // `a ?? b`, `a || b`, a ternary, a binary operator: what follows is not read
    if (c !== '' && c !== ',' && c !== ';' && !CLOSERS.has(c) && c !== ':') {
      this.skipElement()
      node = this.pos > start ? { k: 'other' } : node
    }
    return node
  }

  private postfix(): JsNode {
    let node = this.primary()
    for (;;) {
      const start = this.pos
      if (this.eat('?.') || this.eat('.')) {
        if (this.peek() === '(' || this.peek() === '[') continue
        const name = this.ident()
        if (name === null) return { k: 'other' }
        node = { k: 'member', object: node, property: name }
      } else if (this.peek() === '(') {
        this.pos++
        node = { k: 'call', callee: node, args: this.list(')'), start, end: this.pos }
      } else if (this.peek() === '[') {
        this.pos++
        const index = this.expression()
        this.eat(']')
        node =
          index.k === 'str'
            ? { k: 'member', object: node, property: index.value }
            : index.k === 'num'
              ? { k: 'member', object: node, property: String(index.value) }
              : { k: 'other' }
      } else return node
    }
  }

  private list(closer: string): JsNode[] {
    const items: JsNode[] = []
    while (this.pos < this.limit) {
      if (this.eat(closer)) return items
      if (this.eat(',')) continue
      this.eat('...')
      const before = this.pos
      items.push(this.expression())
      if (this.pos === before) this.pos++
    }
    return items
  }

  private object(): JsNode {
    const entries: [string | null, JsNode][] = []
    while (this.pos < this.limit) {
      if (this.eat('}')) break
      if (this.eat(',')) continue
      if (this.eat('...')) {
        entries.push([null, this.expression()])
        continue
      }
      let key: string | null = this.ident() ?? this.string()
      if (key === null) {
        NUMBER.lastIndex = this.pos
        const number = NUMBER.exec(this.text)
        if (number && number.index === this.pos) {
          key = number[0]
          this.pos += number[0].length
        } else if (this.eat('[')) this.skipBalanced(']')
      }
      if (this.eat(':')) entries.push([key, this.expression()])
      else if (this.peek() === '(') {
        // a method: its body is not a value
        this.skipElement()
      } else if (key !== null && /^[A-Za-z_$][\w$]*$/.test(key)) entries.push([key, { k: 'id', name: key }])
      else this.skipElement()
    }
    return { k: 'obj', entries }
  }

  /** After `(` or a bare parameter: an arrow function's body, or null when this is no arrow. */
  private arrowBody(): JsNode | null {
    if (!this.eat('=>')) return null
    if (this.peek() === '{') {
      this.pos++
      const returned = this.returned()
      return returned ?? { k: 'other' }
    }
    return this.expression()
  }

  /** A block body (after its `{`): the expression of its last `return`, the block skipped. */
  private returned(): JsNode | null {
    const start = this.pos
    this.skipBalanced('}')
    const end = this.pos
    const at = this.text.lastIndexOf('return', end)
    if (at < start) return null
    const inner = new Reader(this.text, at + 'return'.length)
    inner.nodes = this.nodes
    const node = inner.expression()
    this.nodes = inner.nodes
    return inner.pos <= end ? node : null
  }

  private primary(): JsNode {
    const c = this.peek()
    if (c === '') return { k: 'other' }
    if (c === '"' || c === "'" || c === '`') {
      const value = this.string()
      return value === null ? { k: 'other' } : { k: 'str', value }
    }
    if (c === '{') {
      this.pos++
      return this.object()
    }
    if (c === '[') {
      this.pos++
      return { k: 'arr', items: this.list(']') }
    }
    if (c === '(') {
      this.pos++
      const inner = this.list(')')
      const body = this.arrowBody()
      if (body !== null) return { k: 'fn', body }
      return inner.length === 1 ? (inner[0] as JsNode) : { k: 'other' }
    }
    NUMBER.lastIndex = this.pos
    const number = NUMBER.exec(this.text)
    if (number && number.index === this.pos && !/^-$/.test(number[0])) {
      this.pos += number[0].length
      return { k: 'num', value: Number(number[0].replace(/[_n]/g, '')) }
    }
    const name = this.ident()
    if (name === null) {
      this.skipElement()
      return { k: 'other' }
    }
    if (name === 'true' || name === 'false') return { k: 'lit', value: name === 'true' }
    if (name === 'null' || name === 'undefined' || name === 'void') return { k: 'lit', value: null }
    if (name === 'new' || name === 'await') return this.postfix()
    if (name === 'async') return this.primary()
    if (name === 'function') {
      this.ident()
      if (this.eat('(')) this.skipBalanced(')')
      if (this.eat('{')) return { k: 'fn', body: this.returned() }
      return { k: 'other' }
    }
    const body = this.peek() === '=' ? this.arrowBody() : null
    return body !== null ? { k: 'fn', body } : { k: 'id', name }
  }
}

/** The expression starting at `start` in `text`, with the position after it; `other` when it cannot be read. */
export function readExpression(text: string, start: number): { node: JsNode; end: number } {
  const reader = new Reader(text, start)
  try {
    const node = reader.expression()
    return { node, end: reader.pos }
  } catch {
    return { node: { k: 'other' }, end: reader.pos }
  }
}

/** The position after the bracket matching the one at `open` (`(`, `[` or `{`), literals skipped; -1 when unmatched. */
export function afterMatching(text: string, open: number): number {
  const closer = OPENERS[text[open] ?? '']
  if (!closer) return -1
  const reader = new Reader(text, open + 1)
  reader.skipBalanced(closer)
  return text[reader.pos - 1] === closer ? reader.pos : -1
}
