import { runTool, toolFailure } from '../../src/sandbox/run-tool.js'

describe('runTool (the sandbox init runs ip, nft and mount with it)', () => {
  it('gives what the tool printed, and no failure when it exits 0', async () => {
    const result = await runTool('sh', ['-c', 'echo lo; echo up'])
    expect(result).toMatchObject({ status: 0, stdout: 'lo\nup\n' })
    expect(toolFailure('sh', ['-c', '…'], result)).toBeNull()
  })

  it('hands the input to the tool on its stdin, as nft -f - and ip -batch - read it', async () => {
    const result = await runTool('sh', ['-c', 'tr a-z A-Z'], 'table inet x {}\n')
    expect(result.stdout).toBe('TABLE INET X {}\n')
  })

  it('says how a tool failed: its command line and what it wrote to stderr, else stdout, else its exit code', async () => {
    const args = ['-c', 'echo "Error: Could not process rule" >&2; exit 1']
    expect(toolFailure('sh', args, await runTool('sh', args))).toBe(`sh ${args.join(' ')}: Error: Could not process rule`)
    expect(toolFailure('sh', ['-c', 'echo said; exit 2'], await runTool('sh', ['-c', 'echo said; exit 2']))).toBe('sh -c echo said; exit 2: said')
    expect(toolFailure('sh', ['-c', 'exit 3'], await runTool('sh', ['-c', 'exit 3']))).toBe('sh -c exit 3: exit 3')
  })

  it('says a tool that is not installed could not be started, without throwing', async () => {
    const result = await runTool('mcp-behave-no-such-tool', ['-f', '-'], 'input')
    expect(result.spawnError).toMatch(/ENOENT/)
    expect(toolFailure('mcp-behave-no-such-tool', [], result)).toMatch(/^mcp-behave-no-such-tool: .*ENOENT/)
  })

  it('runs tools at once, not one after another', async () => {
    const started = Date.now()
    await Promise.all([runTool('sleep', ['0.5']), runTool('sleep', ['0.5']), runTool('sleep', ['0.5'])])
    expect(Date.now() - started).toBeLessThan(1_300)
  })
})
