// A moderator (role `moderator`, decision 031) for the tests where two staff work the queue at once
// (live-queue.spec) and for what a moderator may and may not do (moderator.spec).
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

export const MODERATOR = {
  username: 'Samira Moderator',
  email: 'moderator@rihla.dz',
  phoneNumber: '+213555000001',
}

/** Adds the moderator to the PGlite database in `dbDir` (the admin account must exist). */
export async function seedModerator(dbDir, adminEmail) {
  const db = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm } })
  try {
    await db.query(
      `insert into users (username, email, phone_number, password_hash, role)
       select $1, $2, $3, password_hash, 'moderator' from users where email = $4
       on conflict do nothing`,
      [MODERATOR.username, MODERATOR.email, MODERATOR.phoneNumber, adminEmail],
    )
  } finally {
    await db.close()
  }
}
