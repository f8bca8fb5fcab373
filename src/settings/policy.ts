import { basename } from 'node:path'
import type { z } from 'zod'
import { ConfigurationError } from '../errors.js'
import { PolicySchema, type Policy } from '../model/policy.js'
import { readDataFile } from './data-file.js'

// The policy file (YAML or JSON) read and checked against the model's PolicySchema, each problem one line.

function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else {
      const text = String(key)
      const plain = /^[A-Za-z_][A-Za-z0-9_-]*$/.test(text)
      out += plain ? (out ? `.${text}` : text) : `[${JSON.stringify(text)}]`
    }
  }
  return out
}

function describeIssue(issue: z.core.$ZodIssue): { path: string; message: string } {
  if (issue.code === 'unrecognized_keys') {
    const [first] = issue.keys
    return { path: formatPath([...issue.path, first ?? '']), message: 'unknown field' }
  }
  if (issue.code === 'invalid_value' && issue.path.length === 1 && issue.path[0] === 'version') {
    return { path: 'version', message: 'expected 1' }
  }
  return { path: formatPath(issue.path), message: issue.message }
}

/** Validates an already-parsed policy; `file` names it in the error. */
export function parsePolicy(data: unknown, file: string): Policy {
  const result = PolicySchema.safeParse(data)
  if (result.success) return result.data
  // A misspelt key also makes its intended field "missing"; the misspelling is the one to name.
  const issue = result.error.issues.find((i) => i.code === 'unrecognized_keys') ?? result.error.issues[0]
  if (!issue) throw new ConfigurationError(`${file}: invalid policy`)
  const { path, message } = describeIssue(issue)
  throw new ConfigurationError(`${file}: ${path ? `${path}: ` : ''}${message}`)
}

/** Reads a policy file: JSON for .json (or content starting with `{`), YAML otherwise. */
export async function loadPolicy(path: string): Promise<Policy> {
  const file = basename(path)
  const data = await readDataFile(path, 'policy')
  return parsePolicy(data, file)
}
