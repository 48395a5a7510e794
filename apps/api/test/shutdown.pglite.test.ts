// Graceful shutdown of the real server process: a request in flight when SIGTERM arrives is
// answered, new ones are not taken, and the process exits 0. The test orders events instead
// of timing them: the request's body is held back until the server has said it is closing.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const apiDir = path.resolve(import.meta.dirname, '..')
const EMAIL = 'shutdown@rihla.dz'
const PASSWORD = 'Shutdown@2026'

type Server = {
  child: ChildProcess
  port: number
  /** Resolves when a log line matching the pattern has been printed (now or earlier). */
  logged(pattern: RegExp): Promise<string>
  exited: Promise<number | null>
}

async function startServer(dataDir: string): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: 'shutdown-test-secret-long-enough-for-hs256-0123',
  }
  delete env.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = []
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    for (const w of [...waiters]) {
      const match = w.pattern.exec(output)
      if (match) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve(match[0])
      }
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const logged = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const match = pattern.exec(output)
      if (match) return resolve(match[0])
      waiters.push({ pattern, resolve })
      void exited.then(() =>
        reject(new Error(`server exited before logging ${pattern}:\n${output.slice(-2000)}`)),
      )
    })
  const listening = await logged(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)
  const port = Number(/:(\d+)$/.exec(listening)?.[1])
  return { child, port, logged, exited }
}

// The server runs on its own PGlite folder: once is enough, not again in the PostgreSQL run.
describe('graceful shutdown', () => {
  let dataDir: string
  let server: Server
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
