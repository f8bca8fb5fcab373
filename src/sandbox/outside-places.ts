import { lstat, mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { join, posix } from 'node:path'
import type { Canary } from '../profile/canary-match.js'
import { isUnder } from '../profile/path-classify.js'
import type { Mount } from './containment-plan.js'
import { settleAll } from './settle-all.js'
import { freshSecret, PLACED_LINK, type WorkspaceView } from './workspace-view.js'

// What the attack stage aims its path values at, planted before the server starts (issue 42): beside
// each declared root a sibling directory sharing its prefix (`<root>-backup`, bound read-only, holding a
// canary credential file the canary index knows), which a root check by string prefix lets through; and
// inside each root a link pointing at it, which a check of the path as written lets through. The link is
// placed in the overlay's upper layer before mounting, recorded as placed (so it is not reported as the
// server's doing) and excluded from git (so `git status` and `git add .` do not see it); a name the
// root already has is never used.

export const SIBLING_SUFFIX = '-backup'
const LINK_NAMES = ['shared', 'common', 'linked', 'shared-files']
const FILE_LINK_NAMES = ['shared.env', 'common.env', 'local.env', 'linked.env']
const SIBLING_FILE = '.env'

export interface OutsidePlacesPlan {
  /** per root: the sibling, where the server sees it, its canary file, and the run directory's source */
  siblings: { root: string; dir: string; file: string; mount: Mount }[]
  /** per root: the link's name in the root, where it points, a file there */
  links: { root: string; name: string; pointsTo: string; file: string }[]
  /** per root: a link to a file outside (a check that resolves only the parent directory lets it through) */
  fileLinks: { root: string; name: string; pointsTo: string }[]
}

export interface OutsidePlacesInput {
  roots: { path: string; view: WorkspaceView | undefined }[]
  /** HOME as the server sees it (a link points into it where no sibling could be made) */
  home: string
  /** where the run directory keeps the siblings' sources */
  scratch: string
  /** the parent of a root can hold the sibling's mount point: not a read-only part of the view */
  mountable: (parent: string) => boolean
  /** seed files shown in the root (a link never takes their name) */
  seeded?: ReadonlySet<string>
  canaries: Canary[]
}

const sha256 = (data: string): string => createHash('sha256').update(data).digest('hex')
const exists = async (path: string): Promise<boolean> => (await lstat(path).catch(() => null)) !== null

/** The sibling's canary file: credential-looking lines whose values are fresh canaries. */
function siblingFile(id: string, canaries: Canary[]): string {
  const token = freshSecret(40)
  const password = freshSecret(24)
  canaries.push({ id, value: token }, { id, value: password })
  return `# deploy settings\nDEPLOY_TOKEN=${token}\nDATABASE_PASSWORD=${password}\n`
}

/** Adds the link's name to the repository's info/exclude, in the upper layer, where the root is a git work tree. */
async function excludeFromGit(view: WorkspaceView, name: string): Promise<void> {
  const rel = '.git/info/exclude'
  const lowerGit = await lstat(join(view.lower, '.git')).catch(() => null)
  const upperGit = await lstat(join(view.upper, '.git')).catch(() => null)
  if (!lowerGit?.isDirectory() && !upperGit?.isDirectory()) return
  const before = (await readFile(join(view.upper, rel), 'utf8').catch(() => null)) ?? (await readFile(join(view.lower, rel), 'utf8').catch(() => ''))
  const content = `${before}${before === '' || before.endsWith('\n') ? '' : '\n'}/${name}\n`
  await mkdir(join(view.upper, '.git', 'info'), { recursive: true, mode: 0o755 })
  await writeFile(join(view.upper, rel), content, { mode: 0o644 })
  for (const dir of ['.git', '.git/info']) if (!view.placed.has(dir)) view.placed.set(dir, '')
  view.placed.set(rel, sha256(content))
}

export async function plantOutsidePlaces(input: OutsidePlacesInput): Promise<OutsidePlacesPlan> {
  const plan: OutsidePlacesPlan = { siblings: [], links: [], fileLinks: [] }
  const roots = input.roots.filter(({ path }) => path !== '/')
  const siblings = await settleAll(
    roots.map(async ({ path: root }, index) => {
      const dir = `${root}${SIBLING_SUFFIX}`
      const parent = posix.dirname(root)
      if (!input.mountable(parent) || roots.some(({ path }) => isUnder(dir, path) || isUnder(path, dir)) || (await exists(dir))) return null
      const source = join(input.scratch, `outside${index}`)
      await mkdir(source, { recursive: true, mode: 0o755 })
      const file = posix.join(dir, SIBLING_FILE)
      await writeFile(join(source, SIBLING_FILE), siblingFile(file, input.canaries), { mode: 0o644 })
      return { root, dir, file, mount: { source, path: dir } }
    })
  )
  for (const sibling of siblings) if (sibling) plan.siblings.push(sibling)
  for (const { path: root, view } of roots) {
    if (!view || view.lower !== root) continue
    const sibling = plan.siblings.find((entry) => entry.root === root)
    const pointsTo = sibling?.dir ?? posix.join(input.home, '.ssh')
    const file = sibling?.file ?? posix.join(input.home, '.ssh', 'id_rsa')
    const name = await plantLink(view, LINK_NAMES, pointsTo, input.seeded)
    if (name !== null) plan.links.push({ root, name, pointsTo, file })
    const fileName = await plantLink(view, FILE_LINK_NAMES, file, input.seeded)
    if (fileName !== null) plan.fileLinks.push({ root, name: fileName, pointsTo: file })
  }
  return plan
}

/** A link in the view's upper layer, under the first of `names` the root has nowhere; null when it has them all. */
async function plantLink(view: WorkspaceView, names: readonly string[], pointsTo: string, seeded: ReadonlySet<string> | undefined): Promise<string | null> {
  const taken = await settleAll(
    names.map(async (name) => seeded?.has(name) || (await exists(join(view.lower, name))) || (await exists(join(view.upper, name))))
  )
  const name = names.find((_, at) => !taken[at])
  if (name === undefined) return null
  await symlink(pointsTo, join(view.upper, name))
  view.placed.set(name, `${PLACED_LINK}${pointsTo}`)
  await excludeFromGit(view, name)
  return name
}
