import type { ServerEvent } from '@rihla/contract/events'
import { ApiError } from '../api-error'
import { SseParser } from './sse-parser'

/** Where the stream is: the status a screen may show, and what tests assert. */
export type LiveStatus = 'connecting' | 'open' | 'polling' | 'retrying' | 'stopped'

export type OpenStream = (init: {
  /** The id of the last event received, sent as `Last-Event-ID` to replay what was missed. */
  lastEventId: string | undefined
  /** Ask for what was missed, then an end (`?mode=poll`), for networks that buffer streams. */
  poll: boolean
  signal: AbortSignal
}) => Promise<Response>

export type LiveStreamOptions = {
  open: OpenStream
  onEvent: (event: ServerEvent) => void
  /** What the screens show may have missed events: read everything again. */
  onReset: () => void
  onStatus?: (status: LiveStatus) => void
  /** First delay before reconnecting; the server's `retry:` replaces it. */
  retryMs?: number
  maxRetryMs?: number
  /** A stream that says nothing (not even `ready`) this long is buffered: poll instead. */
  readyTimeoutMs?: number
  /**
   * An open stream silent this long (the server's heartbeat comes every 15 s) is a dead
   * connection nobody closed (a network cut): it is dropped and reopened.
   */
  idleTimeoutMs?: number
  pollMs?: number
  /** 0..1; the jitter that keeps many screens from reconnecting at the same instant. */
  random?: () => number
}

export type LiveStream = { stop: () => void; readonly lastEventId: string | undefined }

const DEFAULTS = {
  retryMs: 2000,
  maxRetryMs: 30_000,
  readyTimeoutMs: 10_000,
  pollMs: 5000,
  idleTimeoutMs: 45_000,
}

function parseEvent(data: string): ServerEvent | null {
  try {
    const value: unknown = JSON.parse(data)
    if (!value || typeof value !== 'object') return null
    const { id, type } = value as { id?: unknown; type?: unknown }
    return typeof id === 'number' && typeof type === 'string' ? (value as ServerEvent) : null
  } catch {
    return null
  }
}

/**
 * Reads the staff event stream (`GET /api/events`) and keeps it open: after an end or a
 * failure it reconnects with exponential backoff and jitter, sending `Last-Event-ID` so the
 * server replays what was missed exactly once; `reset` (events swept before the client came
 * back) asks the screens to read everything again. A refused stream (401 after the API
 * client's one refresh, 403) stops it: the session is over. A stream that gets no `ready`
 * within `readyTimeoutMs` is being buffered by a proxy: the client polls instead.
 */
export function startLiveStream(options: LiveStreamOptions): LiveStream {
  const { retryMs, maxRetryMs, readyTimeoutMs, pollMs, idleTimeoutMs } = {
    ...DEFAULTS,
    ...options,
  }
  const random = options.random ?? Math.random
  let baseDelay = retryMs
  let attempt = 0
  let lastEventId: string | undefined
  let stopped = false
  let polling = false
  let connectedBefore = false
  let controller: AbortController | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  /** Waiting to reconnect after a failure (not between two polls). */
  let backingOff = false

  const status = (value: LiveStatus) => options.onStatus?.(value)

  async function connect() {
    if (stopped) return
    controller = new AbortController()
    const signal = controller.signal
    const resumeFrom = lastEventId
    const reconnecting = connectedBefore
    let gotReady = false
    let readyTimer: ReturnType<typeof setTimeout> | undefined
    let idleTimer: ReturnType<typeof setTimeout> | undefined
    const watch = () => {
      clearTimeout(idleTimer)
      idleTimer = setTimeout(() => controller?.abort(), idleTimeoutMs)
    }
    status('connecting')
    try {
      const response = await options.open({ lastEventId: resumeFrom, poll: polling, signal })
      if (!response.body) throw new Error('no body')
      if (!polling) {
        readyTimer = setTimeout(() => {
          polling = true
          controller?.abort()
        }, readyTimeoutMs)
      }
      const parser = new SseParser((ms) => {
        baseDelay = ms
      })
      const reader = response.body.getReader()
      const decoder = new TextDecoder()
      watch()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        watch()
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          if (message.id !== undefined) lastEventId = message.id
          if (message.event === 'ready') {
            gotReady = true
            connectedBefore = true
            attempt = 0
            clearTimeout(readyTimer)
            status(polling ? 'polling' : 'open')
            // Reconnected without an id to resume from: whatever happened meanwhile is unknown.
            if (reconnecting && resumeFrom === undefined) options.onReset()
          } else if (message.event === 'reset') {
            options.onReset()
          } else {
            const event = parseEvent(message.data)
            if (event) options.onEvent(event)
          }
        }
      }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        stop()
        return
      }
      // Anything else (network, abort by the ready timer, 5xx) is worth another try.
    } finally {
      clearTimeout(readyTimer)
      clearTimeout(idleTimer)
    }
    if (stopped) return
    schedule(gotReady)
  }

  function schedule(gotReady: boolean) {
    let delay: number
    backingOff = !(polling && gotReady)
    if (!backingOff) {
      delay = pollMs
    } else {
      attempt++
      const ceiling = Math.min(maxRetryMs, baseDelay * 2 ** (attempt - 1))
      delay = Math.round(ceiling * (0.5 + random() / 2))
      status('retrying')
    }
    timer = setTimeout(() => {
      backingOff = false
      void connect()
    }, delay)
  }

  // The network is back: no need to wait out the backoff.
  const onOnline = () => {
    if (stopped || !backingOff) return
    clearTimeout(timer)
    backingOff = false
    attempt = 0
    void connect()
  }
  globalThis.addEventListener?.('online', onOnline)

  function stop() {
    if (stopped) return
    stopped = true
    clearTimeout(timer)
    globalThis.removeEventListener?.('online', onOnline)
    controller?.abort()
    status('stopped')
  }

  void connect()
  return {
    stop,
    get lastEventId() {
      return lastEventId
    },
  }
}
