import { describe, expect, it } from 'vitest'
import { PageAnchors } from '../src/lib/page-anchors'

const ids = Array.from({ length: 10_500 }, (_, i) => i * 3 + 1)
const load = (every: number) => Promise.resolve(ids.filter((_, i) => i % every === 0))

describe('PageAnchors', () => {
  it('finds the anchor at or before a position and the rows to skip after it', async () => {
    const anchors = new PageAnchors(1000)
    expect(await anchors.seek('k', ids.length, 0, load)).toEqual({ fromId: 1, skip: 0 })
    expect(await anchors.seek('k', ids.length, 999, load)).toEqual({ fromId: 1, skip: 999 })
    expect(await anchors.seek('k', ids.length, 4321, load)).toEqual({
      fromId: ids[4000],
      skip: 321,
    })
    expect(await anchors.seek('k', ids.length, 10_499, load)).toEqual({
      fromId: ids[10_000],
      skip: 499,
    })
  })

  it('rebuilds in the background when the total changes or the anchors are too old', async () => {
    let now = 0
    let builds = 0
    const counted = (every: number) => {
      builds += 1
      return load(every)
    }
    const anchors = new PageAnchors(1000, 30_000, () => now)
    await anchors.seek('k', 10, 5, counted)
    await anchors.seek('k', 10, 5, counted)
    expect(builds).toBe(1)
    // A changed total starts one rebuild and still answers from the old anchors meanwhile.
    expect(await anchors.seek('k', 11, 5, counted)).toEqual({ fromId: 1, skip: 5 })
    await anchors.seek('k', 11, 5, counted)
    expect(builds).toBe(2)
    await new Promise((r) => setTimeout(r, 0))
    await anchors.seek('k', 11, 5, counted)
    expect(builds).toBe(2)
    now += 30_001
    await anchors.seek('k', 11, 5, counted)
    expect(builds).toBe(3)
  })
})
