// The steps of `npm test`, grouped in lanes that do not depend on each other (scripts/test.mjs
// runs the lanes at once, the steps of a lane one after another).

/** A step: what it runs, its name and the id of its log file. */
const step = (id, name, cmd, env = {}) => ({ id, name, cmd, env })

/** The step at a lower priority (`nice -n 10`, inherited by every process it starts). */
const yielding = (s) => ({ ...s, cmd: ['nice', '-n', '10', ...s.cmd] })

/**
 * The steps in `lanes` lanes that run at once (scripts/test.mjs), the steps of a lane one after
 * another.
 * - 2, the default: build then end-to-end in one lane; lint, typecheck, the web, contract and
 *   scripts tests, then the API on PGlite and on PostgreSQL in the other. The browser lane
 *   leaves about a quarter of two cores idle (Chromium waits on the page and the server), which
 *   the other lane fills; the processor-bound API suites end the run (docs/operations.md).
 * - 4: the four groups each in a lane of its own (slower on two cores, and tests hit their
 *   time limits).
 * - 1 (`--serial`): every step in one lane, the cheapest failure first.
 * @param {{ postgres: boolean, lanes?: 1 | 2 | 4 }} options
 */
export function lanesOf({ postgres, lanes = 2 }) {
  const checks = [
    step('lint', 'lint and format', ['npm', 'run', 'lint']),
    step('typecheck', 'typecheck', ['npm', 'run', 'typecheck']),
    step('unit', 'web, contract and scripts tests', [
      'npx',
      'vitest',
      'run',
      '--project',
      'web',
      '--project',
      'contract',
      '--project',
      'scripts',
    ]),
  ]
  const pglite = [
    step('api-pglite', 'API tests on PGlite', ['npx', 'vitest', 'run', '--project', 'api-pglite']),
  ]
  const pg = postgres
    ? [
        step('api-postgres', 'API tests on PostgreSQL', [
          'npx',
          'vitest',
          'run',
          '--project',
          'api-postgres',
        ]),
      ]
    : []
  const e2e = [
    step('chromium', "Debian's Chromium", ['node', 'scripts/ensure-chromium.mjs']),
    step('build', 'build', ['npm', 'run', 'build']),
    step('bundle', 'bundle budgets and runtime', ['npm', 'run', 'check:bundle']),
    step('e2e', 'browser end-to-end tests', ['npm', 'test', '-w', '@rihla/e2e']),
  ]
  if (lanes === 1) return [[...checks, ...pglite, ...pg, ...e2e]]
  // The other lane at `nice` 10: the browser's steps wait on pages and timers and would run
  // late if the processor-bound lane took its full share of both cores.
  if (lanes === 2) return [e2e, [...checks, ...pglite, ...pg].map(yielding)]
  return [e2e, pglite, pg, checks].filter((lane) => lane.length > 0)
}

/**
 * After the command: the processes it left behind are the shell's (see `timed`); it waits up to
 * 5 s for them to end, writes `times` to the file named by $0 and exits with the command's
 * status. `read` and `[` are builtins: no process of the shell's own is among the children.
 */
const AFTER = [
  'status=$?',
  'for ((i = 0; i < 50; i++)); do kids=; read -r kids < /proc/$$/task/$$/children; [ -z "$kids" ] && break; sleep 0.1; done',
  'times > "$0"',
  'exit $status',
].join('; ')

/**
 * The step's command run by bash, which writes what its processes used of the processor
 * (`times`: the user and system time of every process it waited for, and theirs in turn) to
 * `timesFile` once the command ends, and exits with the command's status. A process whose
 * parent ended first would be counted by nobody (Chromium's renderers outlive the browser
 * process that started them): with `subreaper`, python3 makes the shell the child subreaper
 * of the step (prctl PR_SET_CHILD_SUBREAPER, kept across exec), so such processes become its
 * children and are counted when they end.
 * @param {string[]} cmd
 * @param {string} timesFile
 * @param {boolean} subreaper
 */
export function timed(cmd, timesFile, subreaper) {
  const shell = ['bash', '-c', `"$@"; ${AFTER}`, timesFile, ...cmd]
  if (!subreaper) return shell
  const becomeSubreaper =
    'import ctypes, os, sys; ctypes.CDLL(None).prctl(36, 1, 0, 0, 0); os.execvp(sys.argv[1], sys.argv[1:])'
  return ['python3', '-c', becomeSubreaper, ...shell]
}

/**
 * The processor seconds in bash's `times` output: the second line, the children's user and
 * system time (`0m12.345s 0m1.250s`); undefined when it is not there.
 * @param {string} text
 */
export function cpuSecondsOf(text) {
  const children = text.trim().split('\n')[1]
  const parts = children?.match(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/)
  if (!parts) return undefined
  const [, um, us, sm, ss] = parts.map(Number)
  return um * 60 + us + sm * 60 + ss
}

/**
 * A step's processor time as its lines print it after the duration (`, 12.3 CPU-s`); nothing
 * when it was not measured.
 * @param {number | undefined} cpuSeconds
 */
export function cpuText(cpuSeconds) {
  return cpuSeconds === undefined ? '' : `, ${cpuSeconds.toFixed(1)} CPU-s`
}

/**
 * The closing table: each step's duration, the processor time its processes used (not the
 * PostgreSQL server's, which serves them from processes of its own) and its status, and the
 * run's wall time against the sum of the steps (what running them one after another would have
 * taken, at the same speed). The processor time tells two runs apart on a machine whose speed
 * moves: the two lanes share two cores, so a step's duration is also the other lane's.
 * @param {Array<{ name: string, seconds: number, cpuSeconds?: number, status: number }>} results
 * @param {unknown[][]} lanes
 * @param {number} wall seconds
 */
export function summary(results, lanes, wall) {
  const width = Math.max(...results.map((r) => r.name.length), 4)
  const lines = results.map(
    (r) =>
      `  ${r.status === 0 ? '✓' : '✗'} ${r.name.padEnd(width)} ${r.seconds.toFixed(1).padStart(7)} s${cpuText(r.cpuSeconds)}`,
  )
  const sum = results.reduce((total, r) => total + r.seconds, 0)
  const cpuSum = results.reduce((total, r) => total + (r.cpuSeconds ?? 0), 0)
  return [
    `Steps (${lanes.length} lane${lanes.length === 1 ? '' : 's'} at once):`,
    ...lines,
    `  wall time ${wall.toFixed(1)} s; the steps' own times add up to ${sum.toFixed(1)} s, their processes used ${cpuSum.toFixed(1)} CPU-s`,
  ].join('\n')
}
