import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { type Database, databaseOptions, openDatabase } from '../src/db/client'
import { prepared } from '../src/lib/prepared'
import { createSubcategory, postProduct } from './factories'
import { freePort } from './free-port'
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from './helpers'
import { openStream } from './sse'

/**
 * Behind a pooler (docs/operations.md): the API through Debian's PgBouncer, started
 * by the test with its own config and port, in transaction pooling (named statements off, a
 * direct connection for the start-up lock and LISTEN) and in session pooling (all defaults).
 * Before this, PgBouncer refused every connection ("unsupported startup parameter:
 * statement_timeout"). Transaction pooling gets two server connections for five clients, so a
 * client's statements do move between server connections; session pooling holds one server
 * connection per client connection, so it gets enough for the pool, LISTEN and the lock.
 */
const PGBOUNCER = '/usr/sbin/pgbouncer'
const MODES = ['session', 'transaction'] as const
type Mode = (typeof MODES)[number]
/** Each pooler's port, free when it was chosen (a fixed one met another process's). */
const PORTS: Record<Mode, number> = { session: 0, transaction: 0 }

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

async function startPgBouncer(mode: Mode, dir: string): Promise<ChildProcess> {
  const port = await freePort()
  PORTS[mode] = port
  const server = new URL(process.env.TEST_DATABASE_URL ?? '')
  const ini = path.join(dir, `${mode}.ini`)
  await writeFile(
    ini,
    `[databases]
* = host=${server.hostname} port=${server.port || 5432}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${dir}/users.txt
pool_mode = ${mode}
default_pool_size = ${mode === 'transaction' ? 2 : 10}
max_client_conn = 100
logfile = ${dir}/${mode}.log
pidfile = ${dir}/${mode}.pid
`,
  )
  await writeFile(path.join(dir, 'users.txt'), `"${server.username || 'postgres'}" ""\n`)
  // PgBouncer refuses to run as root; CI runs as root, so it switches to the postgres user.
  const asRoot = process.getuid?.() === 0
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  for (let i = 0; i < 50; i++) {
    if (await portOpen(port)) return child
    if (child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`pgbouncer (${mode}) did not start: ${errors}`)
}

let t: TestApp
let dir: string
const bouncers: ChildProcess[] = []
beforeAll(async () => {
  if (!existsSync(PGBOUNCER)) {
    throw new Error(
      `${PGBOUNCER} is missing: the pooler test needs Debian's pgbouncer, which .ci/run installs (apt-get install -y pgbouncer)`,
    )
  }
  t = await createTestApp()
  dir = await mkdtemp(path.join(tmpdir(), 'rihla-pgbouncer-'))
  // The postgres user writes its log and pid here.
  await chmod(dir, 0o777)
  for (const mode of MODES) bouncers.push(await startPgBouncer(mode, dir))
}, 60_000)

afterAll(async () => {
  for (const child of bouncers) child.kill('SIGTERM')
  await t?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** An app whose pool goes through the pooler, as an instance configured for it would. */
async function pooledApp(mode: Mode) {
  const direct = new URL(t.databaseUrl ?? '')
  const pooled = Object.assign(new URL(direct), { port: String(PORTS[mode]) })
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: 'pooler-test-secret-long-enough-for-hs256-0123456789',
    DATABASE_URL: pooled.toString(),
    DATABASE_POOL_SIZE: '5',
    DATABASE_STATEMENT_TIMEOUT_MS: '4321',
    ...(mode === 'transaction'
      ? { DATABASE_DIRECT_URL: direct.toString(), DATABASE_PREPARED_STATEMENTS: 'false' }
      : {}),
  })
  const database: Database = await openDatabase(databaseOptions(config))
  // What every start does: migrations under the advisory lock (already applied: a no-op).
  await database.withStartupLock(() => database.migrate())
  const app: App = await buildApp({ config, database, logger: false })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    base,
    database,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  })
  expect(res.status).toBe(200)
  const { accessToken } = (await res.json()) as { accessToken: string }
  return { authorization: `Bearer ${accessToken}` }
}

describe.each(MODES)('the API behind PgBouncer in %s pooling', (mode) => {
  it('connects, applies the statement timeout, and answers every hot read under concurrency', async () => {
    if (mode === 'transaction') {
      // Each statement may run on another server connection, and the app's SET reached only
      // the ones its clients happened to open on (it read '0' once in three runs on a loaded
      // machine). docs/operations.md's recipe, on the database here instead of the role: every
      // server connection the pooler opens starts with the timeout.
      const name = new URL(t.databaseUrl ?? '').pathname.slice(1)
      await t.db.execute(sql.raw(`alter database ${name} set statement_timeout = '4321ms'`))
    }
    const pooled = await pooledApp(mode)
    try {
      // Five at once, so in transaction pooling both server connections answer.
      const shown = await Promise.all(
        Array.from({ length: 5 }, () =>
          pooled.database.db.transaction(async (tx) => {
            const answer = await tx.execute<{ statement_timeout: string }>(
              sql`select current_setting('statement_timeout') as statement_timeout, pg_sleep(0.05)`,
            )
            return (answer as unknown as { rows: Array<{ statement_timeout: string }> }).rows[0]
              ?.statement_timeout
          }),
        ),
      )
      expect(shown).toEqual(Array(5).fill('4321ms'))

      const email = (await createUser(t, { role: 'admin' })).email
      const headers = await signIn(pooled.base, email)
      const sub = await createSubcategory(t, 'A')
      const product = await postProduct(pooled, headers, {
        title: `Pooled trip ${mode}`,
        subcategoryId: sub.id,
      })
      const urls = [
        '/api/products?status=approved&page=1&limit=7',
        '/api/products?status=pending&page=1&limit=2',
        `/api/products/${product.id}`,
        '/api/users?page=1&limit=7',
        '/api/products?status=pending&search=pooled',
        '/api/stats',
      ]
      // Sockets released together, twice over: each shape runs on several server connections.
      for (let round = 0; round < 2; round++) {
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            fetch(`${pooled.base}${urls[i % urls.length]}`, { headers }),
          ),
        )
        const statuses = answers.map((res, i) => `${urls[i % urls.length]} ${res.status}`)
        expect(statuses.filter((line) => !line.endsWith(' 200'))).toEqual([])
      }
    } finally {
      await pooled.close()
    }
  }, 60_000)

  it('delivers live events (LISTEN on a session of its own) and leaves no start-up lock behind', async () => {
    const pooled = await pooledApp(mode)
    try {
      const email = (await createUser(t, { role: 'admin' })).email
      const headers = await signIn(pooled.base, email)
      const stream = await openStream(pooled.base, headers)
      try {
        await stream.waitFor(() => stream.readyId() !== undefined)
        const sub = await createSubcategory(t, 'A')
        const product = await postProduct(pooled, headers, {
          title: `Live through the pooler ${mode}`,
          subcategoryId: sub.id,
        })
        await stream.waitFor(() => stream.events().some((e) => e.entityId === product.id), 5000)
      } finally {
        await stream.close()
      }
      // The start-up lock's key (db/client.ts) in this database: pg_locks is the whole server's.
      const locks = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_locks
            where locktype = 'advisory' and granted
              and database = (select oid from pg_database where datname = current_database())
              and ((classid::bigint << 32) | objid::bigint) = 7402517311`,
      )
      expect((locks as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0)
    } finally {
      await pooled.close()
    }
  }, 60_000)
})

describe('named statements, a setting of each database', () => {
  it('a database opened for a transaction pooler sends unnamed statements; one opened beside it still names them', async () => {
    const url = t.databaseUrl ?? ''
    // One connection each, so the statement and pg_prepared_statements share a session.
    const open = (preparedStatements: boolean) =>
      openDatabase({ driver: 'postgres', url, poolSize: 1, preparedStatements })
    const unnamed = await open(false)
    const named = await open(true)
    try {
      const shape = 'pooler-test:one'
      const parsed = async ({ db }: Database) => {
        await prepared(db, shape, (name) =>
          db.select({ one: sql<number>`1` }).from(sql`(select 1) as t`).prepare(name),
        ).execute()
        const rows = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_prepared_statements where name like 'q\_%'`,
        )
        return (rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n
      }
      // Opened after the unnamed one, in the same process: the setting did not leak to it.
      expect(await parsed(named)).toBe(1)
      expect(await parsed(unnamed)).toBe(0)
    } finally {
      await unnamed.close()
      await named.close()
    }
  })
})
