import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen } from './burst'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let port: number
beforeAll(async () => {
  t = await createTestApp({
    REQUEST_TIMEOUT_MS: '1500',
    HEADERS_TIMEOUT_MS: '1000',
    IDLE_TIMEOUT_MS: '60000',
  })
  port = await listen(t)
})
afterAll(() => t.close())

/** Opens a socket, writes `head`, then one byte of `drip` every `everyMs`; resolves when the server ends it. */
function dripUntilCut(head: string, drip: string, everyMs: number) {
  return new Promise<{ ms: number; answer: string }>((resolve) => {
    const started = performance.now()
    const socket = net.connect({ port, host: '127.0.0.1' })
    const chunks: Buffer[] = []
    let i = 0
    let timer: NodeJS.Timeout | undefined
    socket.on('connect', () => {
      socket.write(head)
      timer = setInterval(() => {
        if (i < drip.length && socket.writable) socket.write(drip[i++] ?? '')
      }, everyMs)
    })
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ ms: performance.now() - started, answer: Buffer.concat(chunks).toString() })
    })
  })
}

describe('slow clients', () => {
  it('cuts off a body sent one byte at a time once the request timeout passes', async () => {
    const body = JSON.stringify({ email: 'slow@example.dz', password: 'x'.repeat(200) })
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`
    const { ms, answer } = await dripUntilCut(head, body, 100)
    console.log(ms, JSON.stringify(answer))
    expect(ms).toBeLessThan(4000)
  })

  it('cuts off headers sent one byte at a time once the headers timeout passes', async () => {
    const { ms, answer } = await dripUntilCut(
      'GET /api/health HTTP/1.1\r\n',
      `X-Slow: ${'a'.repeat(200)}`,
      100,
    )
    console.log(ms, JSON.stringify(answer))
    expect(ms).toBeLessThan(3000)
  })
})
