import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from './api-error'
import { ifMatch, mergeConflict, staleConflict, staleCurrent, versionOf } from './versions'

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

  it('reads a stale save as its conflict: what is saved now, merged over, field by field', () => {
    const how = {
      schema: z.object({ name: z.string(), on: z.boolean() }),
      pick: ({ name, on }: { name: string; on: boolean }) => ({ name, on }),
      keys: ['name', 'on'] as const,
      base: { name: 'old', on: false },
      mine: { name: 'mine', on: false },
      label: (key: string) => `label ${key}`,
      show: (_: string, value: unknown) => String(value),
    }
    const saved = { id: 3, name: 'theirs', on: true, version: 8 }
    const stale = new ApiError(409, 'x', undefined, true, 'generic.stale', saved)
    expect(staleConflict(stale, how)).toEqual({
      version: 8,
      current: { name: 'theirs', on: true },
      merged: { name: 'mine', on: true },
      fields: [
        { key: 'name', label: 'label name', theirs: 'theirs', yours: 'mine' },
        { key: 'on', label: 'label on', theirs: 'true', yours: null },
      ],
    })
    const unreadable = { ...saved, name: 5 }
    expect(
      staleConflict(new ApiError(409, 'x', undefined, true, 'generic.stale', unreadable), how),
    ).toBeUndefined()
    expect(staleConflict(new ApiError(500, 'x'), how)).toBeUndefined()
  })
})
