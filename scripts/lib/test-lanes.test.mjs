import { describe, expect, it } from 'vitest'
import { lanesOf, summary } from './test-lanes.mjs'

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

  it('sums up each step with its time and the wall time', () => {
    const text = summary(
      [
        { name: 'lint and format', seconds: 3, status: 0 },
        { name: 'build', seconds: 20.25, status: 1 },
      ],
      [[], []],
      21,
    )
    expect(text).toContain('2 lanes at once')
    expect(text).toMatch(/✓ lint and format\s+3\.0 s/)
    expect(text).toMatch(/✗ build\s+20\.3 s/)
    expect(text).toContain("wall time 21.0 s; the steps' own times add up to 23.3 s")
  })
})
