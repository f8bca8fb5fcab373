import { SETTING_RANGES } from './settings.js'

/** What the sink keeps of each connection or datagram unless told otherwise (`--capture-bytes`). */
export const DEFAULT_CAPTURE_BYTES = 64 * 1024

const UNITS: Record<string, number> = { '': 1, k: 1024, kib: 1024, m: 1024 * 1024, mib: 1024 * 1024 }

/** `65536`, `64K`, `64KiB`, `1M` → bytes within SETTING_RANGES.captureBytes; or an error message saying what is expected. */
export function parseCaptureBytes(text: string): number | { error: string } {
  const { min, max } = SETTING_RANGES.captureBytes
  const match = /^(\d+)\s*([a-z]*)$/i.exec(text.trim())
  const unit = match ? UNITS[(match[2] as string).toLowerCase()] : undefined
  const bytes = match && unit !== undefined ? Number(match[1]) * unit : NaN
  if (!Number.isSafeInteger(bytes) || bytes < min || bytes > max) {
    return { error: `'${text}' must be a number of bytes from ${min} (1K) to ${max} (16M); K and M mean KiB and MiB` }
  }
  return bytes
}
