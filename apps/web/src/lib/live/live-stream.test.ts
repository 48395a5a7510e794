import type { ServerEvent } from '@rihla/contract/events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api-error'
import { type LiveStatus, type OpenStream, startLiveStream } from './live-stream'

/** A stream answer the test writes into, ended or cut when it says (or when aborted). */
function fakeStream(signal: AbortSignal) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
  })
  const encoder = new TextEncoder()
  let open = true
  const cut = () => {
    if (open) controller.error(new DOMException('The operation was aborted.', 'AbortError'))
    open = false
  }
  signal.addEventListener('abort', cut)
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => {
      if (open) controller.close()
      open = false
    },
    cut,
  }
}

type Opened = ReturnType<typeof fakeStream> & {
  lastEventId: string | undefined
  poll: boolean
  signal: AbortSignal
}

function server() {
  const opened: Opened[] = []
  const refusals: ApiError[] = []
  const open: OpenStream = async ({ lastEventId, poll, signal }) => {
    const refusal = refusals.shift()
    if (refusal) throw refusal
    const stream = { ...fakeStream(signal), lastEventId, poll, signal }
    opened.push(stream)
    return stream.response
  }
  return { opened, refusals, open }
}

const event = (id: number, type = 'product.approve'): ServerEvent =>
  ({
    id,
    type,
    entityId: 1,
    actor: null,
    data: null,
    at: '2026-11-25T10:00:00.000Z',
  }) as ServerEvent
const frame = (e: ServerEvent) => `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`
const ready = (id: number) => `id: ${id}\nevent: ready\ndata: {}\n\n`

describe('startLiveStream', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('hands events over and, after a cut, reconnects with the last id it received', async () => {
    const api = server()
    const events: number[] = []
    const live = startLiveStream({
      open: api.open,
      onEvent: (e) => events.push(e.id),
      onReset: () => {},
      random: () => 1,
    })
    await vi.advanceTimersByTimeAsync(0)
    const first = api.opened[0]
    expect(first?.lastEventId).toBeUndefined()
    first?.send(`retry: 1000\n\n${ready(10)}${frame(event(11))}: ping\n\n${frame(event(12))}`)
    await vi.advanceTimersByTimeAsync(0)
    expect(events).toEqual([11, 12])
    first?.cut()
    await vi.advanceTimersByTimeAsync(999)
    expect(api.opened).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(api.opened[1]?.lastEventId).toBe('12')
    live.stop()
  })

  it('backs off exponentially with jitter while the server stays away, then starts over once ready', async () => {
    const api = server()
    const statuses: LiveStatus[] = []
    const live = startLiveStream({
      open: api.open,
      onEvent: () => {},
      onReset: () => {},
      onStatus: (s) => statuses.push(s),
      retryMs: 100,
      maxRetryMs: 400,
      random: () => 0,
    })
    await vi.advanceTimersByTimeAsync(0)
    // Each attempt ends at once: delays 50, 100, 200, then capped at 400 × 0.5 = 200.
    for (const step of [50, 100, 200, 200]) {
      api.opened.at(-1)?.end()
      await vi.advanceTimersByTimeAsync(step - 1)
      const before = api.opened.length
      await vi.advanceTimersByTimeAsync(1)
      expect(api.opened.length).toBe(before + 1)
    }
    expect(statuses).toContain('retrying')
    // Ready resets the backoff: the next cut waits the first delay again.
    api.opened.at(-1)?.send(ready(3))
    await vi.advanceTimersByTimeAsync(0)
    expect(statuses.at(-1)).toBe('open')
    const count = api.opened.length
    api.opened.at(-1)?.end()
    await vi.advanceTimersByTimeAsync(50)
    expect(api.opened.length).toBe(count + 1)
    live.stop()
  })

  it('asks the screens to read everything again on reset', async () => {
    const api = server()
    const onReset = vi.fn()
    const live = startLiveStream({ open: api.open, onEvent: () => {}, onReset })
    await vi.advanceTimersByTimeAsync(0)
    api.opened[0]?.send(`event: reset\ndata: {}\n\n${ready(90)}`)
    await vi.advanceTimersByTimeAsync(0)
    expect(onReset).toHaveBeenCalledTimes(1)
    live.stop()
  })

  it('stops for good when the session is refused (401 after the refresh, or 403)', async () => {
    for (const status of [401, 403]) {
      const api = server()
      api.refusals.push(new ApiError(status, 'refused'))
      const statuses: LiveStatus[] = []
      startLiveStream({
        open: api.open,
        onEvent: () => {},
        onReset: () => {},
        onStatus: (s) => statuses.push(s),
      })
      await vi.advanceTimersByTimeAsync(60_000)
      expect(api.opened).toHaveLength(0)
      expect(statuses.at(-1)).toBe('stopped')
    }
  })

  it('retries after a server failure (503 while an instance drains)', async () => {
    const api = server()
    api.refusals.push(new ApiError(503, 'draining'))
    const live = startLiveStream({ open: api.open, onEvent: () => {}, onReset: () => {} })
    await vi.advanceTimersByTimeAsync(2000)
    expect(api.opened).toHaveLength(1)
    live.stop()
  })

  it('polls when a proxy buffers the stream (no ready in time), resuming from the last id', async () => {
    const api = server()
    const events: number[] = []
    const live = startLiveStream({
      open: api.open,
      onEvent: (e) => events.push(e.id),
      onReset: () => {},
      readyTimeoutMs: 1000,
      pollMs: 500,
      random: () => 1,
    })
    await vi.advanceTimersByTimeAsync(1000)
    expect(api.opened[0]?.poll).toBe(false)
    await vi.advanceTimersByTimeAsync(2000)
    const poll = api.opened[1]
    expect(poll?.poll).toBe(true)
    poll?.send(`${frame(event(5))}${ready(5)}`)
    poll?.end()
    await vi.advanceTimersByTimeAsync(500)
    expect(events).toEqual([5])
    expect(api.opened[2]).toMatchObject({ poll: true, lastEventId: '5' })
    live.stop()
  })

  it('drops a stream gone silent past the heartbeat (a network cut) and resumes where it was', async () => {
    const api = server()
    const live = startLiveStream({
      open: api.open,
      onEvent: () => {},
      onReset: () => {},
      idleTimeoutMs: 45_000,
      random: () => 1,
    })
    await vi.advanceTimersByTimeAsync(0)
    api.opened[0]?.send(`${ready(20)}`)
    await vi.advanceTimersByTimeAsync(30_000)
    api.opened[0]?.send(': ping\n\n')
    await vi.advanceTimersByTimeAsync(44_999)
    expect(api.opened[0]?.signal.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(api.opened[0]?.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(2000)
    expect(api.opened[1]?.lastEventId).toBe('20')
    live.stop()
  })

  it('reconnects at once when the browser says the network is back', async () => {
    const api = server()
    const live = startLiveStream({
      open: api.open,
      onEvent: () => {},
      onReset: () => {},
      retryMs: 20_000,
    })
    await vi.advanceTimersByTimeAsync(0)
    api.opened[0]?.send(ready(4))
    api.opened[0]?.cut()
    await vi.advanceTimersByTimeAsync(100)
    expect(api.opened).toHaveLength(1)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(api.opened[1]?.lastEventId).toBe('4')
    live.stop()
  })

  it('stop closes the open stream and never reconnects', async () => {
    const api = server()
    const live = startLiveStream({ open: api.open, onEvent: () => {}, onReset: () => {} })
    await vi.advanceTimersByTimeAsync(0)
    live.stop()
    expect(api.opened[0]?.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(api.opened).toHaveLength(1)
  })
})
