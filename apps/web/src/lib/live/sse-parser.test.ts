import { describe, expect, it } from 'vitest'
import { SseParser } from './sse-parser'

describe('SseParser', () => {
  it('dispatches events split anywhere across chunks, with their type, data and id', () => {
    const text =
      'id: 7\nevent: product.approve\ndata: {"id":7}\n\nid: 8\nevent: counts.change\ndata: {"id":8}\n\n'
    for (let cut = 1; cut < text.length; cut++) {
      const parser = new SseParser()
      const got = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))]
      expect(got).toEqual([
        { event: 'product.approve', data: '{"id":7}', id: '7' },
        { event: 'counts.change', data: '{"id":8}', id: '8' },
      ])
    }
  })

  it('accepts CRLF and lone CR line ends, even a CRLF cut between two chunks', () => {
    const parser = new SseParser()
    const got = [
      ...parser.push('event: a\r'),
      ...parser.push('\ndata: 1\r\n\r'),
      ...parser.push('event: b\rdata: 2\r\r'),
    ]
    expect(got.map((m) => [m.event, m.data])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ])
  })

  it('skips comments (the heartbeat), joins data lines, drops events without data', () => {
    const parser = new SseParser()
    const got = parser.push(': ping\n\nevent: lonely\n\ndata: one\ndata: two\n\n')
    expect(got).toEqual([{ event: 'message', data: 'one\ntwo', id: undefined }])
  })

  it('keeps the last id from one event to the next and reports retry', () => {
    const retries: number[] = []
    const parser = new SseParser((ms) => retries.push(ms))
    const got = parser.push(
      'retry: 2000\n\nid: 41\nevent: ready\ndata: {}\n\ndata: x\n\nretry: soon\n\n',
    )
    expect(retries).toEqual([2000])
    expect(got.map((m) => m.id)).toEqual(['41', '41'])
    expect(parser.lastEventId).toBe('41')
  })

  it('holds an unfinished event until its blank line arrives', () => {
    const parser = new SseParser()
    expect(parser.push('event: reset\ndata: {}\n')).toEqual([])
    expect(parser.push('\n')).toEqual([{ event: 'reset', data: '{}', id: undefined }])
  })
})
