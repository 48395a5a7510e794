import type { ServerResponse } from 'node:http'
import type { AuthUser } from '../../context'
import type { Db } from '../../db/client'
import type { EventHub, Subscriber } from './event-hub'
import { isInternal } from './event-hub'
import { eventBounds, readEventsAfter, type StoredEvent } from './events-repository'

/** A client this far behind (bytes not yet sent) is cut off; it reconnects and catches up. */
const MAX_BUFFERED = 1024 * 1024
const REPLAY_BATCH = 500
/** How long a browser waits before reconnecting (the SSE `retry:` field). */
const RETRY_MS = 2000

const frame = (event: StoredEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`

/**
 * One open `text/event-stream` answer. It first replays what the client missed (events after
 * its `Last-Event-ID`), queueing live events meanwhile, then sends live ones; each event id
 * is sent once (`cursor`), however the replay and the live feed overlap.
 */
export class EventStream implements Subscriber {
  readonly userId: number
  readonly sessionId: string
  private cursor: number
  private replaying = true
  private queued: StoredEvent[] = []
  private closed = false
  private unsubscribe: () => void = () => {}

  constructor(
    private readonly response: ServerResponse,
    user: AuthUser,
    lastEventId: number | undefined,
    hub: EventHub,
  ) {
    this.userId = user.id
    this.sessionId = user.sessionId
    this.cursor = lastEventId ?? hub.last
    response.on('close', () => this.close())
    this.unsubscribe = hub.subscribe(this)
  }

  /** Sends what was missed after `Last-Event-ID`, then `ready` with the id to resume from. */
  async replay(db: Db, lastEventId: number | undefined) {
    this.response.write(`retry: ${RETRY_MS}\n\n`)
    if (lastEventId !== undefined) {
      const { first } = await eventBounds(db)
      // Events after the client's were swept away: it must read everything again.
      if (first > lastEventId + 1) this.response.write('event: reset\ndata: {}\n\n')
      for (;;) {
        if (this.closed) return
        const batch = await readEventsAfter(db, this.cursor, REPLAY_BATCH)
        this.send(batch)
        if (batch.length < REPLAY_BATCH) break
      }
    }
    this.replaying = false
    const queued = this.queued
    this.queued = []
    this.send(queued)
    if (!this.closed) {
      this.response.write(`id: ${this.cursor}\nevent: ready\ndata: {}\n\n`)
    }
  }

  deliver(batch: StoredEvent[]) {
    if (this.replaying) this.queued.push(...batch)
    else this.send(batch)
  }

  heartbeat() {
    if (!this.closed) this.response.write(': ping\n\n')
  }

  close() {
    if (this.closed) return
    this.closed = true
    this.unsubscribe()
    this.response.end()
  }

  private send(batch: StoredEvent[]) {
    if (this.closed) return
    let text = ''
    for (const event of batch) {
      if (event.id <= this.cursor) continue
      this.cursor = event.id
      if (!isInternal(event)) text += frame(event)
    }
    if (text) this.response.write(text)
    if (this.response.writableLength > MAX_BUFFERED) this.close()
  }
}
