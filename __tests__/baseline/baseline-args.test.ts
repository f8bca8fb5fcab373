import { describe, expect, it } from '@jest/globals'
import { baselineUpdateArgs } from '../../src/baseline/baseline-args.js'
import { ConfigurationError } from '../../src/errors.js'
import { parseCliArgs } from '../../src/settings/cli-args.js'

// `mcp-behave baseline --update …`: the subcommand's --update is the auditor's flag; a server's own
// --update belongs to the server's command and reaches it.

const serverCommand = (argv: string[]): string[] => parseCliArgs(baselineUpdateArgs(argv)).command

describe('baseline --update arguments', () => {
  it('keeps a server command’s own --update, without `--`', () => {
    const argv = ['--update', '--baseline', 'b.json', 'node', 'server.js', '--update']
    expect(baselineUpdateArgs(argv)).toEqual(['--accept-baseline', '--baseline', 'b.json', 'node', 'server.js', '--update'])
    expect(serverCommand(argv)).toEqual(['node', 'server.js', '--update'])
  })

  it('keeps a server command’s own --update, after `--`', () => {
    expect(serverCommand(['--baseline', 'b.json', '--update', '--calls', '1', '--', 'node', 'server.js', '--update', '--baseline', 'x'])).toEqual([
      'node',
      'server.js',
      '--update',
      '--baseline',
      'x'
    ])
    expect(parseCliArgs(baselineUpdateArgs(['--update', '--baseline', 'b.json', '--', 'srv', '--update'])).options).toMatchObject({
      baseline: 'b.json',
      'accept-baseline': true,
      calls: 3
    })
  })

  it('takes --update only as a flag, not as another flag’s value', () => {
    const parsed = parseCliArgs(baselineUpdateArgs(['--update', '--server-name', '--update', '--baseline=b.json', 'node', 's.js']))
    expect([parsed.options['server-name'], parsed.options.baseline, parsed.command]).toEqual(['--update', 'b.json', ['node', 's.js']])
  })

  it('requires the auditor’s --update and --baseline, whatever the server command holds', () => {
    expect(() => baselineUpdateArgs(['--baseline', 'b.json', 'node', 's.js', '--update'])).toThrow(ConfigurationError)
    expect(() => baselineUpdateArgs(['--baseline', 'b.json', '--', 'node', 's.js', '--update'])).toThrow(/--update is required/)
    expect(() => baselineUpdateArgs(['--update', 'node', 's.js', '--baseline', 'b.json'])).toThrow(/--baseline FILE is required/)
  })
})
