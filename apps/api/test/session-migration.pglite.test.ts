import { rm } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { type Db, migrationsFolder } from '../src/db/client'
import * as schema from '../src/db/schema'
import { findSessionUser, rotateSession } from '../src/modules/auth/session-repository'
import { hashRefreshToken } from '../src/modules/auth/tokens'
import { migrationsBefore } from './migrations-before'

const client = await PGlite.create({ extensions: { pg_trgm } })
const db = drizzle(client, { schema })
afterAll(() => client.close())

describe('the sessions migration', () => {
  it('keeps live sessions live and ended ones ended across the upgrade', async () => {
    const before = await migrationsBefore('0007_sessions')
    await migrate(db, { migrationsFolder: before })
    await rm(before, { recursive: true, force: true })

    const live = '11111111-1111-4111-8111-111111111111'
    const ended = '22222222-2222-4222-8222-222222222222'
    await db.execute(sql`
      insert into users (id, username, email, phone_number, password_hash)
      values (7, 'Old Session', 'old@example.dz', '+213555000777', 'x')`)
    // The old shape: revocation was a column on each token; a family was live while any
    // token of it was unrevoked. `live` was rotated once (its first token spent).
    await db.execute(sql`
      insert into refresh_tokens (user_id, family_id, token_hash, expires_at, used_at, revoked_at)
      values
        (7, ${live}, ${hashRefreshToken('live-spent')}, now() + interval '1 day', now(), null),
        (7, ${live}, ${hashRefreshToken('live-current')}, now() + interval '1 day', null, null),
        (7, ${ended}, ${hashRefreshToken('ended-current')}, now() + interval '1 day', null, now())`)

    await migrate(db, { migrationsFolder })

    const app = db as unknown as Db
    expect((await findSessionUser(app, 7, live))?.live).toBe(true)
    expect((await findSessionUser(app, 7, ended))?.live).toBe(false)
    expect((await rotateSession(app, 'live-current', 30, 90)).kind).toBe('rotated')
    expect((await rotateSession(app, 'ended-current', 30, 90)).kind).toBe('invalid')
    // The spent token of the live family is still a spent one: using it again is a reuse.
    expect(await rotateSession(app, 'live-spent', 30, 90)).toEqual({
      kind: 'reused',
      familyId: live,
    })
  })
})
