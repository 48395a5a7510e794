// `npm start`: installs what is missing, builds what is stale, then serves API + web on one
// port. Migrations and seeding run inside the server on start (apps/api/src/server.ts).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ensureInstalled, newest, root } from './lib/ensure-install.mjs'
import { requireSupportedNode } from './lib/node-version.mjs'

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

requireSupportedNode()
ensureInstalled()

const buildStamp = path.join(root, 'apps', 'api', 'dist', '.build-stamp')
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/api/src',
  'packages/contract/src',
  'package-lock.json',
]
if (
  !existsSync(buildStamp) ||
  !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
  newest(sources) > statSync(buildStamp).mtimeMs
) {
  console.log('> Building the web app and the API…')
  run('npm', ['run', 'build'])
  writeFileSync(buildStamp, new Date().toISOString())
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', WEB_DIST: 'apps/web/dist', ...process.env, INIT_CWD: root },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
