import { describe, expect, it } from '@jest/globals'
import { ConfigurationError } from '../../src/errors.js'
import { parseActionInputs, readInputs } from '../../src/settings/action-inputs.js'
import { cliSettings, parseCliArgs } from '../../src/settings/cli-args.js'
import { envFromFlags, envFromLines } from '../../src/settings/env-assignments.js'
import { SETTING_RANGES } from '../../src/settings/settings.js'

describe('one env parser for --env and the env input', () => {
  it('reads KEY=VALUE, keeping = in values, ignoring whitespace around name and value', () => {
    const expected = { API_URL: 'http://127.0.0.1:8080/?a=b', EMPTY: '', _x1: 'spaced', B: 'x=y' }
    expect(envFromFlags(['API_URL=http://127.0.0.1:8080/?a=b', '', 'EMPTY=', '_x1=  spaced  ', ' B = x=y', '   '])).toEqual(expected)
    expect(envFromLines('API_URL=http://127.0.0.1:8080/?a=b\r\n\nEMPTY=\n# C=3\n_x1=  spaced  \n  B = x=y \n')).toEqual(expected)
  })

  it('refuses a name given twice, naming it, from either front end', () => {
    expect(() => envFromFlags(['A=1', 'B=2', 'A=3'])).toThrow(new ConfigurationError('--env: A is set twice (#1 and #3)'))
    expect(() => envFromLines('A=1\nA=2')).toThrow(new ConfigurationError('env: A is set twice (line 1 and line 2)'))
    const cli = () => cliSettings(parseCliArgs(['--env', 'TOKEN=a', '--env', 'TOKEN=b', 'node', 's.js']), { cwd: '/w', env: {}, homeTemplate: '/t' })
    expect(cli).toThrow('--env: TOKEN is set twice (#1 and #2)')
  })

  it.each([
    ['1ABC=x', '--env: #2 is not KEY=VALUE: the name "1ABC" must be letters, digits and _, not starting with a digit'],
    ['MY-VAR=secret-value', '--env: #2 is not KEY=VALUE: the name "MY-VAR" must be letters, digits and _, not starting with a digit'],
    ['=value', '--env: #2 is not KEY=VALUE: the name "" must be letters, digits and _, not starting with a digit'],
    ['API_KEY', '--env: #2 ("API_KEY") is not KEY=VALUE: no \'=\''],
    ['ghp_pastedTokenWithoutName000000000000000', "--env: #2 is not KEY=VALUE: no '='"],
    ['K=a\0b', '--env: #2 (K=…): the value contains a NUL character']
  ])('rejects %j with one message that does not repeat the value', (entry, message) => {
    const parse = (): Record<string, string> => envFromFlags(['OK=1', entry])
    expect(parse).toThrow(new ConfigurationError(message))
  })
})

describe('one set of ranges for CLI flags and action inputs', () => {
  const actionWith = (values: Record<string, string>) =>
    parseActionInputs(
      readInputs(
        (name) =>
          values[name] ??
          (name === 'command'
            ? 'node s.js'
            : name === 'fail-on'
              ? 'high'
              : name === 'network' || name === 'fs'
                ? 'sandbox'
                : name === 'working-directory'
                  ? '.'
                  : name === 'timeout'
                    ? '15'
                    : name === 'calls'
                      ? '3'
                      : '')
      ),
      { env: { GITHUB_WORKSPACE: process.cwd(), RUNNER_TEMP: '/tmp/r' }, actionRoot: '/a' }
    )
  const cliWith = (flag: string, value: string) => parseCliArgs([`--${flag}`, value, 'node', 's.js'])

  it.each([
    ['calls', SETTING_RANGES.callsPerTool.min, SETTING_RANGES.callsPerTool.max],
    ['timeout', SETTING_RANGES.timeoutSeconds.min, SETTING_RANGES.timeoutSeconds.max]
  ])('%s: both accept the ends of the range and refuse just outside it', (name, min, max) => {
    for (const value of [min, max]) {
      expect(() => cliWith(name, String(value))).not.toThrow()
      expect(() => actionWith({ [name]: String(value) })).not.toThrow()
    }
    for (const value of [min - 1, max + 1]) {
      expect(() => cliWith(name, String(value))).toThrow(ConfigurationError)
      expect(() => actionWith({ [name]: String(value) })).toThrow(ConfigurationError)
    }
  })
})
