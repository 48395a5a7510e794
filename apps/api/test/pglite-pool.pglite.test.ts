import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { type Database, migrationsFolder, startPglite } from '../src/db/client'
import { readTemplate } from '../src/db/pglite-template'
import { rowsOf } from '../src/db/rows'
import { createUser } from './helpers'
import { pglitePoolStats, takePglite } from './pglite-pool'

const templateBlob = readTemplate(inject('pgliteTemplateDir'), migrationsFolder)
if (!templateBlob) throw new Error('no PGlite template')
const blob = templateBlob

type Rows = (text: string) => Promise<Record<string, unknown>[]>

/** Everything a test can read back: every table's rows, the sequences, the planner's counts. */
async function contents(rowsOf: Rows) {
  const tables = (await rowsOf(`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind = 'r' order by 1`)) as { name: string }[]
  const rows: Record<string, unknown> = {}
  for (const { name } of tables) rows[name] = await rowsOf(`select * from ${name} t`)
  const sequences = await rowsOf(
    'select schemaname, sequencename, last_value from pg_sequences order by 1, 2',
  )
  const sizes = await rowsOf(`
    select c.relname, c.relpages, c.reltuples, c.relallvisible
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'i') order by 1`)
  const settings = await rowsOf(
    `select name, setting from pg_settings where source = 'session' order by 1`,
  )
  return { tables: tables.length, rows, sequences, sizes, settings }
}

/** A statement's rows. */
const run = async (database: Database, query: string) =>
  rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(query)))

describe('the pool of PGlite test databases', () => {
  let fresh: PGlite | undefined
  afterAll(async () => {
    await fresh?.close()
  })

  it('gives a closed database back as the template left it: rows, sequences, sizes, session', async () => {
    fresh = await startPglite(undefined, blob)
    const started = fresh
    const expected = await contents(
      async (text) => (await started.query<Record<string, unknown>>(text)).rows,
    )
    expect(expected.tables).toBeGreaterThan(20)
    // The migrations leave rows (the reference data, the counters): the check sees them.
    expect(Object.values(expected.rows).some((rows) => (rows as unknown[]).length > 0)).toBe(true)

    const first = await takePglite(blob)
    const t = { db: first.db }
    for (let i = 0; i < 5; i++) await createUser(t)
    await run(
      first,
      `insert into subcategories (category, name_ar, name_fr, name_en) values ('A', 'ا', 'b', 'c')`,
    )
    await run(first, 'set statement_timeout = 1234')
    await run(first, 'create temporary table scratch (n int)')
    let heard = 0
    await first.listen('pool_test', () => {
      heard += 1
    })
    const before = pglitePoolStats()
    await first.close()

    // The same database (the last one put back is the first taken), not a new start.
    const second = await takePglite(blob)
    expect(pglitePoolStats()).toEqual({ ...before, reused: before.reused + 1 })
    const actual = await contents((text) => run(second, text))
    expect(actual).toEqual(expected)
    // The first app's listener heard nothing more.
    await run(second, `notify pool_test`)
    expect(heard).toBe(0)
    await expect(run(second, 'select * from scratch')).rejects.toThrow()
    await second.close()
  })

  it('puts a database closed twice back once', async () => {
    const database = await takePglite(blob)
    await database.close()
    await database.close()
    const [a, b] = [await takePglite(blob), await takePglite(blob)]
    await run(
      a,
      `insert into subcategories (category, name_ar, name_fr, name_en) values ('A', 'ا', 'b', 'c')`,
    )
    const [row] = await run(b, `select count(*)::int as n from subcategories where name_fr = 'b'`)
    expect(row).toEqual({ n: 0 })
    await a.close()
    await b.close()
  })

  it('keeps no more than two spare databases when apps close together', async () => {
    const databases = await Promise.all([1, 2, 3, 4].map(() => takePglite(blob)))
    await Promise.all(databases.map((database) => database.close()))
    expect(pglitePoolStats().spare).toBe(2)
  })

  it('closes a database whose schema or statistics changed instead of reusing it', async () => {
    for (const change of [
      ['drop index users_email_lower_idx'],
      ['alter table users disable trigger user'],
      // Statistics of a table with rows (an empty table's ANALYZE leaves none).
      [
        `insert into subcategories (category, name_ar, name_fr, name_en) values ('A', 'ا', 'b', 'c')`,
        'analyze subcategories',
      ],
      ['create table extra (n int)'],
    ]) {
      const database = await takePglite(blob)
      const before = pglitePoolStats()
      const [index] = await run(
        database,
        `select count(*)::int as n from pg_indexes where indexname = 'users_email_lower_idx'`,
      )
      expect(index).toEqual({ n: 1 })
      for (const statement of change) await run(database, statement)
      await database.close()
      expect(pglitePoolStats(), change.join('; ')).toEqual({ ...before, closed: before.closed + 1 })
    }
  })
})
