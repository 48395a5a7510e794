// Shared by the chaos and soak runs: start the built server as a child process, wait for it,
// sign in, read its memory, record a report in bench/results/.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The command-line options every soak takes (node:util parseArgs): where PostgreSQL is, the
 * database the run owns, the server's port and build, and --record.
 */
export function soakOptions(database: string, port: number) {
  return {
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    database: { type: 'string', default: database },
    port: { type: 'string', default: String(port) },
    dist: { type: 'string', default: 'apps/api/dist' },
    record: { type: 'boolean', default: false },
  } as const
}

/** Drops `database` (closing its connections) and creates it again, empty, on the server at `pgUrl`. */
export async function freshDatabase(pgUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${pgUrl}/postgres` })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.query(`create database ${database}`)
  } finally {
    await admin.end()
  }
}

export type ServerOptions = {
  /** Folder of the built server (server.js), relative to the repository. */
  dist: string
  port: number
  dataDir: string
  databaseUrl?: string
  env?: Record<string, string>
}

export type RunningServer = {
  child: ChildProcess
  base: string
  /** The server's stderr and stdout, last 20,000 characters. */
  output(): string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export const ADMIN = { email: 'chaos@rihla.dz', password: 'Chaos@2026' }

export function startServer(options: ServerOptions): RunningServer {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ACCESS_TOKEN_TTL_SECONDS: '7200',
    JWT_SECRET: 'chaos-secret-chaos-secret-chaos-secret-0123',
    // The bench signs one account in from one address again and again: it measures the work,
    // not the per-account-and-address sign-in limit.
    LOGIN_MAX_PER_ACCOUNT_ADDRESS: '100000000',
    DATA_DIR: options.dataDir,
    ...options.env,
  }
  delete env.DATABASE_URL
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  const child = spawn(process.execPath, [path.resolve(root, options.dist, 'server.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, base: `http://127.0.0.1:${options.port}`, output: () => text, exited }
}

/** Waits for /api/health to answer 200; throws if the process exits or time runs out. */
export async function waitForHealth(server: RunningServer, timeoutMs = 60_000): Promise<void> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`)
    }
    const ok = await fetch(`${server.base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await sleep(50)
  }
  throw new Error(`server did not answer in ${timeoutMs} ms:\n${server.output()}`)
}

export async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  const { accessToken } = (await res.json()) as { accessToken: string }
  return { authorization: `Bearer ${accessToken}` }
}

/**
 * Confirms the admin's password again on the session of `auth` (decision 055): blocks and
 * other staff powers over accounts need it, for STEP_UP_MINUTES.
 */
export async function stepUp(base: string, auth: Record<string, string>): Promise<void> {
  const res = await fetch(`${base}/api/auth/step-up`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ password: ADMIN.password }),
  })
  if (res.status !== 204) throw new Error(`step-up failed: ${res.status} ${await res.text()}`)
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** Writes a run's Markdown report beside its raw data; RESULTS.md keeps only the goals' table. */
export function recordResults(name: string, markdown: string): void {
  const dir = path.join(root, 'bench/results')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${today()}-${name}.md`)
  writeFileSync(file, `${markdown.trim()}\n`)
  console.log(`recorded ${path.relative(root, file)}`)
}

export const today = () => new Date().toISOString().slice(0, 10)
