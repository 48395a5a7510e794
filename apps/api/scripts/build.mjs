// Bundles the api (and the contract it imports as TypeScript) into dist/, leaving npm
// packages external; the migrations folder is read at run time from ../drizzle.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { build } from 'esbuild'

await build({
  entryPoints: {
    server: 'src/server.ts',
    'seed-cli': 'src/db/seed-cli.ts',
    'make-template': 'src/db/make-template.ts',
  },
  // API_OUTDIR lets parallel work build a private copy (e.g. dist-e2e-3101) beside dist/.
  outdir: process.env.API_OUTDIR ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@rihla/contract': '../../packages/contract/src' },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
})

// A migrated PGlite cluster for first starts (src/db/pglite-template.ts): about 1 s to unpack
// instead of initdb and every migration.
const outdir = process.env.API_OUTDIR ?? 'dist'
const made = spawnSync(process.execPath, [path.join(outdir, 'make-template.js')], {
  stdio: 'inherit',
})
if (made.status !== 0) process.exit(made.status ?? 1)
