// Everything a server sends (names, descriptions, paths, error text) is attacker-controlled and ends up in
// places that interpret text: the Actions runner parses every stdout/stderr line for workflow commands
// (`::error::`, `::add-mask::`, `::stop-commands::`, and the legacy `##[…]` form anywhere in a line), the
// terminal interprets ANSI escapes, and GitHub renders Markdown with HTML, @mentions and #references.
// This module is the single place where untrusted text is made inert, for each of those sinks and for the
// data we keep (finding messages, the dashboard's payload). It is a shared leaf, below every stage, so the
// rules that quote a server's words use the same definitions as the renderers that print them; no other
// module spells out a class of control characters (a test keeps it so).

// CSI (ESC [ … final), OSC (ESC ] … BEL or ESC \), 8-bit CSI, and two-character ESC sequences. An
// unterminated OSC is left alone: its ESC is then escaped visibly instead of swallowing the rest of the text.
const ANSI_SEQUENCE = /\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b\[[0-?]*[ -/]*[@-~]?|\u009b[0-?]*[ -/]*[@-~]?|\u001b[@-Z\\^_]/g

// Beyond the C0 controls: DEL and the C1 controls, zero-width characters and bidi marks, line/paragraph
// separators, bidi embeddings and overrides, word joiner to bidi isolates, BOM. Anything that can break a
// line, hide text or reorder what a reviewer sees. Every pattern below is built from this one list.
const INVISIBLE_RANGES = '\\u007f-\\u009f\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2069\\ufeff'
// Half of a surrogate pair on its own is no character at all: a terminal shows U+FFFD, hiding what was sent.
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]'
// TAG characters U+E0000–U+E007F (a surrogate pair each): invisible everywhere, ASCII shifted by 0xE0000.
const TAG_CHARACTER = '\\udb40[\\udc00-\\udc7f]'

const CONTROL_OR_INVISIBLE = new RegExp(`[\\u0000-\\u001f${INVISIBLE_RANGES}]|${LONE_SURROGATE}|${TAG_CHARACTER}`, 'g')
const LINE_BREAKING = /[\r\n\u000b\u000c\u0085\u2028\u2029\t]/g

export function stripAnsi(text: string): string {
  return text.replace(ANSI_SEQUENCE, '')
}

function visibleEscape(char: string): string {
  switch (char) {
    case '\n':
      return '\\n'
    case '\r':
      return '\\r'
    case '\t':
      return '\\t'
  }
  const code = char.codePointAt(0) ?? 0
  if (code > 0xffff) return `\\u{${code.toString(16)}}`
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
}

/**
 * Makes untrusted text safe to print on an Actions step's stdout/stderr and on a terminal: one line, no ANSI
 * escapes, no workflow command. Idempotent, so layers that neutralize again do not double-escape.
 */
export function neutralizeForLog(text: string): string {
  // Order matters: stripping ANSI can join `#` `#` `[` or bring `::` to the front, so it comes first and
  // the command checks come last. Backslashes are deliberately not escaped, which keeps this idempotent.
  let out = stripAnsi(text).replace(CONTROL_OR_INVISIBLE, visibleEscape)
  out = out.replace(/##\[/g, '##\\[')
  // The runner trims leading whitespace (Unicode White_Space) before looking for `::`.
  if (/^\s*::/u.test(out)) out = `\\${out}`
  return out
}

/** Cuts to at most maxLen code points, ending with `…` when something was cut. */
export function truncate(text: string, maxLen: number): string {
  const chars = Array.from(text)
  if (chars.length <= maxLen) return text
  if (maxLen <= 1) return '…'.slice(0, Math.max(0, maxLen))
  return `${chars.slice(0, maxLen - 1).join('')}…`
}

/**
 * Untrusted text as one line of data, with nothing hidden: C0 and C1 controls (ESC too, so no ANSI sequence
 * acts), DEL, zero-width and bidi characters, line and paragraph separators, BOM and lone surrogates become
 * visible escapes (`\n`, `\x1b`, `\u202e`); everything else is kept as sent. For values we store or send
 * (finding messages, the dashboard's payload): printing still goes through the sink's function
 * (neutralizeForLog, markdownInline), which also breaks `##[` and `::`. Idempotent.
 */
export function oneLine(text: string): string {
  return text.replace(CONTROL_OR_INVISIBLE, visibleEscape)
}

/** Quoted excerpts in finding messages are this long by default. */
export const MAX_EXCERPT_CHARS = 80

/**
 * A short excerpt of untrusted prose for a message: whitespace runs and line breaks become one space, other
 * invisibles are shown as by oneLine, and the result is cut to at most maxLen code points (never inside a
 * surrogate pair), ending with `…` when something was cut.
 */
export function excerpt(text: string, maxLen = MAX_EXCERPT_CHARS): string {
  return truncate(oneLine(text.replace(LINE_BREAKING, ' ').replace(/\s+/g, ' ').trim()), maxLen)
}

/** One line of plain text for Markdown: no ANSI, breaks become spaces, other invisibles become visible. */
function flattenForMarkdown(text: string): string {
  return stripAnsi(text).replace(LINE_BREAKING, ' ').replace(CONTROL_OR_INVISIBLE, visibleEscape)
}

const MARKDOWN_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\\': '\\\\',
  '*': '\\*',
  _: '\\_',
  '[': '\\[',
  ']': '\\]',
  '(': '\\(',
  ')': '\\)',
  '!': '\\!',
  '#': '\\#',
  '|': '\\|',
  '~': '\\~',
  '`': '\\`',
  // GitHub links @mentions and notifies the user; a zero-width joiner after `@` breaks the match without
  // changing what a reader sees. (`&#64;` would not help: mentions are found after entities are decoded.)
  '@': '@\u200d'
}

function escapeMarkdown(flat: string): string {
  return flat.replace(/[&<>\\*_[\]()!#|~`@]/g, (char) => MARKDOWN_ESCAPES[char] ?? char).replace(/\\#(?=[0-9])/g, '\\#\u200d') // `#123` would cross-reference (and ping) an issue
}

/**
 * Untrusted text for Markdown prose and table cells: HTML and Markdown syntax escaped, @mentions and #refs
 * broken, line breaks turned into spaces, cut to maxLen visible characters.
 */
export function markdownInline(text: string, maxLen = 300): string {
  return escapeMarkdown(truncate(flattenForMarkdown(text), maxLen))
}

/**
 * A path, address or argv shown as inline code. Code spans render their content as text (no HTML, no
 * mentions), but a backtick would end the span, a `|` still splits a table cell, and a `##[` would be a
 * workflow command if this Markdown were ever printed to the log; such values fall back to escaped text.
 */
export function markdownCode(text: string, maxLen = 200): string {
  const flat = truncate(flattenForMarkdown(text), maxLen)
  if (flat.trim() === '') return `\`"${flat}"\``
  if (/[`|]|##\[/.test(flat)) return escapeMarkdown(flat)
  return `\`${flat}\``
}

/** A fence for a fenced code block that no backtick run inside `content` can close. */
export function codeFence(content: string): string {
  const longestRun = Math.max(0, ...Array.from(content.matchAll(/`+/g), (match) => match[0].length))
  return '`'.repeat(Math.max(3, longestRun + 1))
}

/**
 * Untrusted multi-line text for a fenced code block: each line goes through neutralizeForLog, so the block
 * stays inert even if the Markdown is echoed to a step log (a code block cannot escape anything else).
 */
export function codeBlockText(text: string): string {
  return text
    .split(/\r\n|\n/)
    .map((line) => neutralizeForLog(line))
    .join('\n')
}

// Characters JSON.stringify leaves raw that a terminal or a reviewer's eye would act on. Outside strings
// JSON text is plain ASCII punctuation, so every match is inside a string and `\uXXXX` keeps the value.
const JSON_RAW_INVISIBLE = new RegExp(`[${INVISIBLE_RANGES}]|${TAG_CHARACTER}`, 'g')

/**
 * JSON text that is safe to print on a runner log, line by line, and parses back to exactly `value`:
 * invisible and bidi characters become `\uXXXX`, `##[` becomes `#\u0023[` (`#` only ever occurs inside
 * strings), and no line can start with `::` because every string stays on its line behind a quote.
 */
export function logSafeJson(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent)
    .replace(JSON_RAW_INVISIBLE, (chars) => Array.from(chars.split(''), (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''))
    .replace(/##\[/g, '#\\u0023[')
}

// What may not stay raw in a printed line: the legacy command prefix, and controls other than tab.
const UNSAFE_IN_LINE = new RegExp(`##\\[|[\\u0000-\\u0008\\u000b-\\u001f${INVISIBLE_RANGES}]|${LONE_SURROGATE}|${TAG_CHARACTER}`)

/**
 * Text about to be printed, made of parts we escaped already, with a last check per line: a line that
 * would still read as a workflow command, or carries raw controls, goes through neutralizeForLog. Our
 * own ANSI colours survive only with `keepAnsi` (a terminal, never a runner log).
 */
export function logSafeLines(text: string, keepAnsi = false): string {
  return text
    .split('\n')
    .map((line) => {
      const checked = keepAnsi ? stripAnsi(line) : line
      return UNSAFE_IN_LINE.test(checked) || /^\s*::/u.test(checked) ? neutralizeForLog(line) : line
    })
    .join('\n')
}

// What the server-text checks (profile/server-text/) ask of a character: defined here, with the classes above.

/** The kind of an invisible code point a reader would not see, or null for a visible one. */
export type InvisibleKind = 'tag' | 'zero-width' | 'bidi-mark' | 'bidi-embedding' | 'bidi-override' | 'bidi-isolate'

export function invisibleKind(codePoint: number): InvisibleKind | null {
  if (codePoint >= 0xe0000 && codePoint <= 0xe007f) return 'tag'
  if ((codePoint >= 0x200b && codePoint <= 0x200d) || (codePoint >= 0x2060 && codePoint <= 0x2064) || codePoint === 0xfeff || codePoint === 0x180e) {
    return 'zero-width'
  }
  if (codePoint === 0x200e || codePoint === 0x200f || codePoint === 0x061c) return 'bidi-mark'
  if (codePoint === 0x202a || codePoint === 0x202b || codePoint === 0x202c) return 'bidi-embedding'
  if (codePoint === 0x202d || codePoint === 0x202e) return 'bidi-override'
  if (codePoint >= 0x2066 && codePoint <= 0x2069) return 'bidi-isolate'
  return null
}

/** A run of TAG characters as the ASCII it spells (U+E0020–E007E); other tags as `\u{e00xx}`. */
export function decodeTags(run: string): string {
  return Array.from(run, (char) => {
    const code = (char.codePointAt(0) ?? 0) - 0xe0000
    return code >= 0x20 && code <= 0x7e ? String.fromCharCode(code) : visibleEscape(char)
  }).join('')
}

const TAG_RUN = new RegExp(`(?:${TAG_CHARACTER})+`, 'g')

/**
 * Untrusted text quoted so a reviewer sees what a model would read: each run of TAG characters is shown
 * decoded, as `[hidden: "…"]`, every other invisible or control character (ESC included) as a visible
 * escape, whitespace runs as one space; cut to maxLen code points.
 */
export function revealHidden(text: string, maxLen = 160): string {
  return excerpt(
    text.replace(TAG_RUN, (run) => `[hidden: "${decodeTags(run)}"]`),
    maxLen
  )
}

/** Every terminal escape sequence in the text (CSI, OSC, two-character ESC), with where it starts. */
export function ansiSequences(text: string): { sequence: string; index: number }[] {
  return Array.from(text.matchAll(ANSI_SEQUENCE), (match) => ({ sequence: match[0], index: match.index }))
}

// What mcp-behave serve hands an AI agent: the agent reads every string as instructions it might follow.
const AGENT_QUOTE_OPEN = '\u27e6'
const AGENT_QUOTE_CLOSE = '\u27e7'
const AGENT_QUOTE_MARKS = /[\u27e6\u27e7]/g

/**
 * Untrusted text bound for an AI agent (`mcp-behave serve`'s results), quoted as data the server sent:
 * wrapped in ⟦ ⟧, the only place those two characters occur (inside, they become `\u27e6`/`\u27e7`), so no
 * text can close the quote; TAG characters shown decoded as `[hidden: "…"]`, every other control or
 * invisible character (ESC, zero-width, bidi, line breaks) as a visible escape; cut to maxLen code points.
 * Nothing is dropped silently: an instruction in a description stays readable, marked as the server's words.
 */
export function quoteForAgent(text: string, maxLen = 2000): string {
  const revealed = text.replace(TAG_RUN, (run) => `[hidden: "${decodeTags(run)}"]`)
  const inner = oneLine(revealed).replace(AGENT_QUOTE_MARKS, visibleEscape)
  return `${AGENT_QUOTE_OPEN}${truncate(inner, maxLen)}${AGENT_QUOTE_CLOSE}`
}
