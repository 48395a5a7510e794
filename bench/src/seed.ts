// Fills a database with marketplace-sized data for the benchmarks, in SQL (generate_series),
// so a million products take a minute, not hours. PostgreSQL via DATABASE_URL, else PGlite.
//   npm run bench:seed -- --products 1000000 --users 100000 [--data-dir ./data/bench]
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '../../apps/api/src/db/client'
import { hashPassword } from '../../apps/api/src/modules/auth/passwords'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '100000' },
    'data-dir': { type: 'string', default: './data/bench' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help) {
  console.log(`Usage: npm run bench:seed -- [--products N] [--users N] [--data-dir DIR]
Fills the database named by DATABASE_URL (else PGlite in DIR/db) with N products (about 10%
pending, all four categories, 58 wilayas, Arabic and French titles, ratings) and N users.
The database must be empty of products; the admin bench@rihla.dz / Bench@2026 is created.`)
  process.exit(0)
}
const productCount = Number(values.products)
const userCount = Number(values.users)
const url = process.env.DATABASE_URL
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values['data-dir'], 'db')
if (!url) mkdirSync(dataDir, { recursive: true })
const database = await openDatabase(
  url ? { driver: 'postgres', url } : { driver: 'pglite', dataDir },
)
await database.migrate()
const exec = async (query: string) => {
  await database.db.execute(query)
}

const bar = (label: string, done: number, total: number, started: number) => {
  const width = 30
  const filled = Math.round((done / total) * width)
  const secs = ((performance.now() - started) / 1000).toFixed(1)
  process.stdout.write(
    `\r${label.padEnd(9)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${secs}s`,
  )
  if (done === total) process.stdout.write('\n')
}

async function inChunks(
  label: string,
  total: number,
  chunk: number,
  run: (from: number, to: number) => Promise<void>,
) {
  const started = performance.now()
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1)
    await run(from, to)
    bar(label, to, total, started)
  }
}

const hash = (await hashPassword('Bench@2026')).replaceAll("'", "''")
await exec(`insert into users (username, email, phone_number, password_hash, role)
  values ('Bench Admin', 'bench@rihla.dz', '+213555000001', '${hash}', 'admin') on conflict do nothing`)

// Row triggers keep the counters in step one row at a time; a bulk load switches them off
// and recomputes the counters once at the end.
await exec('alter table users disable trigger user')
await exec('alter table products disable trigger user')
await inChunks('users', userCount, 50_000, (from, to) =>
  exec(`insert into users (username, email, phone_number, password_hash, role, is_blocked, created_at)
    select (array['Amine','Yasmine','Karim','Nadia','Sofiane','Lina','Walid','Sara','Mehdi','Imane'])[1 + i % 10]
           || ' ' || (array['Benali','Haddad','Boudiaf','Mansouri','Khelifi','Saidi','Cherif','Hamidi'])[1 + (i / 10) % 8],
           'bench.user' || i || '@example.dz', '+2135' || lpad((i % 100000000)::text, 8, '0'), '${hash}', 'user',
           i % 37 = 0, now() - (i % 1000) * interval '1 hour'
    from generate_series(${from}, ${to}) as i
    on conflict do nothing`),
)

await exec(`insert into subcategories (name_ar, name_fr, name_en, category)
  select 'فئة ' || c || n, 'Sous-catégorie ' || c || n, 'Subcategory ' || c || n, c
  from unnest(array['A','B','C','D']) as c, generate_series(1, 5) as n
  where not exists (select 1 from subcategories limit 1)`)

await inChunks('products', productCount, 50_000, (from, to) =>
  exec(`insert into products (title, price, location, wilaya, category, subcategory_id, description, status,
      is_e, is_f, is_g, is_h, created_at, updated_at)
    select
      (array['عمرة','Omra','فيلا','Villa','رحلة','Circuit','مطعم','Restaurant','شقة','Appartement','حج','Séjour'])[1 + i % 12]
        || ' ' || (array['الصحراء','Sahara','البحر','Méditerranée','الجبل','Kabylie','المدينة','Casbah'])[1 + (i / 12) % 8]
        || ' ' || i,
      10 + (i::bigint * 7919) % 500000 / 100.0,
      (array['Centre-ville','Front de mer','Vieille ville','Près de l''aéroport','Quartier des collines'])[1 + i % 5],
      1 + (i * 31) % 58,
      s.category, s.id,
      'Offre ' || i || ' : séjour organisé, guide local et prix clairs. عرض مميز للعائلات.',
      case when i % 10 = 0 then 'pending' else 'approved' end,
      i % 11 = 0, i % 7 = 0, i % 5 = 0, i % 3 = 0,
      now() - (i % 400) * interval '1 day' - (i % 86400) * interval '1 second',
      now() - (i % 400) * interval '1 day'
    from generate_series(${from}, ${to}) as i
    join lateral (select id, category from subcategories order by id offset (i % 20) limit 1) s on true`),
)

await exec(`insert into ratings (product_id, user_id, rating)
  select p.id, u.id, 1 + (p.id + u.id) % 5
  from (select id from products where status = 'approved' and id % 4 = 0) p
  join lateral (select id from users order by id offset (p.id % 50) limit 1) u on true
  on conflict do nothing`)
await exec(`update products p set average_rating = r.avg, rating_count = r.n
  from (select product_id, round(avg(rating), 2) as avg, count(*) as n from ratings group by product_id) r
  where r.product_id = p.id`)
await exec('alter table users enable trigger user')
await exec('alter table products enable trigger user')
await exec(
  `update product_counts pc set n = (select count(*) from products p where p.status = pc.status and p.category = pc.category)`,
)
await exec(
  `update user_counts set total = (select count(*) from users), blocked = (select count(*) from users where is_blocked)`,
)
await exec('delete from product_daily_counts')
await exec(`insert into product_daily_counts (day, n)
  select (created_at at time zone 'UTC')::date, count(*) from products group by 1`)
await exec('vacuum analyze')
console.log(`done: ${productCount} products, ${userCount} users (${database.driver})`)
await database.close()
