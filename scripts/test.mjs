// `npm test`: every check, in the order a failure is cheapest to see. Stops at the first
// failing step and says which one it was.
import { spawnSync } from 'node:child_process'
import { ensureInstalled, root } from './lib/ensure-install.mjs'

// A fresh clone has no node_modules: install exactly as `npm start` does.
ensureInstalled()

const steps = [
  ['lint and format', ['npm', ['run', 'lint']]],
  ['typecheck', ['npm', ['run', 'typecheck']]],
  ['unit and API tests', ['npm', ['run', 'test:unit']]],
  ['browser end-to-end tests', ['npm', ['run', 'test:e2e']]],
]

for (const [name, [cmd, args]] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
console.log('\nAll checks passed.')
