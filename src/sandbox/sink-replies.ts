import type { HttpReply } from './sink-wire.js'
import type { OpenApiIndex } from './replies/openapi-reply.js'
import type { ApiRequest, ReplyContext, ShapedReply } from './replies/shape-reply.js'

export type { ApiRequest, ShapedReply } from './replies/shape-reply.js'

// How the sink answers an HTTP request (plain, or inside the opened TLS): shaped like the API's answer by
// default (replies/), or one fixed reply (`--http-reply STATUS[:FILE]`). The shaping code, graphql-js
// among it, is a chunk of the init's bundle loaded on the first connection that may carry HTTP — while its
// handshake goes on — so the sink starts as cheaply as before and a server that never calls out never
// loads it.

export interface SinkReplies {
  /** resolves once `answer` can be called (the shaping chunk loaded); started early, awaited before answering */
  ready(): Promise<void>
  answer(request: ApiRequest): ShapedReply
}

/** One reply for every request: `--http-reply`'s. */
export function fixedReplies(reply: HttpReply): SinkReplies {
  const replied = { shape: 'fixed', contentType: reply.contentType, bytes: reply.body.length } as const
  return { ready: () => Promise.resolve(), answer: () => ({ ...reply, replied }) }
}

export interface ShapedRepliesOptions {
  /** the lesson file the auditor writes before each call (replies/reply-lesson.ts); null: none */
  lessonPath: string | null
  /** what the server's package says of its API (replies/openapi-index.ts), asked for at the first request (the init begins it on a thread of its own: api-index-thread.ts); null: nothing */
  apiIndex: (() => Promise<OpenApiIndex | null>) | null
  onError?: (message: string) => void
}

/** Replies shaped per request, the shaping loaded on the first call of ready(). */
export function shapedReplies(options: ShapedRepliesOptions): SinkReplies {
  let answer: SinkReplies['answer'] | null = null
  let loading: Promise<void> | null = null
  const load = async (): Promise<void> => {
    const [{ shapeReply, compileIndex }, { replyLessonReader }] = await Promise.all([import('./replies/shape-reply.js'), import('./replies/reply-lesson.js')])
    let indexed: Omit<ReplyContext, 'lesson'> = { openapi: null }
    if (options.apiIndex) {
      try {
        const index = await options.apiIndex()
        if (index) {
          const { values, reads, definitions, everywhere } = index
          indexed = { openapi: compileIndex(index), values, reads, definitions, ...(everywhere !== undefined ? { everywhere } : {}) }
        }
      } catch (error) {
        options.onError?.(`sink: cannot read what the server's package says of its API: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    const lesson = options.lessonPath ? replyLessonReader(options.lessonPath) : () => null
    answer = (request) => shapeReply(request, { lesson: lesson(), ...indexed })
  }
  const fallback = fixedReplies({ status: 200, contentType: 'application/json', body: Buffer.from('{}') })
  return {
    // a chunk that cannot load leaves the sink answering `{}`, never a request unanswered
    ready: () =>
      (loading ??= load().catch((error: unknown) => {
        options.onError?.(`sink: shaped replies unavailable: ${error instanceof Error ? error.message : String(error)}`)
        answer = fallback.answer
      })),
    answer: (request) => {
      if (!answer) throw new Error('sink replies used before ready()')
      return answer(request)
    }
  }
}
