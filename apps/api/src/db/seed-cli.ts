import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { createStorage } from '../lib/create-storage'
import { databaseOptions, openDatabase } from './client'
import { seedDatabase } from './seed'
import { adminNotice } from './seed-notice'

const HELP = `Usage: npm run seed -- [options]

Migrates the database named by the environment (DATABASE_URL, else PGlite in DATA_DIR/db),
then seeds it when it is empty. Reference data (the 58 wilayas) comes with the migrations.

Options:
  --no-demo          only the admin account, no demo data (same as SEED_DEMO=false)
  --users N          demo users to create (default 36)
  --products N       demo products to create, about one in five pending (default 40)
  --banners N        demo banners to create (default 5)
  -h, --help         show this help

Environment: ADMIN_EMAIL and ADMIN_PASSWORD set the admin account's credentials (a password
from the environment is never printed). SEED_DEMO=true seeds demo data on PostgreSQL too;
by default only the embedded PGlite database gets it. Without ADMIN_PASSWORD outside a demo,
the admin gets a random password, printed once.
Seeding never touches a database that already has users besides an admin.`

const { values } = parseArgs({
  options: {
    help: { type: 'boolean', short: 'h' },
    'no-demo': { type: 'boolean' },
    users: { type: 'string' },
    products: { type: 'string' },
    banners: { type: 'string' },
  },
})

if (values.help) {
  process.stdout.write(`${HELP}\n`)
  process.exit(0)
}

const count = (v: string | undefined) => {
  if (v === undefined) return undefined
  const n = Number(v)
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got ${v}`)
  return n
}

process.umask(0o077)
const config = loadConfig()
const database = await openDatabase(databaseOptions(config))
const report = await database.withStartupLock(async () => {
  await database.migrate()
  return seedDatabase(database.db, await createStorage(config), {
    demo: config.seedDemo && !values['no-demo'],
    admin: config.admin,
    users: count(values.users),
    products: count(values.products),
    banners: count(values.banners),
    log: (line) => process.stdout.write(`seed: ${line}\n`),
  })
})
for (const line of adminNotice(config.admin.email, report, config.admin.password !== undefined))
  process.stdout.write(`seed: ${line}\n`)
process.stdout.write(
  report.demoSeeded || report.adminCreated
    ? 'seed: done\n'
    : 'seed: database already seeded, nothing to do\n',
)
await database.close()
