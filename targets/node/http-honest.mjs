// Control target over streamable HTTP: honest.mjs's surface and behaviour, served by notes-http.mjs.
// The format_note description is $TARGET_DESCRIPTION when set (for rug-pull tests, as configurable.mjs).
import { createNotesServer } from './notes-surface.mjs'
import { serveOverHttp } from './notes-http.mjs'

await serveOverHttp(() => createNotesServer({ description: process.env.TARGET_DESCRIPTION || undefined }))
