import type { Submitter } from '@rihla/contract/products'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

/** Raw results of both drivers (pg and PGlite) carry their rows in `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

type Row = {
  id: number
  username: string
  phone_number: string
  created_at: Date | string
  approved: number | string
  rejected: number | string
  pending: number | string
  last_rejections: Array<{
    reason: Submitter['lastRejections'][number]['reason']
    note: string | null
    at: string
  }>
}

/**
 * Who submitted a listing, for the moderator deciding it: their contact, account
 * age, how many of their listings are approved, rejected and waiting, and the reasons of their
 * last three rejections (a listing keeps its latest, also once resubmitted). One query, on the
 * owner's index (`products_created_by_idx`); undefined once the account is gone.
 */
export async function findSubmitter(db: DbOrTx, userId: number): Promise<Submitter | undefined> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select u.id, u.username, u.phone_number, u.created_at,
        (select count(*) from products p where p.created_by_id = u.id and p.status = 'approved') as approved,
        (select count(*) from products p where p.created_by_id = u.id and p.status = 'rejected') as rejected,
        (select count(*) from products p where p.created_by_id = u.id and p.status = 'pending') as pending,
        coalesce((select json_agg(json_build_object('reason', r.rejection_reason,
            'note', r.rejection_note, 'at', r.rejected_at) order by r.rejected_at desc)
          from (select rejection_reason, rejection_note, rejected_at from products p
                where p.created_by_id = u.id and p.rejected_at is not null
                order by p.rejected_at desc limit 3) r), '[]'::json) as last_rejections
      from users u where u.id = ${userId}`),
  )
  if (!row) return undefined
  return {
    id: Number(row.id),
    username: row.username,
    phoneNumber: row.phone_number,
    createdAt: new Date(row.created_at).toISOString(),
    approved: Number(row.approved),
    rejected: Number(row.rejected),
    pending: Number(row.pending),
    lastRejections: row.last_rejections.map((r) => ({
      reason: r.reason,
      note: r.note,
      at: new Date(r.at).toISOString(),
    })),
  }
}
