import { describe, expect, it } from '@jest/globals'
import { actionDefaults, parseOutputFile, parseWorkflowCommands, TEST_GITHUB_TOKEN } from './harness.js'

// The harness decides what counts as an injected workflow command, so its parsing is tested on its own.
describe('parseWorkflowCommands', () => {
  it('reads commands as the runner does: after leading whitespace, with escaped properties and data', () => {
    const { commands, legacy } = parseWorkflowCommands(
      'plain text\n  ::error title=rule%3A tool%2C x,file=a.ts::line one%0Aline two 100%25\n::debug::d\nnot ::error:: at start',
      'stdout'
    )
    expect(commands.map(({ name, properties, message }) => ({ name, properties, message }))).toEqual([
      { name: 'error', properties: { title: 'rule: tool, x', file: 'a.ts' }, message: 'line one\nline two 100%' },
      { name: 'debug', properties: {}, message: 'd' }
    ])
    expect(legacy).toEqual([])
  })

  it('finds the legacy ##[ form anywhere in a line, and honours ::stop-commands::', () => {
    const { commands, legacy } = parseWorkflowCommands('a ##[error]x\n::stop-commands::tok\n::error::ignored\n::tok::\n::warning::w', 'stderr')
    expect(legacy).toEqual(['a ##[error]x'])
    expect(commands.map((command) => `${command.name}:${command.message}`)).toEqual(['stop-commands:tok', 'warning:w'])
  })
})

describe('parseOutputFile', () => {
  it('reads heredoc blocks and plain lines', () => {
    expect(parseOutputFile('verdict<<ghadelimiter_1\nfail\nghadelimiter_1\nmulti<<EOF\na\nb\nEOF\nplain=x=y\n')).toEqual({
      verdict: 'fail',
      multi: 'a\nb',
      plain: 'x=y'
    })
  })
})

describe('actionDefaults', () => {
  it("fills in action.yml's defaults, evaluating ${{ github.token }}", () => {
    expect(actionDefaults()).toMatchObject({ 'fail-on': 'high', 'upload-artifacts': 'true', command: '', 'github-token': TEST_GITHUB_TOKEN })
  })
})
