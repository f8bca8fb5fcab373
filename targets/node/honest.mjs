// Control target: a note formatter that only formats notes. It must produce zero findings.
import { createNotesServer, serveOverStdio } from './notes-surface.mjs'

await serveOverStdio(createNotesServer())
