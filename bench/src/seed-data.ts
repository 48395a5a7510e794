// The benchmark generator's SQL, apart from its command line so a test can run it on a small
// count. Everything is generate_series: a million products take a minute, not hours.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../../apps/api/src/db/client'
import { hashPassword } from '../../apps/api/src/modules/auth/passwords'

export type BenchSeedOptions = {
  products: number
  users: number
  /** Rows per INSERT statement (smaller in tests so several chunks run). */
  chunk?: number
  /** Called after each chunk, for a progress bar. */
  progress?: (label: string, done: number, total: number) => void
}

/** What was actually written: the counts `INSERT … RETURNING` reported, not the ones asked. */
export type BenchSeedReport = {
  products: number
  users: number
  ratings: number
  subcategoriesCreated: number
}

async function scalar(database: Database, query: string): Promise<number> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }
  const row = result.rows[0] as Record<string, unknown> | undefined
  return Number(row ? Object.values(row)[0] : 0)
}

async function inChunks(
  label: string,
  total: number,
  chunk: number,
  progress: BenchSeedOptions['progress'],
  run: (from: number, to: number) => Promise<number>,
): Promise<number> {
  let written = 0
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1)
    written += await run(from, to)
    progress?.(label, to, total)
  }
  return written
}

/**
 * Adds `products` products and `users` users to whatever the database already holds, and
 * says how many rows it wrote. Products are spread over the subcategories that exist (20 are
 * created when there are none), so every generated row finds one; user emails carry a run tag
 * so a second run adds users instead of colliding with the first. Throws when a count written
 * differs from the count asked.
 */
export async function seedBenchData(
  database: Database,
  options: BenchSeedOptions,
): Promise<BenchSeedReport> {
  const chunk = options.chunk ?? 50_000
  const count = (query: string) =>
    scalar(database, `with written as (${query}) select count(*) from written`)
  const exec = async (query: string) => {
    await database.db.execute(sql.raw(query))
  }

  const hash = (await hashPassword('Bench@2026')).replaceAll("'", "''")
  await exec(`insert into users (username, email, phone_number, password_hash, role)
    values ('Bench Admin', 'bench@rihla.dz', '+213555000001', '${hash}', 'admin') on conflict do nothing`)

  return withoutRowTriggers(database, async () => {
    const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
    const users = await inChunks('users', options.users, chunk, options.progress, (from, to) =>
      count(`insert into users (username, email, phone_number, password_hash, role, is_blocked, created_at)
        select (array['Amine','Yasmine','Karim','Nadia','Sofiane','Lina','Walid','Sara','Mehdi','Imane','أمين','إيمان','Hélène'])[1 + i % 13]
               || ' ' || (array['Benali','Haddad','Boudiaf','Mansouri','Khelifi','Saidi','Cherif','Hamidi'])[1 + (i / 13) % 8],
               'bench.user' || i || '.${run}@' || (array['example.dz','oran-voyages.dz','alger.dz','annaba.dz'])[1 + i % 4], '+2135' || lpad((i % 100000000)::text, 8, '0'), '${hash}', 'user',
               i % 37 = 0, now() - (i % 1000) * interval '1 hour'
        from generate_series(${from}, ${to}) as i
        returning 1`),
    )

    const subcategoriesCreated =
      await count(`insert into subcategories (name_ar, name_fr, name_en, category)
      select 'فئة ' || c || n, 'Sous-catégorie ' || c || n, 'Subcategory ' || c || n, c
      from unnest(array['A','B','C','D']) as c, generate_series(1, 5) as n
      where not exists (select 1 from subcategories limit 1)
      returning 1`)
    const firstNewProduct =
      1 + (await scalar(database, 'select coalesce(max(id), 0) from products'))

    // Product i takes subcategory number 1 + i % (how many exist), whatever that number is:
    // a fixed modulus (it was 20) dropped every row whose offset found no subcategory.
    const products = await inChunks(
      'products',
      options.products,
      chunk,
      options.progress,
      (from, to) =>
        count(`insert into products (title, price, location, wilaya, category, subcategory_id, description, status,
          is_e, is_f, is_g, is_h, created_at, updated_at)
        select
          (array['عمرة','Omra','فيلا','Villa','رحلة','Circuit','مطعم','Restaurant','شقة','Appartement','حج','Séjour'])[1 + i % 12]
            || ' ' || (array['الصحراء','Sahara','البحر','Méditerranée','الجبل','Kabylie','المدينة','Casbah'])[1 + (i / 12) % 8]
            || ' ' || i,
          10 + (i::bigint * 7919) % 500000 / 100.0,
          (array['Centre-ville','Front de mer','Vieille ville','Près de l''aéroport','Quartier des collines'])[1 + i % 5],
          1 + (i * 31) % 58,
          s.categories[1 + i % s.n], s.ids[1 + i % s.n],
          'Offre ' || i || ' : séjour organisé, guide local et prix clairs. عرض مميز للعائلات.',
          case when i % 10 = 0 then 'pending' else 'approved' end,
          i % 11 = 0, i % 7 = 0, i % 5 = 0, i % 3 = 0,
          now() - (i % 400) * interval '1 day' - (i % 86400) * interval '1 second',
          now() - (i % 400) * interval '1 day'
        from generate_series(${from}, ${to}) as i,
          (select array_agg(id order by id) as ids, array_agg(category order by id) as categories,
             count(*)::int as n from subcategories) s
        returning 1`),
    )

    // Ratings for the new products only: products that were there keep theirs.
    const ratings = await count(`insert into ratings (product_id, user_id, rating)
      select p.id, u.id, 1 + (p.id + u.id) % 5
      from (select id from products where status = 'approved' and id % 4 = 0 and id >= ${firstNewProduct}) p
      join lateral (select id from users order by id offset (p.id % 50) limit 1) u on true
      on conflict do nothing
      returning 1`)
    await exec(`update products p set average_rating = r.avg, rating_count = r.n
      from (select product_id, round(avg(rating), 2) as avg, count(*) as n from ratings
            where product_id >= ${firstNewProduct} group by product_id) r
      where r.product_id = p.id`)

    if (products !== options.products || users !== options.users) {
      throw new Error(
        `asked for ${options.products} products and ${options.users} users, wrote ${products} and ${users}`,
      )
    }
    return { products, users, ratings, subcategoriesCreated }
  })
}

/**
 * Runs a bulk load of users and products with their row triggers off, then recomputes the
 * counters they keep once. The triggers keep the counters in step one row at a time: on
 * PGlite, 18,500 products took 21 s with them and 4.6 s without.
 */
export async function withoutRowTriggers<T>(database: Database, load: () => Promise<T>) {
  const exec = async (query: string) => {
    await database.db.execute(sql.raw(query))
  }
  await exec('alter table users disable trigger user')
  await exec('alter table products disable trigger user')
  try {
    return await load()
  } finally {
    await exec('alter table users enable trigger user')
    await exec('alter table products enable trigger user')
    await recountCounters(database)
  }
}

/** The counter tables, recomputed from the rows (the triggers were off during the load). */
async function recountCounters(database: Database) {
  const exec = async (query: string) => {
    await database.db.execute(sql.raw(query))
  }
  await exec(
    // The version rises too: page anchors built before the load are never used again.
    `update product_counts pc set version = version + 1, n = (select count(*) from products p where p.status = pc.status and p.category = pc.category)`,
  )
  await exec(
    `update user_counts set total = (select count(*) from users), blocked = (select count(*) from users where is_blocked)`,
  )
  await exec('delete from product_daily_counts')
  await exec(`insert into product_daily_counts (day, n)
    select (created_at at time zone 'UTC')::date, count(*) from products group by 1`)
}
