import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../src/db/client'
import { isNewCluster, readTemplate, writeTemplate } from '../src/db/pglite-template'

let dir: string
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rihla-template-'))
  await writeTemplate(dir, migrationsFolder)
}, 120_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the PGlite template made at build time', () => {
  it('opens as a migrated cluster with the reference data', async () => {
    const template = readTemplate(dir, migrationsFolder)
    expect(template).toBeDefined()
    const dataDir = path.join(dir, 'db')
    expect(isNewCluster(dataDir)).toBe(true)
    const client = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      ...(template ? { loadDataDir: template } : {}),
    })
    try {
      const wilayas = await client.query<{ n: number }>('select count(*)::int as n from wilayas')
      expect(wilayas.rows[0]?.n).toBe(58)
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      )
      const journal = (await import(path.join(migrationsFolder, 'meta/_journal.json'), {
        with: { type: 'json' },
      })) as { default: { entries: unknown[] } }
      expect(applied.rows[0]?.n).toBe(journal.default.entries.length)
    } finally {
      await client.close()
    }
    expect(isNewCluster(dataDir)).toBe(false)
  }, 120_000)

  it('is ignored once the migrations differ from the ones it was made with', () => {
    writeFileSync(path.join(dir, 'pglite-template.key'), 'made with other migrations')
    expect(readTemplate(dir, migrationsFolder)).toBeUndefined()
  })
})
