import { describe, expect, it } from 'vitest'
import { t } from '@/i18n/i18n'
import { activitySentence, type SentenceEntry } from './activity-sentence'

function entry(overrides: Partial<SentenceEntry>): SentenceEntry {
  return {
    id: 1,
    action: 'user.block',
    entity: 'user',
    entityId: 12,
    actor: { id: 1, username: 'Zineb Admin' },
    before: null,
    after: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }
}

describe('activitySentence', () => {
  it('tells who did what to which record', () => {
    expect(activitySentence(entry({}), t)).toBe('Zineb Admin blocked user #12')
    expect(activitySentence(entry({ action: 'product.reject', entityId: 7 }), t)).toBe(
      'Zineb Admin rejected product #7',
    )
  })

  it('still reads for an unknown action or a deleted actor', () => {
    expect(
      activitySentence(entry({ action: 'wilaya.rename', entity: 'wilaya', actor: null }), t),
    ).toBe('A deleted user: wilaya.rename on wilaya #12')
  })
})
