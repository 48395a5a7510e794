// No search term may plan a sequential scan of products or users (decision 018): at 200,000
// products, right after a bulk load (no statistics) and again after ANALYZE.
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchDbOf } from '../src/db/search-db'
import { createTestApp, signedIn, type TestApp } from './helpers'

const PRODUCTS = 200_000
const USERS = 20_000

/** The fixed list: common, rare, a rare phrase with a number, Arabic and French with and
 * without their marks, a phone number, and terms of 1 and 2 characters. */
const TERMS = [
  'Villa',
  'zribet',
  'Kabylie 1999',
  'الأمير',
  'الامير',
  'Séjour',
  'sejour',
  '0555123456',
  'v',
  'vi',
  '31',
  // Wilaya and category names (decision 028: matched through their columns).
  'Oran',
  'الاغواط',
  'maisons',
]

let t: TestApp
let headers: Record<string, string>
const plans: Array<{ text: string; plan: string }> = []
/** Every statement sent while recording, and the names of the named ones. */
const sent: string[] = []
const named: string[] = []
let recording = false

type Query = (...args: unknown[]) => unknown
const original = pg.Client.prototype.query as unknown as Query

beforeAll(async () => {
  t = await createTestApp()
  headers = (await signedIn(t, { role: 'admin' })).headers
  const run = (query: string) => t.db.execute(sql.raw(query))
  // Statistics must come from this test only: no autovacuum between the load and the checks.
  await run('alter table products set (autovacuum_enabled = false)')
  await run('alter table users set (autovacuum_enabled = false)')
  await run(`insert into subcategories (name_ar, name_fr, name_en, category)
    values ('فيلات', 'Villas', 'Villas', 'C')`)
  // Counters and daily counts are not what this test reads: their triggers stay off. The search
  // indexes are built after the rows, as a bulk load would (row by row they take minutes); an
  // index build records the row count, not the columns' statistics, which ANALYZE gathers.
  const searchIndexes = (
    (await t.db.execute(
      sql`select indexname, indexdef from pg_indexes where indexname like '%search%'
        and tablename in ('products', 'users')`,
    )) as unknown as { rows: Array<{ indexname: string; indexdef: string }> }
  ).rows
  expect(searchIndexes).toHaveLength(4)
  for (const index of searchIndexes) await run(`drop index ${index.indexname}`)
  await run('alter table products disable trigger user')
  await run('alter table users disable trigger user')
  await run(`insert into products (title, price, location, wilaya, category, subcategory_id,
      description, status)
    select
      (array['Villa','Appartement','فيلا','Séjour','Circuit','مطعم','Restaurant','Omra','رحلة',
        'شقة','Chalet','Studio'])[1 + i % 12]
        || ' ' || (array['Sahara','Kabylie','Casbah','Méditerranée','الصحراء','البحر'])[1 + (i / 12) % 6]
        || ' ' || i,
      10 + i % 1000, (array['Centre-ville','Front de mer','Vieille ville'])[1 + i % 3],
      1 + (i * 31) % 58, s.category, s.id,
      case when i % 50000 = 7 then 'Fondouk الأمير, réservation 0555 12 34 56, zribet'
        else 'Offre ' || i || ' : séjour organisé' end,
      case when i % 10 = 0 then 'pending' else 'approved' end
    from generate_series(1, ${PRODUCTS}) as i, (select id, category from subcategories) s`)
  await run(`insert into users (username, email, phone_number, password_hash)
    select (array['Amine','Yasmine','Karim','Nadia','Sofiane'])[1 + i % 5] || ' '
        || (array['Benali','Haddad','Boudiaf','Mansouri'])[1 + (i / 5) % 4],
      'user' || i || '@example.dz', '+2135' || lpad(i::text, 8, '0'), 'x'
    from generate_series(1, ${USERS}) as i`)
  await t.db.transaction(async (tx) => {
    // Room to build each GIN index in one pass instead of several merges.
    await tx.execute(sql.raw("set local maintenance_work_mem = '256MB'"))
    for (const index of searchIndexes) await tx.execute(sql.raw(index.indexdef))
  })
  await run('alter table products enable trigger user')
  await run('alter table users enable trigger user')

  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown]
    const text = typeof config === 'string' ? config : config.text
    if (recording) {
      sent.push(text)
      if (typeof config === 'object' && 'name' in config) named.push(String(config.name))
    }
    if (!recording || !/search_doc/.test(text) || !/^\s*(select|with)/i.test(text)) {
      return original.apply(this, args)
    }
    const params = Array.isArray(values) ? values : typeof config === 'string' ? [] : config.values
    const explained = (original.call(this, `explain ${text}`, params) as Promise<pg.QueryResult>)
      .then((result) => {
        plans.push({ text, plan: result.rows.map((r) => r['QUERY PLAN']).join('\n') })
      })
      .catch(() => {})
    // A pool's `query` passes a callback (the search pool's statements), a checked-out client's
    // returns a promise (a transaction's): either way the explain runs first, on that session.
    const last = args[args.length - 1]
    if (typeof last === 'function') {
      const callback = last as (error: unknown, result?: unknown) => void
      const query = new pg.Query(config as string, params as unknown[], (error, result) =>
        callback(error, result),
      )
      void explained.then(() => original.call(this, query))
      return undefined
    }
    return explained.then(() => original.apply(this, args))
    // The prototype's overloads cannot be named one by one; the wrapper passes every call on.
  } as unknown as typeof pg.Client.prototype.query
}, 120_000)

afterAll(async () => {
  pg.Client.prototype.query = original as unknown as typeof pg.Client.prototype.query
  await t?.close()
})

/** Every search the app offers, for every term; the plans of all their statements. */
async function searchPlans() {
  plans.length = 0
  recording = true
  try {
    for (const term of TERMS) {
      const q = encodeURIComponent(term)
      for (const url of [
        `/api/products?search=${q}`,
        `/api/products?search=${q}&page=2`,
        `/api/products?search=${q}&sort=price&order=desc`,
        `/api/products/waiting-list?search=${q}`,
        `/api/users?search=${q}`,
        `/api/search?q=${q}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers })
        expect(res.statusCode, url).toBe(200)
      }
    }
  } finally {
    recording = false
  }
  return [...plans]
}

const scans = (found: Array<{ text: string; plan: string }>) =>
  found.filter((p) => /Seq Scan on (products|users)\b/.test(p.plan))

describe(`search plans at ${PRODUCTS} products`, () => {
  it('the search sessions plan each execution of a named statement for its own values', async () => {
    const searchDb = searchDbOf(t.db)
    expect(searchDb).toBeDefined()
    const shown = (await searchDb?.execute(
      sql`select current_setting('plan_cache_mode') as mode, current_setting('enable_seqscan') as scan`,
    )) as unknown as { rows: Array<{ mode: string; scan: string }> }
    expect(shown.rows[0]).toEqual({ mode: 'force_custom_plan', scan: 'off' })
  })

  it('no term scans a table right after the bulk load, before any statistics', async () => {
    const [row] = (
      (await t.db.execute(
        sql`select last_analyze, last_autoanalyze from pg_stat_user_tables where relname = 'products'`,
      )) as unknown as { rows: Array<Record<string, unknown>> }
    ).rows
    expect(row).toEqual({ last_analyze: null, last_autoanalyze: null })
    const found = await searchPlans()
    expect(found.length).toBeGreaterThan(TERMS.length * 5)
    expect(scans(found)).toEqual([])
  }, 120_000)

  it('nor after ANALYZE', async () => {
    await t.db.execute(sql`analyze products`)
    await t.db.execute(sql`analyze users`)
    const found = await searchPlans()
    expect(found.length).toBeGreaterThan(TERMS.length * 5)
    expect(scans(found)).toEqual([])
  }, 120_000)

  it('page 1 of a search in id order is one statement, however many rows match', async () => {
    const statements = async (url: string) => {
      plans.length = 0
      recording = true
      try {
        const res = await t.app.inject({ method: 'GET', url, headers })
        expect(res.statusCode).toBe(200)
      } finally {
        recording = false
      }
      return plans.length
    }
    // Common (capped), naming a wilaya (alternatives), rare: the matches, count and page at once.
    for (const term of ['Villa', 'Oran', 'zribet']) {
      expect(await statements(`/api/products?search=${term}`), term).toBe(1)
      expect(await statements(`/api/products?search=${term}&order=desc`), term).toBe(1)
    }
    // Sorted otherwise, more matches than the cap: the first page is read again in its order.
    expect(await statements('/api/products?search=Villa&sort=price')).toBe(2)
  }, 60_000)

  it('a search is one round trip: no transaction and no setting of its own', async () => {
    for (const term of ['Villa', 'zribet']) {
      sent.length = 0
      named.length = 0
      recording = true
      try {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/products?search=${term}`,
          headers,
        })
        expect(res.statusCode).toBe(200)
      } finally {
        recording = false
      }
      const searches = sent.filter((text) => /search_doc/.test(text))
      expect(searches, term).toHaveLength(1)
      // A named statement, planned for this term's values on the search session.
      expect(
        named.filter((name) => name.startsWith('s_')),
        term,
      ).toHaveLength(1)
      expect(
        sent.filter((text) => /^\s*(begin|commit|set|rollback)/i.test(text)),
        term,
      ).toEqual([])
    }
  }, 60_000)

  it('a wilaya named finds its rows through the wilaya index, not in every document', async () => {
    // The documents no longer carry place names: no title here says Oran.
    const inDocs = (await t.db.execute(
      sql`select count(*)::int as n from products where wilaya = 31 and search_doc like '%oran%'`,
    )) as unknown as { rows: Array<{ n: number }> }
    expect(inDocs.rows[0]?.n).toBe(0)
    plans.length = 0
    recording = true
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/products?search=Oran', headers })
      expect(res.statusCode).toBe(200)
      const body = res.json<{ products: Array<{ wilaya: string }>; total: number }>()
      expect(body.products.length).toBeGreaterThan(0)
      expect(body.products.every((p) => p.wilaya === '31')).toBe(true)
    } finally {
      recording = false
    }
    // The capped count takes its rows from the wilaya's index walk, which stops at the cap,
    // not from a bitmap of every row in the wilaya.
    const counts = plans.filter((p) => /union/i.test(p.text))
    expect(counts.length).toBeGreaterThan(0)
    for (const count of counts) {
      expect(count.plan).toMatch(/(?<!Bitmap )Index Scan using products_wilaya_idx/)
      expect(count.plan).not.toContain('Bitmap Index Scan on products_wilaya_idx')
    }
  }, 60_000)
})
