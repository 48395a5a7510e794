import type { ServerEvent } from '@rihla/contract/events'

export type SseFrame = { id?: string; event: string; data: string }

/**
 * An open `GET /api/events` read with fetch, as the web reads it: every frame kept in order,
 * `waitFor` until one matches, `ended` once the server closed the stream.
 */
export async function openStream(base: string, headers: Record<string, string>) {
  const controller = new AbortController()
  const response = await fetch(`${base}/api/events`, { headers, signal: controller.signal })
  const frames: SseFrame[] = []
  const comments: string[] = []
  const waiters: Array<() => void> = []
  let ended = false
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter()
  }
  const done = (async () => {
    if (!response.ok || !response.body) return
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const frame: SseFrame = { event: 'message', data: '' }
          let isFrame = false
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim())
            else if (line.startsWith('id: ')) frame.id = line.slice(4)
            else if (line.startsWith('event: ')) frame.event = line.slice(7)
            else if (line.startsWith('data: ')) {
              frame.data = line.slice(6)
              isFrame = true
            }
          }
          if (isFrame) frames.push(frame)
          end = buffer.indexOf('\n\n')
        }
        wake()
      }
    } catch {
      // aborted by close()
    }
    ended = true
    wake()
  })()
  const stream = {
    response,
    frames,
    comments,
    get ended() {
      return ended
    },
    /** The events (frames other than ready/reset), parsed. */
    events: () =>
      frames
        .filter((f) => f.event !== 'ready' && f.event !== 'reset')
        .map((f) => JSON.parse(f.data) as ServerEvent),
    async waitFor(check: () => boolean, ms = 5000) {
      const deadline = Date.now() + ms
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out; frames: ${JSON.stringify(frames)}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 50)
        })
      }
    },
    /** The id the stream's `ready` frame gave: where a reconnection resumes. */
    readyId: () => frames.findLast((f) => f.event === 'ready')?.id,
    async close() {
      controller.abort()
      await done
    },
    done,
  }
  return stream
}
