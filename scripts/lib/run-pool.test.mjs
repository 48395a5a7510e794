import { describe, expect, it } from 'vitest'
import { runPool } from './run-pool.mjs'

const node = (code) => [process.execPath, '-e', code]

describe('runPool (the typecheck runner)', () => {
  it('runs at most `concurrency` jobs at once and answers in the order given', async () => {
    // Each job prints its name, when it started and when it ended; it holds its slot a second,
    // longer than a node start on a loaded machine.
    const jobs = ['a', 'b', 'c', 'd'].map((name) => ({
      name,
      cmd: node(
        `const t = Date.now(); setTimeout(() => console.log('${name}', t, Date.now()), 1000)`,
      ),
    }))
    const done = []
    const results = await runPool(jobs, {
      concurrency: 2,
      onDone: (result) => done.push(result.name),
    })
    expect(results.map((r) => [r.name, r.status, r.output.split(' ')[0]])).toEqual([
      ['a', 0, 'a'],
      ['b', 0, 'b'],
      ['c', 0, 'c'],
      ['d', 0, 'd'],
    ])
    expect(done.sort()).toEqual(['a', 'b', 'c', 'd'])
    const spans = results.map((r) => r.output.trim().split(' ').slice(1).map(Number))
    const atOnce = (time) => spans.filter(([from, to]) => from <= time && time < to).length
    const most = Math.max(...spans.map(([from]) => atOnce(from)))
    expect(most).toBeLessThanOrEqual(2)
    // Two at a time, not one: some job started while another ran.
    expect(most).toBe(2)
  })

  it("keeps each job's output whole, its errors included, and its exit status", async () => {
    const results = await runPool(
      [
        { name: 'fails', cmd: node("console.log('out'); console.error('err'); process.exit(3)") },
        { name: 'passes', cmd: node("console.log('fine')") },
        { name: 'missing', cmd: ['/no/such/command'] },
      ],
      { concurrency: 3 },
    )
    expect(results[0]).toMatchObject({ name: 'fails', status: 3 })
    expect(results[0].output).toContain('out')
    expect(results[0].output).toContain('err')
    expect(results[1]).toMatchObject({ name: 'passes', status: 0, output: 'fine\n' })
    expect(results[2].status).not.toBe(0)
  })
})
