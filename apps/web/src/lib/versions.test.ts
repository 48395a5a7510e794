import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { ifMatch, mergeConflict, staleCurrent, versionOf } from './versions'

describe('versions of records with a form', () => {
  it('reads the version of an ETag, strong or weak, and nothing else', () => {
    expect(versionOf(new Headers({ ETag: '"7"' }))).toBe(7)
    expect(versionOf(new Headers({ ETag: 'W/"12"' }))).toBe(12)
    expect(versionOf(new Headers({ ETag: '"abc"' }))).toBeUndefined()
    expect(versionOf(new Headers())).toBeUndefined()
    expect(ifMatch(3)).toEqual({ 'If-Match': '"3"' })
    expect(ifMatch(undefined)).toBeUndefined()
  })

  it('knows a stale save by its code and its current record only', () => {
    const current = { id: 1, version: 4 }
    expect(staleCurrent(new ApiError(409, 'x', undefined, true, 'generic.stale', current))).toBe(
      current,
    )
    expect(staleCurrent(new ApiError(409, 'x', undefined, true, 'product.claimed'))).toBeUndefined()
    expect(staleCurrent(new ApiError(409, 'x', undefined, true, 'generic.stale'))).toBeUndefined()
    expect(staleCurrent(new Error('x'))).toBeUndefined()
  })

  it('puts back only the fields I changed, and shows theirs and mine', () => {
    const base = { a: 'one', b: 'two', c: 'three' }
    const mine = { a: 'ONE', b: 'two', c: 'three' }
    const theirs = { a: 'uno', b: 'dos', c: 'three' }
    const { merged, rows } = mergeConflict(['a', 'b', 'c'] as const, base, mine, theirs)
    expect(merged).toEqual({ a: 'ONE', b: 'dos', c: 'three' })
    expect(rows).toEqual([
      { key: 'a', theirs: 'uno', mine: { value: 'ONE' } },
      { key: 'b', theirs: 'dos' },
    ])
  })

  it('leaves out a field both set to the same value', () => {
    const { rows } = mergeConflict(['a'] as const, { a: 1 }, { a: 2 }, { a: 2 })
    expect(rows).toEqual([])
  })
})
