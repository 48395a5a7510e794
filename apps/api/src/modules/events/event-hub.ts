import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { EVENTS_CHANNEL } from '../../lib/events'
import { eventBounds, readEventsAfter, type StoredEvent } from './events-repository'

/** One open stream, as the hub sees it (event-stream.ts). */
export type Subscriber = {
  readonly userId: number
  readonly sessionId: string
  /** New events, in id order, internal ones left out. */
  deliver(batch: StoredEvent[]): void
  heartbeat(): void
  close(): void
}

const BATCH = 500

/** Internal events (lib/events.ts): they close streams, screens never see them. */
export const isInternal = (event: StoredEvent) => event.type === 'session.end'

/**
 * The instance's one reader of the event table. Each commit that wrote events notifies
 * `rihla_events` (lib/events.ts); every instance listening reads the events after the last
 * one it delivered, in id order (ids are committed in order), and hands them to its open
 * streams. A notification lost while the listening connection was down costs nothing: the
 * next one, or the reconnection, reads everything after `last`.
 */
/**
 * The events that change what a session may do (ended, blocked, another role, a second factor
 * turned on or off): only these drop the session memory. An invitation, a phone number or a
 * sign-in with a code changes no session, and a 2FA sign-in must not flush every instance.
 */
const SESSION_CHANGES: ReadonlySet<string> = new Set([
  'session.end',
  'user.block',
  'user.unblock',
  'user.role',
  'user.password',
  'user.two-factor-enable',
  'user.two-factor-disable',
  'user.two-factor-reset',
])

export class EventHub {
  /** The id of the newest event this instance has handed to its streams. */
  last = 0
  private readonly subscribers = new Set<Subscriber>()
  private pumping: Promise<void> | undefined
  private again = false
  private stopListening: (() => Promise<void>) | undefined
  private timers: NodeJS.Timeout[] = []
  /** Whether `last` has been read; until then notifications only ask for a later read. */
  private ready = false
  private missed = false
  private retry: NodeJS.Timeout | undefined

  constructor(
    private readonly database: Database,
    private readonly options: { heartbeatMs: number; retentionMinutes: number },
    private readonly log: FastifyBaseLogger,
    /**
     * Called when a batch ends sessions or changes a user (a block, a role), from whichever
     * instance: drops this instance's session memory (session-cache.ts), so a remote logout or
     * block is obeyed here at once instead of after SESSION_CACHE_MS.
     */
    private readonly onSessionChange: () => void = () => {},
  ) {}

  get size() {
    return this.subscribers.size
  }

  async start() {
    this.stopListening = await this.database.listen(EVENTS_CHANNEL, () => void this.pump())
    await this.readBounds()
    const heartbeat = setInterval(() => {
      for (const subscriber of this.subscribers) subscriber.heartbeat()
    }, this.options.heartbeatMs)
    heartbeat.unref()
    this.timers = [heartbeat]
  }

  /**
   * Reads where the table ends. An instance that starts while the database is unreachable
   * still starts (readiness says 503 until the database is back) and
   * reads again every second; notifications that arrive before are served right after.
   */
  private async readBounds(): Promise<void> {
    try {
      this.last = (await eventBounds(this.database.db)).last
      this.ready = true
      if (this.missed) void this.pump()
    } catch (error) {
      this.log.warn({ err: error }, 'reading the event table failed; trying again in 1 s')
      this.retry = setTimeout(() => void this.readBounds(), 1_000)
      this.retry.unref()
    }
  }

  subscribe(subscriber: Subscriber) {
    this.subscribers.add(subscriber)
    return () => this.subscribers.delete(subscriber)
  }

  /** Reads and hands out everything committed after `last`; one read at a time. */
  pump(): Promise<void> {
    if (!this.ready) {
      this.missed = true
      return Promise.resolve()
    }
    if (this.pumping) {
      this.again = true
      return this.pumping
    }
    this.pumping = this.drain().finally(() => {
      this.pumping = undefined
    })
    return this.pumping
  }

  private async drain() {
    try {
      do {
        this.again = false
        for (;;) {
          const batch = await readEventsAfter(this.database.db, this.last, BATCH)
          if (batch.length === 0) break
          this.last = batch[batch.length - 1]?.id ?? this.last
          this.dispatch(batch)
          if (batch.length < BATCH) break
        }
      } while (this.again)
    } catch (error) {
      // The next notification reads again from `last`: nothing is skipped.
      this.log.warn({ err: error }, 'reading events failed')
    }
  }

  private dispatch(batch: StoredEvent[]) {
    const shown = batch.filter((event) => !isInternal(event))
    // Before any stream is told: a stream that reconnects at once is checked afresh.
    if (batch.some((event) => SESSION_CHANGES.has(event.type))) {
      this.onSessionChange()
    }
    for (const event of batch) {
      // Another role: the person's streams close everywhere, and a reconnection is checked
      // against the new role (a demoted moderator keeps no staff feed, decision 055).
      if (event.type === 'user.role') {
        for (const subscriber of this.subscribers)
          if (subscriber.userId === event.entityId) subscriber.close()
        continue
      }
      if (event.type !== 'session.end') continue
      const scope = event.data ?? {}
      for (const subscriber of this.subscribers) {
        const ofUser =
          subscriber.userId === scope.userId && subscriber.sessionId !== scope.exceptSessionId
        if (subscriber.sessionId === scope.sessionId || ofUser) {
          subscriber.close()
        }
      }
    }
    if (shown.length === 0) return
    for (const subscriber of this.subscribers) subscriber.deliver(shown)
  }

  /** Ends every open stream (a shutdown): clients reconnect, to another instance if need be. */
  closeAll() {
    for (const subscriber of this.subscribers) subscriber.close()
  }

  async stop() {
    for (const timer of this.timers) clearInterval(timer)
    clearTimeout(this.retry)
    this.closeAll()
    await this.stopListening?.()
    await this.pumping
  }
}
