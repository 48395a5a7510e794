import { describe, expect, it } from 'vitest'
import { formatWait } from '@/lib/format'
import { reviewersCsv } from './reviewers-table'

describe('the reviewers CSV', () => {
  it('has a header line, one line per reviewer, waits in seconds and quoted names', () => {
    const csv = reviewersCsv(
      ['Reviewer', 'Decisions', 'Median wait (s)', 'Undone', 'Overturned'],
      [
        {
          userId: 3,
          username: 'Ali, "the fast"',
          decisions: 5,
          medianSeconds: 7200,
          undone: 1,
          overturned: 0,
        },
        {
          userId: 4,
          username: 'بدرة',
          decisions: 0,
          medianSeconds: null,
          undone: 0,
          overturned: 2,
        },
      ],
    )
    expect(csv).toBe(
      '\uFEFFReviewer,Decisions,Median wait (s),Undone,Overturned\r\n' +
        '"Ali, ""the fast""",5,7200,1,0\r\n' +
        'بدرة,0,,0,2\r\n',
    )
  })
})

describe('formatWait', () => {
  it('says a wait in the unit that reads well', () => {
    expect(formatWait(45, 'en')).toBe('45 sec')
    expect(formatWait(720, 'en')).toBe('12 min')
    expect(formatWait(5400, 'en')).toBe('1.5 hr')
    expect(formatWait(3 * 86_400, 'en')).toBe('3 days')
  })
})
