// `npm run typecheck`: `tsc` over every workspace, strict, as many at once as the machine has
// cores (one tsc uses one core: one after another they took 82 s on a loaded two-core machine,
// api 28 s, web 25 s, bench 14 s, e2e 8 s, contract 7 s; issue 24). Longest first, so the run
// ends with the short ones. Each project's errors are printed whole when its tsc ends; the
// run fails if any project fails, naming it.
//   node scripts/typecheck.mjs [project folder ...]   (default: every workspace)
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runPool } from './lib/run-pool.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const WORKSPACES = ['apps/api', 'apps/web', 'bench', 'e2e', 'packages/contract']
const projects = process.argv.length > 2 ? process.argv.slice(2) : WORKSPACES
const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc')

const results = await runPool(
  projects.map((project) => ({
    name: project,
    cmd: [process.execPath, tsc, '-p', path.resolve(root, project), '--pretty', 'false'],
    cwd: root,
  })),
  {
    concurrency: availableParallelism(),
    onDone({ name, status, output, seconds }) {
      console.log(`${status === 0 ? '✓' : '✗'} tsc -p ${name} (${seconds.toFixed(1)} s)`)
      if (output.trim()) console.log(output.trimEnd())
    },
  },
)
const failed = results.filter((r) => r.status !== 0).map((r) => r.name)
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}.`)
  process.exit(1)
}
