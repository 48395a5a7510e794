/** One dispatched Server-Sent Event: its type, its data, and the last event id seen so far. */
export type SseMessage = { event: string; data: string; id: string | undefined }

/**
 * An incremental `text/event-stream` parser, after the HTML standard's rules: lines end with
 * LF, CR or CRLF (even split across chunks), `:` lines are comments, `data` lines join with LF,
 * a blank line dispatches, an event without data is dropped, and the last id persists from one
 * event to the next. `retry` is reported through `onRetry`.
 */
export class SseParser {
  private buffer = ''
  /** A CR ended the previous chunk: an LF starting the next one belongs to it. */
  private pendingCr = false
  private event = ''
  private data: string[] = []
  private hasData = false
  /** The last event id, kept across events as the standard says. */
  lastEventId: string | undefined

  constructor(private readonly onRetry: (ms: number) => void = () => {}) {}

  /** Feeds decoded text; returns the events it completed, in order. */
  push(chunk: string): SseMessage[] {
    let text = chunk
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1)
    this.pendingCr = false
    this.buffer += text
    const out: SseMessage[] = []
    let start = 0
    for (let i = 0; i < this.buffer.length; i++) {
      const c = this.buffer[i]
      if (c !== '\n' && c !== '\r') continue
      this.line(this.buffer.slice(start, i), out)
      if (c === '\r') {
        if (i + 1 === this.buffer.length) this.pendingCr = true
        else if (this.buffer[i + 1] === '\n') i++
      }
      start = i + 1
    }
    this.buffer = this.buffer.slice(start)
    return out
  }

  private line(line: string, out: SseMessage[]) {
    if (line === '') {
      this.dispatch(out)
      return
    }
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    switch (field) {
      case 'event':
        this.event = value
        break
      case 'data':
        this.data.push(value)
        this.hasData = true
        break
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value
        break
      case 'retry':
        if (/^\d+$/.test(value)) this.onRetry(Number(value))
        break
      default:
      // Unknown fields are ignored.
    }
  }

  private dispatch(out: SseMessage[]) {
    if (this.hasData) {
      out.push({ event: this.event || 'message', data: this.data.join('\n'), id: this.lastEventId })
    }
    this.event = ''
    this.data = []
    this.hasData = false
  }
}
