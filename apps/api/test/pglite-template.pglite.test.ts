import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder, openDatabase } from '../src/db/client'
import { isNewCluster, readTemplate, writeTemplate } from '../src/db/pglite-template'
import { wilayas } from '../src/db/schema'

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

  it('is read from memory, the same bytes as the file, and left whole by the databases it starts', async () => {
    const template = readTemplate(dir, migrationsFolder)
    if (!template) throw new Error('no template')
    const file = readFileSync(path.join(dir, 'pglite-template.tar'))
    const sha = (bytes: ArrayBuffer | Uint8Array) =>
      createHash('sha256').update(new Uint8Array(bytes)).digest('hex')
    expect(template.size).toBe(file.byteLength)
    expect(sha(await template.arrayBuffer())).toBe(sha(file))
    // Every start of the process shares the one copy (no copy per start)…
    expect(await template.arrayBuffer()).toBe(await template.arrayBuffer())
    // …which two in-memory databases started from it, one written to, leave as it was.
    const first = await openDatabase({ driver: 'pglite', dataDir: undefined, template })
    await first.migrate()
    await first.db.execute(
      sql`insert into wilayas (number, name_en, name_fr, name_ar) values (99, 'X', 'X', 'X')`,
    )
    const second = await openDatabase({ driver: 'pglite', dataDir: undefined, template })
    const [count] = await second.db.select({ n: sql<number>`count(*)::int` }).from(wilayas)
    expect(count?.n).toBe(58)
    await Promise.all([first.close(), second.close()])
    expect(sha(await template.arrayBuffer())).toBe(sha(file))
    expect(sha(await new Response(template.stream()).arrayBuffer())).toBe(sha(file))
  }, 120_000)

  it('gives an in-memory database 16 MB of shared buffers, a database on disk the default', async () => {
    const template = readTemplate(dir, migrationsFolder)
    const setting = async (dataDir: string | undefined) => {
      const database = await openDatabase({
        driver: 'pglite',
        dataDir,
        ...(template ? { template } : {}),
      })
      try {
        const shown = (await database.db.execute(
          sql`select current_setting('shared_buffers') as v`,
        )) as unknown as { rows: Array<{ v: string }> }
        return shown.rows[0]?.v
      } finally {
        await database.close()
      }
    }
    expect(await setting(undefined)).toBe('16MB')
    expect(await setting(path.join(dir, 'on-disk'))).toBe('128MB')
  }, 120_000)

  it('is ignored once the migrations differ from the ones it was made with', () => {
    writeFileSync(path.join(dir, 'pglite-template.key'), 'made with other migrations')
    expect(readTemplate(dir, migrationsFolder)).toBeUndefined()
  })
})
