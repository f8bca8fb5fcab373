import {
  codeBlockText,
  codeFence,
  logSafeJson,
  logSafeLines,
  markdownCode,
  markdownInline,
  neutralizeForLog,
  stripAnsi,
  truncate
} from '../../src/report/neutralize.js'

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
