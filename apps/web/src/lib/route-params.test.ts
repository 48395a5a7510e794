import { describe, expect, it } from 'vitest'
import { parseId } from './route-params'

describe('parseId', () => {
  it('reads a positive decimal integer', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('16')).toBe(16)
    expect(parseId('2147483647')).toBe(2_147_483_647)
  })

  it('refuses what Number() would quietly turn into another id', () => {
    for (const value of ['0x10', '1e1', ' 7', '7 ', '+7', '1.5', '', '0', '-3', 'abc']) {
      expect(parseId(value), value).toBeNull()
    }
    expect(parseId(undefined)).toBeNull()
  })

  it('refuses ids beyond the database integer', () => {
    expect(parseId('2147483648')).toBeNull()
    expect(parseId('99999999999')).toBeNull()
  })
})
