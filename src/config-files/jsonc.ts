// VS Code, Cursor and Zed write their settings as JSON with comments and trailing commas (JSONC).
// This strips both outside strings and leaves everything else to JSON.parse, so a malformed file gets
// JSON.parse's own message.

/** Calls `visit` for each stretch outside strings; strings are copied as they are. */
function outsideStrings(text: string, visit: (code: string) => string): string {
  let out = ''
  let index = 0
  let codeStart = 0
  while (index < text.length) {
    if (text[index] !== '"') {
      index += 1
      continue
    }
    out += visit(text.slice(codeStart, index))
    const start = index
    index += 1
    while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1
    index += 1
    out += text.slice(start, index)
    codeStart = index
  }
  return out + visit(text.slice(codeStart))
}

export function parseJsonc(text: string): unknown {
  // A comment may hold a quote, so comments go first, in one pass that still skips real strings.
  let withoutComments = ''
  let index = 0
  while (index < text.length) {
    const char = text[index] as string
    if (char === '"') {
      const start = index
      index += 1
      while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1
      index += 1
      withoutComments += text.slice(start, index)
    } else if (char === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index += 1
    } else if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2)
      index = end < 0 ? text.length : end + 2
      withoutComments += ' '
    } else {
      withoutComments += char
      index += 1
    }
  }
  // A trailing comma may be followed by the closing bracket in a later stretch only via whitespace.
  const joined = outsideStrings(withoutComments, (code) => code.replace(/,(\s*[}\]])/g, '$1'))
  return JSON.parse(joined) as unknown
}
