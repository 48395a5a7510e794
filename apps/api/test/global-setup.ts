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
    /** On PostgreSQL: the migrated database each test database is created from. */
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
async function pgliteTemplateDir(): Promise<string> {
  const key = templateKey(migrationsFolder).slice(0, 16)
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
 * Once per run on PostgreSQL: the migrated database every test database is a copy of
 * (`create database … template …`, 0.2-0.5 s, against 2.5-4.7 s for the 25 migrations per
 * test app on a loaded two-core machine). Named by the same key as the PGlite
 * template, so a changed migration makes a new one; built aside under another name, then
 * marked a template that takes no connections (a connection would stop every copy) and
 * renamed. Each test app still runs `migrate()`, which finds every migration applied.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `rihla_test_template_${templateKey(migrationsFolder).slice(0, 16)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  const exists = async () =>
    ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0
  try {
    if (await exists()) return name
    const building = `rihla_test_building_${randomBytes(6).toString('hex')}`
    await admin.query(`create database ${building}`)
    const url = new URL(serverUrl)
    url.pathname = `/${building}`
    const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 1 })
    try {
      await database.migrate()
    } finally {
      await database.close()
    }
    await admin.query(`alter database ${building} with is_template true allow_connections false`)
    try {
      await admin.query(`alter database ${building} rename to ${name}`)
    } catch (error) {
      // A run started beside this one made it first: use theirs, drop this copy.
      await admin.query(`alter database ${building} with is_template false`)
      await admin.query(`drop database ${building}`)
      if (!(await exists())) throw error
    }
    return name
  } finally {
    await admin.end()
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (project.config.env?.TEST_DB_DRIVER === 'postgres' && serverUrl) {
    project.provide('postgresTemplate', await postgresTemplate(serverUrl))
  } else {
    project.provide('pgliteTemplateDir', await pgliteTemplateDir())
  }
}
