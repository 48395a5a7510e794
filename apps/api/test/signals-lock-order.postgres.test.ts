import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { rowsOf } from '../src/db/rows'
import { computeSignals } from '../src/modules/signals/signals-service'
import { createSubcategory, insertProduct } from './factories'
import { secondInstance, useTestApp } from './helpers'

/**
 * Signals of waiting listings that name each other, computed at once on two instances (the
 * job runners of two servers under a flood of edits): each job replaces its own rows and the
 * mirrors on the others, so their transactions meet on the same rows. Taken in one order
 * (decision 053), they wait for each other; before, PostgreSQL broke deadlocks by failing jobs.
 */
const t = useTestApp()

it('computes the signals of listings naming each other on two instances at once, none failing', async () => {
  const sub = await createSubcategory(t, 'C', 'Villas')
  const listings = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      insertProduct(t, {
        subcategoryId: sub.id,
        category: 'C',
        title: `Villa with pool in Oran ${i}`,
      }),
    ),
  )
  const ids = listings.map((l) => l.id).sort((a, b) => a - b)
  const instance = await secondInstance(t, 5)
  try {
    const failures: string[] = []
    for (let round = 0; round < 5; round++) {
      // Each listing's job twice per round, one on each instance, in different orders.
      const runs = ids.flatMap((id, i) => [
        computeSignals(t.app.ctx, id),
        computeSignals(instance.app.ctx, ids[(i + 3) % ids.length] ?? id),
      ])
      for (const result of await Promise.allSettled(runs)) {
        if (result.status === 'rejected') failures.push(String(result.reason))
      }
    }
    expect(failures).toEqual([])
  } finally {
    await instance.close()
  }
  // Each listing names the seven others once, and is named by them once.
  const pairs = rowsOf<{ product_id: number; others: number; distinct_others: number }>(
    await t.db.execute(sql`select product_id, count(*)::int as others,
        count(distinct other_product_id)::int as distinct_others
      from product_signals where kind = 'similar-title' group by product_id order by product_id`),
  )
  expect(pairs).toEqual(ids.map((id) => ({ product_id: id, others: 7, distinct_others: 7 })))
}, 60_000)
