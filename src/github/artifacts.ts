import { existsSync } from 'node:fs'
import path from 'node:path'

/** The part of @actions/artifact's client the action uses (DefaultArtifactClient satisfies it). */
export interface ArtifactUploader {
  uploadArtifact(name: string, files: string[], rootDirectory: string): Promise<{ id?: number; size?: number }>
}

export interface UploadedArtifact {
  name: string
  id: number | null
  /** link to the artifact on the run page, when the run is known */
  url: string | null
  files: string[]
}

export interface RunLocation {
  serverUrl: string
  repository: string
  runId: string
}

/** Uploads the audit's files (absolute paths under outDir); files that were not written are skipped. */
export async function uploadAuditArtifacts(
  uploader: ArtifactUploader,
  name: string,
  outDir: string,
  candidates: readonly string[],
  run: RunLocation | null
): Promise<UploadedArtifact> {
  const files = candidates.filter((file) => existsSync(file))
  if (files.length === 0) throw new Error(`no audit files found in ${outDir}`)
  const response = await uploader.uploadArtifact(name, files, outDir)
  const id = response.id ?? null
  const url = id !== null && run !== null ? `${run.serverUrl}/${run.repository}/actions/runs/${run.runId}/artifacts/${id}` : null
  return { name, id, url, files: files.map((file) => path.basename(file)) }
}
