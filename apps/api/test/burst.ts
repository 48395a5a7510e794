import net from 'node:net'
import type { TestApp } from './helpers'

export type BurstRequest = {
  method: string
  path: string
  headers?: Record<string, string>
  /** A JSON body (sent as application/json) or raw text. */
  body?: unknown
}

export type BurstResponse = {
  status: number
  headers: Record<string, string>
  body: string
  json<T = unknown>(): T
}

/**
 * Sends every request at the same instant, the way an attacker would: each one gets its own
 * socket, every socket is connected and has its whole request written but the last byte, and
 * only then do the last bytes go out, together. No request can finish before the others
 * have arrived, unlike a loop of `inject` calls or a `Promise.all` of fetches that a client
 * library may queue. Answers come back in the order of `requests`.
 */
export async function burst(port: number, requests: BurstRequest[]): Promise<BurstResponse[]> {
  const sockets = await Promise.all(requests.map(() => connect(port)))
  const answers = sockets.map(readAnswer)
  const tails: Buffer[] = []
  await Promise.all(
    requests.map((request, i) => {
      const bytes = encode(request)
      tails.push(bytes.subarray(bytes.length - 1))
      return write(sockets[i] as net.Socket, bytes.subarray(0, bytes.length - 1))
    }),
  )
  sockets.forEach((socket, i) => {
    socket.write(tails[i] as Buffer)
  })
  return Promise.all(answers)
}

/** Starts the test app on a free loopback port (burst needs real sockets) and returns it. */
export async function listen(t: Pick<TestApp, 'app'>): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening on a port')
  return address.port
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', noDelay: true })
    socket.once('connect', () => resolve(socket))
    socket.once('error', reject)
  })
}

function write(socket: net.Socket, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.write(bytes, (error) => (error ? reject(error) : resolve()))
  })
}

function encode({ method, path, headers = {}, body }: BurstRequest): Buffer {
  const text =
    body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close']
  const given = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  if (text !== undefined) {
    given['content-type'] ??= typeof body === 'string' ? 'text/plain' : 'application/json'
    given['content-length'] = String(Buffer.byteLength(text))
  } else if (method !== 'GET' && method !== 'HEAD') {
    given['content-length'] = '0'
  }
  for (const [name, value] of Object.entries(given)) lines.push(`${name}: ${value}`)
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${text ?? ''}`)
}

/** Reads one whole answer; the request said `Connection: close`, so it ends with the socket. */
function readAnswer(socket: net.Socket): Promise<BurstResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.once('error', reject)
    socket.once('end', () => {
      try {
        resolve(parse(Buffer.concat(chunks)))
      } catch (error) {
        reject(error)
      }
    })
  })
}

function parse(raw: Buffer): BurstResponse {
  const split = raw.indexOf('\r\n\r\n')
  if (split < 0) throw new Error(`incomplete answer: ${raw.toString('latin1').slice(0, 200)}`)
  const [statusLine = '', ...headerLines] = raw.subarray(0, split).toString('latin1').split('\r\n')
  const status = Number(statusLine.split(' ')[1])
  const headers: Record<string, string> = {}
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let payload = raw.subarray(split + 4)
  if (headers['transfer-encoding']?.includes('chunked')) payload = unchunk(payload)
  const body = payload.toString('utf8')
  return { status, headers, body, json: <T>() => JSON.parse(body) as T }
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at)
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!size) return Buffer.concat(parts)
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}
