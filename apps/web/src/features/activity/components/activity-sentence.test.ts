import { AUDIT_ACTIONS } from '@rihla/contract/audit'
import { describe, expect, it } from 'vitest'
import { ar } from '@/i18n/ar'
import { type Catalogue, en, type MessageKey } from '@/i18n/en'
import { fr } from '@/i18n/fr'
import { t } from '@/i18n/i18n'
import { activitySentence, SENTENCES, type SentenceEntry } from './activity-sentence'

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

  it.each([
    ['en', en],
    ['fr', fr],
    ['ar', ar],
  ] as const)('has a sentence of its own for every audit action in %s', (_locale, catalogue) => {
    const translate = (key: MessageKey, params: Record<string, string | number> = {}) =>
      (catalogue as Catalogue)[key].replace(/\{(\w+)\}/g, (_m, name: string) =>
        String(params[name]),
      )
    const generic = new Set<string>()
    for (const action of AUDIT_ACTIONS) {
      const sentence = activitySentence(entry({ action, entityId: 12 }), translate)
      expect(sentence, action).toContain('Zineb Admin')
      expect(sentence, action).not.toContain(action)
      expect(sentence, action).not.toMatch(/\{\w+\}/)
      generic.add(SENTENCES[action])
    }
    // Each action reads differently: no two share one sentence.
    expect(generic.size).toBe(AUDIT_ACTIONS.length)
  })

  it('reads a restored product as such', () => {
    expect(activitySentence(entry({ action: 'product.restore', entityId: 7 }), t)).toBe(
      'Zineb Admin restored product #7',
    )
  })
})
