import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { hash as argon2id } from '@node-rs/argon2'
import type { AuthResponse } from '@rihla/contract/auth'
import { type MessageCode, type MessageParams, renderMessage } from '@rihla/contract/message-codes'
import type { FastifyServerOptions } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { type Database, migrationsFolder, openDatabase } from '../src/db/client'
import { readTemplate } from '../src/db/pglite-template'
import { users } from '../src/db/schema'
import { hashPassword } from '../src/modules/auth/passwords'
import { takePglite } from './pglite-pool'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

let template: Blob | undefined
/** The migrated cluster test/global-setup.ts made for this run, read once per test file. */
function pgliteTemplate(): Blob {
  if (!template) {
    template = readTemplate(inject('pgliteTemplateDir'), migrationsFolder)
    if (!template) throw new Error('test/global-setup.ts made no PGlite template')
  }
  return template
}

/**
 * A fresh database for one test app: in-memory PGlite (started from the run's migrated
 * template, or a closed app's reset to it: pglite-pool.ts), or a new PostgreSQL database
 * named after the file's run when TEST_DB_DRIVER=postgres (TEST_DATABASE_URL points at the
 * server), a copy of the run's migrated template (test/global-setup.ts).
 */
async function openTestDatabase(): Promise<{
  database: Database
  drop: () => Promise<void>
  /** The PostgreSQL database's URL, so a test can start a second app on it. */
  url?: string
}> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (process.env.TEST_DB_DRIVER !== 'postgres' || !serverUrl) {
    // Started from the template, or an earlier file's put back as the template left it.
    return { database: await takePglite(pgliteTemplate()), drop: async () => {} }
  }
  const name = `rihla_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  // A copy of the migrated template test/global-setup.ts made for this run.
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 })
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** `logger` lets a test read what the app logs (the fuzzer shows the error behind a 5xx). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: FastifyServerOptions['logger'] } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rihla-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  })
  const { database, drop, url } = await openTestDatabase()
  await database.migrate()
  const app = await buildApp({ config, database, logger: options.logger ?? false })
  await app.ready()
  return {
    app,
    config,
    db: database.db,
    database,
    databaseUrl: url,
    async close() {
      await app.close()
      await database.close()
      await drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export const TEST_PASSWORD = 'Secret123'
/**
 * The hash the accounts `createUser` makes share: argon2id at its lowest cost (1 MiB, one pass), so
 * that a sign-in of a fixture account verifies in about 1 ms instead of 40.
 */
let passwordHash: Promise<string> | undefined
const FIXTURE_HASH = { memoryCost: 1024, timeCost: 1, parallelism: 1 }

/** TEST_PASSWORD hashed at the production cost, as sign-up would store it. */
export function productionHash(): Promise<string> {
  return hashPassword(TEST_PASSWORD)
}

let sequence = 0
/** Inserts a user straight into the database; every field can be overridden. */
export async function createUser(
  t: Pick<TestApp, 'db'>,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  passwordHash ??= argon2id(TEST_PASSWORD, FIXTURE_HASH)
  sequence += 1
  const [user] = await t.db
    .insert(users)
    .values({
      username: `Test User ${String.fromCharCode(65 + (sequence % 26))}`,
      email: `user${sequence}-${randomBytes(3).toString('hex')}@example.dz`,
      phoneNumber: `+21355500${String(sequence).padStart(4, '0')}`,
      passwordHash: await passwordHash,
      role: 'user',
      ...overrides,
    })
    .returning()
  if (!user) throw new Error('user not created')
  return user
}

export async function login(t: Pick<TestApp, 'app'>, email: string, password = TEST_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return res.json<AuthResponse>()
}

/** Creates a user of the role and signs them in; returns the user, tokens and a bearer header. */
export async function signedIn(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t, overrides)
  const tokens = await login(t, user.email)
  return { user, tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } }
}

/**
 * Confirms the password again on the session of `who` (and a code for a 2FA account): staff
 * powers over accounts need it (decision 055). Returns `who`, stepped up.
 */
export async function stepUp<T extends { headers: Record<string, string> }>(
  t: Pick<TestApp, 'app'>,
  who: T,
  body: { password?: string; code?: string } = {},
): Promise<T> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/step-up',
    headers: who.headers,
    payload: { password: TEST_PASSWORD, ...body },
  })
  if (res.statusCode !== 204) throw new Error(`step-up failed: ${res.statusCode} ${res.body}`)
  return who
}

/** An API error's body for a contract message: the text and the code the contract gives it. */
export function errorAnswer(code: MessageCode, params?: MessageParams) {
  return { message: renderMessage(code, params), code }
}

/**
 * A second app on the test app's PostgreSQL database, as a second server behind a load
 * balancer would be; `close` ends the app and its pool.
 */
export async function secondInstance(t: Pick<TestApp, 'config' | 'databaseUrl'>, poolSize = 2) {
  const url = t.databaseUrl
  if (!url) throw new Error('a PostgreSQL test database is needed')
  const database = await openDatabase({ driver: 'postgres', url, poolSize })
  const app = await buildApp({ config: t.config, database, logger: false })
  await app.ready()
  return {
    app,
    database,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

/** A signed-in test user: the row, the tokens and a bearer header. */
export type SignedIn = Awaited<ReturnType<typeof signedIn>>

/**
 * An object made once before the file's tests: the same object the caller holds, filled in
 * by a `beforeAll`, so module-level helpers can close over it before it exists.
 */
export function madeBeforeAll<T extends object>(make: () => Promise<T>, timeout?: number): T {
  const holder = {} as T
  beforeAll(async () => {
    Object.assign(holder, await make())
  }, timeout)
  return holder
}

/** The file's test app: opened before its tests, closed after them. */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const t = madeBeforeAll(() => createTestApp(...args))
  // `close` is missing when opening failed; that failure is the one to report.
  afterAll(() => t.close?.())
  return t
}

/** An admin (or another role) of the file's test app, signed in and stepped up before its tests. */
export function useSteppedUp(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  return madeBeforeAll(async () => stepUp(t, await signedIn(t, overrides)))
}

/** A user of the file's test app, created and signed in before its tests. */
export function useSignedIn(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  return madeBeforeAll(() => signedIn(t, overrides))
}
