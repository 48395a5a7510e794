import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrationsFolder } from '../src/db/client'
import { readTemplate, templateKey, writeTemplate } from '../src/db/pglite-template'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder holding a migrated PGlite cluster for in-memory test databases to start from. */
    pgliteTemplateDir: string
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

export default async function setup(project: TestProject) {
  project.provide('pgliteTemplateDir', await pgliteTemplateDir())
}
