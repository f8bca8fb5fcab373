// What the canary matcher's positional scan (canary-match.ts) cannot see, found in the payload's structure.
//
// DNS exfiltration splits an encoding across labels (at most 63 characters each): hex runs are joined
// across one separator character (a dot, or a length byte on the wire) when the group holds a whole hex
// key (24 digits), base32-alphabet runs across dots; the joined text is scanned the same way.
// Base36 is a number, not a positional code, so it cannot be pre-encoded: a run is decoded and scanned
// for raw windows. Where: in a string (a DNS name, a command line) every alphanumeric run; in a Buffer (a
// socket payload) only runs of dotted labels (found from the dots; labels joined in every contiguous
// combination of up to MAX_BASE36_PARTS, at most MAX_BASE36_RUN characters). Either way only a run that
// could be a base36 number of random bytes: at least MIN_BASE36_RUN characters, a digit and a non-hex
// letter, not a slice of a base64 token (`+`/`/` on both sides). So base36 in an undotted run inside a
// socket payload is not searched; words glued together, hex dumps and base64 blobs are never decoded.
import { CLASS, decodeBase36, DOT, inHexGroup, IS_ALNUM, IS_DIGIT, IS_HEX, isBase64Glue, joinBase32Labels, JoinedBytes, joinHexGroups } from './canary-bytes.js'
import { BASE36, KEY_PREFIX, WINDOW_CHARS } from './canary-keys.js'

const MIN_BASE36_RUN = Math.ceil((WINDOW_CHARS * 8) / Math.log2(36))
/** base36 pieces are decoded as big numbers: longer joined runs than this are not tried */
const MAX_BASE36_RUN = 1024
/** how many consecutive labels one base36 candidate may join */
const MAX_BASE36_PARTS = 8
/** the shortest hex group worth joining: a hex key (24 digits) and one separator */
const HEX_GROUP_SPAN = 2 * WINDOW_CHARS + 1
/** any HEX_GROUP_SPAN bytes hold two positions this far apart that are multiples of it */
const HEX_SAMPLE_STEP = (HEX_GROUP_SPAN - 1) / 2

/** The matcher's sampled scan of view[0, length); `as` ≥ 0 reports every hit in that encoding (decoded views). */
export type ScanView = (view: Uint8Array, length: number, as: number) => void

/**
 * What a positional scan of the bytes cannot see: hex split by one separator character and base32
 * labels split by dots (joined, then scanned), and base36 numbers (decoded, then scanned). Found
 * without reading every byte: a joined hex group spans at least HEX_GROUP_SPAN bytes, so two samples
 * HEX_SAMPLE_STEP apart fall in it, each with a hex digit on at least two of its own and its
 * neighbours' bytes, and so does the byte halfway between them; dotted runs are found from the dots.
 */
export function scanStructure(bytes: Buffer, everyBase36Run: boolean, scanView: ScanView): void {
  const joined = new JoinedBytes(bytes)
  const n = bytes.length
  for (let i = 1; i + HEX_SAMPLE_STEP + 1 < n; i += HEX_SAMPLE_STEP) {
    if (!inHexGroup(bytes, i + HEX_SAMPLE_STEP)) {
      i += HEX_SAMPLE_STEP // the next sample pair holds this position too
      continue
    }
    // both samples lie in one group only if the byte halfway between does too (text with a-f letters
    // often passes at two samples; a group fails nowhere inside it)
    if (!inHexGroup(bytes, i) || !inHexGroup(bytes, i + HEX_SAMPLE_STEP / 2)) continue
    // the stretch around i with no two non-hex bytes in a row holds the group, if there is one
    let start = i
    while (start > 0 && (CLASS[bytes[start - 1]!]! & IS_HEX || CLASS[bytes[start]!]! & IS_HEX)) start--
    let end = i
    while (end < n && (CLASS[bytes[end]!]! & IS_HEX || (end + 1 < n && CLASS[bytes[end + 1]!]! & IS_HEX && CLASS[bytes[end - 1]!]! & IS_HEX))) end++
    if (end - start >= HEX_GROUP_SPAN) joinHexGroups(bytes, start, end, joined, HEX_GROUP_SPAN - 1)
    i = Math.max(i, end - HEX_SAMPLE_STEP)
  }
  for (let dot = bytes.indexOf(DOT); dot !== -1; dot = bytes.indexOf(DOT, dot + 1)) {
    if (dot === 0 || dot + 1 >= n || !(CLASS[bytes[dot - 1]!]! & IS_ALNUM) || !(CLASS[bytes[dot + 1]!]! & IS_ALNUM)) continue
    let start = dot
    while (start > 0 && (CLASS[bytes[start - 1]!]! & IS_ALNUM || (bytes[start - 1] === DOT && start >= 2 && CLASS[bytes[start - 2]!]! & IS_ALNUM))) start--
    let end = dot
    while (end < n && (CLASS[bytes[end]!]! & IS_ALNUM || (bytes[end] === DOT && end + 1 < n && CLASS[bytes[end + 1]!]! & IS_ALNUM))) end++
    joinBase32Labels(bytes, start, end, joined, KEY_PREFIX)
    scanBase36Run(bytes, start, end, scanView)
    dot = end
  }
  if (everyBase36Run) {
    for (let start = 0; start < n; start++) {
      if (!(CLASS[bytes[start]!]! & IS_ALNUM)) continue
      let end = start
      let dotted = false
      while (end < n && (CLASS[bytes[end]!]! & IS_ALNUM || (bytes[end] === DOT && end + 1 < n && CLASS[bytes[end + 1]!]! & IS_ALNUM)))
        if (bytes[end++] === DOT) dotted = true
      if (!dotted) scanBase36Run(bytes, start, end, scanView)
      start = end
    }
  }
  if (joined.length > 0) scanView(joined.bytes, joined.length, -1)
}

/** A run of dot-separated alphanumeric labels, tried as base36 where it could be a number of random bytes. */
function scanBase36Run(bytes: Buffer, start: number, end: number, scanView: ScanView): void {
  if (end - start < MIN_BASE36_RUN) return
  if (start > 0 && end < bytes.length && isBase64Glue(bytes[start - 1]!) && isBase64Glue(bytes[end]!)) return
  let digit = false
  let nonHexLetter = false
  for (let k = start; k < end; k++) {
    const cls = CLASS[bytes[k]!]!
    if (cls & IS_DIGIT) digit = true
    else if (cls & IS_ALNUM && !(cls & IS_HEX)) nonHexLetter = true
  }
  if (digit && nonHexLetter) scanBase36(bytes.toString('latin1', start, end), scanView)
}

function scanBase36(run: string, scanView: ScanView): void {
  const labels = run.split('.')
  for (let first = 0; first < labels.length; first++) {
    let joined = ''
    for (let last = first; last < labels.length && last - first < MAX_BASE36_PARTS; last++) {
      joined += labels[last]
      if (joined.length > MAX_BASE36_RUN) break
      if (joined.length >= MIN_BASE36_RUN && /[0-9]/.test(joined) && /[g-zG-Z]/.test(joined)) {
        const decoded = decodeBase36(joined)
        scanView(decoded, decoded.length, BASE36)
      }
    }
  }
}
