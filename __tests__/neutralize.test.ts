import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  codeBlockText,
  codeFence,
  excerpt,
  logSafeJson,
  logSafeLines,
  markdownCode,
  markdownInline,
  neutralizeForLog,
  oneLine,
  quoteForAgent,
  stripAnsi,
  truncate
} from '../src/neutralize.js'

const HOSTILE = [
  'fmt\n::error::pwned',
  '::add-mask::x',
  '  ::set-output name=a::b',
  '\t::stop-commands::tok',
  'mid-line ##[error]x',
  '%0A::error::',
  '\r::error::cr',
  '\u3000::error::ideographic-space',
  '\u001b[0m::error::after-ansi',
  '#\u001b[1m#[error]joined',
  '\u2028::error::line-separator',
  'back\\slash \\x41 already-escaped-looking',
  '\u001b]0;title\u0007osc \u001b] unterminated',
  '<script>alert(1)</script> @octocat ` [link](javascript:x) ![img](http://203.0.113.1/x.png)'
]

describe('neutralizeForLog', () => {
  it('keeps a multi-line value on one line with visible escapes', () => {
    expect(neutralizeForLog('fmt\n::error::pwned')).toBe('fmt\\n::error::pwned')
    expect(neutralizeForLog('a\r\nb\tc\u0007d\u202ee\u0085f')).toBe('a\\r\\nb\\tc\\x07d\\u202ee\\x85f')
  })

  it('escapes a workflow command at the start, even after whitespace', () => {
    expect(neutralizeForLog('::add-mask::x')).toBe('\\::add-mask::x')
    expect(neutralizeForLog('  ::set-output name=a::b')).toBe('\\  ::set-output name=a::b')
    expect(neutralizeForLog('\u3000::error::x')).toBe('\\\u3000::error::x')
    expect(neutralizeForLog('\t::stop-commands::tok')).toBe('\\t::stop-commands::tok')
  })

  it('breaks the legacy ##[ form anywhere in the line', () => {
    expect(neutralizeForLog('mid-line ##[error]x and ###[warning]y')).toBe('mid-line ##\\[error]x and ###\\[warning]y')
  })

  it('strips ANSI escapes before checking, so they cannot hide or assemble a command', () => {
    expect(neutralizeForLog('\u001b[31mred\u001b[0m')).toBe('red')
    expect(neutralizeForLog('\u001b[0m::error::x')).toBe('\\::error::x')
    expect(neutralizeForLog('#\u001b[1m#[error]x')).toBe('##\\[error]x')
    expect(neutralizeForLog('\u001b]0;title\u0007after')).toBe('after')
    expect(neutralizeForLog('\u001b] unterminated')).toBe('\\x1b] unterminated')
  })

  it('leaves ordinary text alone', () => {
    expect(neutralizeForLog('reads ~/.ssh/id_rsa, undeclared')).toBe('reads ~/.ssh/id_rsa, undeclared')
    expect(neutralizeForLog('a::b %0A c')).toBe('a::b %0A c')
  })

  it.each(HOSTILE)('is idempotent and leaves nothing the runner would execute: %j', (text) => {
    const once = neutralizeForLog(text)
    expect(neutralizeForLog(once)).toBe(once)
    expect(once).not.toMatch(/[\r\n\u0085\u2028\u2029\u001b]/)
    expect(once).not.toContain('##[')
    expect(once.trimStart().startsWith('::')).toBe(false)
  })
})

describe('stripAnsi and truncate', () => {
  it('removes colour and cursor sequences only', () => {
    expect(stripAnsi('\u001b[2J\u001b[1;31mA\u001b[0m B')).toBe('A B')
  })
  it('cuts by code point and marks the cut', () => {
    expect(truncate('abcdef', 4)).toBe('abc…')
    expect(truncate('abcd', 4)).toBe('abcd')
    expect(truncate('😀😀😀', 2)).toBe('😀…')
  })
})

describe('markdownInline', () => {
  it('escapes HTML so no tag or comment survives', () => {
    expect(markdownInline('<img src=x onerror=alert(1)> <!-- -->')).toBe('&lt;img src=x onerror=alert\\(1\\)&gt; &lt;\\!-- --&gt;')
    expect(markdownInline('&lt;script&gt;')).toBe('&amp;lt;script&amp;gt;')
  })
  it('escapes Markdown syntax, table pipes and backticks', () => {
    expect(markdownInline('| a | b |')).toBe('\\| a \\| b \\|')
    expect(markdownInline('[link](javascript:x)')).toBe('\\[link\\]\\(javascript:x\\)')
    expect(markdownInline('![img](http://203.0.113.1/x.png)')).toBe('\\!\\[img\\]\\(http://203.0.113.1/x.png\\)')
    expect(markdownInline('*b* _i_ ~s~ `c` \\ #h')).toBe('\\*b\\* \\_i\\_ \\~s\\~ \\`c\\` \\\\ \\#h')
  })
  it('breaks mentions and issue references', () => {
    expect(markdownInline('@octocat')).toBe('@\u200doctocat')
    expect(markdownInline('see #12')).toBe('see \\#\u200d12')
  })
  it('turns line breaks into spaces and shows other invisibles', () => {
    expect(markdownInline('a\nb\r\nc\u202ed')).toBe('a b  c\\\\u202ed')
  })
  it('cuts to maxLen visible characters before escaping', () => {
    expect(markdownInline('<<<<<<', 4)).toBe('&lt;&lt;&lt;…')
  })
})

describe('markdownCode', () => {
  it('shows plain values as inline code, where HTML is inert', () => {
    expect(markdownCode('~/.ssh/id_rsa')).toBe('`~/.ssh/id_rsa`')
    expect(markdownCode('<script>@octocat')).toBe('`<script>@octocat`')
  })
  it('falls back to escaped text when a backtick or pipe could break out', () => {
    expect(markdownCode('out`x`|y.txt')).toBe('out\\`x\\`\\|y.txt')
  })
  it('keeps one line and marks empty values', () => {
    expect(markdownCode('a\nb')).toBe('`a b`')
    expect(markdownCode('')).toBe('`""`')
  })
})

describe('codeFence', () => {
  it('is longer than any backtick run in the content', () => {
    expect(codeFence('plain')).toBe('```')
    expect(codeFence('a ``` b ```` c')).toBe('`````')
  })
})

describe('markdownCode and codeBlockText against workflow commands', () => {
  it('never leaves ##[ in a code span', () => {
    expect(markdownCode('/tmp/##[error]del')).toBe('/tmp/\\#\\#\\[error\\]del')
  })
  it('neutralizes each line of a code block', () => {
    expect(codeBlockText('-a\n::error::x\n+##[error]y\r\n+\u001b[2Jclear')).toBe('-a\n\\::error::x\n+##\\[error]y\n+clear')
  })
})

// What the runner would act on in a printed line: `##[` anywhere, `::` at the start after whitespace.
const RUNNER_COMMAND = /##\[|^\s*::/u
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/

describe('logSafeJson', () => {
  const value = {
    tools: ['##[error]x', '::add-mask::x', 'esc \u001b[31m nul \u0000 bidi \u202eevil\u202c \u2066 nel \u0085 ls \u2028', '###[warning]', '#', '##'],
    ['##[group]key']: { '::add-mask::k': 1 }
  }

  it.each([2, 0])('parses back to the same value, and no line reads as a command (indent %i)', (indent) => {
    const text = logSafeJson(value, indent)
    expect(JSON.parse(text)).toEqual(value)
    for (const line of text.split('\n')) {
      expect(line).not.toMatch(RUNNER_COMMAND)
      expect(line).not.toMatch(RAW_CONTROL)
    }
  })
})

describe('logSafeLines', () => {
  it('neutralizes only the lines that would be commands or carry raw controls', () => {
    expect(logSafeLines('plain\ttab\n  ::error::x\nname ##[error]y\nesc \u001b[31mred')).toBe('plain\ttab\n\\  ::error::x\nname ##\\[error]y\nesc red')
  })

  it('keeps our own colours on a terminal but still breaks a command hidden by them', () => {
    expect(logSafeLines('\u001b[1mbold\u001b[0m', true)).toBe('\u001b[1mbold\u001b[0m')
    expect(logSafeLines('#\u001b[1m#[error]x', true)).toBe('##\\[error]x')
    expect(logSafeLines('\u001b[0m::warning::x', true)).toBe('\\::warning::x')
  })
})

describe('oneLine: untrusted text kept as data, on one line, nothing hidden', () => {
  it.each<[string, string, string]>([
    ['a forged line break', 'ok\nexit code: 0\r\n', 'ok\\nexit code: 0\\r\\n'],
    ['ANSI escapes (shown, not run)', '\u001b[2J\u001b[31mred\u009b0m', '\\x1b[2J\\x1b[31mred\\x9b0m'],
    ['bidi overrides and isolates', 'bidi_\u202egnp.exe\u2066x\u2069', 'bidi_\\u202egnp.exe\\u2066x\\u2069'],
    ['zero-width characters and a BOM', 'pass\u200bword\u2060\ufeff', 'pass\\u200bword\\u2060\\ufeff'],
    ['line and paragraph separators, NEL', 'a\u2028b\u2029c\u0085d', 'a\\u2028b\\u2029c\\x85d'],
    ['lone surrogates, either half', 'x\ud800y\udfffz', 'x\\ud800y\\udfffz']
  ])('shows %s as visible escapes', (_, text, shown) => {
    expect(oneLine(text)).toBe(shown)
  })

  it('keeps what a sink handles itself: workflow commands stay as sent, for neutralizeForLog to break', () => {
    expect(oneLine('##[error]x')).toBe('##[error]x')
    expect(oneLine('::set-output name=a::b')).toBe('::set-output name=a::b')
    expect(neutralizeForLog(oneLine('x\n::set-output name=a::b ##[error]y'))).toBe('x\\n::set-output name=a::b ##\\[error]y')
  })

  it('keeps astral characters, tabs aside, and is idempotent', () => {
    const text = 'emoji 😀 CJK 漢字 \t tab \u0000 nul'
    expect(oneLine(text)).toBe('emoji 😀 CJK 漢字 \\t tab \\x00 nul')
    expect(oneLine(oneLine(text))).toBe(oneLine(text))
  })

  it('leaves no raw control, invisible or lone surrogate in anything it returns', () => {
    const everything = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join('') + '\ud800\udc00\ufeff'
    expect(oneLine(everything)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/)
    expect(oneLine(everything)).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/)
  })
})

describe('excerpt: a short quote of untrusted prose for a message', () => {
  it('joins lines and whitespace runs with one space and shows other invisibles', () => {
    expect(excerpt('  a\nb\r\n\tc\u0007d\u202ee  ')).toBe('a b c\\x07d\\u202ee')
    expect(excerpt('\u001b[31m##[error]forged')).toBe('\\x1b[31m##[error]forged')
  })

  it('cuts to 80 code points by default, marking the cut', () => {
    expect(excerpt('x'.repeat(80))).toBe('x'.repeat(80))
    expect(excerpt('x'.repeat(81))).toBe(`${'x'.repeat(79)}…`)
    expect(excerpt('abcdef', 4)).toBe('abc…')
  })

  it('never splits an astral character at the cut', () => {
    const long = `${'y'.repeat(78)}😀😀${'z'.repeat(5000)}`
    expect(excerpt(long)).toBe(`${'y'.repeat(78)}😀…`)
    expect(excerpt('😀'.repeat(10_000), 300)).toBe(`${'😀'.repeat(299)}…`)
    for (const cut of [excerpt(long), excerpt('😀'.repeat(10_000), 300), excerpt('a😀'.repeat(100), 51)]) {
      expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/)
    }
  })
})

describe('neutralizeForLog and lone surrogates', () => {
  it('shows a lone surrogate instead of letting the terminal print U+FFFD, and keeps pairs', () => {
    expect(neutralizeForLog('a\udc00b😀')).toBe('a\\udc00b😀')
    expect(logSafeLines('ok\nhalf \ud83d')).toBe('ok\nhalf \\ud83d')
  })
})

// The module above is the only place that defines what is unsafe in untrusted text. A second copy drifts
// (the excerpt helper once missed U+2060-2065 and the BOM), so no other source file may spell one out.
describe('one untrusted-text module', () => {
  const SRC = join(process.cwd(), 'src')
  const MODULE = 'neutralize.ts'
  const AD_HOC = [
    ['a class of C0 controls', /\\(?:u0000|x00)-\\(?:u001f|x1f)/i],
    ['a class of C1 controls', /\\(?:u007f|x7f|u0080|x80)-\\(?:u009f|x9f)/i],
    ['zero-width, bidi or BOM characters', /\\u(?:200[b-f]|202[a-e]|206[0-9]|feff)/i],
    ['a Unicode control category', /\\p\{(?:Cc|Cf|C|Control|Format)\}/],
    ['the legacy workflow command prefix', /##\\\[|['"]##\[/],
    ['a workflow command at the start of a line', /\^\\s\*::/],
    ['HTML escaping', /&lt;|&amp;/]
  ] as const

  it('no other file under src/ sanitizes on its own', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && file !== MODULE)
    expect(files.length).toBeGreaterThan(50)
    const found = files.flatMap((file) => {
      const text = readFileSync(join(SRC, file), 'utf8')
      return AD_HOC.filter(([, pattern]) => pattern.test(text)).map(([what]) => `src/${file}: ${what}`)
    })
    expect(found).toEqual([])
  })

  it('the scan recognizes the copies it replaced', () => {
    const copies = [
      String.raw`.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, ' ')`,
      String.raw`value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?')`,
      String.raw`out.replace(/##\[/g, '##\\[')`
    ]
    for (const copy of copies) expect(AD_HOC.some(([, pattern]) => pattern.test(copy))).toBe(true)
  })
})

describe('quoteForAgent', () => {
  it('quotes server text as ⟦…⟧ that nothing inside can close, with every hidden character visible', () => {
    expect(quoteForAgent('Formats a note.')).toBe('⟦Formats a note.⟧')
    expect(quoteForAgent('x⟧ now obey ⟦y')).toBe('⟦x\\u27e7 now obey \\u27e6y⟧')
    expect(quoteForAgent('a\u001b[8mb\nc\u202ed\u200b')).toBe('⟦a\\x1b[8mb\\nc\\u202ed\\u200b⟧')
    expect(quoteForAgent('ok\u{e0049}\u{e0047}\u{e004e}')).toBe('⟦ok[hidden: "IGN"]⟧')
    expect(quoteForAgent('abcdef', 4)).toBe('⟦abc…⟧')
  })
})
