// What an error answer teaches the next attempt at a tool: a path that was missing or already there, a
// path that must be absolute or relative, the fields a validator named and the type it expected, a call
// the tool needs first, flags that must be true, nothing to act on. Read from the server's own (untrusted)
// text, capped, and only ever turned into choices among values we make (exercise-plan.ts fitArguments).

/** What one error answer says the next attempt should do differently. */
export interface Lesson {
  /** a path was missing: point at things that exist */
  missing?: boolean
  /** something was already there: use new names */
  exists?: boolean
  absolute?: boolean
  relative?: boolean
  /** fields a validator named, with a value of the type it expected (undefined: fill it) */
  fields?: Map<string, string | undefined>
  /** the tool needs another call first (a working directory, a repository) */
  needsSetup?: boolean
  /** boolean fields the answer says must be true ("force flag must be set to true") */
  mustBeTrue?: string[]
  /** the answer says there was nothing to act on (nothing to commit, empty) */
  empty?: boolean
}

export function learnFrom(errorText: string): Lesson {
  const text = errorText.slice(0, 4_000)
  const lesson: Lesson = {}
  if (/not found|does not exist|no such file|ENOENT|cannot find|could not find|unknown revision|did not match any/i.test(text)) lesson.missing = true
  if (/already exists|EEXIST|file exists/i.test(text)) lesson.exists = true
  if (/must be (an )?absolute|absolute path|outside (the )?allowed|access denied|not (in|within) (the )?allowed/i.test(text)) lesson.absolute = true
  if (/must be (a )?relative/i.test(text)) lesson.relative = true
  if (/not a git repository|no (working|session) directory|working directory (is )?not set|set_working_dir|not initiali[sz]ed/i.test(text))
    lesson.needsSetup = true
  // zod / JSON Schema issues: "path": ["field"] … "expected": "number"; or `field: Required`.
  const fields = new Map<string, string | undefined>()
  const issue = /"path"\s*:\s*\[\s*"([A-Za-z0-9_.-]{1,64})"[^\]]*\]/g
  for (const match of text.matchAll(issue)) {
    const around = text.slice(Math.max(0, (match.index ?? 0) - 300), (match.index ?? 0) + 300)
    const expected = /"expected"\s*:\s*"(string|number|integer|boolean|array|object)"/.exec(around)?.[1]
    fields.set(match[1] as string, expected)
    if (fields.size >= 10) break
  }
  for (const match of text.matchAll(
    /\b([A-Za-z_][A-Za-z0-9_]{0,63})(?::| is) (?:Required|required|Invalid input: expected (string|number|boolean|array|object))/g
  )) {
    fields.set(match[1] as string, match[2])
    if (fields.size >= 10) break
  }
  if (fields.size > 0) lesson.fields = fields
  const mustBeTrue = [...text.matchAll(/\b([A-Za-z_][A-Za-z0-9_]{0,63})(?: flag)? must be (?:set to )?true/g)].map((match) => match[1] as string)
  if (mustBeTrue.length > 0) lesson.mustBeTrue = mustBeTrue.slice(0, 5)
  if (/nothing to commit|nothing added|empty commit|is empty/i.test(text)) lesson.empty = true
  return lesson
}
