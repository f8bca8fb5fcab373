// What the server announced on its MCP channel: notifications/<list>/list_changed, the sign that its
// declared surface changed. Read from the trace (the server's writes to fds 0-2), so the change is dated
// to the call after which the server sent it, as the server's other behaviour is.
import { SURFACE_LISTS, type Observed, type Phase, type SurfaceList } from '../model/index.js'
import type { SendPayload } from '../trace/events.js'
import { Tally } from './tally.js'

type ListChanged = NonNullable<Observed['listChanged']>[number]

const LIST_CHANGED = new RegExp(`"method"\\s*:\\s*"notifications\\/(${SURFACE_LISTS.join('|')})\\/list_changed"`, 'g')

export class ListChangedRecorder {
  private readonly notices = new Tally<ListChanged>()

  get size(): number {
    return this.notices.size
  }

  /** A message the server wrote on its MCP channel: one entry per list it says changed. */
  record(payloads: readonly SendPayload[], phase: Phase, line: number): void {
    for (const payload of payloads) {
      const text = payload.data.toString('latin1')
      for (const match of text.matchAll(LIST_CHANGED)) {
        const list = match[1] as SurfaceList
        this.notices.record(list, phase, line, () => ({ list, phases: [], traceLines: [] }))
      }
    }
  }

  values(): ListChanged[] {
    return this.notices.values()
  }
}
