// The audited server gets a built environment, never the caller's. In CI the caller's environment holds
// GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, INPUT_* (which can carry secrets) and RUNNER_* paths: handing them
// to the code under audit would give it real credentials to steal. Of the caller's variables only PATH
// (when the sandbox does not supply one), LANG and LC_ALL are read. Merged in this order, a later layer
// winning over an earlier one:
// 1. the fixed base: HOME, USER, LOGNAME, PATH (the sandbox's `path`, else the caller's, else DEFAULT_PATH),
//    the locale, TERM, TMPDIR, the XDG directories, and switches that keep file I/O traceable and tools quiet;
// 2. `trustEnv`: the variables that make TLS clients trust the run's authority;
// 3. `canaryEnv`: the planted fake credentials;
// 4. `userEnv`: the variables the user passed explicitly.

export interface ServerEnvironmentInput {
  /** the canary home as the server sees it (absolute) */
  home: string
  /** the user name the server sees (a plausible one, never the auditor's) */
  user: string
  /** the server's PATH when the sandbox decides it (directories the server can see); else the caller's */
  path?: string
  /** variables that make TLS clients trust the run's authority (run-trust.ts) */
  trustEnv?: Record<string, string>
  /** canary variables (see canaryEnvironment) */
  canaryEnv: Record<string, string>
  /** variables the user passed explicitly; they win over everything */
  userEnv: Record<string, string>
  /** the auditor's own environment: only PATH, LANG and LC_ALL are read from it */
  callerEnv: Record<string, string | undefined>
}

export const DEFAULT_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
const DEFAULT_LOCALE = 'C.UTF-8'
const LOCALE_NAME = /^[A-Za-z0-9_.@-]+$/

function localeOr(value: string | undefined, fallback: string): string {
  return value !== undefined && LOCALE_NAME.test(value) ? value : fallback
}

export function buildServerEnvironment({ home, user, path, trustEnv, canaryEnv, userEnv, callerEnv }: ServerEnvironmentInput): Record<string, string> {
  const callerPath = path ?? callerEnv.PATH
  const lang = localeOr(callerEnv.LANG, DEFAULT_LOCALE)
  return {
    HOME: home,
    USER: user,
    LOGNAME: user,
    PATH: callerPath !== undefined && callerPath !== '' ? callerPath : DEFAULT_PATH,
    LANG: lang,
    LC_ALL: localeOr(callerEnv.LC_ALL, lang),
    TERM: 'dumb',
    TMPDIR: '/tmp',
    XDG_CONFIG_HOME: `${home}/.config`,
    XDG_CACHE_HOME: `${home}/.cache`,
    XDG_DATA_HOME: `${home}/.local/share`,
    XDG_STATE_HOME: `${home}/.local/state`,
    // libuv (Node >= 20.3) may do file I/O through io_uring, where reads happen with no openat and the
    // trace shows only io_uring_setup. Turning it off keeps every file the server opens visible.
    UV_USE_IO_URING: '0',
    PYTHONDONTWRITEBYTECODE: '1',
    NO_UPDATE_NOTIFIER: '1',
    NPM_CONFIG_UPDATE_NOTIFIER: 'false',
    ...trustEnv,
    ...canaryEnv,
    ...userEnv
  }
}
