// Start-up time: from typing `npm start` in a built tree to the first 200 from /api/health,
// on a fresh, empty PGlite database (demo data off), median of a few runs.
//   npm run bench:startup [-- --runs 5]
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3710' } },
})

async function once(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rihla-startup-'))
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: values.port,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  })
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${values.port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
      if (ok) return performance.now() - started
      if (performance.now() - started > 30_000) throw new Error('no answer in 30 s')
      await new Promise((r) => setTimeout(r, 20))
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
    await new Promise((r) => setTimeout(r, 500))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const times: number[] = []
for (let i = 0; i < Number(values.runs); i++) times.push(await once())
times.sort((a, b) => a - b)
const median = times[Math.floor(times.length / 2)] ?? 0
console.log(
  `npm start -> /api/health on an empty PGlite database: median ${Math.round(median)} ms (runs: ${times.map(Math.round).join(', ')} ms)`,
)
