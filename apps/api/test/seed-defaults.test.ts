import { count, eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { users } from '../src/db/schema'
import { DEMO_ADMIN_PASSWORD, type SeedReport, seedDatabase } from '../src/db/seed'
import { adminNotice } from '../src/db/seed-notice'
import { localStorage } from '../src/lib/storage-local'
import { createTestApp, createUser, login, type TestApp } from './helpers'

/** Production defaults. */
const secret = { JWT_SECRET: 'x'.repeat(40), INIT_CWD: '/srv/rihla' }
const POSTGRES = 'postgres://rihla@db.internal:5432/rihla'

describe('the demo data default', () => {
  it('is on for the embedded PGlite database of a fresh clone, with the known admin password', () => {
    const config = loadConfig(secret)
    expect(config.seedDemo).toBe(true)
    expect(config.admin).toEqual({ email: 'admin@rihla.dz', password: undefined })
  })

  it('is off on PostgreSQL unless SEED_DEMO=true is set explicitly', () => {
    expect(loadConfig({ ...secret, DATABASE_URL: POSTGRES }).seedDemo).toBe(false)
    expect(loadConfig({ ...secret, DATABASE_URL: POSTGRES, SEED_DEMO: 'true' }).seedDemo).toBe(true)
    expect(loadConfig({ ...secret, SEED_DEMO: 'false' }).seedDemo).toBe(false)
  })
})

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const seed = (app: TestApp, demo: boolean, password?: string, log?: (line: string) => void) =>
  seedDatabase(app.db, localStorage(app.config.uploadsDir), {
    demo,
    admin: { email: 'admin@rihla.dz', password },
    users: 3,
    products: 2,
    banners: 1,
    log,
  })

describe('the admin account', () => {
  it('has the known password only in a demo, printed as today', async () => {
    t = await createTestApp()
    const report = await seed(t, true)
    expect(report.adminPassword).toEqual({ value: DEMO_ADMIN_PASSWORD, generated: false })
    expect(adminNotice('admin@rihla.dz', report, false)).toEqual([
      'Sign in with admin@rihla.dz / Admin@2026',
    ])
    expect((await login(t, 'admin@rihla.dz', DEMO_ADMIN_PASSWORD)).role).toBe('admin')
  })

  it('gets a random password outside a demo, printed once with a line to change it', async () => {
    t = await createTestApp()
    const report = await seed(t, false)
    const password = report.adminPassword?.value ?? ''
    expect(report.adminPassword?.generated).toBe(true)
    expect(password).not.toBe(DEMO_ADMIN_PASSWORD)
    expect(password.length).toBeGreaterThanOrEqual(20)
    const lines = adminNotice('admin@rihla.dz', report, false)
    expect(lines[0]).toContain(password)
    expect(lines.join('\n')).toMatch(/change it/i)
    expect((await login(t, 'admin@rihla.dz', password)).role).toBe('admin')
    // No demo users, whose password everyone knows.
    expect((await t.db.select({ n: count() }).from(users))[0]?.n).toBe(1)
    // Printed once: the next start finds the admin and prints no password.
    const again = await seed(t, false)
    expect(again.adminPassword).toBeUndefined()
    expect(adminNotice('admin@rihla.dz', again, false).join('\n')).not.toContain(password)
  })

  it('never prints a password that came from ADMIN_PASSWORD', async () => {
    t = await createTestApp()
    for (const demo of [true, false]) {
      if (demo === false) {
        await t.close()
        t = await createTestApp()
      }
      const report = await seed(t, demo, 'From-The-Env-2026')
      expect(report.adminCreated).toBe(true)
      expect(report.adminPassword).toBeUndefined()
      const lines = adminNotice('admin@rihla.dz', report, true).join('\n')
      expect(lines).not.toContain('From-The-Env-2026')
      expect(lines).toContain('ADMIN_PASSWORD')
      expect((await login(t, 'admin@rihla.dz', 'From-The-Env-2026')).role).toBe('admin')
    }
  })

  it('is created once when two instances seed at once, and the other prints no password nor hash', async () => {
    t = await createTestApp()
    const app = t
    // Two connections open first, so both seeds read "no admin yet" before either inserts: on
    // a loaded machine, opening the second one outlasted the first seed's password hash, the
    // second then found the admin at its first look and the race was not run (CI, once).
    await Promise.all([
      app.db.execute(sql`select pg_sleep(0.05)`),
      app.db.execute(sql`select pg_sleep(0.05)`),
    ])
    const logs: string[] = []
    const results = await Promise.allSettled([
      seed(app, false, undefined, (l) => logs.push(l)),
      seed(app, false, undefined, (l) => logs.push(l)),
    ])
    const errors = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))
    expect(errors.join('\n')).not.toContain('$argon2')
    expect(errors).toEqual([])
    const reports = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
    const winners = reports.filter((r) => r.adminCreated)
    expect(winners).toHaveLength(1)
    const loser = reports.find((r) => !r.adminCreated) as SeedReport
    expect(loser.adminPassword).toBeUndefined()
    expect(adminNotice('admin@rihla.dz', loser, false).join('\n')).not.toMatch(/\/|argon/)
    expect(logs.join('\n')).not.toContain('$argon2')
    expect(logs).toContain('admin account already created by another instance')
    const admins = await app.db.select().from(users).where(eq(users.role, 'admin'))
    expect(admins).toHaveLength(1)
    const password = winners[0]?.adminPassword?.value ?? ''
    expect((await login(app, 'admin@rihla.dz', password)).role).toBe('admin')
  })

  it('says so, without failing, when the admin email belongs to a user who is not an admin', async () => {
    t = await createTestApp()
    await createUser(t, { email: 'admin@rihla.dz' })
    const logs: string[] = []
    const report = await seed(t, false, undefined, (l) => logs.push(l))
    expect(report).toEqual({ adminCreated: false, demoSeeded: false })
    expect(logs.join('\n')).toContain('not an admin')
  })
})
