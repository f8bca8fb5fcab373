import { lstatSync, mkdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Canary } from '../../src/profile/canary-match.js'
import { scanChanges } from '../../src/sandbox/file-changes.js'
import { plantOutsidePlaces, SIBLING_SUFFIX } from '../../src/sandbox/outside-places.js'
import { prepareWorkspaceView } from '../../src/sandbox/workspace-view.js'
import { removeTempDirs, tempDir } from '../helpers/run-cli.js'

// What the attack stage aims at, planted before mounting: a sibling of each root sharing its prefix,
// holding canary secrets the index knows, and a link in each root's upper layer pointing at it — not
// reported as the server's doing, not seen by git.

afterAll(removeTempDirs)

async function planted(options: { git?: boolean; taken?: string[]; mountable?: boolean } = {}) {
  const base = tempDir('outside-places')
  const root = join(base, 'project')
  mkdirSync(root)
  for (const name of options.taken ?? []) writeFileSync(join(root, name), 'x')
  if (options.git) {
    mkdirSync(join(root, '.git', 'info'), { recursive: true })
    writeFileSync(join(root, '.git', 'info', 'exclude'), '# git ls-files --others --exclude-from=.git/info/exclude\n')
  }
  const view = await prepareWorkspaceView(root, join(base, 'scratch-ws'), [])
  const canaries: Canary[] = []
  const plan = await plantOutsidePlaces({
    roots: [{ path: root, view }],
    home: '/home/alex',
    scratch: join(base, 'scratch-outside'),
    mountable: () => options.mountable ?? true,
    canaries
  })
  return { root, view, plan, canaries }
}

describe('plantOutsidePlaces', () => {
  it('makes a sibling sharing the root prefix, bound from the run directory, with a canary file whose secrets the index gets', async () => {
    const { root, plan, canaries } = await planted()
    expect(plan.siblings).toHaveLength(1)
    const [sibling] = plan.siblings
    expect(sibling?.dir).toBe(`${root}${SIBLING_SUFFIX}`)
    expect(sibling?.file).toBe(`${root}${SIBLING_SUFFIX}/.env`)
    const content = readFileSync(join(sibling?.mount.source as string, '.env'), 'utf8')
    expect(canaries.map((canary) => canary.id)).toEqual([sibling?.file, sibling?.file])
    for (const canary of canaries) expect(content).toContain(canary.value)
    expect(sibling?.mount.path).toBe(sibling?.dir)
  })

  it('plants a link in the upper layer pointing at the sibling, records it as placed, and the change scan does not report it', async () => {
    const { root, view, plan } = await planted()
    expect(plan.links).toEqual([{ root, name: 'shared', pointsTo: `${root}${SIBLING_SUFFIX}`, file: `${root}${SIBLING_SUFFIX}/.env` }])
    expect(plan.fileLinks).toEqual([{ root, name: 'shared.env', pointsTo: `${root}${SIBLING_SUFFIX}/.env` }])
    expect(readlinkSync(join(view.upper, 'shared'))).toBe(`${root}${SIBLING_SUFFIX}`)
    expect(readlinkSync(join(view.upper, 'shared.env'))).toBe(`${root}${SIBLING_SUFFIX}/.env`)
    const scan = await scanChanges([{ dir: view.upper, shownAt: root, lower: root, placed: view.placed }])
    expect(scan.changes).toEqual([])
  })

  it('takes a name the root does not have, and points the link at the home where no sibling can be mounted', async () => {
    const { plan } = await planted({ taken: ['shared'], mountable: false })
    expect(plan.siblings).toEqual([])
    expect(plan.links.map((link) => [link.name, link.pointsTo, link.file])).toEqual([['common', '/home/alex/.ssh', '/home/alex/.ssh/id_rsa']])
    expect(plan.fileLinks.map((link) => [link.name, link.pointsTo])).toEqual([['shared.env', '/home/alex/.ssh/id_rsa']])
  })

  it("excludes the link from the root's git work tree, in the upper layer, keeping what info/exclude said", async () => {
    const { root, view } = await planted({ git: true })
    const exclude = readFileSync(join(view.upper, '.git', 'info', 'exclude'), 'utf8')
    expect(exclude).toBe('# git ls-files --others --exclude-from=.git/info/exclude\n/shared\n/shared.env\n')
    expect(readFileSync(join(root, '.git', 'info', 'exclude'), 'utf8')).not.toContain('shared')
    const scan = await scanChanges([{ dir: view.upper, shownAt: root, lower: root, placed: view.placed }])
    expect(scan.changes).toEqual([])
    expect(lstatSync(join(view.upper, 'shared')).isSymbolicLink()).toBe(true)
  })
})
