// `npm start`: installs what is missing, builds what is stale, then serves API + web on one
// port. Migrations and seeding run inside the server on start (apps/api/src/server.ts).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** Newest modification time under the given paths (files and folders, recursively). */
function newest(paths) {
  let latest = 0
  const walk = (p) => {
    if (!existsSync(p)) return
    const stat = statSync(p)
    latest = Math.max(latest, stat.mtimeMs)
    if (stat.isDirectory()) for (const entry of readdirSync(p)) walk(path.join(p, entry))
  }
  for (const p of paths) walk(path.join(root, p))
  return latest
}

const installStamp = path.join(root, 'node_modules', '.package-lock.json')
if (
  !existsSync(installStamp) ||
  newest(['package-lock.json', 'package.json']) > statSync(installStamp).mtimeMs
) {
  console.log('> Installing dependencies (npm install)…')
  run('npm', ['install', '--no-audit', '--no-fund'])
}

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
