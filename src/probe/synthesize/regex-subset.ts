// Patterns: a generator for a safe subset of ECMAScript regular expressions. It never runs the
// pattern (a server's `pattern` could backtrack for hours); a string is built from the parsed pattern so
// that it matches by construction, and anything outside the subset yields undefined.

import { MAX_STRING_LENGTH } from './context.js'

const MAX_PATTERN_LENGTH = 512

type PatternNode =
  | { kind: 'sequence'; items: PatternNode[] }
  | { kind: 'alternation'; options: PatternNode[] }
  | { kind: 'char'; char: string }
  | { kind: 'repeat'; node: PatternNode; min: number; max: number }

class UnsupportedPattern extends Error {}

// characters tried, in order, when a class or '.' needs one
const PREFERRED_CHARS = 'abcdefghijklmnopqrstuvwxyz1234567890ABCDEFGHIJKLMNOPQRSTUVWXYZ-_. '

export function generateFromPattern(pattern: string, minLength: number, maxLength: number, variant: number): string | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH) return undefined
  let tree: PatternNode
  try {
    tree = new PatternParser(pattern).parse()
  } catch {
    return undefined
  }
  let shortest: string | undefined
  for (const repeat of [1, 0, 2, 4, 8, 16, 32, 64, 128, 256]) {
    const text = build(tree, repeat, variant)
    if (text === undefined || text.length > MAX_STRING_LENGTH) continue
    if (text.length >= minLength && text.length <= maxLength) return text
    if (shortest === undefined || text.length < shortest.length) shortest = text
  }
  return shortest
}

function build(node: PatternNode, repeat: number, variant: number): string | undefined {
  switch (node.kind) {
    case 'char':
      return node.char
    case 'sequence': {
      let out = ''
      for (const item of node.items) {
        const part = build(item, repeat, variant)
        if (part === undefined) return undefined
        out += part
        if (out.length > MAX_STRING_LENGTH) return undefined
      }
      return out
    }
    case 'alternation':
      return build(node.options[variant % node.options.length] as PatternNode, repeat, variant)
    case 'repeat': {
      const count = Math.min(node.max, Math.max(node.min, repeat))
      if (count > MAX_STRING_LENGTH) return undefined
      let out = ''
      for (let i = 0; i < count; i += 1) {
        const part = build(node.node, repeat, variant)
        if (part === undefined) return undefined
        out += part
        if (out.length > MAX_STRING_LENGTH) return undefined
      }
      return out
    }
  }
}

class PatternParser {
  private index = 0
  private depth = 0

  constructor(private readonly source: string) {}

  parse(): PatternNode {
    const node = this.alternation()
    if (this.index < this.source.length) throw new UnsupportedPattern('unbalanced )')
    return node
  }

  private peek(offset = 0): string | undefined {
    return this.source[this.index + offset]
  }

  private alternation(): PatternNode {
    this.depth += 1
    if (this.depth > 20) throw new UnsupportedPattern('too deep')
    const options = [this.sequence()]
    while (this.peek() === '|') {
      this.index += 1
      options.push(this.sequence())
    }
    this.depth -= 1
    return options.length === 1 ? (options[0] as PatternNode) : { kind: 'alternation', options }
  }

  private sequence(): PatternNode {
    const items: PatternNode[] = []
    for (let char = this.peek(); char !== undefined && char !== '|' && char !== ')'; char = this.peek()) {
      const atom = this.atom()
      if (atom !== null) items.push(this.quantified(atom))
    }
    return { kind: 'sequence', items }
  }

  /** null for an anchor, which matches the empty string where the generator puts it */
  private atom(): PatternNode | null {
    const char = this.source[this.index++] as string
    switch (char) {
      case '^':
      case '$':
        return null
      case '.':
        return { kind: 'char', char: 'a' }
      case '(': {
        if (this.peek() === '?') {
          if (this.peek(1) === ':') this.index += 2
          else if (this.peek(1) === '<' && this.peek(2) !== '=' && this.peek(2) !== '!') {
            const close = this.source.indexOf('>', this.index)
            if (close < 0) throw new UnsupportedPattern('bad group name')
            this.index = close + 1
          } else throw new UnsupportedPattern('lookaround')
        }
        const inner = this.alternation()
        if (this.source[this.index++] !== ')') throw new UnsupportedPattern('unclosed group')
        return inner
      }
      case '[':
        return { kind: 'char', char: this.characterClass() }
      case '\\':
        return { kind: 'char', char: pickChar(this.escape(false), false) }
      case '*':
      case '+':
      case '?':
      case '{':
        if (char === '{' && !/^\d/.test(this.peek() ?? '')) return { kind: 'char', char }
        throw new UnsupportedPattern('nothing to repeat')
      default:
        return { kind: 'char', char }
    }
  }

  private quantified(atom: PatternNode): PatternNode {
    let min: number
    let max: number
    const char = this.peek()
    if (char === '*') [min, max] = [0, Infinity]
    else if (char === '+') [min, max] = [1, Infinity]
    else if (char === '?') [min, max] = [0, 1]
    else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.index))
      if (!match) return atom
      min = Number(match[1])
      max = match[2] === undefined ? min : match[3] === '' || match[3] === undefined ? Infinity : Number(match[3])
      this.index += match[0].length - 1
    } else return atom
    this.index += 1
    if (this.peek() === '?') this.index += 1
    if (min > max) throw new UnsupportedPattern('bad range')
    return { kind: 'repeat', node: atom, min, max }
  }

  /** A character the class matches (the cursor is just after '['). */
  private characterClass(): string {
    const negated = this.peek() === '^'
    if (negated) this.index += 1
    const ranges: [number, number][] = []
    for (;;) {
      const char = this.source[this.index++]
      if (char === undefined) throw new UnsupportedPattern('unclosed class')
      if (char === ']') break
      let low: [number, number][]
      if (char === '\\') low = this.escape(true)
      else low = [[codePoint(char), codePoint(char)]]
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined && low.length === 1 && low[0]?.[0] === low[0]?.[1]) {
        this.index += 1
        const endChar = this.source[this.index++] as string
        const end = endChar === '\\' ? this.escape(true) : [[codePoint(endChar), codePoint(endChar)] as [number, number]]
        if (end.length !== 1 || end[0]?.[0] !== end[0]?.[1]) throw new UnsupportedPattern('class range to a class')
        const from = (low[0] as [number, number])[0]
        const to = (end[0] as [number, number])[0]
        if (to < from) throw new UnsupportedPattern('reversed range')
        ranges.push([from, to])
      } else ranges.push(...low)
    }
    return pickChar(ranges, negated)
  }

  /** The ranges an escape stands for (the cursor is just after '\'). */
  private escape(inClass: boolean): [number, number][] {
    const char = this.source[this.index++]
    if (char === undefined) throw new UnsupportedPattern('trailing backslash')
    const single = (c: string): [number, number][] => [[codePoint(c), codePoint(c)]]
    switch (char) {
      case 'd':
        return [[48, 57]]
      case 'w':
        return [
          [97, 122],
          [65, 90],
          [48, 57],
          [95, 95]
        ]
      case 's':
        return [
          [32, 32],
          [9, 13]
        ]
      case 'n':
        return single('\n')
      case 't':
        return single('\t')
      case 'r':
        return single('\r')
      case 'f':
        return single('\f')
      case 'v':
        return single('\v')
      case '0':
        return single('\0')
      case 'x':
      case 'u': {
        const match = char === 'x' ? /^[0-9a-fA-F]{2}/.exec(this.source.slice(this.index)) : /^[0-9a-fA-F]{4}/.exec(this.source.slice(this.index))
        if (!match) throw new UnsupportedPattern('bad hex escape')
        this.index += match[0].length
        const value = parseInt(match[0], 16)
        return [[value, value]]
      }
      case 'b':
        if (inClass) return single('\b')
        throw new UnsupportedPattern('word boundary')
      default:
        // \D \W \S \B \p{…}, back-references and control escapes are outside the subset
        if (/[A-Za-z1-9]/.test(char)) throw new UnsupportedPattern(`escape \\${char}`)
        return single(char)
    }
  }
}

function codePoint(char: string): number {
  return char.codePointAt(0) ?? 0
}

function pickChar(ranges: readonly [number, number][], negated: boolean): string {
  const inRanges = (code: number): boolean => ranges.some(([low, high]) => code >= low && code <= high)
  for (const char of PREFERRED_CHARS) if (inRanges(codePoint(char)) !== negated) return char
  if (!negated && ranges[0]) return String.fromCodePoint(ranges[0][0])
  throw new UnsupportedPattern('empty class')
}
