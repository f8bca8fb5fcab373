import { describeSettings } from '../../src/settings/describe-settings.js'
import { cliSettings, parseCliArgs } from '../../src/settings/cli-args.js'
import type { AuditSettings } from '../../src/settings/settings.js'

describe('the resolved settings in the debug log', () => {
  const settings: AuditSettings = {
    ...cliSettings(parseCliArgs(['--env', 'API_TOKEN=sk-live-SECRET', '--env', 'DEBUG=1', '--calls', '5', '--', 'node', 'server.js']), {
      cwd: '/w',
      env: { PATH: '/usr/bin', HOME: '/home/u' },
      homeTemplate: '/a/sandbox_home'
    }),
    policy: null,
    configCanaries: [{ id: '${input:token}', value: 'config-SECRET-value' }]
  }

  it('shows what was resolved, defaults included', () => {
    const described = JSON.parse(describeSettings(settings)) as Record<string, unknown>
    expect(described).toMatchObject({
      command: ['node', 'server.js'],
      cwd: '/w',
      callsPerTool: 5,
      network: 'sandbox',
      fs: 'sandbox',
      env: ['API_TOKEN', 'DEBUG'],
      configSecrets: 1
    })
    expect(described.stateDir).toBe('/home/u/.local/share/mcp-behave')
  })

  it('never shows a value that may be a secret', () => {
    const text = describeSettings(settings)
    expect(text).not.toContain('sk-live-SECRET')
    expect(text).not.toContain('config-SECRET-value')
    expect(text).not.toContain('"1"')
  })
})
