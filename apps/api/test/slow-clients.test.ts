import net from 'node:net'
import { tmpdir } from 'node:os'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { listen } from './burst'
import { errorAnswer, useTestApp } from './helpers'

const t = useTestApp({
  REQUEST_TIMEOUT_MS: '1500',
  HEADERS_TIMEOUT_MS: '1000',
  IDLE_TIMEOUT_MS: '800',
})
let port: number
beforeAll(async () => {
  port = await listen(t)
})

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

function expectTimeoutAnswer(answer: string) {
  expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(
    errorAnswer('generic.timeout'),
  )
}

describe('slow clients', () => {
  it('cuts off a body sent one byte at a time once the request timeout passes', async () => {
    const body = JSON.stringify({ email: 'slow@example.dz', password: 'x'.repeat(200) })
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`
    const { ms, answer } = await dripUntilCut(head, body, 100)
    // 1.5 s, checked every 200 ms; generous for a loaded machine, far below the 390 s it took.
    expect(ms).toBeGreaterThan(1400)
    expect(ms).toBeLessThan(4000)
    expectTimeoutAnswer(answer)
  })

  it('cuts off headers sent one byte at a time once the headers timeout passes', async () => {
    const { ms, answer } = await dripUntilCut(
      'GET /api/health HTTP/1.1\r\n',
      `X-Slow: ${'a'.repeat(200)}`,
      100,
    )
    expect(ms).toBeGreaterThan(900)
    expect(ms).toBeLessThan(3000)
    expectTimeoutAnswer(answer)
  })

  it('closes a connection that sends nothing once the idle timeout passes', async () => {
    const { ms } = await dripUntilCut('', '', 10_000)
    expect(ms).toBeGreaterThan(700)
    expect(ms).toBeLessThan(2500)
  })

  // 40 s of silence: longer than the 30 s statement timeout and a pool wait.
  it('has sane defaults: 60 s for a request, 10 s for its headers, 40 s of silence', async () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tmpdir() })
    expect(config.timeouts).toEqual({ requestMs: 60_000, headersMs: 10_000, idleMs: 40_000 })
    expect(t.app.server.requestTimeout).toBe(1500)
    expect(t.app.server.headersTimeout).toBe(1000)
    expect(t.app.server.timeout).toBe(800)
  })
})
