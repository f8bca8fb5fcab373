// What a server asked of the client (probe/client-traps.ts), judged: sampling-exfiltration for a sampling
// request that seeks the conversation or its secrets, credential-elicitation for a form that asks for a
// secret, roots-overreach for files touched beyond the roots the server listed. The canaries the answers
// carried leaving the process are judged in leak-rules.ts (critical).

import type { CallRecord, ObservedFile, Phase, Severity } from '../model/index.js'
import { excerpt } from '../neutralize.js'
import { isUnder } from '../profile/path-classify.js'
import { findInstructions } from '../profile/server-text/injection.js'
import type { ClientRequestRecord } from '../probe/client-traps.js'
import type { Judge, Occurrence } from './judge.js'

const SECRETS =
  /\b(?:api[ _-]?keys?|access[ _-]?keys?|secret[ _-]?keys?|secrets|(?:access|auth|bearer|session)[ _-]?tokens?|tokens|passwords?|passphrases?|credentials?|private[ _-]?keys?|ssh[ _-]?keys?|environment variables|\.env\b|seed phrase)/i
const CONVERSATION =
  /\b(?:conversation|chat history|message history|previous messages|earlier messages|prior messages|system prompt|transcript|everything (?:the user|you) (?:said|know|have seen)|what the user (?:said|typed|shared))\b/i
const VERBS =
  '(?:repeat|reveal|recite|print|output|dump|list|include|give|return|tell|share|copy|send|quote|extract|collect|summari[sz]e|write (?:out|down)|show|provide)'
// A directive: the sentence starts with the verb (or "please", "can you", "you must" before it). A sampling
// request carries the user's data too (a file to summarize): a sentence of that data that merely mentions
// credentials is not the server asking for them.
const ASK = new RegExp(
  `^(?:[\\s>*_#\`"'(\\-•\\d.)]*)(?:(?:please|now|also|then|and|first,?)\\s+)*(?:(?:can|could|would|will) you\\s+(?:please\\s+)?|you (?:must|should|need to|have to|will)\\s+)?${VERBS}\\b`,
  'i'
)
const NEGATED = /\b(?:never|not|don'?t|do not|avoid|without)\s+(?:\w+\s+){0,3}?(?:repeat|reveal|include|share|send|print|output|quote|show|provide)\b/i
const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== '')

/** What a sampling request's text asks of the model: secrets (high), the conversation (medium), else null. */
export function samplingAsk(text: string): { severity: Severity; what: string; quote: string } | null {
  const asks = sentencesOf(text).filter((sentence) => ASK.test(sentence) && !NEGATED.test(sentence))
  const secret = asks.find((sentence) => SECRETS.test(sentence))
  if (secret) return { severity: 'high', what: 'secrets', quote: secret }
  const instructions = findInstructions(text)
  if (instructions?.intents.includes('read-secret')) return { severity: 'high', what: 'secrets', quote: instructions.sentence }
  const conversation = asks.find((sentence) => CONVERSATION.test(sentence))
  return conversation ? { severity: 'medium', what: 'the conversation', quote: conversation } : null
}

export function phaseOfCall(calls: readonly CallRecord[], callId: number | null): Phase {
  const call = callId === null ? undefined : calls[callId]
  if (!call || call.id !== callId) return { kind: 'startup' }
  return {
    kind: 'call',
    call: { id: call.id, kind: call.kind, name: call.name, iteration: call.iteration, ...(call.step !== undefined ? { step: call.step } : {}) },
    afterResponse: false
  }
}

export function clientTrapOccurrences(judge: Judge, out: Occurrence[]): void {
  const requests = judge.input.clientRequests ?? []
  const calls = judge.input.calls
  requests.forEach((request, index) => {
    const phase = phaseOfCall(calls, request.callId)
    const order: [number, number] = [Number.MAX_SAFE_INTEGER - 2, index]
    if (request.kind === 'sampling' && request.text) {
      const ask = samplingAsk(request.text)
      if (!ask) return
      out.push({
        rule: 'sampling-exfiltration',
        subject: `sampling ${ask.what}`,
        severity: ask.severity,
        message: `asks the client's model, through sampling, for ${ask.what}: "${excerpt(ask.quote, 160)}"`,
        phase,
        order,
        evidence: {},
        traceLines: []
      })
    }
    if (request.kind === 'elicitation' && request.credentialFields && request.credentialFields.length > 0) {
      const fields = request.credentialFields.map((field) => excerpt(field, 40))
      const message = (request.text ?? '').split('\n')[0] ?? ''
      out.push({
        rule: 'credential-elicitation',
        subject: `elicitation ${fields.join(',')}`,
        severity: 'high',
        message: `asks the user, through form elicitation, for a secret (${fields.map((field) => `'${field}'`).join(', ')})${message ? `: "${excerpt(message, 160)}"` : ''}; the specification forbids it`,
        phase,
        order,
        evidence: {},
        traceLines: []
      })
    }
  })
  rootsOverreach(judge, requests, out)
}

/** Categories of a path the server has no business touching once it knows its roots (path-classify.ts). */
function beyondRoots(file: ObservedFile, judge: Judge): boolean {
  if (file.noise || file.lookup || file.transient || !file.succeeded) return false
  if (file.category === 'canary-home') {
    // its own dot-directories (config, caches) are its state; credential files have their own rule
    const rel = file.homePath?.replace(/^~\/?/, '') ?? ''
    return rel !== '' && !rel.startsWith('.')
  }
  if (file.category !== 'host' && file.category !== 'other') return false
  return !(judge.input.auditorPaths ?? []).some((root) => isUnder(file.path, root))
}

function rootsOverreach(judge: Judge, requests: readonly ClientRequestRecord[], out: Occurrence[]): void {
  const listed = requests.filter((request) => request.kind === 'roots')
  if (listed.length === 0) return
  const cwd = judge.input.cwd
  const calls = judge.input.calls
  // A call's accesses count once the roots were listed before or during it.
  const listedBy = (phase: Phase): boolean => {
    if (phase.kind !== 'call') return false
    const call = calls[phase.call.id]
    return listed.some((request) => (request.callId !== null ? request.callId <= phase.call.id : call !== undefined && request.at <= call.endedAt))
  }
  for (const file of judge.input.observed.files) {
    if (!beyondRoots(file, judge) || (cwd !== undefined && isUnder(file.path, cwd))) continue
    const shown = excerpt(file.homePath ?? file.path)
    const verb = file.access === 'read' ? 'reads' : file.access === 'delete' ? 'deletes' : file.access === 'mkdir' ? 'creates the directory' : 'writes'
    file.phases.forEach((phase, index) => {
      if (!listedBy(phase)) return
      out.push({
        rule: 'roots-overreach',
        subject: `${file.access} ${file.homePath ?? file.path}`,
        severity: 'high',
        message: `${verb} ${shown}, outside the roots it listed (${excerpt(cwd ?? 'the workspace')})`,
        phase,
        order: [file.traceLines[0] ?? Number.MAX_SAFE_INTEGER, index],
        evidence: { paths: [shown] },
        traceLines: file.traceLines
      })
    })
  }
}
