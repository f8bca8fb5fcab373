import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { parseRegistrySpec, serverFromRegistry } from '../../src/config-files/registry.js'
import { registryEntry, startRegistryDouble, type RegistryDouble } from '../helpers/registry-double.js'

const weather = {
  name: 'io.github.example/weather',
  version: '1.2.0',
  packages: [
    { registryType: 'oci', identifier: 'ghcr.io/example/weather', version: '1.2.0', transport: { type: 'stdio' } },
    {
      registryType: 'npm',
      identifier: '@example/weather-mcp',
      version: '1.2.0',
      transport: { type: 'stdio' },
      runtimeArguments: [{ type: 'named', name: '--node-options', value: '--max-old-space-size=256' }],
      packageArguments: [
        { type: 'positional', valueHint: 'stdio', value: 'stdio' },
        { type: 'named', name: '--units', default: 'metric' },
        { type: 'named', name: '--api-key', isSecret: true, isRequired: true }
      ],
      environmentVariables: [
        { name: 'WEATHER_API_KEY', isSecret: true, isRequired: true },
        { name: 'WEATHER_REGION', default: 'eu' },
        { name: 'WEATHER_OPTIONAL' }
      ]
    }
  ]
}
const pyServer = {
  name: 'io.github.example/notes-py',
  version: '0.4.1',
  packages: [{ registryType: 'pypi', identifier: 'notes-mcp', version: '0.4.1', packageArguments: [{ type: 'positional', value: '--stdio' }] }]
}

let registry: RegistryDouble
beforeAll(async () => {
  registry = await startRegistryDouble({
    'io.github.example/weather@latest': registryEntry(weather),
    'io.github.example/weather@1.2.0': registryEntry(weather),
    'io.github.example/notes-py@0.4.1': registryEntry(pyServer),
    'io.github.example/gone@latest': registryEntry({ ...pyServer, name: 'io.github.example/gone' }, 'deleted'),
    'io.github.example/docker-only@latest': registryEntry({
      name: 'io.github.example/docker-only',
      version: '1.0.0',
      packages: [{ registryType: 'oci', identifier: 'x' }]
    })
  })
})
afterAll(() => registry.close())

describe('registry:NAME[@VERSION]', () => {
  it('splits name and version at the last @', () => {
    expect(parseRegistrySpec('registry:io.github.example/weather@1.2.0')).toEqual({ name: 'io.github.example/weather', version: '1.2.0' })
    expect(parseRegistrySpec('registry:io.github.example/weather')).toEqual({ name: 'io.github.example/weather', version: 'latest' })
  })

  it('expands the npm package into npm:ID@V and its arguments; secrets become canaries', async () => {
    const server = await serverFromRegistry('registry:io.github.example/weather', registry.url)
    expect(registry.requests).toContain('/v0.1/servers/io.github.example%2Fweather/versions/latest')
    if (server.launch.transport !== 'stdio') throw new Error('expected stdio')
    const secret = (id: string): string | undefined => server.canaries.find((canary) => canary.id === id)?.value
    expect(server.launch.command).toEqual(['npm:@example/weather-mcp@1.2.0', 'stdio', '--units', 'metric', '--api-key', secret('registry:arg.--api-key')])
    expect(server.launch.env).toEqual({ WEATHER_API_KEY: secret('registry:env:WEATHER_API_KEY'), WEATHER_REGION: 'eu' })
    expect(server.runtimeArgs).toEqual(['--node-options', '--max-old-space-size=256'])
    expect(server.canaries.map((canary) => canary.id).sort()).toEqual(['registry:arg.--api-key', 'registry:env:WEATHER_API_KEY'])
    expect(server.name).toBe('io.github.example/weather')
  })

  it('gives a PyPI package as pypi:ID==V', async () => {
    const server = await serverFromRegistry('registry:io.github.example/notes-py@0.4.1', registry.url)
    expect(server.launch).toEqual({ transport: 'stdio', command: ['pypi:notes-mcp==0.4.1', '--stdio'], env: {}, cwd: null })
  })

  it('refuses deleted entries, unknown names and servers without an npm or PyPI package', async () => {
    await expect(serverFromRegistry('registry:io.github.example/gone', registry.url)).rejects.toThrow(
      'registry:io.github.example/gone: io.github.example/gone@0.4.1 is deleted from the registry; refusing to audit it'
    )
    await expect(serverFromRegistry('registry:io.github.example/missing@9', registry.url)).rejects.toThrow(
      `registry: io.github.example/missing@9 is not in the registry at ${registry.url}`
    )
    await expect(serverFromRegistry('registry:io.github.example/docker-only', registry.url)).rejects.toThrow(
      'no npm or PyPI package with the stdio transport (packages: oci/stdio)'
    )
  })

  it('says so when the registry cannot be reached', async () => {
    await expect(serverFromRegistry('registry:x/y', 'http://127.0.0.1:9')).rejects.toThrow(/^registry: cannot reach http:\/\/127\.0\.0\.1:9/)
  })
})
