import type { Context } from './synthesize/context.js'
import { generate } from './synthesize/generate.js'
import { PLAIN_TEXT, hintString } from './synthesize/key-hints.js'
import { isRecord, own, setOwn } from './synthesize/schema-access.js'
import type { DeclaredPrompt } from '../model/index.js'

// Arguments for calling a server's tools, prompts and resource templates, synthesized from what the
// server declared. The goal is a VALID call (one the server accepts and acts on), so that what the
// trace shows is the tool's real behaviour rather than its input validation.
//
// Two safety rules hold whatever the schema says, because the schema comes from the server under audit:
// - No value points the server anywhere we did not choose: URLs and host names are example.com (or
//   subdomains) and addresses are RFC 5737 / 2001:db8::/32; paths are relative and stay inside the
//   working directory (no absolute paths, no '..', no '~' or $HOME, so never the canary home). Values the
//   schema proposes (const, enum, default, examples, pattern) are screened against these rules and
//   replaced when they fail. Otherwise a server could write `default: "~/.ssh/id_rsa"` and get the
//   auditor to ask it, on the record, to read the canary it wants to steal.
// - No untrusted regular expression is ever executed (a `pattern` could backtrack for hours): patterns
//   are parsed by a small generator for a safe subset, and anything outside it falls back to a hint.
//
// Schema walking is capped (object depth, nodes, $ref chains) and nothing throws: a schema too odd to
// use yields `{}`.
//
// `variant` (0 for the first call of a tool, 1, 2… for repeats: see variantOf) changes the input where the schema
// allows it: enum members, examples and anyOf/oneOf branches cycle, numbers and free text change, and
// odd variants also fill every optional property (even variants fill the required ones plus those the
// schema gives a default, example or const for: the call most likely to succeed).
//
// The parts live in ./synthesize/: normalize-schema ($ref, allOf, anyOf/oneOf), choose-type,
// proposed-values, generate (the walk), key-hints, wait-values (a `duration` or `delayMs` waits as little as
// the schema allows, in every variant), safe-values (the screening), regex-subset (patterns) and
// uri-template (resource templates).

/**
 * The variant of the arguments for a call's 1-based iteration (CallRecord.iteration): a tool's first call,
 * iteration 1, gets variant 0, the input most likely to succeed; its second gets variant 1, and so on.
 */
export function variantOf(iteration: number): number {
  return iteration - 1
}

export function synthesizeArguments(inputSchema: unknown, variant = 0): Record<string, unknown> {
  return synthesizeArgumentsNoting(inputSchema, variant).arguments
}

/** Like synthesizeArguments, and says whether a cap or an unsupported construct made it a best effort. */
export function synthesizeArgumentsNoting(inputSchema: unknown, variant = 0): { arguments: Record<string, unknown>; bestEffort: boolean } {
  const context: Context = { root: inputSchema, nodes: 0, unsure: false, capped: false }
  try {
    const value = generate(context, inputSchema, undefined, 0, Number.isSafeInteger(variant) && variant > 0 ? variant : 0)
    return { arguments: isRecord(value) ? value : {}, bestEffort: context.capped || !isRecord(value) }
  } catch {
    return { arguments: {}, bestEffort: true }
  }
}

/**
 * Values for a prompt's arguments (prompt arguments are always strings). Every declared argument is
 * filled, optional ones too: a prompt only renders text, and a fuller template shows more of it.
 */
export function synthesizePromptArguments(prompt: DeclaredPrompt): Record<string, string> {
  const out: Record<string, string> = {}
  const declared: unknown = isRecord(prompt) ? own(prompt, 'arguments') : undefined
  if (!Array.isArray(declared)) return out
  for (const argument of declared.slice(0, 100)) {
    const name = isRecord(argument) ? own(argument, 'name') : undefined
    if (typeof name !== 'string' || name === '') continue
    setOwn(out, name, hintString(name, 0) ?? PLAIN_TEXT)
  }
  return out
}
