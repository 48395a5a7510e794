// `npm run dev`: the API with tsx watch on :3000 and Vite's dev server (hot reload) on :5173,
// which proxies /api and /uploads to the API.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Paths in the environment (DATA_DIR) are relative to the repository root, as with npm start.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const children = [
  spawn('npm', ['run', 'dev', '-w', '@rihla/api'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', INIT_CWD: root },
  }),
  spawn('npm', ['run', 'dev', '-w', '@rihla/web'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exit(code ?? 0)
  })
