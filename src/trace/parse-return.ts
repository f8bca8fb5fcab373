// A syscall's return as strace prints it after ` = `: the value (decimal, hex, or `?`), the pid it means
// in the tracer's namespace (--pidns-translation), the fd it names (-yy) and the errno.
import type { FdInfo } from './events.js'
import { parseFdInfo, skipDecoration } from './strace-args.js'

export interface ParsedReturn {
  ret: number | null
  errno?: string
  retFd?: FdInfo
}

/** `3</x>`, `-1 ENOENT (No such file or directory)`, `?`, `? ERESTARTSYS (…)`, `0x7f12`, `0 (Timeout)` */
const PIDNS_TRANSLATION = /^ \/\* (\d+) in strace's PID NS \*\//

export function parseReturn(text: string): ParsedReturn {
  let i = 0
  let ret: number | null = null
  if (text.charCodeAt(0) === 0x3f /* ? */) i = 1
  else {
    const number = leadingNumber(text)
    if (number === undefined) return { ret: null }
    ret = number.value
    i = number.end
    // --pidns-translation: a pid returned inside the server's pid namespace (clone, fork), followed by
    // the pid strace prefixes that process's lines with, which is the one the profile must use.
    const translated = text.startsWith(' /* ', i) ? PIDNS_TRANSLATION.exec(text.slice(i, i + 64)) : null
    if (translated?.[1]) {
      ret = Number(translated[1])
      i += translated[0].length
    }
  }
  const result: ParsedReturn = { ret }
  if (text.charCodeAt(i) === 0x3c /* < */) {
    const end = skipDecoration(text, i)
    result.retFd = parseFdInfo(text.slice(i + 1, end - 1))
    i = end
  }
  if (text.charCodeAt(i) === 0x20 && text.charCodeAt(i + 1) === 0x45 /* E */) {
    const errno = ERRNO.exec(text.slice(i, i + 40))
    if (errno?.[1]) result.errno = errno[1]
  }
  return result
}

const ERRNO = /^ (E[A-Z0-9]+)\b/
const HEX_NUMBER = /^-?0x[0-9a-fA-F]+/

/** `-1 …`, `4096`, `0x7f12…` at the start of `text` (decimal ones without a regex: every line has one). */
function leadingNumber(text: string): { value: number; end: number } | undefined {
  const sign = text.charCodeAt(0) === 0x2d /* - */ ? 1 : 0
  if (text.charCodeAt(sign) === 0x30 && text.charCodeAt(sign + 1) === 0x78 /* 0x */) {
    const hex = HEX_NUMBER.exec(text)
    if (hex) return { value: Number(hex[0]), end: hex[0].length }
  }
  let end = sign
  let value = 0
  for (let c = text.charCodeAt(end); c >= 0x30 && c <= 0x39; c = text.charCodeAt(++end)) value = value * 10 + c - 0x30
  if (end === sign) return undefined
  if (end - sign > 15) value = Number(text.slice(sign, end))
  return { value: sign ? -value : value, end }
}
