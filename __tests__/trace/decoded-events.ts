import type { SendPayload, TraceEvent } from '../../src/trace/events.js'

/**
 * An event with its payloads as plain objects, their bytes decoded: a payload of one C string is decoded
 * on first use (its `data` a getter), and the tests compare what a consumer reads.
 */
export function decodedEvent(event: TraceEvent): TraceEvent {
  if (event.type !== 'send') return event
  return { ...event, payloads: event.payloads.map(decodedPayload) }
}

function decodedPayload(payload: SendPayload): SendPayload {
  return { data: payload.data, truncated: payload.truncated, ...(payload.address ? { address: payload.address } : {}) }
}
