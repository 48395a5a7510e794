import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cpuSecondsOf, lanesOf, summary, timed } from './test-lanes.mjs'

const ids = (lanes) => lanes.map((lane) => lane.map((s) => s.id))

describe('the lanes of npm test', () => {
  it('runs two lanes by default: the browser beside the checks and the API suites', () => {
    expect(ids(lanesOf({ postgres: true }))).toEqual([
      ['chromium', 'build', 'bundle', 'e2e'],
      ['lint', 'typecheck', 'unit', 'api-pglite', 'api-postgres'],
    ])
  })

  it('runs the checks and API lane below the browser lane (nice 10), only with two lanes', () => {
    const [browser, checks] = lanesOf({ postgres: true })
    expect(browser.every((s) => s.cmd[0] !== 'nice')).toBe(true)
    expect(checks.map((s) => s.cmd.slice(0, 3))).toEqual(checks.map(() => ['nice', '-n', '10']))
    for (const lanes of [1, 4]) {
      expect(
        lanesOf({ postgres: true, lanes })
          .flat()
          .some((s) => s.cmd[0] === 'nice'),
      ).toBe(false)
    }
  })

  it('runs the four independent groups as lanes with lanes: 4, the end-to-end lane first', () => {
    expect(ids(lanesOf({ postgres: true, lanes: 4 }))).toEqual([
      ['chromium', 'build', 'bundle', 'e2e'],
      ['api-pglite'],
      ['api-postgres'],
      ['lint', 'typecheck', 'unit'],
    ])
  })

  it('has no PostgreSQL step without a test database, however many lanes', () => {
    for (const lanes of [1, 2, 4]) {
      expect(ids(lanesOf({ postgres: false, lanes })).flat()).not.toContain('api-postgres')
    }
  })

  it('runs every step in one lane with --serial, the cheapest failure first', () => {
    const serial = ids(lanesOf({ postgres: true, lanes: 1 }))
    expect(serial).toHaveLength(1)
    expect(serial[0]).toEqual([
      'lint',
      'typecheck',
      'unit',
      'api-pglite',
      'api-postgres',
      'chromium',
      'build',
      'bundle',
      'e2e',
    ])
  })

  it('names every step of vitest projects, so no test is left out, however many lanes', () => {
    for (const lanes of [1, 2, 4]) {
      const vitestProjects = lanesOf({ postgres: true, lanes })
        .flat()
        .flatMap((s) => s.cmd.flatMap((arg, i) => (s.cmd[i - 1] === '--project' ? [arg] : [])))
      expect(vitestProjects.sort()).toEqual([
        'api-pglite',
        'api-postgres',
        'contract',
        'scripts',
        'web',
      ])
    }
  })

  it('sums up each step with its time, its processor time and the wall time', () => {
    const text = summary(
      [
        { name: 'lint and format', seconds: 3, cpuSeconds: 4.25, status: 0 },
        { name: 'build', seconds: 20.25, cpuSeconds: 30, status: 1 },
        { name: 'unmeasured', seconds: 1, status: 0 },
      ],
      [[], []],
      21,
    )
    expect(text).toContain('2 lanes at once')
    expect(text).toMatch(/✓ lint and format\s+3\.0 s, 4\.3 CPU-s/)
    expect(text).toMatch(/✗ build\s+20\.3 s, 30\.0 CPU-s/)
    expect(text).toMatch(/✓ unmeasured\s+1\.0 s$/m)
    expect(text).toContain(
      "wall time 21.0 s; the steps' own times add up to 24.3 s, their processes used 34.3 CPU-s",
    )
  })

  /** Runs `script` (bash) as a step; answers its exit status and its processor seconds. */
  function runTimed(script, subreaper) {
    const dir = mkdtempSync(path.join(tmpdir(), 'rihla-times-'))
    try {
      const file = path.join(dir, 'step.times')
      const [command, ...args] = timed(
        ['bash', '-c', script.replaceAll('$DIR', dir)],
        file,
        subreaper,
      )
      let status = 0
      try {
        execFileSync(command, args, { stdio: 'ignore' })
      } catch (error) {
        status = /** @type {{ status: number }} */ (error).status
      }
      return { status, seconds: cpuSecondsOf(readFileSync(file, 'utf8')) }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  // A process that spins for 0.3 s of processor time, then writes $DIR/spun and lives 0.2 s more.
  const spin = `node -e "const t = process.cpuUsage(); while (process.cpuUsage(t).user < 300000) {} require('fs').writeFileSync(process.argv[1] + '/spun', ''); setTimeout(() => {}, 200)" $DIR`
  // At nice 10 beside the browser's lane, starting node and spinning can wait seconds for the
  // processor, so these tests get a minute.
  const SPINNING = 60_000

  it("reads a step's processor time from bash's `times`, children included, and keeps its status", {
    timeout: SPINNING,
  }, () => {
    const { status, seconds } = runTimed(`${spin}; exit 3`, false)
    expect(status).toBe(3)
    expect(seconds).toBeGreaterThanOrEqual(0.3)
    expect(seconds).toBeLessThan(5)
  })

  it('counts the processes a step leaves behind when python3 makes the shell their subreaper', {
    timeout: SPINNING,
  }, () => {
    // The spinning process outlives its parent, a subshell that waits only until it has spun
    // (however long the machine makes that take): it ends as nobody's child but the
    // subreaper's, 0.2 s later, well inside the 5 s the step's shell waits for such processes.
    const orphan = `(${spin} & until [ -e $DIR/spun ]; do sleep 0.05; done); exit 0`
    const counted = runTimed(orphan, true)
    expect(counted.status).toBe(0)
    expect(counted.seconds).toBeGreaterThanOrEqual(0.3)
    // Without it the orphan's time is lost: what the subreaper is for.
    expect(runTimed(orphan, false).seconds).toBeLessThan(0.3)
  })

  it('reads the children line of `times`, and nothing from anything else', () => {
    expect(cpuSecondsOf('0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n')).toBe(65.75)
    expect(cpuSecondsOf('')).toBeUndefined()
    expect(cpuSecondsOf('0m0.010s 0m0.002s')).toBeUndefined()
  })
})
