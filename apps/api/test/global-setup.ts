import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrationsFolder, openDatabase } from '../src/db/client'
import { readTemplate, templateKey, writeTemplate } from '../src/db/pglite-template'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder holding a migrated PGlite cluster for in-memory test databases to start from. */
    pgliteTemplateDir: string
    /** A migrated PostgreSQL database test databases are created from ('' without one). */
    postgresTemplate: string
  }
}

/**
 * Once per run, before any test file: the migrated PGlite cluster every in-memory test
 * database starts from (about 1.4 s to load against 3.5-5 s for initdb and the migrations
 * inside WebAssembly, per test app). Kept under node_modules/.cache, named by the migrations
 * and the PGlite version (`templateKey`): a changed migration makes a new one, so a test never
 * runs on a schema the migrations would not give. Each test app still runs `migrate()`, which
 * finds every migration applied.
 */
async function pgliteTemplateDir(key: string): Promise<string> {
  const cache = path.resolve(import.meta.dirname, '../../../node_modules/.cache/rihla')
  const dir = path.join(cache, `pglite-test-template-${key}`)
  if (!existsSync(dir) || !readTemplate(dir, migrationsFolder)) {
    mkdirSync(cache, { recursive: true })
    // Built aside then renamed: a run started beside this one never reads half a template.
    const building = mkdtempSync(path.join(cache, 'building-'))
    await writeTemplate(building, migrationsFolder)
    rmSync(dir, { recursive: true, force: true })
    renameSync(building, dir)
  }
  return dir
}

/**
 * With TEST_DATABASE_URL: a PostgreSQL database migrated once, named by the migrations, that
 * each test file's database is created from (`create database … template …`, a file copy)
 * instead of running every migration again. Made under another name and renamed when done,
 * so a run beside this one never copies half of it. Templates of other migrations are left
 * alone (a run of another branch may be copying one); each is a few megabytes.
 */
async function postgresTemplate(serverUrl: string, key: string): Promise<string> {
  const name = `rihla_test_template_${key}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (rowCount) return name
    const building = `rihla_test_building_${randomBytes(6).toString('hex')}`
    await admin.query(`create database "${building}"`)
    const url = new URL(serverUrl)
    url.pathname = `/${building}`
    const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 1 })
    try {
      await database.migrate()
    } finally {
      await database.close()
    }
    await admin.query(`alter database "${building}" rename to "${name}"`).catch(async () => {
      // Another run made it meanwhile: use theirs.
      await admin.query(`drop database if exists "${building}" with (force)`)
    })
    return name
  } finally {
    await admin.end()
  }
}

export default async function setup(project: TestProject) {
  const key = templateKey(migrationsFolder).slice(0, 16)
  project.provide('pgliteTemplateDir', await pgliteTemplateDir(key))
  const serverUrl = process.env.TEST_DATABASE_URL
  const postgres = project.config.env?.TEST_DB_DRIVER === 'postgres' && serverUrl
  project.provide('postgresTemplate', postgres ? await postgresTemplate(serverUrl, key) : '')
}
