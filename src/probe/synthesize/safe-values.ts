// Screening values the schema proposes (const, enum, default, examples) and strings a pattern yields:
// nothing may point the server at the canary home, outside the working directory or at a real host.

import { ipVersion } from '../../model/ip-version.js'
import { hintKind } from './key-hints.js'
import { isRecord } from './schema-access.js'

export function isSafeValue(value: unknown, hint: string | undefined, budget = { nodes: 0 }): boolean {
  budget.nodes += 1
  if (budget.nodes > 500) return false
  if (typeof value === 'string') return isSafeString(value, hint)
  if (Array.isArray(value)) return value.every((item) => isSafeValue(item, hint, budget))
  if (isRecord(value)) return Object.entries(value).every(([key, item]) => isSafeValue(item, key, budget))
  return true
}

export function isSafeString(value: string, hint: string | undefined): boolean {
  const text = value.trim()
  if (text.startsWith('~')) return false
  if (/^localhost\b/i.test(text)) return false
  if (/\$\{?HOME\b|%USERPROFILE%|%HOMEPATH%|%APPDATA%/i.test(text)) return false
  if (text.startsWith('/') || text.startsWith('\\') || /^[A-Za-z]:[\\/]/.test(text)) return false
  if (/(^|[\\/])\.\.([\\/]|$)/.test(text)) return false
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(text) && !/^[A-Za-z]:[^\\/]/.test(text)) {
    const scheme = text.slice(0, text.indexOf(':')).toLowerCase()
    if (scheme === 'file') return false
    if (scheme === 'mailto') return isAllowedHost(text.slice(text.lastIndexOf('@') + 1))
    let url: URL
    try {
      url = new URL(text)
    } catch {
      return !text.includes('//')
    }
    if (url.hostname !== '' && !isAllowedHost(url.hostname)) return false
  }
  if (ipVersion(text) !== 0) return isAllowedHost(text)
  const email = /^[^@\s]+@([^@\s]+)$/.exec(text)
  if (email) return isAllowedHost(email[1] as string)
  const kind = hintKind(hint)
  if ((kind === 'host' || kind === 'url') && /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+\.?(:\d+)?$/.test(text)) {
    return isAllowedHost(text.replace(/:\d+$/, ''))
  }
  return true
}

function isAllowedHost(rawHost: string): boolean {
  const host = rawHost
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  if (/^(.+\.)?example\.(com|org|net)$/.test(host)) return true
  if (ipVersion(host) === 4) return /^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/.test(host)
  if (ipVersion(host) === 6) return /^2001:0?db8:/.test(host)
  return false
}
