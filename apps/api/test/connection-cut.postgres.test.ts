// PostgreSQL only (the api-postgres project runs *.postgres.test.ts): a connection the server
// kills in the middle of a transaction.
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client'
import { isDatabaseUnavailable } from '../src/plugins/errors'

/** node-postgres results carry their rows in `rows`. */
const rows = async <T>(query: PromiseLike<unknown>) => ((await query) as { rows: T[] }).rows

// PostgreSQL only: a connection cut while its client is checked out of the pool (inside a
// transaction) used to crash the process with an unhandled 'error' event.
describe('a connection cut in the middle of a transaction', () => {
  it('fails that transaction, not the process, and the pool carries on', async () => {
    const url = process.env.TEST_DATABASE_URL ?? ''
    const database = await openDatabase({ driver: 'postgres', url, poolSize: 2 })
    const killer = new pg.Client({ connectionString: url })
    await killer.connect()
    try {
      const transaction = database.db.transaction(async (tx) => {
        const [me] = await rows<{ pid: number }>(tx.execute(sql`select pg_backend_pid() as pid`))
        await killer.query('select pg_terminate_backend($1)', [me?.pid])
        // Let the termination arrive while the client sits idle in the transaction.
        await new Promise((r) => setTimeout(r, 200))
        await tx.execute(sql`select 1`)
      })
      const error = await transaction.then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(isDatabaseUnavailable(error), String(error)).toBe(true)
      const [after] = await rows<{ one: number }>(database.db.execute(sql`select 1 as one`))
      expect(after?.one).toBe(1)
    } finally {
      await killer.end()
      await database.close()
    }
  })
})
