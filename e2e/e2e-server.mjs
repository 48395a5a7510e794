// Starts the built server for the browser tests on a fresh, throw-away PGlite folder.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'rihla-e2e-'))
const server = spawn(
  process.execPath,
  [path.resolve(root, process.env.E2E_API_DIST ?? 'apps/api/dist', 'server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: process.env.E2E_PORT ?? '3100',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // E2E_API_DIST / E2E_WEB_DIST point at private builds when several runs share a tree.
      WEB_DIST: path.resolve(root, process.env.E2E_WEB_DIST ?? 'apps/web/dist'),
      ADMIN_EMAIL: 'admin@rihla.dz',
      ADMIN_PASSWORD: 'Admin@2026',
      LOG_LEVEL: 'warn',
      // Every browser test signs up from the same address: the per-address limit is not tested here.
      SIGNUP_MAX_PER_IP: process.env.SIGNUP_MAX_PER_IP ?? '1000',
    },
  },
)
const cleanup = () => rmSync(dataDir, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill('SIGTERM')
  })
}
server.on('exit', (code) => {
  cleanup()
  process.exit(code ?? 0)
})
