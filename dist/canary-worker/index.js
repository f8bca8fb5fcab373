import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./src/profile/canary-bytes.ts
// The byte-level pieces of the canary matcher (canary-match.ts): character classes, DNS-split runs joined
// back together, encoding a window for the index, decoding a hit's encoded characters to measure its range,
// percent and base36 decoding.
// Pure functions over Buffers; the matcher's index and scan stay in canary-match.ts.
const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
// Encoders for the index build: each writes the encoding of bytes[0, length) into `out` from 0 and
// returns how many characters it wrote (the same text as Buffer's toString, as bytes, with no string made).
const HEX_CHARS = Buffer.from('0123456789abcdef', 'latin1');
const BASE64_CHARS = Buffer.from(BASE64_ALPHABET, 'latin1');
const BASE32_CHARS = Buffer.from(BASE32_ALPHABET, 'latin1');
/** Lower-case hex (toString('hex')). */
function hexInto(out, bytes, length) {
    for (let k = 0; k < length; k++) {
        out[2 * k] = HEX_CHARS[bytes[k] >> 4];
        out[2 * k + 1] = HEX_CHARS[bytes[k] & 15];
    }
    return 2 * length;
}
/** Base64 of a whole number of 3-byte groups (toString('base64'): no padding is needed). */
function base64Into(out, bytes, length) {
    let n = 0;
    for (let k = 0; k + 3 <= length; k += 3) {
        const group = (bytes[k] << 16) | (bytes[k + 1] << 8) | bytes[k + 2];
        out[n++] = BASE64_CHARS[group >> 18];
        out[n++] = BASE64_CHARS[(group >> 12) & 63];
        out[n++] = BASE64_CHARS[(group >> 6) & 63];
        out[n++] = BASE64_CHARS[group & 63];
    }
    return n;
}
/** RFC 4648 base32, lower case, only the characters the bytes fix completely. */
function base32PrefixInto(out, bytes, length) {
    let n = 0;
    let value = 0;
    let bits = 0;
    for (let k = 0; k < length; k++) {
        value = ((value << 8) | bytes[k]) & 0xfff;
        bits += 8;
        while (bits >= 5) {
            bits -= 5;
            out[n++] = BASE32_CHARS[(value >> bits) & 31];
        }
    }
    return n;
}
// Byte classes for the structure pass.
const IS_HEX = 1;
const IS_BASE32 = 2;
const IS_ALNUM = 4;
const IS_DIGIT = 8;
const CLASS = new Uint8Array(256);
for (let c = 0; c < 256; c++) {
    const ch = String.fromCharCode(c);
    if (/[0-9a-fA-F]/.test(ch))
        CLASS[c] |= IS_HEX;
    if (/[a-zA-Z2-7]/.test(ch))
        CLASS[c] |= IS_BASE32;
    if (/[0-9a-zA-Z]/.test(ch))
        CLASS[c] |= IS_ALNUM;
    if (/[0-9]/.test(ch))
        CLASS[c] |= IS_DIGIT;
}
const DOT = 0x2e;
const PERCENT = 0x25;
const PLUS = 0x2b;
const SLASH = 0x2f;
/** Joined runs, each followed by a 0 byte so that no key spans two of them. */
const NO_BYTES = Buffer.alloc(0);
class JoinedBytes {
    source;
    bytes = NO_BYTES;
    length = 0;
    constructor(source) {
        this.source = source;
    }
    /** Appends source[from, to) to the current run. */
    append(from, to) {
        const need = this.length + (to - from) + 1;
        if (this.bytes.length < need) {
            const grown = Buffer.allocUnsafe(Math.max(need, 2 * this.bytes.length, 256));
            this.bytes.copy(grown, 0, 0, this.length);
            this.bytes = grown;
        }
        this.length += this.source.copy(this.bytes, this.length, from, to);
    }
    endRun() {
        if (this.length > 0 && this.bytes[this.length - 1] !== 0)
            this.bytes[this.length++] = 0;
    }
}
/** Within [start, end): groups of hex segments (≥ 2 digits) one character apart, joined when there are two or more and minDigits digits. */
function joinHexGroups(bytes, start, end, joined, minDigits) {
    const segments = [];
    let digits = 0;
    const flush = () => {
        if (segments.length > 2 && digits >= minDigits) {
            for (let s = 0; s < segments.length; s += 2)
                joined.append(segments[s], segments[s + 1]);
            joined.endRun();
        }
        segments.length = 0;
        digits = 0;
    };
    let run = -1;
    for (let k = start; k <= end; k++) {
        if (k < end && CLASS[bytes[k]] & IS_HEX) {
            if (run === -1)
                run = k;
            continue;
        }
        if (run !== -1 && k - run >= 2) {
            if (segments.length > 0 && run !== segments[segments.length - 1] + 1)
                flush();
            segments.push(run, k);
            digits += k - run;
        }
        run = -1;
    }
    flush();
}
/** Within the dotted run [start, end): runs of base32-alphabet labels, joined when there are two or more and minLetters letters. */
function joinBase32Labels(bytes, start, end, joined, minLetters) {
    let run = start;
    for (let k = start; k <= end; k++) {
        if (k < end && (CLASS[bytes[k]] & IS_BASE32 || bytes[k] === DOT))
            continue;
        // [run, k): base32 letters and dots; trim dots at the edges
        let from = run;
        let to = k;
        while (from < to && bytes[from] === DOT)
            from++;
        while (to > from && bytes[to - 1] === DOT)
            to--;
        let letters = 0;
        let dots = 0;
        for (let m = from; m < to; m++)
            if (bytes[m] === DOT)
                dots++;
        letters = to - from - dots;
        if (dots > 0 && letters >= minLetters) {
            for (let m = from; m < to; m++)
                if (bytes[m] !== DOT)
                    joined.append(m, m + 1);
            joined.endRun();
        }
        run = k + 1;
    }
}
// Decoding for a hit's range: per positional encoding, each character's value (-1: not of the alphabet),
// its bits, and the characters and bytes of one whole group.
const HEX_DIGIT = new Int8Array(256).fill(-1);
const BASE64_DIGIT = new Int8Array(256).fill(-1);
const BASE32_DIGIT = new Int8Array(256).fill(-1);
for (let v = 0; v < 16; v++)
    HEX_DIGIT['0123456789abcdef'.charCodeAt(v)] = HEX_DIGIT['0123456789ABCDEF'.charCodeAt(v)] = v;
for (let v = 0; v < 64; v++)
    BASE64_DIGIT[BASE64_ALPHABET.charCodeAt(v)] = v;
BASE64_DIGIT[0x2d] = 62;
BASE64_DIGIT[0x5f] = 63;
for (let v = 0; v < 32; v++)
    BASE32_DIGIT[BASE32_ALPHABET.charCodeAt(v)] = BASE32_DIGIT[BASE32_ALPHABET.toUpperCase().charCodeAt(v)] = v;
/** indexed by RAW, HEX, BASE64, BASE32 (raw compares bytes as they are) */
const DIGIT = [null, HEX_DIGIT, BASE64_DIGIT, BASE32_DIGIT];
const DIGIT_BITS = [8, 4, 6, 5];
const GROUP_CHARS = [1, 2, 4, 8];
const GROUP_BYTES = [1, 1, 3, 5];
/** How many bytes of `extent` from `position` the view's characters from `start` spell in `encoding` (every decoded byte checked). */
function matchedFrom(encoding, view, start, length, extent, position) {
    const digit = DIGIT[encoding];
    if (!digit) {
        let k = 0;
        while (start + k < length && position + k < extent.length && view[start + k] === extent[position + k])
            k++;
        return k;
    }
    const bits = DIGIT_BITS[encoding];
    let value = 0;
    let held = 0;
    let k = 0;
    for (let i = start; i < length && position + k < extent.length; i++) {
        const d = digit[view[i]];
        if (d < 0)
            break;
        value = ((value << bits) | d) & 0x3fff;
        held += bits;
        if (held >= 8) {
            held -= 8;
            if (((value >> held) & 0xff) !== extent[position + k])
                break;
            k++;
        }
    }
    return k;
}
/** How many bytes of `extent` before `position` the view's whole groups before `start` spell in `encoding`. */
function matchedBefore(encoding, view, start, extent, position) {
    const digit = DIGIT[encoding];
    const chars = GROUP_CHARS[encoding];
    const bytes = GROUP_BYTES[encoding];
    const bits = DIGIT_BITS[encoding];
    let k = 0;
    for (let at = start - chars; at >= 0 && position - k - bytes >= 0; at -= chars) {
        let value = 0;
        let held = 0;
        let out = position - k - bytes;
        for (let i = at; i < at + chars; i++) {
            const d = digit ? digit[view[i]] : view[i];
            if (d < 0)
                return k;
            value = ((value << bits) | d) & 0x3fff;
            held += bits;
            if (held >= 8) {
                held -= 8;
                if (((value >> held) & 0xff) !== extent[out++])
                    return k;
            }
        }
        k += bytes;
    }
    return k;
}
/** Inside a group of hex segments (≥ 2 digits) one separator apart, a byte and its neighbours hold two digits at least. */
function inHexGroup(bytes, at) {
    return (CLASS[bytes[at - 1]] & IS_HEX) + (CLASS[bytes[at]] & IS_HEX) + (CLASS[bytes[at + 1]] & IS_HEX) >= 2 * IS_HEX;
}
function isBase64Glue(c) {
    return c === PLUS || c === SLASH;
}
function hexValue(c) {
    return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57;
}
/** The bytes with each `%XX` decoded, or null when there is none. */
function percentDecode(bytes) {
    const out = Buffer.allocUnsafe(bytes.length);
    let n = 0;
    let any = false;
    for (let i = 0; i < bytes.length; i++) {
        const c = bytes[i];
        if (c === PERCENT && i + 2 < bytes.length && CLASS[bytes[i + 1]] & IS_HEX && CLASS[bytes[i + 2]] & IS_HEX) {
            out[n++] = (hexValue(bytes[i + 1]) << 4) | hexValue(bytes[i + 2]);
            i += 2;
            any = true;
        }
        else
            out[n++] = c;
    }
    return any ? out.subarray(0, n) : null;
}
const BASE36_CHUNK = 10; // 36^10 < 2^53: ten digits at a time in a Number, then one BigInt step
const BASE36_CHUNK_SCALE = 36n ** BigInt(BASE36_CHUNK);
/** A base36 number (either case) as the bytes of its big-endian value. */
function decodeBase36(chars) {
    let value = 0n;
    for (let at = 0; at < chars.length; at += BASE36_CHUNK) {
        const piece = chars.slice(at, at + BASE36_CHUNK);
        const scale = piece.length === BASE36_CHUNK ? BASE36_CHUNK_SCALE : 36n ** BigInt(piece.length);
        value = value * scale + BigInt(parseInt(piece, 36));
    }
    const hex = value.toString(16);
    return Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
}

;// CONCATENATED MODULE: ./src/profile/canary-keys.ts
// The keys of the canary matcher's index (canary-match.ts) and how they are compared: the window size,
// the encodings, the case folding, the q-gram and prefix hashes the sampled scan looks keys up by, and the
// byte comparisons. Shared by the index build and the scan, which must agree on every one of them.
/** Length of the smallest piece of a canary value that counts as a leak. */
const WINDOW_CHARS = 12;
const MIN_DISTINCT_CHARS_IN_WINDOW = 5;
/** base32 characters that a window's 12 bytes fix completely: 19 × 5 = 95 ≤ 96 bits */
const BASE32_KEY_CHARS = Math.floor((WINDOW_CHARS * 8) / 5);
// Encodings, best first (a canary found several ways is reported in the first).
const RAW = 0;
const HEX = 1;
const BASE64 = 2;
const BASE32 = 3;
const BASE36 = 4;
// Every key is at least KEY_PREFIX characters long and is found by its first KEY_PREFIX (folded) bytes.
const KEY_PREFIX = WINDOW_CHARS;
const QGRAM = 6;
const SAMPLE_STEP = KEY_PREFIX - QGRAM + 1;
/** offset of the last q-gram inside a key prefix */
const LAST_QGRAM = KEY_PREFIX - QGRAM;
/** the first filter: one bit per q-gram hash, small enough to stay in the CPU's cache */
const PRESENCE_BITS = 22;
/** then: at which offsets of a key prefix the q-gram occurs */
const OFFSETS_BITS = 20;
/** then, on a candidate start: one bit per hash of a key prefix */
const PREFIX_BITS = 20;
/** How a key's bytes are compared with the payload's. */
const EXACT = 0; // raw
const BASE64_SPELLINGS = 1; // case-sensitive, `-_` read as `+/`
const FOLDED = 2; // hex, base32: case-insensitive
// Folding for the filter and the prefix hash: lower case, and base64url's `-_` as `+/`.
const FOLD = new Uint8Array(256);
const BASE64_CANON = new Uint8Array(256);
for (let c = 0; c < 256; c++) {
    FOLD[c] = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
    BASE64_CANON[c] = c;
}
for (const table of [FOLD, BASE64_CANON]) {
    table[0x2d] = 0x2b;
    table[0x5f] = 0x2f;
}
/**
 * Hash of the QGRAM bytes from `at`, each with bit 0x20 set: upper and lower case agree (hex, base32);
 * base64url's `-_` do not agree with `+/` here, so base64 keys are entered in both spellings.
 */
function qgramHash(bytes, at) {
    // two little-endian loads: the same value as assembling the six bytes one by one, at a third of the cost
    const low = bytes.getInt32(at, true) | 0x20202020;
    const high = bytes.getUint16(at + 4, true) | 0x2020;
    return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1);
}
function wordsOf(bytes) {
    return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
/** Hash of KEY_PREFIX folded bytes from `at`. */
function prefixHash(bytes, at) {
    let h = 0x811c9dc5;
    for (let k = at; k < at + KEY_PREFIX; k++)
        h = Math.imul(h ^ FOLD[bytes[k]], 0x01000193);
    return h;
}
/** which chars distinctChars has seen: the generation of the call that saw them (no Set per window) */
const seenIn = new Uint32Array(256);
let seenGeneration = 0;
/** How many different chars `text` holds. */
function distinctChars(text) {
    const generation = ++seenGeneration;
    if (generation === 0xffffffff) {
        seenIn.fill(0);
        seenGeneration = 1;
        return distinctChars(text);
    }
    let distinct = 0;
    for (let k = 0; k < text.length; k++) {
        const c = text.charCodeAt(k);
        if (c > 0xff)
            return new Set(text).size;
        if (seenIn[c] !== generation) {
            seenIn[c] = generation;
            distinct++;
        }
    }
    return distinct;
}
/** text's chars as latin1 bytes into `out` (as Buffer.from(text, 'latin1') would) */
function latin1Into(out, text) {
    for (let k = 0; k < text.length; k++)
        out[k] = text.charCodeAt(k) & 0xff;
}
function matches(key, arena, view, start, length) {
    if (start + key.length > length)
        return false;
    const table = key.compare === EXACT ? null : key.compare === FOLDED ? FOLD : BASE64_CANON;
    for (let k = 0; k < key.length; k++) {
        const c = view[start + k];
        if ((table ? table[c] : c) !== arena[key.at + k])
            return false;
    }
    return true;
}
function sameBytes(bytes, a, aLength, b, bLength) {
    if (aLength !== bLength)
        return false;
    for (let k = 0; k < aLength; k++)
        if (bytes[a + k] !== bytes[b + k])
            return false;
    return true;
}
/** Whether the [source, position, …] pairs hold `source`. */
function ownedBy(owners, source) {
    for (let o = 0; o < owners.length; o += 2)
        if (owners[o] === source)
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/profile/canary-audience.ts
// Where a planted secret is meant to go. A kubeconfig's token goes to the cluster the file names, a GitHub
// token to GitHub, AWS keys to AWS, a registry credential to its registry; each may also be handed to its
// own client program (kubectl, git, aws, docker, …). The canary home plants each secret with its audience
// (sandbox/canary-home.ts); the matcher tells it with each hit, and the rules weigh the destination
// against it (rules/leak-rules.ts): to its audience it is the credential's use, anywhere else a leak.
/** What every one of the audiences admits; undefined when there is none or one of them is undefined. */
function commonAudience(audiences) {
    if (audiences.length === 0 || audiences.some((audience) => audience === undefined))
        return undefined;
    const [first, ...rest] = audiences;
    const hosts = first.hosts.filter((host) => rest.every((other) => other.hosts.includes(host)));
    const programs = first.programs.filter((program) => rest.every((other) => other.programs.includes(program)));
    return hosts.length + programs.length > 0 ? { hosts, programs } : undefined;
}
/** Where the bytes [start, end) of a canary file are meant to go: the audience of every secret span they hold a piece of. */
function spansAudience(spans, start, end) {
    return commonAudience(spans.filter((span) => span.start < end && start < span.end).map((span) => span.audience));
}
/** Whether `host` (a DNS name, any case) is one the audience names. */
function hostInAudience(host, audience) {
    const name = host.toLowerCase().replace(/\.$/, '');
    return audience.hosts.some((entry) => (entry.startsWith('*.') ? name.endsWith(entry.slice(1)) && name.length > entry.length - 1 : name === entry));
}

;// CONCATENATED MODULE: ./src/profile/canary-structure.ts
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


const MIN_BASE36_RUN = Math.ceil((WINDOW_CHARS * 8) / Math.log2(36));
/** base36 pieces are decoded as big numbers: longer joined runs than this are not tried */
const MAX_BASE36_RUN = 1024;
/** how many consecutive labels one base36 candidate may join */
const MAX_BASE36_PARTS = 8;
/** the shortest hex group worth joining: a hex key (24 digits) and one separator */
const HEX_GROUP_SPAN = 2 * WINDOW_CHARS + 1;
/** any HEX_GROUP_SPAN bytes hold two positions this far apart that are multiples of it */
const HEX_SAMPLE_STEP = (HEX_GROUP_SPAN - 1) / 2;
/**
 * What a positional scan of the bytes cannot see: hex split by one separator character and base32
 * labels split by dots (joined, then scanned), and base36 numbers (decoded, then scanned). Found
 * without reading every byte: a joined hex group spans at least HEX_GROUP_SPAN bytes, so two samples
 * HEX_SAMPLE_STEP apart fall in it, each with a hex digit on at least two of its own and its
 * neighbours' bytes, and so does the byte halfway between them; dotted runs are found from the dots.
 */
function scanStructure(bytes, everyBase36Run, scanView) {
    const joined = new JoinedBytes(bytes);
    const n = bytes.length;
    for (let i = 1; i + HEX_SAMPLE_STEP + 1 < n; i += HEX_SAMPLE_STEP) {
        if (!inHexGroup(bytes, i + HEX_SAMPLE_STEP)) {
            i += HEX_SAMPLE_STEP; // the next sample pair holds this position too
            continue;
        }
        // both samples lie in one group only if the byte halfway between does too (text with a-f letters
        // often passes at two samples; a group fails nowhere inside it)
        if (!inHexGroup(bytes, i) || !inHexGroup(bytes, i + HEX_SAMPLE_STEP / 2))
            continue;
        // the stretch around i with no two non-hex bytes in a row holds the group, if there is one
        let start = i;
        while (start > 0 && (CLASS[bytes[start - 1]] & IS_HEX || CLASS[bytes[start]] & IS_HEX))
            start--;
        let end = i;
        while (end < n && (CLASS[bytes[end]] & IS_HEX || (end + 1 < n && CLASS[bytes[end + 1]] & IS_HEX && CLASS[bytes[end - 1]] & IS_HEX)))
            end++;
        if (end - start >= HEX_GROUP_SPAN)
            joinHexGroups(bytes, start, end, joined, HEX_GROUP_SPAN - 1);
        i = Math.max(i, end - HEX_SAMPLE_STEP);
    }
    for (let dot = bytes.indexOf(DOT); dot !== -1; dot = bytes.indexOf(DOT, dot + 1)) {
        if (dot === 0 || dot + 1 >= n || !(CLASS[bytes[dot - 1]] & IS_ALNUM) || !(CLASS[bytes[dot + 1]] & IS_ALNUM))
            continue;
        let start = dot;
        while (start > 0 && (CLASS[bytes[start - 1]] & IS_ALNUM || (bytes[start - 1] === DOT && start >= 2 && CLASS[bytes[start - 2]] & IS_ALNUM)))
            start--;
        let end = dot;
        while (end < n && (CLASS[bytes[end]] & IS_ALNUM || (bytes[end] === DOT && end + 1 < n && CLASS[bytes[end + 1]] & IS_ALNUM)))
            end++;
        joinBase32Labels(bytes, start, end, joined, KEY_PREFIX);
        scanBase36Run(bytes, start, end, scanView);
        dot = end;
    }
    if (everyBase36Run) {
        for (let start = 0; start < n; start++) {
            if (!(CLASS[bytes[start]] & IS_ALNUM))
                continue;
            let end = start;
            let dotted = false;
            while (end < n && (CLASS[bytes[end]] & IS_ALNUM || (bytes[end] === DOT && end + 1 < n && CLASS[bytes[end + 1]] & IS_ALNUM)))
                if (bytes[end++] === DOT)
                    dotted = true;
            if (!dotted)
                scanBase36Run(bytes, start, end, scanView);
            start = end;
        }
    }
    if (joined.length > 0)
        scanView(joined.bytes, joined.length, -1);
}
/** A run of dot-separated alphanumeric labels, tried as base36 where it could be a number of random bytes. */
function scanBase36Run(bytes, start, end, scanView) {
    if (end - start < MIN_BASE36_RUN)
        return;
    if (start > 0 && end < bytes.length && isBase64Glue(bytes[start - 1]) && isBase64Glue(bytes[end]))
        return;
    let digit = false;
    let nonHexLetter = false;
    for (let k = start; k < end; k++) {
        const cls = CLASS[bytes[k]];
        if (cls & IS_DIGIT)
            digit = true;
        else if (cls & IS_ALNUM && !(cls & IS_HEX))
            nonHexLetter = true;
    }
    if (digit && nonHexLetter)
        scanBase36(bytes.toString('latin1', start, end), scanView);
}
function scanBase36(run, scanView) {
    const labels = run.split('.');
    for (let first = 0; first < labels.length; first++) {
        let joined = '';
        for (let last = first; last < labels.length && last - first < MAX_BASE36_PARTS; last++) {
            joined += labels[last];
            if (joined.length > MAX_BASE36_RUN)
                break;
            if (joined.length >= MIN_BASE36_RUN && /[0-9]/.test(joined) && /[g-zG-Z]/.test(joined)) {
                const decoded = decodeBase36(joined);
                scanView(decoded, decoded.length, BASE36);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/profile/canary-match.ts
// Finds planted canary secrets in data the server sent out (socket payloads, DNS names, child argv).
//
// A leak rarely carries a whole secret verbatim: stealers send a slice, hex-encode it into DNS labels,
// or base64 it inside a larger blob. So a hit is any WINDOW_CHARS consecutive characters of a canary
// value, found raw (or percent-decoded, counted as raw), hex, base64/base64url, base32 or base36.
//
// One index holds every canary of the audit — the run's tokens and the whole content of every canary
// file — and a payload is scanned once for all of them. Positional encodings are applied to the canaries
// when the index is built, never undone on the payload: for each accepted window w (12 bytes at value
// position p) the index holds w, hex(w) (24 chars), base64(w) (16 chars; base64url is read as base64 by
// mapping `-_` to `+/`) and the first 19 characters of base32(w) (the ones its 12 bytes fix). Every value
// position p is indexed, so a piece embedded in a larger blob at any byte alignment contains the encoding
// of a window that starts on the blob's group boundary: raw and hex need 12 bytes of the value, base64 14
// (a boundary within 3 bytes), base32 16 (within 5) — 12 for a piece encoded on its own.
//
// The scan samples the payload: a key's first 12 characters hold a 6-byte q-gram at each of the offsets
// 0..6, so looking at one q-gram every 7 bytes meets every occurrence. The q-gram (bytes with bit 0x20
// set, so that case does not matter for hex and base32) is looked up in a cache-sized bit set; only on a
// hit does a table say at which offsets it occurs, and each candidate start is checked against a bit set
// of key-prefix hashes before the keys with that prefix are compared byte by byte (case-sensitive for
// raw and base64). A payload that holds nothing costs about one bit-set load per 7 bytes, plus the
// structure look below. The index is built once per audit (some ten thousand keys for the shipped
// canary home).
//
// Hex split across DNS labels, base32 labels and base36 numbers are found in the payload's structure
// (canary-structure.ts).
// Values shorter than a window are matched whole, raw and hex only.
//
// A window must say "this run's secret", never "a file of this kind": the canary planter keeps at most
// four fixed format characters (`AKIA`, `ghp_`) inside a token, so every window holds at least eight
// random characters; and a window that occurs in the values of two different token canaries, or is
// nearly one repeated character, is dropped here as format text rather than trusted to the planter.
// A canary file's content counts whole, fixed headers included (the link is the read plus the bytes), so
// its windows are kept even when another file shares them; the caller says which files were read.
//
// A hit says which bytes of the canary the payload holds: each key remembers where its window starts in
// the value (in the file's content for a file, and for a token planted in a file too), and from the hit
// the payload is decoded forwards byte by byte and backwards by whole groups of the key's encoding while
// every decoded byte equals the canary's — never claiming a byte that was not compared.
//
// Longer than the usual ~350 lines on purpose: the index and the scan share one set of tables (filter,
// offsets, prefixes, keys) whose layout each side must agree on. The keys' constants, hashes and
// comparisons are in canary-keys.ts, the structure scan (DNS-split runs, base36) in canary-structure.ts,
// the byte-level pieces (character classes, joining, range decoding) in canary-bytes.ts, what it takes
// and reports in canary-types.ts.






/** best first: a canary found several ways is reported in the first */
const ENCODINGS = ['raw', 'hex', 'base64', 'base32', 'base36'];
// Scratch for the index build: a window's bytes, its encodings, a base64 key's url-safe spelling.
const windowBytes = new Uint8Array(WINDOW_CHARS);
const hexKey = new Uint8Array(2 * WINDOW_CHARS);
const base64Key = new Uint8Array(2 * WINDOW_CHARS);
const base32Key = new Uint8Array(2 * WINDOW_CHARS);
const urlSafePrefix = new Uint8Array(KEY_PREFIX);
const urlSafeWords = wordsOf(urlSafePrefix);
class CanaryMatcher {
    ids = [];
    sources = [];
    /** prefix hash → keys with that prefix */
    keys = new Map();
    /** every key's bytes, one after another (one allocation per doubling, not a Buffer per key) */
    arena = new Uint8Array(4096);
    arenaWords = wordsOf(this.arena);
    arenaUsed = 0;
    /** per q-gram hash: bit j set when the q-gram occurs at offset j of some key's prefix */
    offsets;
    /** bit set: the q-gram occurs somewhere in some key's prefix (a cheaper first look than `offsets`) */
    present;
    prefixes;
    /** values shorter than a window are only matched whole, raw (and hex when that is long enough) */
    shortValues = [];
    /** data shorter than this holds no key and no short value (most writes of a busy server are tiny) */
    shortestMatch = KEY_PREFIX;
    fileIds = new Set();
    /** canary id index → the secret spans of its file, when the file says which spans are secret */
    secretsOf = new Map();
    /** the scan in progress: canary id index → best hit so far (one map reused across scans) */
    best = new Map();
    measured = new Map();
    /** canary id → its index in `ids`; the source key of a value → its index in `sources` */
    idIndex = new Map();
    sourceIndex = new Map();
    /** canary file id → its content, for every file given, indexed or not */
    contentOf = new Map();
    /** one Buffer per text: a file's content and the tokens placed in it share one */
    extents = new Map();
    /** the files of `contents` whose windows are not entered yet (indexFile enters them) */
    unindexed = new Map();
    pending = null;
    /**
     * `tokens`: the run's planted values (canary variables and the secrets inside canary files).
     * `files`: the whole content of each canary file, any piece of which counts once the file was read.
     * `contents`: every canary file, `files` among them (by default `files` alone): a token placed in one
     * of them is reported within it, and indexFile enters the others' windows when they come to count.
     */
    constructor(tokens, files = [], contents = files) {
        // the filters take 1.6 MB: an audit without canaries (and the benches) need none
        const indexed = [tokens, files, contents].some((canaries) => canaries.some((canary) => canary.value.length > 0));
        this.offsets = new Uint8Array(indexed ? 1 << OFFSETS_BITS : 0);
        this.present = new Int32Array(indexed ? (1 << PRESENCE_BITS) / 32 : 0);
        this.prefixes = new Int32Array(indexed ? (1 << PREFIX_BITS) / 32 : 0);
        for (const file of contents)
            if (file.value.length > 0 && !this.contentOf.has(file.id))
                this.contentOf.set(file.id, file.value);
        /** window → [source, its first position in the source's extent, …] */
        const windows = new Map();
        const sharedTokenWindows = new Set();
        const tokenWindowOwner = new Map();
        for (const token of tokens)
            this.collect(token, false, windows, { shared: sharedTokenWindows, owner: tokenWindowOwner });
        // every file's id after the tokens', in their order, whenever its windows are entered: hits are reported in id order
        for (const file of [...files, ...contents])
            if (file.value.length > 0)
                this.idOf(file.id);
        for (const file of files)
            this.collect(file, true, windows);
        this.pending = { windows: windows.entries(), shared: sharedTokenWindows };
        for (const file of contents)
            if (file.value.length > 0 && !this.fileIds.has(file.id))
                this.unindexed.set(file.id, file);
    }
    /** Enters the constructor's windows until `deadline` (performance.now(), read every 16; default: all), true once all are; scan and indexFile enter the rest first. */
    enterSome(deadline = Infinity) {
        const pending = this.pending;
        if (!pending)
            return true;
        for (let entered = 0;; entered++) {
            if ((entered & 15) === 15 && performance.now() >= deadline)
                return false;
            const next = pending.windows.next();
            if (next.done)
                break;
            this.enterWindow(next.value[0], next.value[1], pending.shared.has(next.value[0]));
        }
        this.pending = null;
        return true;
    }
    /** The canary files of `contents` whose windows are not entered yet. */
    unindexedFiles() {
        return this.unindexed.keys();
    }
    /** Enters the windows of canary file `id` (one of `contents`), as if it had been given in `files`. */
    indexFile(id) {
        this.enterSome();
        const file = this.unindexed.get(id);
        if (!file)
            return;
        this.unindexed.delete(id);
        const windows = new Map();
        this.collect(file, true, windows);
        for (const [window, owners] of windows)
            this.enterWindow(window, owners, false);
    }
    idOf(id) {
        let index = this.idIndex.get(id);
        if (index === undefined) {
            index = this.ids.length;
            this.ids.push(id);
            this.idIndex.set(id, index);
        }
        return index;
    }
    /** the source of `canary`'s keys, and where its value starts in the source's extent */
    sourceOf(canary, file) {
        const index = this.idOf(canary.id);
        const content = this.contentOf.get(canary.id);
        const base = content === undefined ? -1 : content.indexOf(canary.value);
        const key = base === -1 ? `v${index}\0${canary.value}` : `${file ? 'f' : 't'}${index}`;
        let source = this.sourceIndex.get(key);
        if (source === undefined) {
            source = this.sources.length;
            const text = base === -1 ? canary.value : content;
            let extent = this.extents.get(text);
            if (!extent)
                this.extents.set(text, (extent = Buffer.from(text, 'latin1')));
            this.sources.push({ id: index, file, extent, inFile: base !== -1, audience: canary.audience });
            this.sourceIndex.set(key, source);
        }
        return { source, base: Math.max(base, 0) };
    }
    /** A canary's windows into `windows` (a short value's keys entered at once); `tokens`: what tokens' windows share. */
    collect(canary, file, windows, tokens) {
        if (canary.value.length === 0)
            return;
        const { source, base } = this.sourceOf(canary, file);
        if (file)
            this.fileIds.add(canary.id);
        if (file && canary.secrets)
            this.secretsOf.set(this.sources[source].id, canary.secrets);
        if (canary.value.length < WINDOW_CHARS) {
            this.shortValues.push({ value: Buffer.from(canary.value, 'latin1'), source, position: base });
            this.shortestMatch = Math.min(this.shortestMatch, canary.value.length);
            latin1Into(windowBytes, canary.value);
            const hexLength = hexInto(hexKey, windowBytes, canary.value.length);
            if (hexLength >= KEY_PREFIX)
                this.addKey(hexKey, hexLength, FOLDED, HEX, source, base, true);
            return;
        }
        // a file's windows only inside its secret spans: its host names, user names and structure are no secret
        const ranges = file && canary.secrets ? canary.secrets : [{ start: 0, end: canary.value.length }];
        for (const range of ranges)
            for (let at = Math.max(range.start, 0); at + WINDOW_CHARS <= Math.min(range.end, canary.value.length); at++) {
                const window = canary.value.slice(at, at + WINDOW_CHARS);
                if (distinctChars(window) < MIN_DISTINCT_CHARS_IN_WINDOW)
                    continue;
                if (tokens) {
                    const owner = tokens.owner.get(window);
                    if (owner !== undefined && owner !== this.sources[source].id)
                        tokens.shared.add(window);
                    else
                        tokens.owner.set(window, this.sources[source].id);
                }
                const owners = windows.get(window);
                if (!owners)
                    windows.set(window, [source, base + at]);
                else if (!ownedBy(owners, source))
                    owners.push(source, base + at);
            }
    }
    /** Each window encoded once, whatever the number of sources holding it; a window two tokens share (`shared`) is no token's. */
    enterWindow(window, owners, shared) {
        latin1Into(windowBytes, window);
        const hexLength = hexInto(hexKey, windowBytes, WINDOW_CHARS);
        const base64Length = base64Into(base64Key, windowBytes, WINDOW_CHARS);
        const base32Length = base32PrefixInto(base32Key, windowBytes, WINDOW_CHARS);
        for (let o = 0; o < owners.length; o += 2) {
            const source = owners[o];
            const position = owners[o + 1];
            if (shared && !this.sources[source].file)
                continue;
            this.addKey(windowBytes, WINDOW_CHARS, EXACT, RAW, source, position);
            this.addKey(hexKey, hexLength, FOLDED, HEX, source, position);
            this.addKey(base64Key, base64Length, BASE64_SPELLINGS, BASE64, source, position);
            this.addKey(base32Key, Math.min(base32Length, BASE32_KEY_CHARS), FOLDED, BASE32, source, position);
        }
    }
    /**
     * Enters a key (bytes[0, length), folded for `compare` into the arena); one already entered with the
     * same bytes, comparison and encoding (found in its prefix bucket, no map of texts) gains the source
     * instead, unless `alone` (a short value's key stays its own).
     */
    addKey(bytes, length, compare, encoding, source, position, alone = false) {
        const table = compare === FOLDED ? FOLD : compare === BASE64_SPELLINGS ? BASE64_CANON : null;
        if (this.arenaUsed + length > this.arena.length) {
            const grown = new Uint8Array(2 * this.arena.length);
            grown.set(this.arena.subarray(0, this.arenaUsed));
            this.arena = grown;
            this.arenaWords = wordsOf(grown);
        }
        const arena = this.arena;
        // written where the key will stay, kept only if no equal key is there already
        const at = this.arenaUsed;
        for (let k = 0; k < length; k++)
            arena[at + k] = table ? table[bytes[k]] : bytes[k];
        const hash = prefixHash(arena, at);
        const bucket = this.keys.get(hash);
        if (bucket && !alone)
            for (const existing of bucket) {
                if (existing.alone || existing.compare !== compare || existing.encoding !== encoding || !sameBytes(arena, existing.at, existing.length, at, length))
                    continue;
                if (existing.source !== source && !(existing.more !== null && ownedBy(existing.more, source))) {
                    if (existing.more === null)
                        existing.more = [source, position];
                    else
                        existing.more.push(source, position);
                }
                return;
            }
        this.arenaUsed += length;
        const key = { at, length, compare, encoding, source, position, more: null, alone };
        const prefixBit = hash >>> (32 - PREFIX_BITS);
        this.prefixes[prefixBit >>> 5] |= 1 << (prefixBit & 31);
        if (bucket)
            bucket.push(key);
        else
            this.keys.set(hash, [key]);
        this.enterPrefix(this.arenaWords, at);
        if (compare === BASE64_SPELLINGS && (arena.subarray(at, at + KEY_PREFIX).includes(PLUS) || arena.subarray(at, at + KEY_PREFIX).includes(SLASH))) {
            for (let k = 0; k < KEY_PREFIX; k++) {
                const c = arena[at + k];
                urlSafePrefix[k] = c === PLUS ? 0x2d : c === SLASH ? 0x5f : c;
            }
            this.enterPrefix(urlSafeWords, 0);
        }
    }
    /** Enters the KEY_PREFIX bytes of a key at `at` in the sampling filter. */
    enterPrefix(words, at) {
        for (let j = 0; j + QGRAM <= KEY_PREFIX; j++) {
            const hash = qgramHash(words, at + j);
            this.offsets[hash >>> (32 - OFFSETS_BITS)] |= 1 << j;
            const bit = hash >>> (32 - PRESENCE_BITS);
            this.present[bit >>> 5] |= 1 << (bit & 31);
        }
    }
    /** Whether `id` is a canary file whose content this matcher holds. */
    hasFile(id) {
        return this.fileIds.has(id);
    }
    /**
     * One hit per canary id, in its best encoding (raw, hex, base64, base32, base36), in the order the
     * canaries were given (tokens, then files). A canary file's content counts only when `fileRead(id)`.
     * A string is a name or a command line (base36 searched in every run), a Buffer a payload (dotted runs).
     */
    scan(data, fileRead = () => true) {
        if (this.ids.length === 0 || data.length < this.shortestMatch)
            return [];
        this.enterSome();
        const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
        // Map.clear allocates a new table even when empty, and most payloads hold nothing
        if (this.best.size > 0)
            this.best.clear();
        if (this.measured.size > 0)
            this.measured.clear();
        const found = { best: this.best, measured: this.measured, fileRead };
        this.scanView(bytes, bytes.length, found, -1);
        if (bytes.indexOf(PERCENT) !== -1) {
            const decoded = percentDecode(bytes);
            if (decoded)
                this.scanView(decoded, decoded.length, found, -1);
        }
        scanStructure(bytes, typeof data === 'string', (view, length, as) => this.scanView(view, length, found, as));
        if (found.best.size === 0)
            return [];
        return [...found.best.entries()]
            .sort(([a], [b]) => a - b)
            .map(([id, hit]) => {
            const { extent, inFile, audience: own } = this.sources[hit.source];
            const spans = inFile ? this.secretsOf.get(id) : undefined;
            const audience = inFile ? (spans ? spansAudience(spans, hit.start, hit.end) : undefined) : own;
            const found = {
                canary: this.ids[id],
                encoding: ENCODINGS[hit.encoding],
                bytes: [hit.start, hit.end],
                within: inFile ? 'file' : 'value',
                of: extent.length
            };
            if (audience)
                found.audience = audience;
            return found;
        });
    }
    /** Sampled q-gram scan of view[0, length); `as` ≥ 0 reports every hit in that encoding (decoded views). */
    scanView(view, length, found, as) {
        for (const { value, source, position } of this.shortValues) {
            const at = Buffer.from(view.buffer, view.byteOffset, length).indexOf(value);
            if (at !== -1)
                this.record(source, position, as >= 0 ? as : RAW, RAW, view, at, length, found);
        }
        const offsetTable = this.offsets;
        const present = this.present;
        const prefixes = this.prefixes;
        const words = wordsOf(view);
        for (let i = 0; i + QGRAM <= length; i += SAMPLE_STEP) {
            const hash = qgramHash(words, i);
            const bit = hash >>> (32 - PRESENCE_BITS);
            if ((present[bit >>> 5] & (1 << (bit & 31))) === 0)
                continue;
            for (let rest = offsetTable[hash >>> (32 - OFFSETS_BITS)]; rest !== 0; rest &= rest - 1) {
                const offset = 31 - Math.clz32(rest & -rest);
                const start = i - offset;
                if (start < 0 || start + KEY_PREFIX > length)
                    continue;
                // a key's prefix begins and ends with q-grams entered at offsets 0 and LAST_QGRAM: two cheap looks
                // before the prefix hash
                if (offset !== 0 && (offsetTable[qgramHash(words, start) >>> (32 - OFFSETS_BITS)] & 1) === 0)
                    continue;
                if (offset !== LAST_QGRAM && (offsetTable[qgramHash(words, start + LAST_QGRAM) >>> (32 - OFFSETS_BITS)] & (1 << LAST_QGRAM)) === 0)
                    continue;
                const prefix = prefixHash(view, start);
                const prefixBit = prefix >>> (32 - PREFIX_BITS);
                if ((prefixes[prefixBit >>> 5] & (1 << (prefixBit & 31))) === 0)
                    continue;
                const bucket = this.keys.get(prefix);
                if (bucket)
                    for (const key of bucket)
                        if (matches(key, this.arena, view, start, length)) {
                            const encoding = as >= 0 ? as : key.encoding;
                            this.record(key.source, key.position, encoding, key.encoding, view, start, length, found);
                            const more = key.more;
                            if (more !== null)
                                for (let o = 0; o < more.length; o += 2)
                                    this.record(more[o], more[o + 1], encoding, key.encoding, view, start, length, found);
                        }
            }
        }
    }
    /**
     * A key of `source` (its window at `position` of the source's extent, in `keyEncoding`) found at
     * view[start]; reported as `encoding`. Of the hits in the best encoding the widest is kept, with the
     * bytes around it that match too; a hit inside the range last measured for its source in the same view
     * and encoding is that piece again and is not measured (a whole file sent raw is measured once, not once
     * per window).
     */
    record(source, position, encoding, keyEncoding, view, start, length, found) {
        const { id, file, extent } = this.sources[source];
        const best = found.best.get(id);
        if (best !== undefined && best.encoding < encoding)
            return;
        const last = found.measured.get(source);
        if (last !== undefined && last.view === view && last.encoding === encoding && position >= last.start && position < last.end)
            return;
        if (file && !found.fileRead(this.ids[id]))
            return;
        const before = matchedBefore(keyEncoding, view, start, extent, position);
        const from = matchedFrom(keyEncoding, view, start, length, extent, position);
        const hit = { encoding, start: position - before, end: position + from, source, view };
        found.measured.set(source, hit);
        if (best === undefined || best.encoding > encoding || best.end - best.start < hit.end - hit.start)
            found.best.set(id, hit);
    }
}

;// CONCATENATED MODULE: ./src/profile/canary-index.ts

class CanaryIndex {
    tokens;
    files;
    matcher = null;
    /** canary files with content to index (CanaryMatcher.hasFile of the whole index) */
    fileIds;
    /** `tokens` and `files` as CanaryMatcher takes them. */
    constructor(tokens, files = []) {
        this.tokens = tokens;
        this.files = files;
        this.fileIds = new Set(files.filter((file) => file.value.length > 0).map((file) => file.id));
    }
    /**
     * Builds what the first scan would (the tokens' index, knowing the files' content), until `deadline`
     * (performance.now(); default: all of it), true once all is: the session builds it in pieces while it
     * waits, and a scan before the end enters the rest at once.
     */
    prepare(deadline = Infinity) {
        this.matcher ??= new CanaryMatcher(this.tokens, [], this.files);
        return this.matcher.enterSome(deadline);
    }
    hasFile(id) {
        return this.fileIds.has(id);
    }
    /** As CanaryMatcher.scan with the tokens and the files. */
    scan(data, fileRead = () => true) {
        const matcher = (this.matcher ??= new CanaryMatcher(this.tokens, [], this.files));
        for (const id of matcher.unindexedFiles())
            if (fileRead(id))
                matcher.indexFile(id);
        return matcher.scan(data, fileRead);
    }
}

;// CONCATENATED MODULE: ./src/trace/c-string.ts
// C strings as strace prints them (`"a\n\"b\\\x41\101"`, `"..."...` when cut at -s bytes), decoded to
// bytes. The text is what a traced, untrusted server chose: nothing assumes it is well formed (undefined,
// never a throw). This is the parser's hottest path, hence the slab and the in-place unescaping.
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c;
const c_string_DOT = 0x2e;
const scratch = Buffer.allocUnsafe(65536);
// Decoded strings with escapes are views of a slab (a quarter of it at most; longer ones get a buffer of
// their own). A view kept by a consumer keeps its slab alive: the profile keeps none.
const SLAB_BYTES = 64 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let slabWords = new DataView(slab.buffer, slab.byteOffset, SLAB_BYTES);
let slabUsed = 0;
function octalDigit(code) {
    return code >= 0x30 && code <= 0x37;
}
function c_string_hexValue(code) {
    if (code >= 0x30 && code <= 0x39)
        return code - 0x30;
    if (code >= 0x61 && code <= 0x66)
        return code - 0x57;
    if (code >= 0x41 && code <= 0x46)
        return code - 0x37;
    return -1;
}
/** Index of the unescaped quote closing the C string that opens at `start`, or -1 when it is unterminated. */
function closingQuote(text, start) {
    // indexOf runs natively; payload strings of several KB make a per-char loop the parser's hot spot
    let i = start + 1;
    for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1)
            return -1;
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH)
            backslashes++;
        if (backslashes % 2 === 0)
            return quote;
        i = quote + 1;
    }
}
/** Index just past the closing quote of the C string opening at `start` (or text.length if unterminated). */
function skipString(text, start) {
    const quote = closingQuote(text, start);
    return quote === -1 ? text.length : quote + 1;
}
/**
 * Whether a C string token was cut at -s bytes (`"…"...`), found without decoding it; undefined when the
 * token is not one C string — exactly when parseCString would give undefined.
 */
function cStringTruncated(token) {
    if (token.charCodeAt(0) !== QUOTE)
        return undefined;
    const quote = closingQuote(token, 0);
    return quote === -1 ? undefined : closedAt(token, quote + 1);
}
/**
 * Decodes a C string token (`"a\n\"b\\\x41\101"`, optionally followed by `...`) into bytes.
 * The trace is read as latin1, so each char below 256 is one byte of the original output.
 */
function parseCString(token) {
    if (token.charCodeAt(0) !== QUOTE)
        return undefined;
    const length = token.length;
    const plain = token.indexOf('\\', 1) === -1;
    // The token is copied natively, then unescaped in place by one pass over its bytes (payloads of JSON
    // escape every few bytes, so per-run native calls would cost more than they save). The copy goes into
    // a slab and the result is a view of it: one allocation per SLAB_BYTES, not per string.
    let buf;
    let words;
    if (length > SLAB_BYTES / 4) {
        buf = Buffer.allocUnsafeSlow(length);
        words = new DataView(buf.buffer, buf.byteOffset, length);
    }
    else {
        if (slabUsed + length > SLAB_BYTES) {
            slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
            slabWords = new DataView(slab.buffer, slab.byteOffset, SLAB_BYTES);
            slabUsed = 0;
        }
        buf = slab;
        words = slabWords;
    }
    const base = buf === slab ? slabUsed : 0;
    const end = base + length;
    buf.write(token, base, length, 'latin1');
    if (plain) {
        // no escapes: the bytes between the quotes are the string, where they were written
        const close = token.indexOf('"', 1);
        const truncated = close === -1 ? undefined : closedAt(token, close + 1);
        if (truncated === undefined)
            return undefined;
        if (buf === slab)
            slabUsed = (base + close + 7) & ~7;
        return { bytes: buf.subarray(base + 1, base + close), truncated };
    }
    const n = unescapeInPlace(buf, words, base, end);
    if (n < 0)
        return undefined;
    const truncated = closedAt(token, closedQuoteAt - base + 1);
    if (truncated === undefined)
        return undefined;
    if (buf === slab)
        slabUsed = (n + 7) & ~7;
    return { bytes: buf.subarray(base, n), truncated };
}
/** Where unescapeInPlace found the closing quote (an out-parameter: it returns the output's end). */
let closedQuoteAt = 0;
/**
 * Unescapes the C string whose opening quote is at buf[base] and whose token ends at `end`, in place from
 * buf[base]: returns where the output ends (-1: no closing quote), the quote's index in closedQuoteAt.
 */
function unescapeInPlace(buf, words, base, end) {
    let n = base;
    let i = base + 1;
    for (;;) {
        // four bytes at a time while none of them is a quote or a backslash
        while (i + 4 <= end) {
            const word = words.getInt32(i, true);
            const quotes = word ^ 0x22222222;
            const backslashes = word ^ 0x5c5c5c5c;
            const special = (((quotes - 0x01010101) & ~quotes) | ((backslashes - 0x01010101) & ~backslashes)) & 0x80808080;
            if (special !== 0) {
                // the lowest flagged byte is the first quote or backslash (false flags only follow a true one)
                for (let clean = (31 - Math.clz32(special & -special)) >>> 3; clean > 0; clean--)
                    buf[n++] = buf[i++];
                break;
            }
            words.setInt32(n, word, true);
            n += 4;
            i += 4;
        }
        if (i >= end)
            return -1; // no closing quote
        const c = buf[i];
        if (c === QUOTE)
            break;
        if (c !== BACKSLASH) {
            buf[n++] = c;
            i++;
            continue;
        }
        if (i + 1 >= end)
            return -1;
        const e = buf[i + 1];
        i += 2;
        switch (e) {
            case 0x6e:
                buf[n++] = 0x0a;
                break; // \n
            case 0x74:
                buf[n++] = 0x09;
                break; // \t
            case 0x72:
                buf[n++] = 0x0d;
                break; // \r
            case 0x76:
                buf[n++] = 0x0b;
                break; // \v
            case 0x66:
                buf[n++] = 0x0c;
                break; // \f
            case 0x61:
                buf[n++] = 0x07;
                break; // \a
            case 0x62:
                buf[n++] = 0x08;
                break; // \b
            case 0x78: {
                // \xNN
                const hi = i < end ? c_string_hexValue(buf[i]) : -1;
                const lo = i + 1 < end ? c_string_hexValue(buf[i + 1]) : -1;
                if (hi >= 0 && lo >= 0) {
                    buf[n++] = hi * 16 + lo;
                    i += 2;
                }
                else
                    buf[n++] = 0x78;
                break;
            }
            default:
                if (octalDigit(e)) {
                    // \N, \NN, \NNN
                    let v = e - 0x30;
                    for (let k = 0; k < 2 && i < end && octalDigit(buf[i]); k++)
                        v = v * 8 + buf[i++] - 0x30;
                    buf[n++] = v & 0xff;
                }
                else
                    buf[n++] = e; // \" \\ and anything unexpected: the char itself
        }
    }
    closedQuoteAt = i;
    return n;
}
let scratchBytes = Buffer.allocUnsafeSlow(SLAB_BYTES);
let scratchWords = new DataView(scratchBytes.buffer, scratchBytes.byteOffset, SLAB_BYTES);
/**
 * parseCString of a token held as bytes (bytes[from, to), e.g. as the canary worker receives it), without
 * making a string of it. The result is a view of a buffer the next call overwrites.
 */
function decodeCStringBytes(bytes, from, to) {
    const length = to - from;
    if (length === 0 || bytes[from] !== QUOTE)
        return undefined;
    if (length > scratchBytes.length) {
        scratchBytes = Buffer.allocUnsafeSlow(Math.max(length, 2 * scratchBytes.length));
        scratchWords = new DataView(scratchBytes.buffer, scratchBytes.byteOffset, scratchBytes.length);
    }
    scratchBytes.set(bytes.subarray(from, to));
    const n = unescapeInPlace(scratchBytes, scratchWords, 0, length);
    if (n < 0)
        return undefined;
    const rest = length - closedQuoteAt - 1;
    if (rest === 0)
        return { bytes: scratchBytes.subarray(0, n), truncated: false };
    const dots = rest === 3 && scratchBytes[length - 3] === c_string_DOT && scratchBytes[length - 2] === c_string_DOT && scratchBytes[length - 1] === c_string_DOT;
    return dots ? { bytes: scratchBytes.subarray(0, n), truncated: true } : undefined;
}
/** What follows a C string's closing quote: nothing, or `...` when strace cut it (undefined: not a lone string). */
function closedAt(token, after) {
    const rest = token.length - after;
    if (rest === 0)
        return false;
    return rest === 3 && token.startsWith('...', after) ? true : undefined;
}
/** A C string as text (file names, argv); bytes are read as UTF-8. */
function parseStringArg(token) {
    // The common case, a plain ASCII name with no escapes, is its own text. It is copied (through the
    // scratch buffer, no allocation but the string) rather than sliced: a slice would keep the whole
    // trace line alive for as long as the profile holds the path.
    if (token.length <= scratch.length && PLAIN_ASCII_STRING.test(token)) {
        scratch.write(token, 0, token.length, 'latin1');
        return scratch.toString('latin1', 1, token.length - 1);
    }
    return parseCString(token)?.bytes.toString('utf8');
}
const PLAIN_ASCII_STRING = /^"[\x00-\x21\x23-\x5b\x5d-\x7f]*"$/;

;// CONCATENATED MODULE: ./src/profile/canary-scan-queue.ts


// Matching every socket payload against the canaries costs about a quarter of the parse's CPU on a busy
// trace. Past a first few megabytes of payload, payloads are copied into shared batches and matched on a
// worker thread (the runner's second core) while the parse goes on; when the worker falls behind, the
// parsing thread matches the next payloads itself, so both cores work and memory stays bounded.
//
// What a scan finds must not depend on where or when it ran. Every scan gets a sequence number, and the
// hits are handed out in that order once all are in. A canary file's content counts from the scan after
// the server read it: reads only grow, so the number of files read when a scan was queued is its whole
// snapshot, and the worker, told each read in order, judges the scan against that count. The hits are
// exactly those of matching inline, in trace order — the unit test compares the two on the same input.
/** Copied payloads per batch; a payload larger than this is matched inline. */
const BATCH_BYTES = 4 << 20;
/** Batches handed to the worker and not yet answered; past this the parsing thread matches itself. */
const MAX_BATCHES_IN_FLIGHT = 8;
/** what the worker may hold at most: the copies a busy trace keeps in memory beyond the parse's own */
const MAX_BYTES_IN_FLIGHT = MAX_BATCHES_IN_FLIGHT * BATCH_BYTES;
/** Payload bytes matched inline before the worker is started: a small trace never pays for a thread. */
const OFFLOAD_AFTER_BYTES = (/* unused pure expression or super */ null && (4 << 20));
/** Int32 fields per payload in a batch: offset, length, canary files read when it was queued, 1 when it is a C string token */
const JOB_FIELDS = 4;
/** The bytes of payload `job` of a batch, decoded when they are a C string token (undecodable: none; a decoded one is valid until the next). */
function jobBytes(view, jobs, job) {
    const offset = jobs[JOB_FIELDS * job];
    const end = offset + jobs[JOB_FIELDS * job + 1];
    if (jobs[JOB_FIELDS * job + 3] === 0)
        return view.subarray(offset, end);
    return decodeCStringBytes(view, offset, end)?.bytes ?? Buffer.alloc(0);
}
class CanaryScanQueue {
    index;
    nextSeq = 0;
    found = [];
    /** canary file id → how many files had been read before it */
    readOrder = new Map();
    reads = [];
    readsSent = 0;
    scannedBytes = 0;
    offloadedBytes = 0;
    workerBytes = 0;
    worker = null;
    /** the worker failed or could not start: everything left is matched inline */
    failed = false;
    filling = null;
    inFlight = new Map();
    spare = [];
    nextBatch = 0;
    idle = null;
    offloadAfterBytes;
    workerPath;
    wasRead = (id) => this.readOrder.has(id);
    constructor(index, options) {
        this.index = index;
        this.workerPath = options.workerPath;
        this.offloadAfterBytes = options.offloadAfterBytes ?? OFFLOAD_AFTER_BYTES;
    }
    /** The server read the canary file `id`: its content counts in every scan queued after this. */
    fileRead(id) {
        if (this.readOrder.has(id) || !this.index.hasFile(id))
            return;
        this.readOrder.set(id, this.reads.length);
        this.reads.push(id);
    }
    /** Queues `data` to be matched as CanaryIndex.scan would now; `tag` comes back with its hits. */
    scan(data, tag) {
        const seq = this.nextSeq++;
        this.scannedBytes += data.length;
        if (typeof data !== 'string' && this.offload(data, data.length, false, seq, tag))
            return;
        const hits = this.index.scan(data, this.wasRead);
        if (hits.length > 0)
            this.found.push({ seq, tag, hits });
    }
    /** As scan(payload.data), but a payload not decoded yet goes to the worker as its C string, decoded there. */
    scanPayload(payload, tag) {
        const token = payload.token;
        if (token === undefined)
            return this.scan(payload.data, tag);
        const seq = this.nextSeq++;
        this.scannedBytes += token.length;
        if (this.offload(token, token.length, true, seq, tag))
            return;
        const hits = this.index.scan(payload.data, this.wasRead);
        if (hits.length > 0)
            this.found.push({ seq, tag, hits });
    }
    /** Waits for the worker's answers and stops it. Scans may still be queued after (matched inline). */
    async settle() {
        this.post();
        if (this.inFlight.size > 0)
            await new Promise((resolve) => (this.idle = resolve));
        this.close();
    }
    /** Every scan's hits, in the order the scans were queued (settle() first when a worker ran). */
    hitsInOrder() {
        if (this.inFlight.size > 0 || (this.filling?.seqs.length ?? 0) > 0)
            throw new Error('canary scans still on the worker: settle() first');
        return this.found.sort((a, b) => a.seq - b.seq);
    }
    /** Payload bytes queued, how many were handed to the worker, and how many of those it answered (the rest, if it failed, were matched here). */
    get stats() {
        return { scannedBytes: this.scannedBytes, offloadedBytes: this.offloadedBytes, workerBytes: this.workerBytes };
    }
    /** Stops the worker (idempotent); what it had not answered is matched inline first. */
    close() {
        if (this.inFlight.size > 0)
            this.fail();
        const worker = this.worker;
        this.worker = null;
        if (worker)
            void worker.terminate().catch(() => undefined);
    }
    /** Copies a payload (bytes, or a C string token when `encoded`) into the batch for the worker; false: match it here. */
    offload(data, length, encoded, seq, tag) {
        if (this.workerPath === null || this.failed || this.scannedBytes <= this.offloadAfterBytes || length > BATCH_BYTES)
            return false;
        let batch = this.filling;
        if (batch !== null && batch.used + length > BATCH_BYTES) {
            this.post();
            batch = null;
        }
        if (batch === null) {
            if (this.inFlight.size >= MAX_BATCHES_IN_FLIGHT)
                return false; // the worker is behind: match here
            batch = this.filling = this.newBatch();
        }
        // a token is latin1 text, one char per byte of the trace line
        if (typeof data === 'string')
            batch.view.write(data, batch.used, length, 'latin1');
        else
            data.copy(batch.view, batch.used);
        batch.jobs.push(batch.used, length, this.reads.length, encoded ? 1 : 0);
        batch.used += length;
        batch.seqs.push(seq);
        batch.tags.push(tag);
        this.offloadedBytes += length;
        return true;
    }
    newBatch() {
        const bytes = this.spare.pop() ?? new SharedArrayBuffer(BATCH_BYTES);
        return { id: this.nextBatch++, bytes, view: Buffer.from(bytes), used: 0, jobs: [], seqs: [], tags: [] };
    }
    /** Hands the batch being filled to the worker (started on first use). */
    post() {
        const batch = this.filling;
        this.filling = null;
        if (batch === null || batch.seqs.length === 0)
            return;
        const worker = this.startedWorker();
        this.inFlight.set(batch.id, batch);
        if (worker === null)
            return this.fail();
        const message = { batch: batch.id, bytes: batch.bytes, jobs: Int32Array.from(batch.jobs), reads: this.reads.slice(this.readsSent) };
        this.readsSent = this.reads.length;
        worker.ref();
        worker.postMessage(message);
    }
    startedWorker() {
        if (this.worker !== null || this.failed || this.workerPath === null)
            return this.worker;
        try {
            const workerData = { tokens: this.index.tokens, files: this.index.files };
            const worker = new Worker(this.workerPath, { workerData });
            worker.on('message', (message) => this.answered(message));
            worker.on('error', () => this.fail());
            worker.on('exit', () => {
                if (this.worker === worker)
                    this.fail();
            });
            this.worker = worker;
        }
        catch {
            this.failed = true;
        }
        return this.worker;
    }
    answered({ batch: id, hits }) {
        const batch = this.inFlight.get(id);
        if (batch === undefined)
            return;
        this.inFlight.delete(id);
        this.workerBytes += batch.used;
        for (const [job, jobHits] of hits)
            this.found.push({ seq: batch.seqs[job], tag: batch.tags[job], hits: jobHits });
        this.spare.push(batch.bytes);
        if (this.inFlight.size === 0) {
            this.worker?.unref();
            this.idle?.();
            this.idle = null;
        }
    }
    /** The worker is gone: the batches it had not answered are matched here, each against its own snapshot. */
    fail() {
        this.failed = true;
        const worker = this.worker;
        this.worker = null;
        if (worker)
            void worker.terminate().catch(() => undefined);
        for (const batch of [...this.inFlight.values()].sort((a, b) => a.id - b.id)) {
            for (let job = 0; job < batch.seqs.length; job++) {
                const readCount = batch.jobs[JOB_FIELDS * job + 2];
                const hits = this.index.scan(jobBytes(batch.view, batch.jobs, job), (id) => (this.readOrder.get(id) ?? Infinity) < readCount);
                if (hits.length > 0)
                    this.found.push({ seq: batch.seqs[job], tag: batch.tags[job], hits });
            }
        }
        this.inFlight.clear();
        this.idle?.();
        this.idle = null;
    }
}

;// CONCATENATED MODULE: ./src/profile/canary-scan-worker.ts



// The worker of CanaryScanQueue (bundled as dist/canary-worker/index.js): matches each batch of payloads
// (decoding those the trace's C strings still hold) with its own copy of the run's canary index, each payload against the canary files read before it was
// queued, and answers with the hits of the payloads that hold any.
const { tokens, files } = external_node_worker_threads_namespaceObject.workerData;
const index = new CanaryIndex(tokens, files);
/** canary file id → how many files had been read before it */
const readOrder = new Map();
external_node_worker_threads_namespaceObject.parentPort?.on('message', ({ batch, bytes, jobs, reads }) => {
    for (const id of reads)
        if (!readOrder.has(id))
            readOrder.set(id, readOrder.size);
    const view = Buffer.from(bytes);
    const hits = [];
    for (let job = 0; JOB_FIELDS * job < jobs.length; job++) {
        const readCount = jobs[JOB_FIELDS * job + 2];
        const found = index.scan(jobBytes(view, jobs, job), (id) => (readOrder.get(id) ?? Infinity) < readCount);
        if (found.length > 0)
            hits.push([job, found]);
    }
    const answer = { batch, hits };
    external_node_worker_threads_namespaceObject.parentPort?.postMessage(answer);
});

