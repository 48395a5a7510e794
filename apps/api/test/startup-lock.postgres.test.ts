// Several instances starting together on one empty PostgreSQL: without the start-up lock one
// of them failed on CREATE EXTENSION (3 runs in 3), and a seeding race made a second admin.
import { randomBytes } from 'node:crypto'
import { count, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/client'
import { users } from '../src/db/schema'
import { seedDatabase } from '../src/db/seed'
import { explainDatabaseError, waitForDatabase } from '../src/db/wait-for-database'
import { localStorage } from '../src/lib/storage-local'

const serverUrl = process.env.TEST_DATABASE_URL ?? ''
const name = `rihla_start_${randomBytes(5).toString('hex')}`
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

beforeAll(() => admin(`create database ${name}`))
afterAll(() => admin(`drop database if exists ${name} with (force)`))

describe('instances starting together on an empty database', () => {
  it('all come up, migrate once and create one admin', async () => {
    const instances: Database[] = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ driver: 'postgres', url, poolSize: 3 })),
    )
    try {
      const results = await Promise.allSettled(
        instances.map((database) =>
          database.withStartupLock(async () => {
            await database.migrate()
            return seedDatabase(database.db, localStorage('/tmp/rihla-start-uploads'), {
              demo: false,
              admin: { email: 'boss@rihla.dz', password: 'Start@2026' },
            })
          }),
        ),
      )
      expect(results.map((r) => r.status)).toEqual(Array(4).fill('fulfilled'))
      const created = results.filter((r) => r.status === 'fulfilled' && r.value.adminCreated)
      expect(created).toHaveLength(1)
      const [first] = instances
      if (!first) throw new Error('no instance')
      const [admins] = await first.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.role, 'admin'))
      expect(admins?.n).toBe(1)
    } finally {
      await Promise.all(instances.map((d) => d.close()))
    }
  }, 120_000)
})

describe('start-up errors', () => {
  it('say that the database does not exist, without retrying', async () => {
    const missing = Object.assign(new URL(serverUrl), { pathname: '/rihla_no_such_db' }).toString()
    const database = await openDatabase({ driver: 'postgres', url: missing })
    const started = Date.now()
    try {
      await expect(
        waitForDatabase(database, { url: missing, retrySeconds: 30, log: () => {} }),
      ).rejects.toThrow(/rihla_no_such_db: the database does not exist/)
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      await database.close()
    }
  })

  it('say that the connection was refused, after retrying for the configured time', async () => {
    const refused = 'postgres://postgres@127.0.0.1:1/rihla'
    const database = await openDatabase({ driver: 'postgres', url: refused })
    const lines: string[] = []
    try {
      await expect(
        waitForDatabase(database, { url: refused, retrySeconds: 1, log: (l) => lines.push(l) }),
      ).rejects.toThrow(/127\.0\.0\.1:1\/rihla refused the connection/)
      expect(lines.length).toBeGreaterThanOrEqual(1)
      expect(lines[0]).toMatch(/trying again in 0\.25 s/)
    } finally {
      await database.close()
    }
  })

  it('never show the password of the URL', () => {
    const text = explainDatabaseError(
      Object.assign(new Error('password authentication failed'), { code: '28P01' }),
      'postgres://rihla:s3cret-pass@db.example:5433/rihla',
    )
    expect(text).toContain('db.example:5433/rihla refused the credentials')
    expect(text).not.toContain('s3cret-pass')
  })
})

describe('migrations on a big database', () => {
  const other = `rihla_migrate_${randomBytes(5).toString('hex')}`
  const otherUrl = Object.assign(new URL(serverUrl), { pathname: `/${other}` }).toString()
  beforeAll(() => admin(`create database ${other}`))
  afterAll(() => admin(`drop database if exists ${other} with (force)`))

  it('are not cut by the statement timeout the requests run under', async () => {
    // 1 ms: every migration statement takes longer (0015 rewrites the products table, minutes
    // at a million rows); requests on the pool still get the limit.
    const database = await openDatabase({
      driver: 'postgres',
      url: otherUrl,
      statementTimeoutMs: 1,
    })
    try {
      await database.migrate()
      await expect(database.db.execute(sql`select pg_sleep(0.05)`)).rejects.toThrow()
      const client = new pg.Client({ connectionString: otherUrl })
      await client.connect()
      const { rows } = await client.query(
        "select count(*)::int as n from information_schema.columns where column_name = 'search_doc'",
      )
      await client.end()
      expect(rows[0].n).toBe(3)
    } finally {
      await database.close()
    }
  })
})
