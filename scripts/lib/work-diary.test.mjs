import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DIARY_PATTERNS, diaryLines } from './work-diary.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const matches = (line) => DIARY_PATTERNS.some((p) => p.test(line))

describe('words about how the work was organised', () => {
  it('are found in numbered work periods, assistants, build machines and the lead', () => {
    for (const line of [
      'measured in session 14',
      "Session 18's figures",
      'sessions 17 and 18 ran it',
      'five other helpers loaded the two cores',
      "another helper's work kept the load high",
      'on this machine it took 3 s',
      'the earlier build machines',
      "for the lead's next run",
    ])
      expect(matches(line), line).toBe(true)
  })

  it("leave the product's own sign-in sessions alone", () => {
    for (const line of [
      'the session id is hashed',
      'rows of the sessions table',
      "the session's refresh token",
      'sessions 7 days after they ended',
      'a session 30 days old',
      'the test helpers in helpers.ts',
      'leading zeros',
    ])
      expect(matches(line), line).toBe(false)
  })

  it('appear in no tracked file of the product', () => {
    expect(
      diaryLines(root, ['scripts/lib/work-diary.mjs', 'scripts/lib/work-diary.test.mjs']),
    ).toEqual([])
  })
})
