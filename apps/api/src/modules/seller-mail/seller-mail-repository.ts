import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { appeals, products, sentMails, users } from '../../db/schema'

/** A listing and its seller as a mail about it needs them; undefined when either is gone. */
export async function findListingAndSeller(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({
      title: products.title,
      status: products.status,
      decidedAt: products.decidedAt,
      rejectedAt: products.rejectedAt,
      email: users.email,
      lang: users.lang,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.createdById))
    .where(eq(products.id, productId))
  return row
}

export async function findAppeal(db: DbOrTx, appealId: number) {
  const [row] = await db.select().from(appeals).where(eq(appeals.id, appealId))
  return row
}

/** Takes an event's mail key; false when it was taken already (the mail went, or is going). */
export async function takeMailKey(db: DbOrTx, key: string) {
  const rows = await db
    .insert(sentMails)
    .values({ eventKey: key })
    .onConflictDoNothing()
    .returning({ key: sentMails.eventKey })
  return rows.length > 0
}

/** Gives a key back after a failed send, so the job's retry sends it. */
export async function releaseMailKey(db: DbOrTx, key: string) {
  await db.delete(sentMails).where(eq(sentMails.eventKey, key))
}

/** Remembers the language a person uses, so mail to them speaks it (no write when unchanged). */
export async function rememberLang(db: DbOrTx, userId: number, lang: 'en' | 'fr' | 'ar') {
  await db
    .update(users)
    .set({ lang })
    .where(sql`${users.id} = ${userId} and ${users.lang} is distinct from ${lang}`)
}
