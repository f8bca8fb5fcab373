import { excerpt } from '../neutralize.js'

// Finds a tool description's claim that the tool stays local ("Purely local text formatting.",
// "Works offline", "No network access."). A claim turns the tool's network use into a high finding,
// so detection is deliberately narrow: "saves it to a local file" or "in a local timezone" describe
// data, not the tool's reach, and must not count. Each pattern below is anchored on wording that
// talks about where the tool runs or what it never touches.
const CLAIM_PATTERNS: RegExp[] = [
  /\b(?:purely|entirely|fully|completely|strictly|exclusively|100%)\s+(?:local(?:ly)?|offline|on[- ]device)\b/i,
  /\b(?:runs?|running|works?|working|operates?|executes?|happens?|processe[sd]|computed|performed|stays?)\s+(?:entirely\s+|fully\s+|completely\s+|only\s+|purely\s+)?(?:locally|offline|on[- ]device)\b/i,
  /\blocal[- ]only\b/i,
  /\boffline[- ]only\b/i,
  /(?:^|[.!?;:(]\s*|\b(?:requires?|needs?|makes?|uses?|performs?|with|and|has)\s+)(?:no|zero)\s+(?:network|internet|external\s+(?:network|requests?|calls?|connections?|services?|access))\b/i,
  /\b(?:without|never)\s+(?:any\s+)?(?:network|internet)\s+(?:access|calls?|requests?|connections?|traffic|use)\b/i,
  /\b(?:does\s+not|doesn'?t|never|will\s+not|won'?t|cannot|can'?t)\s+(?:access|use|touch|contact|call|reach|connect\s+to|make\s+requests\s+to)\s+(?:the\s+)?(?:network|internet)\b/i,
  /\b(?:does\s+not|doesn'?t|never|will\s+not|won'?t)\s+(?:make|perform|send)\s+(?:any\s+)?(?:network|internet|outbound|external|http)\s+(?:requests?|calls?|connections?|traffic)\b/i
]

/**
 * A word every pattern above needs: a sentence without any cannot claim anything, and is not tried
 * against the eight patterns (V8 compiles each on its first use, ~0.4 ms apiece, in every audit).
 */
const CLAIM_WORDS = /local|offline|device|network|internet|external|outbound|http/i

/** The sentence of `description` that claims the tool stays local, as a short excerpt; null when none. */
export function localClaim(description: string | undefined): string | null {
  if (!description || !CLAIM_WORDS.test(description)) return null
  const sentences = description.split(/(?<=[.!?])\s+|\n+/)
  for (const sentence of sentences) {
    if (CLAIM_WORDS.test(sentence) && CLAIM_PATTERNS.some((pattern) => pattern.test(sentence))) return excerpt(sentence)
  }
  return null
}
