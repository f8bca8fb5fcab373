import { ansiSequences } from '../../neutralize.js'

// Terminal escapes in text a client may print: ones that hide a line (SGR 8, conceal), erase one (EL, ED,
// a carriage return that overwrites), move the cursor back over what was printed, or hide a link's
// target (OSC 8). Colours and styles alone are not reported.

export type AnsiEffect = 'hides' | 'erases' | 'moves' | 'overwrites' | 'links' | 'titles'

export interface AnsiHit {
  effects: AnsiEffect[]
  /** where the first sequence with an effect starts */
  index: number
}

const EFFECT_ORDER: readonly AnsiEffect[] = ['hides', 'erases', 'moves', 'overwrites', 'links', 'titles']

function effectOf(sequence: string): AnsiEffect | null {
  const body = sequence.replace(/^(?:\u001b\[|\u009b)/, '')
  if (body !== sequence) {
    const final = body.slice(-1)
    const params = body.slice(0, -1)
    if (final === 'm') return params.split(/[;:]/).some((param) => param === '8') ? 'hides' : null
    if (final === 'K' || final === 'J' || final === 'P' || final === 'X' || final === 'M') return 'erases'
    if ('ABCDEFGHdfsu'.includes(final)) return 'moves'
    return null
  }
  if (sequence.startsWith('\u001b]')) return /^\u001b]8;/.test(sequence) ? 'links' : 'titles'
  if (sequence === '\u001bM' || sequence === '\u001bD' || sequence === '\u001bE') return 'moves'
  if (sequence === '\u001bc') return 'erases'
  return null
}

/** The escapes in the text that hide, erase or move; null when there are none (or only colours). */
export function findAnsi(text: string): AnsiHit | null {
  const hasEscape = text.includes('\u001b') || text.includes('\u009b')
  // A carriage return followed by text on the same line overwrites what came before it.
  const overwrite = /[^\r\n]\r(?!\n)[^\r\n]/.exec(text)
  if (!hasEscape && !overwrite) return null
  const effects = new Set<AnsiEffect>()
  let index = overwrite ? overwrite.index : Number.MAX_SAFE_INTEGER
  if (overwrite) effects.add('overwrites')
  if (hasEscape) {
    for (const { sequence, index: at } of ansiSequences(text)) {
      const effect = effectOf(sequence)
      if (effect === null) continue
      effects.add(effect)
      index = Math.min(index, at)
    }
  }
  if (effects.size === 0) return null
  return { effects: EFFECT_ORDER.filter((effect) => effects.has(effect)), index }
}
