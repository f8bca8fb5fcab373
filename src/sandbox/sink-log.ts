import { readFile } from 'node:fs/promises'
import type { SinkSeen } from '../profile/sink-witness.js'
import { SinkRecordSchema, type SinkRecord } from '../model/observed.js'

// The sink's record of what it answered (network.jsonl), read back after the audit; once the trace is
// read, each connection is put in its call (profile/sink-witness.ts: by its socket, else by time).

/** Connections listed in the report; network.jsonl keeps them all (up to the sink's own cap). */
export const MAX_REPORTED_SINK_RECORDS = 1_000

export interface SinkObservations extends SinkSeen {
  /** network.jsonl: every record the sink wrote, one JSON line each (lines that are not records left out) */
  text: string
}

/** Reads the sink's records; a line that is not one (a half-written last line) is skipped. */
export async function readSinkLog(path: string): Promise<SinkObservations> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    return { text: '', records: [], dropped: 0, payloads: [] }
  }
  const sink: Omit<SinkRecord, 'payload'>[] = []
  const records: string[] = []
  let dropped = 0
  const payloads: SinkObservations['payloads'] = []
  for (const line of text.split('\n')) {
    if (line === '') continue
    let parsed
    try {
      parsed = SinkRecordSchema.safeParse(JSON.parse(line))
    } catch {
      continue
    }
    if (!parsed.success) continue
    records.push(JSON.stringify(parsed.data))
    const { payload, ...record } = parsed.data
    const origin = {
      at: record.at,
      transport: record.transport ?? 'tcp',
      sourcePort: record.sourcePort,
      ...(record.request !== undefined ? { request: record.request } : {})
    } as const
    if (record.dns) {
      for (const question of record.dns)
        payloads.push({ ...origin, destination: question.name.toLowerCase(), via: 'dns', data: Buffer.from(question.name, 'latin1') })
    } else if (payload !== undefined) {
      const host = record.sni ?? record.http?.host ?? record.address
      const tls = record.protocol === 'tls' ? ' (TLS)' : ''
      payloads.push({ ...origin, destination: `${host}:${record.port}${tls}`, via: 'socket', data: Buffer.from(payload, 'base64') })
    }
    if (sink.length >= MAX_REPORTED_SINK_RECORDS) {
      dropped += 1
      continue
    }
    sink.push(record)
  }
  sink.sort((a, b) => a.at - b.at)
  return { text: records.map((record) => `${record}\n`).join(''), records: sink, dropped, payloads }
}
