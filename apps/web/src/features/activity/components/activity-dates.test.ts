import { describe, expect, it } from 'vitest'
import { dayRange } from './activity-dates'

describe('dayRange', () => {
  it('covers both days whole, in the browser’s own calendar', () => {
    const range = dayRange('2026-03-01', '2026-03-02')
    expect(range).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 3).toISOString(),
      invalid: false,
    })
  })

  it('takes one day as that whole day, and either bound alone', () => {
    expect(dayRange('2026-03-01', '2026-03-01').to).toBe(new Date(2026, 2, 2).toISOString())
    expect(dayRange('2026-03-01')).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: undefined,
      invalid: false,
    })
    expect(dayRange(undefined, '2026-12-31').to).toBe(new Date(2027, 0, 1).toISOString())
  })

  it('flags an end before the start, and asks nothing then', () => {
    expect(dayRange('2026-03-02', '2026-03-01')).toEqual({
      from: undefined,
      to: undefined,
      invalid: true,
    })
  })

  it('ignores what is not a day', () => {
    expect(dayRange('yesterday', '2026-02-31')).toEqual({
      from: undefined,
      to: undefined,
      invalid: false,
    })
  })
})
