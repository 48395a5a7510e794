import { defineConfig } from 'vitest/config'

/**
 * One `vitest run` for the whole repository. The API suite runs on in-memory PGlite and,
 * when TEST_DATABASE_URL is set, a second time on PostgreSQL (a fresh database per file).
 * A file named *.pglite.test.ts runs on PGlite only, *.postgres.test.ts on PostgreSQL only:
 * no test is skipped at run time.
 */
const apiProjects = [
  {
    extends: './apps/api/vitest.config.ts',
    test: {
      name: 'api-pglite',
      env: { TEST_DB_DRIVER: 'pglite' },
      exclude: ['**/node_modules/**', 'test/**/*.postgres.test.ts'],
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: './apps/api/vitest.config.ts',
          test: {
            name: 'api-postgres',
            env: { TEST_DB_DRIVER: 'postgres' },
            exclude: ['**/node_modules/**', 'test/**/*.pglite.test.ts'],
          },
        },
      ]
    : []),
]

export default defineConfig({
  test: {
    // Two cores: one test file per core.
    maxWorkers: 2,
    projects: [
      ...apiProjects,
      './packages/contract/vitest.config.ts',
      './apps/web/vitest.config.ts',
      // The repository's own scripts (npm start / npm test drivers).
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
    ],
  },
})
