/**
 * Run directories of passes in progress (canary secrets): removed at once by removeRunDirsNow. A module of
 * its own: the CLI's exit handler needs it before the passes' chunk (later-stages.ts) is loaded.
 */
export const activePassDirs = new Set<string>()
