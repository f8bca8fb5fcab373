import { describe, expect, it } from '@jest/globals'
import { SandboxSetupError } from '../../src/errors.js'
import { ensureBwrap, ensureStrace, systemCommandRunner, type CommandResult, type CommandRunner } from '../../src/github/strace.js'
import { readHostContext } from '../../src/settings/host.js'
import { recordingLogger } from './fixtures.js'

/** A fake machine: which programs exist, and what each apt-get invocation answers (and installs). */
function fakeRunner(options: {
  isRoot?: boolean
  platform?: NodeJS.Platform
  installed?: string[]
  answers: Record<string, CommandResult & { installs?: string }>
}): CommandRunner & { calls: string[] } {
  const installed = new Set(options.installed ?? ['apt-get', 'sudo'])
  const calls: string[] = []
  return {
    calls,
    platform: options.platform ?? 'linux',
    isRoot: options.isRoot ?? false,
    which: (program) => (installed.has(program) ? `/usr/bin/${program}` : null),
    run: (program, args) => {
      const line = [program, ...args].join(' ')
      calls.push(line)
      const answer = options.answers[line] ?? { code: 100, output: `E: unexpected ${line}` }
      if (answer.installs !== undefined) installed.add(answer.installs)
      return Promise.resolve({ code: answer.code, output: answer.output })
    }
  }
}

const INSTALL = 'sudo -n apt-get install -y --no-install-recommends strace'
const UPDATE = 'sudo -n apt-get update'

describe('ensureStrace', () => {
  it('uses strace when it is already on PATH and runs nothing', async () => {
    const runner = fakeRunner({ installed: ['strace'], answers: {} })
    expect(await ensureStrace(runner, recordingLogger())).toBe('/usr/bin/strace')
    expect(runner.calls).toEqual([])
  })

  it('installs it with sudo -n when missing', async () => {
    const runner = fakeRunner({ answers: { [INSTALL]: { code: 0, output: '', installs: 'strace' } } })
    expect(await ensureStrace(runner, recordingLogger())).toBe('/usr/bin/strace')
    expect(runner.calls).toEqual([INSTALL])
  })

  it('runs apt-get directly as root', async () => {
    const runner = fakeRunner({
      isRoot: true,
      answers: { 'apt-get install -y --no-install-recommends strace': { code: 0, output: '', installs: 'strace' } }
    })
    await ensureStrace(runner, recordingLogger())
    expect(runner.calls).toEqual(['apt-get install -y --no-install-recommends strace'])
  })

  it('refreshes the package lists and retries once when the first install fails', async () => {
    let attempts = 0
    const runner = fakeRunner({ answers: { [UPDATE]: { code: 0, output: '' } } })
    const run = runner.run
    runner.run = (program, args) => {
      if ([program, ...args].join(' ') === INSTALL && ++attempts === 2) {
        runner.calls.push(INSTALL)
        runner.which = (name) => `/usr/bin/${name}`
        return Promise.resolve({ code: 0, output: '' })
      }
      return run(program, args)
    }
    expect(await ensureStrace(runner, recordingLogger())).toBe('/usr/bin/strace')
    expect(runner.calls).toEqual([INSTALL, UPDATE, INSTALL])
  })

  it('fails with the reason and a hint when it cannot be installed', async () => {
    const runner = fakeRunner({
      answers: {
        [INSTALL]: { code: 100, output: 'Reading package lists...\nE: Unable to locate package strace' },
        [UPDATE]: { code: 0, output: '' }
      }
    })
    const failure = ensureStrace(runner, recordingLogger())
    await expect(failure).rejects.toThrow(
      new SandboxSetupError('strace is not installed and apt-get could not install it (exit 100: E: Unable to locate package strace)')
    )
    await expect(failure).rejects.toMatchObject({ hint: expect.stringContaining('sudo apt-get install -y strace') })
    expect(runner.calls).toEqual([INSTALL, UPDATE, INSTALL])
  })

  it('fails without trying when there is no apt-get, and on non-Linux runners', async () => {
    const noApt = fakeRunner({ installed: [], answers: {} })
    await expect(ensureStrace(noApt, recordingLogger())).rejects.toThrow('strace is not installed and this runner has no apt-get to install it')
    const mac = fakeRunner({ platform: 'darwin', installed: ['strace'], answers: {} })
    await expect(ensureStrace(mac, recordingLogger())).rejects.toThrow('mcp-behave needs a Linux runner (strace); this one is darwin')
    expect([...noApt.calls, ...mac.calls]).toEqual([])
  })
})

describe('ensureBwrap', () => {
  it('installs bubblewrap when bwrap is missing, the same way as strace', async () => {
    const runner = fakeRunner({ answers: { 'sudo -n apt-get install -y --no-install-recommends bubblewrap': { code: 0, output: '', installs: 'bwrap' } } })
    expect(await ensureBwrap(runner, recordingLogger())).toBe('/usr/bin/bwrap')
    expect(runner.calls).toEqual(['sudo -n apt-get install -y --no-install-recommends bubblewrap'])
  })

  it('fails with the package to install when apt-get cannot', async () => {
    const runner = fakeRunner({ answers: {} })
    await expect(ensureBwrap(runner, recordingLogger())).rejects.toThrow(/bwrap is not installed/)
  })

  it('says the PATH is the problem when apt-get installs nothing new and bwrap is still not found', async () => {
    // bubblewrap installed where the runner's PATH does not reach: apt-get has nothing to do
    const runner = fakeRunner({
      answers: { 'sudo -n apt-get install -y --no-install-recommends bubblewrap': { code: 0, output: 'bubblewrap is already the newest version' } }
    })
    await expect(ensureBwrap(runner, recordingLogger())).rejects.toThrow('bwrap is not on PATH, although apt-get reports bubblewrap installed')
  })
})

describe('the runner as the host context describes it', () => {
  it("finds programs on the host context's PATH and runs them with its environment, not the process's", async () => {
    const host = { ...readHostContext({ PATH: '/nonexistent', MARK: 'host-context' }), platform: 'linux' as const }
    const runner = systemCommandRunner(host)
    expect(runner.which('sh')).toBeNull()
    expect(systemCommandRunner({ ...host, env: { PATH: '/usr/bin:/bin' } }).which('sh')).toMatch(/\/sh$/)
    expect(runner.isRoot).toBe(host.caller.uid === 0)
    const echoed = await runner.run('/bin/sh', ['-c', 'echo "$MARK $DEBIAN_FRONTEND"'])
    expect(echoed).toEqual({ code: 0, output: 'host-context noninteractive\n' })
  })
})
