import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { shellChunks } from './vite-chunks'
import { devCurrency } from './vite-currency'

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
 * Writes `.vite/packages.json`: for each built script, the npm packages whose code it holds.
 * `scripts/check-bundle.mjs` reads it to prove the build runs React DOM and no other runtime
 * (decision 030), from what the bundler put in, not from strings in minified code.
 */
function bundlePackages(): Plugin {
  return {
    name: 'rihla-bundle-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {}
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue
        const names = new Set<string>()
        for (const id of output.moduleIds) {
          const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)
          if (match?.[1]) names.add(match[1].replace('\\', '/'))
        }
        packages[file] = [...names].sort()
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/packages.json',
        source: `${JSON.stringify(packages, null, 2)}\n`,
      })
    },
  }
}

// In development the API runs on its own port; in production it serves this build itself.
const apiTarget = 'http://localhost:3000'

const chunks = shellChunks(new URL('.', import.meta.url).pathname)

/**
 * React Router's production build. Its package exports only `dist/development` (no `production`
 * condition), which differs from `dist/production` by one flag, `ENABLE_DEV_WARNINGS`: the
 * development build keeps every dev-only check and warning text in the bundle.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    bundlePackages(),
    chunks.plugin,
    devCurrency(apiTarget),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      // zod with its eval probe turned off (src/lib/zod.ts), for the contract's schemas too.
      { find: /^zod$/, replacement: new URL('./src/lib/zod.ts', import.meta.url).pathname },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
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
