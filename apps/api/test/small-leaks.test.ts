import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { MessageCode } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, errorAnswer, signedIn, type TestApp } from './helpers'

/**
 * Small leaks. What Node's HTTP parser refuses is answered in the API's
 * shape with its headers; a 404 does not echo the path; the build's `.vite` folder (the
 * manifest names every source chunk) is not served; the admin phone is a real number.
 */
let t: TestApp
let port: number
const dist = mkdtempSync(path.join(tmpdir(), 'rihla-web-'))
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'))
  mkdirSync(path.join(dist, '.vite'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"x.js"}}')
  writeFileSync(path.join(dist, '.hidden.json'), '{"secret":true}')
  t = await createTestApp({ WEB_DIST: dist })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

type RawAnswer = { status: number; headers: Map<string, string>; body: string }

/**
 * Sends bytes over a fresh socket and reads every answer until the server closes it; `then`
 * goes on the same connection once the first answer has arrived.
 */
function raw(bytes: string, then?: string): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes))
    let text = ''
    let next = then
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      text += chunk
      if (next !== undefined && text.includes('\r\n\r\n')) {
        socket.write(next)
        next = undefined
      }
    })
    socket.on('error', reject)
    socket.on('close', () => resolve(parseAnswers(text)))
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')))
  })
}

function parseAnswers(text: string): RawAnswer[] {
  const answers: RawAnswer[] = []
  let rest = text
  while (rest.startsWith('HTTP/1.1')) {
    const end = rest.indexOf('\r\n\r\n')
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n')
    const headers = new Map<string, string>()
    for (const line of lines) {
      const colon = line.indexOf(':')
      headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
    }
    const length = Number(headers.get('content-length') ?? 0)
    const body = rest.slice(end + 4, end + 4 + length)
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body })
    rest = rest.slice(end + 4 + length)
  }
  return answers
}

function expectApiShape(answer: RawAnswer | undefined, status: number, message: MessageCode) {
  expect(answer?.status).toBe(status)
  expect(answer?.headers.get('content-type')).toContain('application/json')
  expect(JSON.parse(answer?.body ?? '')).toEqual(errorAnswer(message))
  expect(answer?.headers.get('content-security-policy')).toContain("default-src 'self'")
  expect(answer?.headers.get('x-content-type-options')).toBe('nosniff')
  expect(answer?.headers.get('x-frame-options')).toBe('DENY')
  expect(answer?.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
}

describe("requests Node's HTTP parser refuses", () => {
  it('answers a 20 KB header with 431, the security headers and {message}', async () => {
    const [answer] = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expectApiShape(answer, 431, 'generic.headersTooLarge')
  })

  it('answers a malformed request line with 400, the security headers and {message}', async () => {
    const [answer] = await raw('GET /\u0001 nonsense\r\n\r\n')
    expectApiShape(answer, 400, 'generic.badRequest')
  })

  it('answers a broken request after a good one on the same connection', async () => {
    const answers = await raw(
      'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: x\r\n\r\n',
    )
    expect(answers.map((a) => a.status)).toEqual([200, 400])
    expectApiShape(answers[1], 400, 'generic.badRequest')
  })
})

describe('not found', () => {
  it.each(['/api/x', '/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/api/users/1/nope'])(
    'does not echo the path %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(errorAnswer('generic.routeNotFound'))
      expect(res.body).not.toContain(url.split('/').pop())
    },
  )
})

describe("the web build's private files", () => {
  it.each(['/.vite/manifest.json', '/.vite/', '/.vite', '/%2Evite/manifest.json', '/.hidden.json'])(
    'does not serve %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.body).not.toContain('src/main.tsx')
      expect(res.body).not.toContain('secret')
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(404)
      } else {
        // A client route answered with the app, never the file.
        expect(res.headers['content-type']).toContain('text/html')
      }
    },
  )

  it('still serves the assets and the app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(
      200,
    )
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200)
  })
})

describe('the admin phone', () => {
  let admin: Awaited<ReturnType<typeof signedIn>>
  beforeAll(async () => {
    admin = await signedIn(t, { role: 'admin' })
  })
  const put = (phoneNumber: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/admin',
      headers: admin.headers,
      payload: { phoneNumber },
    })

  it.each(['12', 'call me', '+213', '+1234567890123456', '0555 12 34 5x', '++213555123456'])(
    'refuses %s, as sign-up does (the one phone rule)',
    async (phone) => {
      const res = await put(phone)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(MESSAGES.signup.phone)
    },
  )

  it('takes every number sign-up takes (a foreign number included)', async () => {
    const res = await put('+33 6 12 34 56 78')
    expect(res.statusCode).toBe(200)
    expect(res.json().phoneNumber).toBe('+33612345678')
  })

  it('keeps the seed message for a missing number', async () => {
    expect((await put('  ')).json().message).toBe(MESSAGES.phone.required)
    expect((await put(undefined)).json().message).toBe(MESSAGES.phone.required)
  })

  it.each([
    ['0555123456', '+213555123456'],
    ['+213555123456', '+213555123456'],
    ['0555 12 34 56', '+213555123456'],
    ['021-23-45-67 8', '+213212345678'],
  ])('accepts %s, stored as %s', async (phone, stored) => {
    const res = await put(phone)
    expect(res.statusCode).toBe(200)
    expect(res.json().phoneNumber).toBe(stored)
  })
})
