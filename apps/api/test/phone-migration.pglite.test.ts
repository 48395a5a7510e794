import { rm } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../src/db/client'
import * as schema from '../src/db/schema'
import { migrationsBefore } from './migrations-before'

const client = await PGlite.create({ extensions: { pg_trgm } })
const db = drizzle(client, { schema })
afterAll(() => client.close())

describe('the phones-in-one-form migration (0024)', () => {
  it('writes the numbers stored as typed as + and the country code, and leaves the rest', async () => {
    const before = await migrationsBefore('0024_phones_in_one_form')
    await migrate(db, { migrationsFolder: before })
    await rm(before, { recursive: true, force: true })
    const stored = [
      ['0555123456', '+213555123456', 2],
      ['213661203040', '+213661203040', 2],
      ['00213770112233', '+213770112233', 2],
      ['+213555000000', '+213555000000', 1],
      ['+33612345678', '+33612345678', 1],
      // A staff invitation's account has no number yet.
      ['', '', 1],
    ] as const
    for (const [index, [phone]] of stored.entries()) {
      await db.execute(sql`
        insert into users (username, email, phone_number, password_hash)
        values ('Old Phone', ${`phone${index}@example.dz`}, ${phone}, 'x')`)
    }

    await migrate(db, { migrationsFolder })

    for (const [index, [, now, version]] of stored.entries()) {
      const user = await db.query.users.findFirst({
        where: (u, { eq }) => eq(u.email, `phone${index}@example.dz`),
      })
      expect(user?.phoneNumber).toBe(now)
      // A changed row is a new version: a form open on the old one hears of it.
      expect(user?.version).toBe(version)
    }
  })
})
