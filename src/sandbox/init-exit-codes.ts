// How the sandbox init says why it stopped before the server ran (engine/init-status.ts reads them). A
// module without zod: the init's start evaluates none (init-main.ts).
export const INIT_EXIT_SANDBOX_FAILED = 97
export const INIT_EXIT_STRACE_MISSING = 98
