// Starts bench/src/floor-server.ts beside the API for `npm run bench` (PostgreSQL runs only)
// and names the API routes it has a twin for: the table then shows ours / floor.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))

export type Floor = { base: string; child: ChildProcess }

/** Starts the floor server on `port` against `databaseUrl` and waits for it to answer. */
export async function startFloor(port: number, databaseUrl: string): Promise<Floor> {
  // Node itself with tsx's loader (not the tsx wrapper), so `child.pid` is the serving process.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'floor-server.ts')], {
    cwd: here,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the floor server exited')
    const ok = await fetch(`${base}/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return { base, child }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGTERM')
  throw new Error('the floor server did not start')
}

/** The floor's twin of an API route of the run, by the route's name; undefined if none. */
export function floorPath(name: string, anId: number): string | undefined {
  if (name === 'products page 1') return '/products?page=1&limit=7'
  if (name === 'product by id') return `/products/${anId}`
  return undefined
}
