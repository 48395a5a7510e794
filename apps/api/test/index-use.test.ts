import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from './helpers'

const t = useTestApp()

/**
 * The plan of a query with sequential scans priced out: on a small test table the planner
 * would rightly pick a scan, so this asks whether an index *can* serve the query at all.
 */
async function plan(query: string, orderedIndexOnly = false) {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local enable_seqscan = off'))
    // For a sorted page: with sorting priced out too, only an index that yields the order fits.
    if (orderedIndexOnly) {
      await tx.execute(sql.raw('set local enable_sort = off'))
      await tx.execute(sql.raw('set local enable_bitmapscan = off'))
    }
    const result = (await tx.execute(sql.raw(`explain ${query}`))) as unknown as {
      rows: Array<Record<string, string>>
    }
    return result.rows.map((r) => Object.values(r)[0]).join('\n')
  })
}

describe('search and list queries can use their indexes', () => {
  it.each([
    ['products', 'products_search_trgm_idx', "search_doc like '%villa%'"],
    ['users', 'users_search_trgm_idx', "search_doc like '%benali%'"],
    ['subcategories', 'subcategories_search_trgm_idx', "search_doc like '%villa%'"],
    ['products', 'products_search_prefix_idx', "left(search_doc, 32) like 'vi%'"],
    ['users', 'users_search_prefix_idx', "left(search_doc, 32) like 'be%'"],
    ['subcategories', 'subcategories_search_prefix_idx', "left(search_doc, 32) like 'vi%'"],
    ['products', 'products_wilaya_idx', 'wilaya = 31'],
  ])('a search of %s uses %s', async (table, index, where) => {
    expect(await plan(`select id from ${table} where ${where}`)).toContain(index)
  })

  it('a page of approved products in id order uses the (status, id) index', async () => {
    const text = await plan(
      "select id from products where status = 'approved' order by id limit 7",
      true,
    )
    expect(text).toContain('products_status_id_idx')
    expect(text).not.toContain('Sort')
  })

  it('the dashboard chart reads the daily counts by primary key', async () => {
    expect(await plan("select n from product_daily_counts where day >= '2026-01-01'")).toContain(
      'product_daily_counts_pkey',
    )
  })
})
