// One rule for "are the npm packages installed and current?", shared by `npm start` and
// `npm test`: a fresh clone has no node_modules, so both must install before anything else.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root (the folder above scripts/). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Newest modification time under the given paths (files and folders, recursively). */
export function newest(paths, base = root) {
  let latest = 0
  const walk = (p) => {
    if (!existsSync(p)) return
    const stat = statSync(p)
    latest = Math.max(latest, stat.mtimeMs)
    if (stat.isDirectory()) for (const entry of readdirSync(p)) walk(path.join(p, entry))
  }
  for (const p of paths) walk(path.join(base, p))
  return latest
}

/**
 * True when `npm install` must run in `dir`: nothing is installed yet (npm writes
 * node_modules/.package-lock.json after every install), or package.json or the lock file
 * changed since.
 */
export function needsInstall(dir = root) {
  const stamp = path.join(dir, 'node_modules', '.package-lock.json')
  if (!existsSync(stamp)) return true
  return newest(['package-lock.json', 'package.json'], dir) > statSync(stamp).mtimeMs
}

/** Runs `npm install` when `needsInstall` says so; exits with npm's status if it fails. */
export function ensureInstalled(dir = root) {
  if (!needsInstall(dir)) return
  console.log('> Installing dependencies (npm install)…')
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
