// Graceful shutdown of the real server process: a request in flight when SIGTERM arrives is
// answered, new ones are not taken, and the process exits 0. The test orders events instead
// of timing them: the request's body is held back until the server has said it is closing.
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServer as startProcess } from './server-process'

const EMAIL = 'shutdown@rihla.dz'
const PASSWORD = 'Shutdown@2026'

function startServer(dataDir: string): Promise<ServerProcess> {
  return startProcess({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: 'shutdown-test-secret-long-enough-for-hs256-0123',
  })
}

// The server runs on its own PGlite folder: once is enough, not again in the PostgreSQL run.
describe('graceful shutdown', () => {
  let dataDir: string
  let server: ServerProcess
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rihla-shutdown-'))
    server = await startServer(dataDir)
  }, 60_000)
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  })

  it('finishes the request in flight, refuses new ones and exits 0', async () => {
    const events: string[] = []
    const body = JSON.stringify({ email: EMAIL, password: PASSWORD })
    // A keep-alive connection, so that the server must also close a connection the client
    // would happily keep open.
    const agent = new http.Agent({ keepAlive: true })
    const response = new Promise<{ status: number; connection: string; body: string }>(
      (resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: server.port,
            method: 'POST',
            path: '/api/auth/login',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': body.length },
          },
          (res) => {
            let text = ''
            res.on('data', (c: Buffer) => {
              text += c.toString()
            })
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                connection: res.headers.connection ?? '',
                body: text,
              }),
            )
          },
        )
        req.on('error', reject)
        // Half of the body now: the request is in flight, the rest waits for the shutdown.
        req.write(body.slice(0, 10))
        void server.logged(/"msg":"incoming request"[^\n]*/).then(async () => {
          events.push('request in flight')
          server.child.kill('SIGTERM')
          await server.logged(/shutting down: finishing in-flight requests/)
          events.push('server closing')
          events.push(`new request: ${await newRequestOutcome(server.port)}`)
          req.end(body.slice(10))
        })
      },
    )
    const res = await response
    events.push(`in-flight request answered ${res.status}, connection: ${res.connection}`)
    expect(JSON.parse(res.body)).toHaveProperty('accessToken')
    const code = await server.exited
    events.push(`exit ${code}`)
    agent.destroy()
    expect(events).toEqual([
      'request in flight',
      'server closing',
      'new request: refused',
      'in-flight request answered 200, connection: close',
      'exit 0',
    ])
  }, 60_000)
})

/** A new connection during the shutdown is refused, or answered 503 if it slipped in. */
function newRequestOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume()
      resolve(res.statusCode === 503 ? 'refused' : `answered ${res.statusCode}`)
    })
    req.on('error', () => resolve('refused'))
  })
}
