// The canaries the MCP client's answers carry (probe/client-traps.ts): a key the sampled "conversation"
// mentions, and the secret an elicitation that asks for a credential is answered with. Planted by the run
// like the canary home's, so the same matching finds them wherever they go.
import type { Canary } from '../profile/canary-match.js'
import { pickChars } from './canary-cloud.js'

export interface ClientTrapValues {
  /** the API key the sampled completion quotes from the conversation */
  samplingKey: string
  /** what an elicitation asking for a token, password or key is answered with */
  elicitationSecret: string
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const BASE64URL = BASE62 + '-_'

/** Canary ids start with these: the leak rules tell a sampled or elicited canary from the home's. */
export const SAMPLING_CANARY_ID = 'sampling:conversation API key'
export const ELICITATION_CANARY_ID = 'elicitation:answered secret'

export function clientTrapCanaries(random?: (n: number) => Buffer): { values: ClientTrapValues; canaries: Canary[] } {
  const samplingRandom = pickChars(BASE64URL, 93, random)
  const elicitationRandom = pickChars(BASE62, 36, random)
  const values = { samplingKey: `sk-ant-api03-${samplingRandom}AA`, elicitationSecret: `ghp_${elicitationRandom}` }
  return {
    values,
    canaries: [
      { id: SAMPLING_CANARY_ID, value: samplingRandom },
      { id: ELICITATION_CANARY_ID, value: elicitationRandom }
    ]
  }
}
