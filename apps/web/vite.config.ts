import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

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

// In development the API runs on its own port; in production it serves this build itself.
const apiTarget = 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
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
  },
})
