// Fills a database with marketplace-sized data for the benchmarks (bench/src/seed-data.ts).
// PostgreSQL via DATABASE_URL, else PGlite.
//   npm run bench:seed -- --products 1000000 --users 100000 [--data-dir ./data/bench]
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../apps/api/src/db/client'
import { seedBenchData } from './seed-data'

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
Adds N products (about 10% pending, 58 wilayas, Arabic and French titles, ratings) and N users
to the database named by DATABASE_URL (else PGlite in DIR/db), beside what it already holds.
Products use the subcategories that exist (20 are created when there are none); the admin
bench@rihla.dz / Bench@2026 is created. It prints the rows it actually wrote.`)
  process.exit(0)
}
const counts = { products: Number(values.products), users: Number(values.users) }
for (const [name, value] of Object.entries(counts)) {
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(
      `--${name} must be a whole number, not ${JSON.stringify(values[name as keyof typeof counts])}`,
    )
    process.exit(2)
  }
}
const url = process.env.DATABASE_URL
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values['data-dir'], 'db')
if (!url) mkdirSync(dataDir, { recursive: true })
const database = await openDatabase(
  url ? { driver: 'postgres', url } : { driver: 'pglite', dataDir },
)
await database.migrate()

const started = new Map<string, number>()
const bar = (label: string, done: number, total: number) => {
  if (!started.has(label)) started.set(label, performance.now())
  const width = 30
  const filled = Math.round((done / total) * width)
  const secs = ((performance.now() - (started.get(label) ?? 0)) / 1000).toFixed(1)
  process.stdout.write(
    `\r${label.padEnd(9)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${secs}s`,
  )
  if (done === total) process.stdout.write('\n')
}

const report = await seedBenchData(database, { ...counts, progress: bar })
await database.db.execute(sql.raw('vacuum analyze'))
console.log(
  `done: wrote ${report.products} products, ${report.users} users, ${report.ratings} ratings` +
    (report.subcategoriesCreated ? `, ${report.subcategoriesCreated} subcategories` : '') +
    ` (${database.driver})`,
)
await database.close()
