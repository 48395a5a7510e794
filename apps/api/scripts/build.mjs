// Bundles the api (and the contract it imports as TypeScript) into dist/, leaving npm
// packages external; the migrations folder is read at run time from ../drizzle.
import { build } from 'esbuild'

await build({
  entryPoints: { server: 'src/server.ts', 'seed-cli': 'src/db/seed-cli.ts' },
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
