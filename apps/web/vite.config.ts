import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { shellChunks } from './vite-chunks'

/**
 * Writes a .br and a .gz beside every built script, style and page, once at build time; the
 * server sends them to browsers that accept them (@fastify/static `preCompressed`), so no
 * request pays for compression and none goes out uncompressed.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'rihla-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      for (const file of files.filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
        const full = path.join(outDir, file)
        const data = readFileSync(full)
        if (data.length < 1024) continue
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }))
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        )
      }
    },
  }
}

/**
 * The built app serves React's API with Preact (`preact/compat`): the same components, hooks
 * and libraries (React Router, TanStack Query, react-hook-form) on a runtime of
 * ~11 KB gzipped instead of React DOM's ~62 KB, which is what brings the first load under its
 * budget (decision 019). The dev server and the unit tests keep React (React's fast refresh
 * and Testing Library need it); the e2e tests run the build, so every screen is checked on
 * Preact there.
 */
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
]

// In development the API runs on its own port; in production it serves this build itself.
const apiTarget = 'http://localhost:3000'

const chunks = shellChunks(new URL('.', import.meta.url).pathname)

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress(), chunks.plugin],
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      // zod with its eval probe turned off (src/lib/zod.ts), for the contract's schemas too.
      { find: /^zod$/, replacement: new URL('./src/lib/zod.ts', import.meta.url).pathname },
      // RIHLA_WEB_RUNTIME=react builds on React itself, to compare the two.
      ...(command === 'build' && process.env.RIHLA_WEB_RUNTIME !== 'react' ? preactAliases : []),
    ],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    // scripts/check-bundle.mjs reads it to hold the first load and each route to a budget.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups },
      },
    },
  },
}))
