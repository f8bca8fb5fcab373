import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { z } from 'zod'

// What a tool's rejection of the sink's reply taught the next call of that tool: the fields its answer
// named (a validator's paths and expected types, a TypeError's property, a KeyError), and whether it wanted
// a list or an object at the top — and the names the server's code reads as one type wherever they appear,
// learned from any of its tools. The auditor reads it from the tool's error text between calls
// (probe/reply-lessons.ts) and writes it to a file in the run directory before the next call of that tool;
// the sink in the sandbox reads that file per request. The run directory is outside the server's view,
// and the file holds only names and types, never a value the server sent.

export const MAX_LESSON_FIELDS = 32
export const MAX_LESSON_READS = 16
export const MAX_LESSON_NAMES = 48
const MAX_LESSON_BYTES = 16 * 1024

export const LESSON_TYPES = ['string', 'number', 'boolean', 'array', 'object'] as const
export type LessonType = (typeof LESSON_TYPES)[number]

const KEY = z.string().min(1).max(64)
export const ReplyLessonSchema = z.object({
  /** the tool whose next call this is for */
  tool: z.string().max(256),
  /** the top of the JSON reply: a list, or an object */
  root: z.enum(['array', 'object']).optional(),
  /** paths into the reply (a number: every element of a list) with the type wanted there, when known */
  fields: z
    .array(
      z.object({
        path: z
          .array(z.union([KEY, z.number().int().min(0).max(1000)]))
          .min(1)
          .max(12),
        expected: z.enum(LESSON_TYPES).optional()
      })
    )
    .max(MAX_LESSON_FIELDS)
    .default([]),
  /** properties read from something the reply left undefined: added at the top, under `data` and in each listed item */
  reads: z.array(KEY).max(MAX_LESSON_READS).default([]),
  /**
   * names the server's code reads as one type wherever they appear (`data.syncedWith.map` is a list in
   * every answer of that API): learned from any of its tools, in force for all of them
   */
  names: z
    .record(KEY, z.enum(LESSON_TYPES))
    .refine((names) => Object.keys(names).length <= MAX_LESSON_NAMES)
    .optional()
})
export type ReplyLesson = z.infer<typeof ReplyLessonSchema>

/** Writes the lesson for the next call (null: none), replacing the file whole so the sink never reads half of it. */
export function writeReplyLesson(path: string, lesson: ReplyLesson | null): void {
  const temporary = `${path}.next`
  writeFileSync(temporary, lesson ? JSON.stringify(lesson) : '', { mode: 0o600 })
  renameSync(temporary, path)
}

/**
 * The sink's reader: the lesson in force, read again only when the file changed (size and time), so a
 * request costs one stat. A missing, oversized or malformed file is no lesson.
 */
export function replyLessonReader(path: string): () => ReplyLesson | null {
  let seen = ''
  let lesson: ReplyLesson | null = null
  return () => {
    let stamp: string
    try {
      const stat = statSync(path)
      stamp = `${stat.size}:${stat.mtimeMs}:${stat.ino}`
      if (stamp === seen) return lesson
      seen = stamp
      if (stat.size === 0 || stat.size > MAX_LESSON_BYTES) return (lesson = null)
      const parsed = ReplyLessonSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
      return (lesson = parsed.success ? parsed.data : null)
    } catch {
      return (lesson = null)
    }
  }
}
