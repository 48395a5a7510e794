import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The migrated PGlite cluster test databases start from (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // One module graph per worker, not per file: importing the app (Fastify, Drizzle, the AWS
    // SDK, PGlite) for each file was a third of the suite's time (api-pglite 317 s -> 187 s).
    // Each file opens and closes its own apps and database; module state is per app or
    // keyed by database (lib/prepared.ts), and the one process-wide switch is set back by
    // the test that sets it (pooler.postgres.test.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
