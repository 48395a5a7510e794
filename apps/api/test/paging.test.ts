import { describe, expect, it } from 'vitest'
import { pageWindow } from '../src/lib/paged-list'

/** Applies a window to a list the way the repositories do, to compare with plain slicing. */
function read(rows: number[], page: number, limit: number) {
  const w = pageWindow(rows.length, page, limit)
  if (!w.reverse) return rows.slice(w.offset, w.offset + w.limit)
  const reversed = [...rows].reverse()
  return reversed.slice(w.offset, w.offset + w.limit).reverse()
}

describe('pageWindow', () => {
  it('gives the same rows as plain offset paging for every page of many sizes', () => {
    for (const total of [0, 1, 6, 7, 8, 13, 14, 15, 100, 101]) {
      const rows = Array.from({ length: total }, (_, i) => i + 1)
      for (const limit of [1, 2, 7, 10]) {
        for (let page = 1; page <= Math.ceil(total / limit) + 1; page++) {
          expect(read(rows, page, limit), `${total}/${limit}/${page}`).toEqual(
            rows.slice((page - 1) * limit, page * limit),
          )
        }
      }
    }
  })

  it('reads the last page from the far end with a small offset', () => {
    expect(pageWindow(1_000_000, 142_858, 7)).toEqual({ reverse: true, offset: 0, limit: 1 })
    expect(pageWindow(1_000_000, 1, 7)).toEqual({ reverse: false, offset: 0, limit: 7 })
  })
})
