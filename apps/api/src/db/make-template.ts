// Build step (scripts/build.mjs): writes the migrated PGlite template beside the bundle.
import { buildDir, migrationsFolder } from './client'
import { writeTemplate } from './pglite-template'

await writeTemplate(buildDir, migrationsFolder)
