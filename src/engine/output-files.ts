import { randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { access, lstat, mkdir, open, rename, stat, unlink } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { ConfigurationError } from '../errors.js'
import type { Report } from '../report/schema.js'

// Evidence files (report.json, manifest.json, trace.log, SARIF) are written where the audited server may
// have been able to plant things. A name that is already a symbolic link (or anything but a regular file)
// is refused, never followed, so a planted `report.json -> ~/.bashrc` cannot make the auditor overwrite a
// file of the user's. Contents go to a fresh temporary file created with O_EXCL|O_NOFOLLOW and are renamed
// into place: rename replaces a link planted in the meantime instead of writing through it.

export class OutputFileError extends ConfigurationError {}

const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW

/** Throws OutputFileError unless `path` is missing or a regular file. */
export async function refuseNonRegular(path: string): Promise<'missing' | 'regular'> {
  let kind: 'missing' | 'regular' | 'link' | 'other'
  try {
    const stats = await lstat(path)
    kind = stats.isSymbolicLink() ? 'link' : stats.isFile() ? 'regular' : 'other'
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new OutputFileError(`cannot check output file ${path}: ${(error as Error).message}`)
    kind = 'missing'
  }
  if (kind === 'link') throw new OutputFileError(`refusing to write ${path}: it is a symbolic link (not followed; remove it and run again)`)
  if (kind === 'other') throw new OutputFileError(`refusing to write ${path}: it exists and is not a regular file`)
  return kind
}

/** Writes `content` to `path` as a new regular file, never through a link. */
export async function writeOutputFile(path: string, content: string): Promise<void> {
  await refuseNonRegular(path)
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`)
  let handle
  try {
    handle = await open(temporary, CREATE_NEW, 0o644)
  } catch (error) {
    throw new OutputFileError(`cannot create ${temporary}: ${(error as Error).message}`)
  }
  try {
    await handle.writeFile(content)
  } finally {
    await handle.close()
  }
  try {
    await rename(temporary, path)
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    throw new OutputFileError(`cannot write ${path}: ${(error as Error).message}`)
  }
}

export interface FileIdentity {
  dev: number
  ino: number
}

/**
 * Creates `path` empty, for a tool that opens it by name later (strace's `-o` opens with O_TRUNC but
 * follows links): a stale regular file is removed first, so the name is ours and a regular file.
 * Returns its identity, for {@link assertSameFile} before the file is read back.
 */
export async function createEmptyOutputFile(path: string): Promise<FileIdentity> {
  if ((await refuseNonRegular(path)) === 'regular') await unlink(path)
  try {
    const handle = await open(path, CREATE_NEW, 0o644)
    const { dev, ino } = await handle.stat()
    await handle.close()
    return { dev, ino }
  } catch (error) {
    throw new OutputFileError(`cannot create ${path}: ${(error as Error).message}`)
  }
}

/** Throws unless `path` is still the regular file we created: a replaced or relinked file is not evidence. */
export async function assertSameFile(path: string, identity: FileIdentity): Promise<void> {
  await refuseNonRegular(path)
  const { dev, ino } = await lstat(path).catch(() => ({ dev: -1, ino: -1 }))
  if (dev !== identity.dev || ino !== identity.ino) throw new OutputFileError(`${path} was replaced during the audit; it is not the file the tracer wrote`)
}

/**
 * mkdir -p, one level at a time: Node's recursive mkdir can spin forever on pseudo filesystems such as
 * /proc, and a bad --out-dir must be one clear line, not a hang.
 */
export async function prepareOutDir(outDir: string): Promise<void> {
  const parts = resolve(outDir).split('/').filter(Boolean)
  try {
    let current = ''
    for (const part of parts) {
      current += `/${part}`
      try {
        if ((await stat(current)).isDirectory()) continue
        throw new Error('not a directory')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        await mkdir(current)
      }
    }
    await access(outDir, constants.W_OK)
  } catch {
    throw new ConfigurationError(`cannot write to the output directory: ${outDir}`)
  }
}

/**
 * report.json written. Not parsed with its schema first: that took ~30 ms of every audit (zod compiles the
 * schema on first use) to catch our own bug; the type holds its shape, and every report an end-to-end test
 * reads is checked against the published JSON Schema (__tests__/helpers/run-cli.ts).
 */
export async function writeReportFile(path: string, report: Report): Promise<void> {
  await writeOutputFile(path, JSON.stringify(report, null, 2) + '\n')
}
