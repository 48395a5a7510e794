import { describe, expect, it } from 'vitest'
import { type AnchorStep, PageAnchors } from '../src/lib/page-anchors'

const ids = Array.from({ length: 10_500 }, (_, i) => i * 3 + 1)

/** A list of `ids` at `version()`, read in steps as lib/paged-list.ts reads it. */
function stepper(version: () => number, calls: Array<number | undefined> = []): AnchorStep {
  return async (after, rows, every) => {
    calls.push(after)
    const start = after === undefined ? 0 : ids.indexOf(after) + 1
    const part = ids.slice(start, start + rows)
    return {
      version: version(),
      ids: part.filter((_, i) => i % every === 0),
      last: part.length === rows ? part[rows - 1] : undefined,
    }
  }
}

describe('PageAnchors', () => {
  it('finds the anchor at or before a position once built, in steps', async () => {
    const anchors = new PageAnchors(1000, 3000)
    const calls: Array<number | undefined> = []
    const step = stepper(() => 7, calls)
    // Nothing built yet: the lookup starts the build and waits for it.
    expect(await anchors.seek('k', 7, 0, step)).toEqual({ fromId: 1, skip: 0 })
    // 10,500 ids in steps of 3,000: four statements, each after the last id of the previous.
    expect(calls).toEqual([undefined, ids[2999], ids[5999], ids[8999]])
    expect(await anchors.seek('k', 7, 0, step)).toEqual({ fromId: 1, skip: 0 })
    expect(await anchors.seek('k', 7, 999, step)).toEqual({ fromId: 1, skip: 999 })
    expect(await anchors.seek('k', 7, 4321, step)).toEqual({ fromId: ids[4000], skip: 321 })
    expect(await anchors.seek('k', 7, 10_499, step)).toEqual({ fromId: ids[10_000], skip: 499 })
  })

  it('never answers from anchors of another version, and rebuilds only when it changes', async () => {
    let version = 1
    const calls: Array<number | undefined> = []
    const step = stepper(() => version, calls)
    const anchors = new PageAnchors(1000, 5000)
    await anchors.seek('k', 1, 5, step)
    const builds = () => calls.filter((c) => c === undefined).length
    expect(builds()).toBe(1)
    for (let i = 0; i < 5; i++)
      expect(await anchors.seek('k', 1, 5, step)).toEqual({ fromId: 1, skip: 5 })
    expect(builds()).toBe(1)

    // Another instance changed the list: the old anchors are not used; the lookups at the new
    // version share one rebuild and answer from it.
    version = 2
    const [a, b] = await Promise.all([anchors.seek('k', 2, 5, step), anchors.seek('k', 2, 7, step)])
    expect(builds()).toBe(2)
    expect(a).toEqual({ fromId: 1, skip: 5 })
    expect(b).toEqual({ fromId: 1, skip: 7 })
    // A caller whose total was read before the change never gets the newer anchors.
    expect(await anchors.seek('k', 1, 5, step)).toBeUndefined()
    expect(builds()).toBe(2)
  })

  it('drops a build during which the list changed', async () => {
    let version = 1
    const base = stepper(() => version)
    // The version moves between the first and the second step.
    const step: AnchorStep = async (after, rows, every) => {
      const part = await base(after, rows, every)
      version += 1
      return part
    }
    const anchors = new PageAnchors(1000, 5000)
    // Three attempts, each seeing the list move: no anchors, the caller reads by offset.
    expect(await anchors.seek('k', 1, 5, step)).toBeUndefined()
    expect(
      await anchors.seek(
        'k',
        1,
        5,
        stepper(() => 1),
      ),
    ).toEqual({ fromId: 1, skip: 5 })
  })

  it('waits for a build at most maxWait, and the build goes on', async () => {
    const slow: AnchorStep = async (after, rows, every) => {
      await new Promise((r) => setTimeout(r, 20))
      return stepper(() => 1)(after, rows, every)
    }
    // 10,500 ids in steps of 1,000: 11 steps of 20 ms, far past a 30 ms wait.
    const anchors = new PageAnchors(100, 1000, 30)
    const started = Date.now()
    expect(await anchors.seek('k', 1, 5, slow)).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(200)
    await anchors.settled('k')
    expect(await anchors.seek('k', 1, 250, slow)).toEqual({ fromId: ids[200], skip: 50 })
  })

  it('leaves the event loop free between steps', async () => {
    let ticks = 0
    const timer = setInterval(() => {
      ticks += 1
    }, 0)
    const anchors = new PageAnchors(100, 100, 2000, () => new Promise((r) => setTimeout(r, 1)))
    await anchors.seek(
      'k',
      1,
      0,
      stepper(() => 1),
    )
    clearInterval(timer)
    // 105 steps, each followed by a pause in which timers run.
    expect(ticks).toBeGreaterThan(50)
  })
})
