// `npm test`: every check. Independent lanes run at once, each step with its own log in
// test-logs/; a lane stops at its first failing step, the others go on, and the run fails if
// any step failed, naming it, with the end of its log. The steps' durations and processor times
// are printed at the end. Two lanes by default (scripts/lib/test-lanes.mjs says why); `npm test -- --serial` runs
// the steps one after another, in the order a failure is cheapest to see, `--lanes=4` the four
// groups at once.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureInstalled, root } from './lib/ensure-install.mjs'
import { requireSupportedNode } from './lib/node-version.mjs'
import { cpuSecondsOf, cpuText, lanesOf, summary, timed } from './lib/test-lanes.mjs'

// A fresh clone has no node_modules: install exactly as `npm start` does.
requireSupportedNode()
ensureInstalled()

/** `--serial` is one lane; `--lanes=4` each group in its own; two lanes by default. */
function lanesWanted(argv) {
  if (argv.includes('--serial')) return 1
  const given = argv.find((arg) => arg.startsWith('--lanes='))?.slice('--lanes='.length)
  if (given === undefined) return 2
  if (given === '1' || given === '2' || given === '4') return Number(given)
  console.error(`--lanes=${given}: give 1, 2 or 4.`)
  process.exit(2)
}
const lanesCount = lanesWanted(process.argv)
const logs = path.join(root, 'test-logs')
mkdirSync(logs, { recursive: true })

const lanes = lanesOf({ postgres: Boolean(process.env.TEST_DATABASE_URL), lanes: lanesCount })

/** python3 makes each step's shell count the processes the step's own left behind (timed). */
const subreaper = spawnSync('python3', ['--version']).status === 0

/**
 * Runs one step with its output in its log file; resolves to its exit status and the processor
 * time its processes used (read from bash's `times`, written beside the log).
 */
function run(step) {
  return new Promise((resolve) => {
    const log = createWriteStream(path.join(logs, `${step.id}.log`))
    const timesFile = path.join(logs, `${step.id}.times`)
    rmSync(timesFile, { force: true })
    const [command, ...args] = timed(step.cmd, timesFile, subreaper)
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...step.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.on('close', (code, signal) => {
      log.end()
      const times = existsSync(timesFile) ? readFileSync(timesFile, 'utf8') : ''
      resolve({ status: code ?? (signal ? 1 : 0), cpuSeconds: cpuSecondsOf(times) })
    })
  })
}

const results = []
const started = Date.now()
await Promise.all(
  lanes.map(async (lane) => {
    for (const step of lane) {
      console.log(`▶ ${step.name} (test-logs/${step.id}.log)`)
      const t0 = Date.now()
      const { status, cpuSeconds } = await run(step)
      const seconds = (Date.now() - t0) / 1000
      results.push({ ...step, status, seconds, cpuSeconds })
      console.log(
        `${status === 0 ? '✓' : '✗'} ${step.name} (${seconds.toFixed(1)} s${cpuText(cpuSeconds)})`,
      )
      if (status !== 0) break
    }
  }),
)

const failed = results.filter((r) => r.status !== 0)
for (const step of failed) {
  const text = readFileSync(path.join(logs, `${step.id}.log`), 'utf8')
  console.error(
    `\n✗ ${step.name} failed (exit ${step.status}); the end of test-logs/${step.id}.log:\n`,
  )
  console.error(text.split('\n').slice(-80).join('\n'))
}
console.log(`\n${summary(results, lanes, (Date.now() - started) / 1000)}`)
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((s) => s.name).join(', ')}.`)
  process.exit(1)
}
console.log('\nAll checks passed.')
